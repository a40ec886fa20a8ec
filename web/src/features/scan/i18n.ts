import { addNamespace } from '../../i18n';
import { scan } from '../../i18n/locales/scan';

/** The scan namespace arrives with this feature's code. */
addNamespace('scan', scan);
