import { readFileSync } from 'node:fs';
import type { ErrorName } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n/languages';

/**
 * The error messages of one language, read from messages/<language>.json the first time that
 * language answers an error. The files are written from shared/i18n/errors.ts (write-messages.ts)
 * and shipped beside each function's bundle (infra/stacks/lambda.ts): bundling the catalogue of all
 * four languages cost every function about 17 KB of start-up code it almost never runs.
 */
const folder = new URL('./messages/', import.meta.url);
const loaded = new Map<Language, Record<ErrorName, string>>();

export function errorMessage(language: Language, name: ErrorName): string {
  let messages = loaded.get(language);
  if (!messages) {
    messages = JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as Record<ErrorName, string>;
    loaded.set(language, messages);
  }
  return messages[name] ?? name;
}
