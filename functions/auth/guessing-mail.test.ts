import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/languages';
import { guessingMail } from './guessing-mail';
import { accountDelaySeconds, signInRules } from './sign-in-guard';

describe('accountDelaySeconds', () => {
  it('is free for the first failures, then doubles from 1 s up to the cap', () => {
    const delays = Array.from({ length: 14 }, (_, failures) => accountDelaySeconds(failures));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(accountDelaySeconds(10_000)).toBe(signInRules.maxDelaySeconds);
  });
});

describe('guessingMail', () => {
  it.each(languages)('tells the owner in %s how many attempts from how many addresses, with a link to change the password', (language) => {
    const mail = guessingMail({ email: 'owner@example.com', firstName: '<Olena>' }, { failures: 10, addresses: 3 }, 15, language);
    expect(mail.to).toBe('owner@example.com');
    expect(mail.text).toMatch(/10\D+3\./);
    expect(mail.text).toContain('15');
    expect(mail.text).toContain('http://localhost:3000/settings');
    expect(mail.html).toContain('&#60;Olena&#62;');
    expect(mail.html).not.toContain('<Olena>');
  });

  it('has its own texts in every language', () => {
    const subjects = new Set(languages.map((language) => guessingMail({ email: 'a@b.c', firstName: 'A' }, { failures: 10, addresses: 1 }, 15, language).subject));
    expect(subjects.size).toBe(languages.length);
  });
});
