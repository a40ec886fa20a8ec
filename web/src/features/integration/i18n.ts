import { addNamespace } from '../../i18n';
import { integration } from '../../i18n/locales/integration';
import '../../components/ui-i18n';

/** The integration namespace arrives with this feature's code. */
addNamespace('integration', integration);
