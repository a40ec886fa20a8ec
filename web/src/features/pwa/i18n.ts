import { addNamespace } from '../../i18n';
import { pwa } from '../../i18n/locales/pwa';

/** The pwa namespace arrives with this feature's code. */
addNamespace('pwa', pwa);
