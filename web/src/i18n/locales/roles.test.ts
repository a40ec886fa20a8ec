import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n/languages';
import { roles } from '../../../../shared/roles';
import { roleNames } from './roles';

// Every namespace's texts, in every language.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./roles.ts'], { eager: true });

type Texts = Record<string, unknown>;

/** Every object in a namespace's texts keyed by exactly the roles: a place that names them. */
function roleMaps(texts: unknown, path: string, found: { path: string; names: Texts }[] = []) {
  if (typeof texts !== 'object' || texts === null) return found;
  const keys = Object.keys(texts).sort();
  if (keys.length === roles.length && [...roles].sort().every((role, index) => keys[index] === role)) found.push({ path, names: texts as Texts });
  for (const [key, value] of Object.entries(texts)) roleMaps(value, `${path}.${key}`, found);
  return found;
}

/** Every text of a namespace's language, flattened. */
function allTexts(texts: unknown, found: string[] = []): string[] {
  if (typeof texts === 'string') found.push(texts);
  else if (typeof texts === 'object' && texts !== null) for (const value of Object.values(texts)) allTexts(value, found);
  return found;
}

/** Names a role went by besides its one name, before the names were unified: none may come back. */
const formerNames: Record<string, string[]> = { en: ['Stockman', 'Worker'], ua: [], pl: [], ru: ['Работник'] };

describe('role names', () => {
  it('gives each role one name in each language, distinct from the others', () => {
    for (const language of languages) {
      const names = Object.values(roleNames[language]);
      expect(new Set(names).size, language).toBe(roles.length);
    }
  });

  it('names roles only with those names in every namespace and language', () => {
    let places = 0;
    for (const [file, module] of Object.entries(modules)) {
      for (const [exported, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null) continue;
        for (const language of languages) {
          const texts = (value as Record<string, unknown>)[language];
          if (!texts) continue;
          for (const place of roleMaps(texts, `${file} ${exported}.${language}`)) {
            places += 1;
            expect(place.names, place.path).toEqual(roleNames[language]);
          }
          for (const text of allTexts(texts)) {
            for (const former of formerNames[language] ?? []) {
              expect(new RegExp(`(^|[^\\p{L}])${former}([^\\p{L}]|$)`, 'u').test(text), `${file} ${language}: "${text}"`).toBe(false);
            }
          }
        }
      }
    }
    // The panel's and the invitation screens' role names at least, in four languages.
    expect(places).toBeGreaterThanOrEqual(8);
  });
});
