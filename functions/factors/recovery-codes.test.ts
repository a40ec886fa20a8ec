import { describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { recoveryCodeField } from '../../shared/schemas/second-factor';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of the form XXXXX-XXXXX without look-alike characters, and a hash for each', () => {
    const { codes, hashes } = newRecoveryCodes('user-1');
    expect(codes).toHaveLength(limits.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(hashes).toEqual(codes.map((code) => hashRecoveryCode('user-1', code)));
    // Only hashes are kept: none of them holds its code.
    for (const [index, hash] of hashes.entries()) expect(hash).not.toContain(normalizeRecoveryCode(codes[index]!));
  });

  it('hashes a code the same however it is typed, and differently for another account', () => {
    const [code] = newRecoveryCodes('user-1').codes;
    const typed = ` ${code!.toLowerCase().replace('-', ' ')} `;
    expect(hashRecoveryCode('user-1', typed)).toBe(hashRecoveryCode('user-1', code!));
    expect(hashRecoveryCode('user-2', code!)).not.toBe(hashRecoveryCode('user-1', code!));
  });

  it('is read by the shared field in the same canonical form', () => {
    const [code] = newRecoveryCodes('user-1').codes;
    expect(recoveryCodeField.parse(code!.toLowerCase())).toBe(normalizeRecoveryCode(code!));
    expect(recoveryCodeField.safeParse('short').success).toBe(false);
  });

  it('never repeats a set', () => {
    const first = newRecoveryCodes('user-1').codes;
    const second = newRecoveryCodes('user-1').codes;
    expect(first.filter((code) => second.includes(code))).toEqual([]);
  });
});
