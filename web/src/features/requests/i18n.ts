import { addNamespace } from '../../i18n';
import { requests } from '../../i18n/locales/requests';
import '../../components/ui-i18n';

/** The sticker shop's namespace arrives with its code. */
addNamespace('requests', requests);
