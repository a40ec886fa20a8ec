import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorMessages } from '../../../shared/i18n/errors';
import { languages, type Language } from '../../../shared/i18n/languages';

/**
 * `npx tsx functions/lib/http/write-messages.ts`: writes messages/<language>.json, the error messages
 * the functions read at run time (error-messages.ts), from the one catalogue in shared/i18n/errors.ts.
 * error-messages.test.ts fails while a file is stale.
 */
export const messagesFolder = fileURLToPath(new URL('./messages/', import.meta.url));

export function messagesText(language: Language): string {
  return `${JSON.stringify(errorMessages[language], null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const language of languages) writeFileSync(`${messagesFolder}${language}.json`, messagesText(language));
  console.log(`Wrote ${messagesFolder}{${languages.join(',')}}.json`);
}
