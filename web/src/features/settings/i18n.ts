import { addNamespace } from '../../i18n';
import { settings } from '../../i18n/locales/settings';
import '../../components/ui-i18n';

/** The settings namespace arrives with this feature's code (role names come with `ui`). */
addNamespace('settings', settings);
