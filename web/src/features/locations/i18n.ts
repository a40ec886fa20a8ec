import { addNamespace } from '../../i18n';
import { locations } from '../../i18n/locales/locations';
import '../../components/ui-i18n';

/** The locations namespace arrives with this feature's code. */
addNamespace('locations', locations);
