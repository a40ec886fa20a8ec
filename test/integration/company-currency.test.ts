import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';

/**
 * The company currency holds ISO 4217 codes (issue 23): older clients' 'EU' is accepted and stored
 * as 'EUR', 'DNN' is accepted and kept, and a company that stored 'EU' reads as 'EUR'.
 */

const storedCurrency = async (companyId: string): Promise<unknown> =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }))).Item?.settings?.currency;

describe('the company currency', () => {
  it('stores an old client\'s EU as EUR', async () => {
    const owner = await companyOwner();
    const path = `/company/${owner.company._id}/settings`;
    const changed = await api('PUT', path, { token: owner.token, body: { currency: 'EU' } });
    expect([changed.status, changed.body.currency]).toEqual([200, 'EUR']);
    expect(await storedCurrency(owner.company._id)).toBe('EUR');
    expect((await api('GET', '/company/my', { token: owner.token })).body).toMatchObject({ currency: 'EUR', settings: { currency: 'EUR' } });
    const iso = await api('PUT', path, { token: owner.token, body: { currency: 'EUR' } });
    expect(iso.body.currency).toBe('EUR');
  });

  it('accepts DNN from an old client and keeps it as it is', async () => {
    const owner = await companyOwner();
    const changed = await api('PUT', `/company/${owner.company._id}/settings`, { token: owner.token, body: { currency: 'DNN' } });
    expect([changed.status, changed.body.currency]).toEqual([200, 'DNN']);
    expect((await api('GET', '/company/my', { token: owner.token })).body.currency).toBe('DNN');
  });

  it('reads a company that stored EU as EUR everywhere, and the next settings change stores EUR', async () => {
    const owner = await companyOwner();
    const companyId = owner.company._id as string;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: 'SET settings.currency = :eu',
        ExpressionAttributeValues: { ':eu': 'EU' },
      }),
    );
    const path = `/company/${companyId}/settings`;
    expect((await api('GET', '/company/my', { token: owner.token })).body).toMatchObject({ currency: 'EUR', settings: { currency: 'EUR' } });
    expect((await api('GET', path, { token: owner.token })).body.currency).toBe('EUR');
    const analytics = await api('GET', `/company/${companyId}/analytics`, { token: owner.token });
    expect([analytics.status, analytics.body.currency]).toEqual([200, 'EUR']);

    await api('PUT', path, { token: owner.token, body: { operationsWithApprovement: true } });
    expect(await storedCurrency(companyId)).toBe('EUR');
  });

  it('refuses codes outside the list, in any spelling', async () => {
    const owner = await companyOwner();
    for (const currency of ['BTC', 'eur', 'Eu', 'EURO']) {
      const refused = await api('PUT', `/company/${owner.company._id}/settings`, { token: owner.token, body: { currency } });
      expect([refused.status, refused.body.details?.fields?.currency], currency).toEqual([400, 'invalid_rule_currency']);
    }
  });
});
