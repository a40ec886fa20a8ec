import { addNamespace } from '../../i18n';
import { depreciation } from '../../i18n/locales/depreciation';
import '../../components/ui-i18n';

/** The depreciation namespace arrives with this feature's code (the item form, the card, the list, the settings). */
addNamespace('depreciation', depreciation);
