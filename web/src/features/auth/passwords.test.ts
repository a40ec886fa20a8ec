import { describe, expect, it } from 'vitest';
import { isNewPasswordReady, newPasswordError, repeatPasswordError } from './passwords';

describe('new password rules', () => {
  it('needs a password of at least 4 characters', () => {
    expect(newPasswordError('')).toBe('required_field');
    expect(newPasswordError('abc')).toBe('invalid_rule_password');
    expect(newPasswordError('abcd')).toBeUndefined();
    expect(newPasswordError('x'.repeat(129))).toBe('invalid_rule_max_length');
  });

  it('needs the repeat to equal the password', () => {
    expect(repeatPasswordError('abcd', '')).toBe('required_field');
    expect(repeatPasswordError('abcd', 'abce')).toBe('passwords_not_match');
    expect(repeatPasswordError('abcd', 'abcd')).toBeUndefined();
  });

  it('is ready only when both are valid and equal', () => {
    expect(isNewPasswordReady('abcd', 'abcd')).toBe(true);
    expect(isNewPasswordReady('abc', 'abc')).toBe(false);
    expect(isNewPasswordReady('abcd', 'abcde')).toBe(false);
  });
});
