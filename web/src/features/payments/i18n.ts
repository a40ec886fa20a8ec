import { addNamespace } from '../../i18n';
import { payments } from '../../i18n/locales/payments';
import '../../components/ui-i18n';

/** The payments namespace arrives with this feature's code. */
addNamespace('payments', payments);
