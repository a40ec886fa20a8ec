import { describe, expect, it } from 'vitest';
import { languages } from '../../../shared/i18n/languages';
import { namespaces } from './resources';

/** Dotted paths of every message in a (possibly nested) messages object. */
function flatten(messages: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (messages && typeof messages === 'object') {
    for (const [key, value] of Object.entries(messages)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') for (const [p, v] of flatten(value, path)) out.set(p, v);
      else out.set(path, value);
    }
  }
  return out;
}

describe('i18n namespaces', () => {
  for (const [namespace, byLanguage] of Object.entries(namespaces)) {
    describe(namespace, () => {
      const allKeys = new Set(languages.flatMap((language) => [...flatten(byLanguage[language]).keys()]));

      it('has messages', () => {
        expect(allKeys.size).toBeGreaterThan(0);
      });

      for (const language of languages) {
        it(`has every key in ${language} with a non-empty text`, () => {
          const messages = flatten(byLanguage[language]);
          const missing = [...allKeys].filter((key) => {
            const value = messages.get(key);
            return typeof value !== 'string' || value.trim() === '';
          });
          expect(missing).toEqual([]);
        });
      }
    });
  }

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatches: string[] = [];
    for (const [namespace, byLanguage] of Object.entries(namespaces)) {
      const reference = flatten(byLanguage.en);
      for (const language of languages) {
        for (const [key, value] of flatten(byLanguage[language])) {
          if (JSON.stringify(variables(value)) !== JSON.stringify(variables(reference.get(key)))) {
            mismatches.push(`${namespace}:${key} (${language})`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
