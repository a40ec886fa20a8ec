import { addNamespace } from '../../i18n';
import { found } from '../../i18n/locales/found';

/** The found namespace arrives with this feature's code. */
addNamespace('found', found);
