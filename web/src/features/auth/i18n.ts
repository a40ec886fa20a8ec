import { addNamespace } from '../../i18n';
import { auth } from '../../i18n/locales/auth';

/** The auth namespace arrives with this feature's code. */
addNamespace('auth', auth);
