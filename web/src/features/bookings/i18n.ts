import { addNamespace } from '../../i18n';
import { bookings } from '../../i18n/locales/bookings';
import '../../components/ui-i18n';

/** The bookings namespace arrives with this feature's code. */
addNamespace('bookings', bookings);
