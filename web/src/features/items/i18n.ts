import { addNamespace } from '../../i18n';
import { items } from '../../i18n/locales/items';

/** The items namespace arrives with this feature's code. */
addNamespace('items', items);
