import { addNamespace } from '../../i18n';
import { items } from '../../i18n/locales/items';

/** The item picker names units in the items namespace's words: it arrives with the picker, wherever that opens (the top bar's scan too). */
addNamespace('items', items);
