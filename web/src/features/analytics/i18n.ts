import { addNamespace } from '../../i18n';
import { analytics } from '../../i18n/locales/analytics';
import '../../components/ui-i18n';

/** The analytics namespace arrives with this feature's code. */
addNamespace('analytics', analytics);
