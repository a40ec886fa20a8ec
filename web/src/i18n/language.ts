import { defaultLanguage, languageFromBrowser, type Language } from '../../../shared/i18n/languages';
import { languageStorage } from '../lib/storage';
import { common } from './locales/common';

/*
 * The language without i18next: the initial route reads it (API calls, the preloader) while i18next
 * and the texts load in their own chunk beside the first screen's (see i18n-ready.tsx).
 */

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

let active: Language | undefined;

export function currentLanguage(): Language {
  active ??= initialLanguage();
  return active;
}

/** i18next reports each change of language here (index.ts). */
export function setCurrentLanguage(language: Language): void {
  active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
}

/** The preloader's label, which shows before i18next has loaded. */
export function loadingText(): string {
  return common[currentLanguage()].loading;
}
