import { addNamespace } from '../../i18n';
import { labels } from '../../i18n/locales/labels';

/** The labels namespace arrives with this feature's code. */
addNamespace('labels', labels);
