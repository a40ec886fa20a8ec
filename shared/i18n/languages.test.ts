import { describe, expect, it } from 'vitest';
import { errorNames } from '../errors';
import { errorMessages } from './errors';
import { languageFromBrowser, languageFromHeader, languages } from './languages';

describe('languageFromBrowser (first visit)', () => {
  it('maps browser ru and Ukrainian to ua, keeps en and pl, defaults to ua', () => {
    expect(languageFromBrowser(['ru-RU', 'en'])).toBe('ua');
    expect(languageFromBrowser(['uk'])).toBe('ua');
    expect(languageFromBrowser(['pl-PL'])).toBe('pl');
    expect(languageFromBrowser(['de-DE', 'en-GB'])).toBe('en');
    expect(languageFromBrowser(['fr'])).toBe('ua');
    expect(languageFromBrowser([])).toBe('ua');
  });
});

describe('languageFromHeader (API callers)', () => {
  it('takes the code the web sends as is, maps uk to ua, defaults to ua', () => {
    expect(languageFromHeader('ru')).toBe('ru');
    expect(languageFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(languageFromHeader('uk-UA')).toBe('ua');
    expect(languageFromHeader(undefined)).toBe('ua');
    expect(languageFromHeader('fr, de')).toBe('ua');
  });
});

describe('errors namespace', () => {
  it('has a non-empty message for every error name in every language', () => {
    for (const language of languages) {
      for (const name of errorNames) expect(errorMessages[language][name], `${language}.${name}`).toMatch(/\S/);
      expect(Object.keys(errorMessages[language]).sort()).toEqual([...errorNames].sort());
    }
  });
});
