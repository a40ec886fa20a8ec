import { addNamespace } from '../i18n';
import { lists } from '../i18n/locales/lists';

/** The `lists` namespace arrives with the lists' shared parts (filters sheet, skeleton, empty state). */
addNamespace('lists', lists);
