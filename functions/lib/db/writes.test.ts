import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../env';
import { keys } from './keys';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, moveClaim, putIfAbsent, uniqueClaim } from './writes';

beforeAll(() => {
  // Only the parameters are built; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'assetbook-test');
  resetEnv();
});

describe('putIfAbsent', () => {
  it('puts the whole record on the condition that its key is free', () => {
    const record = { ...keys.user('u1'), entity: 'user', firstName: 'Ann' };
    expect(putIfAbsent(record)).toEqual({ TableName: 'assetbook-test', Item: record, ConditionExpression: 'attribute_not_exists(pk)' });
  });
});

describe('conditionalUpdate', () => {
  it('updates the record by its key alone, with the condition, names and values given', () => {
    const record = { ...keys.company('c1'), title: 'Acme' };
    const update = conditionalUpdate(record, {
      update: 'SET #owner = :person',
      condition: '#owner = :me',
      names: { '#owner': 'owner' },
      values: { ':person': 'u2', ':me': 'u1' },
    });
    expect(update).toEqual({
      TableName: 'assetbook-test',
      Key: { pk: 'COMPANY#c1', sk: 'PROFILE' },
      UpdateExpression: 'SET #owner = :person',
      ConditionExpression: '#owner = :me',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':person': 'u2', ':me': 'u1' },
    });
  });

  it('leaves out names and values it was not given (DynamoDB refuses empty maps)', () => {
    const update = conditionalUpdate(keys.user('u1'), { update: 'REMOVE expiresAt', condition: 'attribute_exists(pk)' });
    expect(update).not.toHaveProperty('ExpressionAttributeNames');
    expect(update).not.toHaveProperty('ExpressionAttributeValues');
  });
});

describe('uniqueClaim', () => {
  it('is the claim record with its owner, put only while nobody holds the value', () => {
    expect(uniqueClaim(keys.emailClaim('ann@example.com'), { userId: 'u1', expiresAt: 100 })).toEqual({
      TableName: 'assetbook-test',
      Item: { pk: 'EMAIL#ann@example.com', sk: 'CLAIM', entity: 'claim', userId: 'u1', expiresAt: 100 },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });
});

describe('transaction items', () => {
  it('carry the write and the domain error of its failed condition, or none', () => {
    const claim = uniqueClaim(keys.companyTitleClaim('Acme'), { companyId: 'c1' });
    expect(guardedPut(claim, 'UniquenessError')).toEqual({ item: { Put: claim }, onConditionFailed: 'UniquenessError' });
    expect(guardedPut(claim)).toEqual({ item: { Put: claim } });
    expect(guardedPut(claim)).not.toHaveProperty('onConditionFailed');
    const update = conditionalUpdate(keys.user('u1'), { update: 'SET a = :a', condition: 'attribute_exists(pk)', values: { ':a': 1 } });
    expect(guardedUpdate(update, 'UserNotFound')).toEqual({ item: { Update: update }, onConditionFailed: 'UserNotFound' });
    const removal = { TableName: 'assetbook-test', Key: keys.user('u1') };
    expect(guardedDelete(removal)).toEqual({ item: { Delete: removal } });
  });
});

describe('moveClaim', () => {
  const from = keys.phoneClaim('+380501111111');
  const to = keys.phoneClaim('+380502222222');

  it('claims the new value first (its failure names the error), then releases the old one', () => {
    expect(moveClaim(from, to, { userId: 'u1' }, 'PhoneAlreadyUsed')).toEqual([
      {
        item: { Put: { TableName: 'assetbook-test', Item: { ...to, entity: 'claim', userId: 'u1' }, ConditionExpression: 'attribute_not_exists(pk)' } },
        onConditionFailed: 'PhoneAlreadyUsed',
      },
      { item: { Delete: { TableName: 'assetbook-test', Key: from } } },
    ]);
  });

  it('only claims when there was no value, only releases when there is none now', () => {
    expect(moveClaim(null, to, { userId: 'u1' }, 'PhoneAlreadyUsed').map((entry) => Object.keys(entry.item))).toEqual([['Put']]);
    expect(moveClaim(from, null, { userId: 'u1' }, 'PhoneAlreadyUsed')).toEqual([{ item: { Delete: { TableName: 'assetbook-test', Key: from } } }]);
  });
});
