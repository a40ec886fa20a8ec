import { addNamespace } from '../../i18n';
import { shell } from '../../i18n/locales/shell';

/** The shell namespace arrives with this feature's code. */
addNamespace('shell', shell);
