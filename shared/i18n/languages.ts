export const languages = ['ua', 'en', 'pl', 'ru'] as const;
export type Language = (typeof languages)[number];

/** The spec's default when nothing is stored and the browser gives no supported language. */
export const defaultLanguage: Language = 'ua';

/** Labels of the switcher, in the order the spec lists them on auth screens. */
export const languageLabels: Record<Language, string> = { ua: 'UA', en: 'EN', pl: 'PL', ru: 'RU' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language an API caller asked for in Accept-Language (the web sends its chosen code, e.g. `ru`).
 * `uk` is the standard tag for Ukrainian and maps to our `ua`; anything unknown gives the default.
 */
export function languageFromHeader(header: string | undefined | null): Language {
  for (const part of (header ?? '').split(',')) {
    const base = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (base === 'uk') return 'ua';
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/**
 * The web's first-visit language from the browser's list: spec "Browser ru maps to ua",
 * Ukrainian maps to ua, en and pl are kept, anything else gives the default.
 */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base === 'ru' || base === 'uk' || base === 'ua') return 'ua';
    if (base === 'en' || base === 'pl') return base;
  }
  return defaultLanguage;
}
