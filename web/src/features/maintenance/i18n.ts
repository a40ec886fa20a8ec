import { addNamespace } from '../../i18n';
import { maintenance } from '../../i18n/locales/maintenance';
import '../../components/ui-i18n';

/** The maintenance namespace arrives with this feature's code. */
addNamespace('maintenance', maintenance);
