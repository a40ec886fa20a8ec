import { addNamespace } from '../../i18n';
import { tourHelp } from '../../i18n/locales/tour-help';

/** The help icon's label only (the full namespace: i18n.ts, loaded with the tour). */
addNamespace('tour', tourHelp);
