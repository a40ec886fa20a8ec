import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../env';
import { currentParams, hashPassword, verifyPassword } from './password';

// Each hash is scrypt at the production cost (N = 2^17): about a second, several on a machine busy with browser tests.
describe('password hashing', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  describe('the tests-only cost (PASSWORD_KDF_LOG2N)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnv();
    });

    it('lowers N for new hashes, which verify like any stored hash', async () => {
      vi.stubEnv('PASSWORD_KDF_LOG2N', '10');
      resetEnv();
      const stored = await hashPassword('cheap');
      expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('cheap', stored)).toBe(true);
    });

    it('is ignored in AWS, where the product cost always applies', () => {
      vi.stubEnv('PASSWORD_KDF_LOG2N', '10');
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'assetbook-auth');
      resetEnv();
      expect(currentParams()).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    });
  });
});
