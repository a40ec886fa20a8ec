import { addNamespace } from '../../i18n';
import { company } from '../../i18n/locales/company';

/** The company namespace arrives with this feature's code. */
addNamespace('company', company);
