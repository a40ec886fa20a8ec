import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorNames } from '../../../shared/errors';
import { errorMessages } from '../../../shared/i18n/errors';
import { languages } from '../../../shared/i18n/languages';
import { errorMessage } from './error-messages';
import { messagesFolder, messagesText } from './write-messages';

describe('the error messages the functions read at run time', () => {
  it.each(languages)('are the catalogue of %s as it is now (else run: npx tsx functions/lib/http/write-messages.ts)', (language) => {
    expect(readFileSync(`${messagesFolder}${language}.json`, 'utf8')).toBe(messagesText(language));
  });

  it('answer every error name in every language', () => {
    for (const language of languages) {
      for (const name of errorNames) expect(errorMessage(language, name)).toBe(errorMessages[language][name]);
    }
  });
});
