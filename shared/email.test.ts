import { describe, expect, it } from 'vitest';
import { emailField } from './schemas/common';
import { isEmailAddress, normalizeEmail } from './email';

describe('normalizeEmail', () => {
  it('folds fullwidth letters and case into the plain address', () => {
    expect(normalizeEmail('ａ@x.com')).toBe('a@x.com');
    expect(normalizeEmail('ＡＮＮ@Ｘ．ＣＯＭ')).toBe('ann@x.com');
    expect(normalizeEmail('Ann@Example.COM')).toBe('ann@example.com');
  });

  it('drops zero-width and other invisible characters', () => {
    for (const mark of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u202e', '\ufe0f']) {
      expect(normalizeEmail(`a${mark}@x.c${mark}om`)).toBe('a@x.com');
    }
  });

  it('drops white space around and inside, as the e-mail fields always did', () => {
    expect(normalizeEmail('  ann @x.com\t')).toBe('ann@x.com');
  });

  it('writes a non-ASCII domain in its ASCII form', () => {
    expect(normalizeEmail('ann@bücher.de')).toBe('ann@xn--bcher-kva.de');
    expect(normalizeEmail('ann@BÜCHER.de')).toBe('ann@xn--bcher-kva.de');
    expect(normalizeEmail('ann@xn--bcher-kva.de')).toBe('ann@xn--bcher-kva.de');
    expect(normalizeEmail('ann@пример.рф')).toBe('ann@xn--e1afmkfd.xn--p1ai');
  });

  it('leaves a domain with URL syntax alone, so it cannot turn into another host', () => {
    expect(normalizeEmail('ann@ex%41mple.com')).toBe('ann@ex%41mple.com');
    expect(isEmailAddress(normalizeEmail('ann@ex%41mple.com'))).toBe(false);
    expect(isEmailAddress(normalizeEmail('ann@bü.de:80'))).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['a@x.com', 'ann.lee+stock@mail.example.co.uk', 'a@b.c', 'ann@xn--bcher-kva.de', 'анна@xn--e1afmkfd.xn--p1ai']) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses what is still not an address', () => {
    for (const email of ['', 'ann', 'ann@', '@x.com', 'ann@x', 'a@b@x.com', 'ann@127.0.0.1', 'ann@bü.de', 'ann@-x.com', 'ann@x..com', `a\u0000@x.com`, `${'a'.repeat(65)}@x.com`]) {
      expect(isEmailAddress(email), JSON.stringify(email)).toBe(false);
    }
  });
});

describe('emailField', () => {
  it('answers the normalized address', () => {
    expect(emailField.parse('ａ\u200b@X.com')).toBe('a@x.com');
  });

  it('refuses with the field rule what normalization cannot make an address', () => {
    expect(emailField.safeParse('\u200b').error?.issues[0]?.message).toBe('required_field');
    expect(emailField.safeParse('ann@example').error?.issues[0]?.message).toBe('invalid_rule_email');
    expect(emailField.safeParse('ann@[::1]').error?.issues[0]?.message).toBe('invalid_rule_email');
  });
});
