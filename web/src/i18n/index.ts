import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages } from '../../../shared/i18n/errors';
import { defaultLanguage, isLanguage, languages, type Language } from '../../../shared/i18n/languages';
import { languageStorage } from '../lib/storage';
import { currentLanguage, languageTag, setCurrentLanguage } from './language';
import { common } from './locales/common';
import { fields } from './locales/fields';

export { currentLanguage, initialLanguage, languageTag } from './language';

export async function changeLanguage(language: Language): Promise<void> {
  languageStorage.set(language);
  await i18next.changeLanguage(language);
}

/**
 * Adds a feature's namespace in every language. Features call it from their own modules, so a
 * namespace travels with the code that uses it instead of weighing on the initial route.
 */
export function addNamespace(namespace: string, messages: Record<Language, object>): void {
  for (const language of languages) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, messages[language], true, true);
    }
  }
}

i18next.on('languageChanged', (language) => {
  if (isLanguage(language)) setCurrentLanguage(language);
});

const startNamespaces = { common, fields, errors: errorMessages };

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(Object.entries(startNamespaces).map(([ns, messages]) => [ns, messages[language]])),
    ]),
  ),
  lng: currentLanguage(),
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  ns: Object.keys(startNamespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Plural forms (`_one`, `_few`, `_many`, `_other`) follow Intl.PluralRules of the language's tag. Ours
 * for Ukrainian is `ua`, which Intl does not know and would give English rules (one, other), so the
 * rules are asked for by the real tag, `uk`.
 */
const pluralResolver = i18next.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
const ruleOfTag = pluralResolver.getRule.bind(pluralResolver);
pluralResolver.getRule = (code, options) => ruleOfTag(isLanguage(code) ? languageTag(code) : code, options);

export { i18next };
