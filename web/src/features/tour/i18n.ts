import { addNamespace } from '../../i18n';
import { tour } from '../../i18n/locales/tour';

/** The tour namespace arrives with this feature's code. */
addNamespace('tour', tour);
