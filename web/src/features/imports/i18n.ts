import { addNamespace } from '../../i18n';
import { imports } from '../../i18n/locales/imports';
import '../../components/ui-i18n';

/** The imports namespace arrives with this feature's code. */
addNamespace('imports', imports);
