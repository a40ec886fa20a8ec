import { addNamespace } from '../../i18n';
import { stocktaking } from '../../i18n/locales/stocktaking';
import '../../components/ui-i18n';

/** The stocktaking namespace arrives with this feature's code. */
addNamespace('stocktaking', stocktaking);
