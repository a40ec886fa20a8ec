import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorMessages } from '../../../shared/i18n/errors';
import {
  defaultLanguage,
  isLanguage,
  languageFromBrowser,
  languages,
  type Language,
} from '../../../shared/i18n/languages';
import { languageStorage } from '../lib/storage';
import { common } from './locales/common';
import { fields } from './locales/fields';

/** Spec: the stored language, else the browser's, else ua. */
export function initialLanguage(): Language {
  const stored = languageStorage.get();
  if (stored) return stored;
  if (typeof navigator !== 'undefined') return languageFromBrowser(navigator.languages ?? [navigator.language]);
  return defaultLanguage;
}

/** The html lang attribute wants a real language tag; our ua is Ukrainian, uk. */
export function languageTag(language: Language): string {
  return language === 'ua' ? 'uk' : language;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

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
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = languageTag(language);
});

const startNamespaces = { common, fields, errors: errorMessages };

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(Object.entries(startNamespaces).map(([ns, messages]) => [ns, messages[language]])),
    ]),
  ),
  lng: initialLanguage(),
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  ns: Object.keys(startNamespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export { i18next };
