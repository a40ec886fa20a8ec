import { addNamespace } from '../../i18n';
import { notifications } from '../../i18n/locales/notifications';

/** The notifications namespace arrives with this feature's code. */
addNamespace('notifications', notifications);
