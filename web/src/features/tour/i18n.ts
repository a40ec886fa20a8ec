import i18next from 'i18next';
import { languages } from '../../../../shared/i18n/languages';
import { tour } from '../../i18n/locales/tour';

/**
 * The tour namespace in full arrives with the tour's own chunk, merged into what the help icon
 * registered (help-i18n.ts), so the shell does not carry the steps' texts.
 */
for (const language of languages) i18next.addResourceBundle(language, 'tour', tour[language], true, true);
