import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keys } from '../db/keys';
import { resetEnv } from '../env';
import { claimEmail, claimPhone, keepClaims, movePhoneClaim, releaseClaims, releaseIfHeldBy } from './claims';

beforeAll(() => {
  // Only the parameters are built; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'assetbook-test');
  resetEnv();
});

describe('claims on e-mails and phones', () => {
  it('claims a free address for its user, with the TTL of an unconfirmed account when given', () => {
    expect(claimEmail('ann@example.com', 'u1')).toEqual({
      item: {
        Put: {
          TableName: 'assetbook-test',
          Item: { pk: 'EMAIL#ann@example.com', sk: 'CLAIM', entity: 'claim', userId: 'u1' },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: 'EmailAlreadyUsed',
    });
    expect(claimPhone('+380501111111', 'u1', { expiresAt: 99 }).item.Put!.Item).toMatchObject({ expiresAt: 99 });
    expect(claimPhone('+380501111111', 'u1', { expiresAt: undefined }).item.Put!.Item).not.toHaveProperty('expiresAt');
  });

  it('takes an address over from the unconfirmed account the registration replaces, and from no one else', () => {
    const put = claimEmail('ann@example.com', 'u2', { over: 'u1' }).item.Put!;
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk) OR userId = :old');
    expect(put.ExpressionAttributeValues).toEqual({ ':old': 'u1' });
  });

  it('moves, releases and keeps the claims of one user', () => {
    expect(movePhoneClaim('u1', null, '+380502222222').map((entry) => entry.onConditionFailed)).toEqual(['PhoneAlreadyUsed']);
    expect(releaseClaims({ email: 'ann@example.com', phone: null }).map((entry) => entry.item.Delete!.Key)).toEqual([keys.emailClaim('ann@example.com')]);
    expect(releaseIfHeldBy(keys.phoneClaim('+380501111111'), 'u1').item.Delete!.ConditionExpression).toBe('attribute_not_exists(pk) OR userId = :old');
    const kept = keepClaims({ _id: 'u1', email: 'ann@example.com', phone: '+380501111111' });
    expect(kept.map((entry) => [entry.item.Update!.Key, entry.item.Update!.UpdateExpression, entry.onConditionFailed])).toEqual([
      [keys.emailClaim('ann@example.com'), 'REMOVE expiresAt', 'ConcurrentChange'],
      [keys.phoneClaim('+380501111111'), 'REMOVE expiresAt', 'ConcurrentChange'],
    ]);
  });
});
