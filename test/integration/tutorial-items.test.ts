import { describe, expect, it } from 'vitest';
import { createTutorialItems } from '../../functions/items/public';
import { api } from '../support/api';
import { confirmationToken, password, uniqueAddress, uniqueEmail } from '../support/factories';

/** A signed-in user who registered with the panel in `lang`. */
async function userIn(lang: 'pl' | 'en') {
  const email = uniqueEmail();
  const registered = await api('POST', '/auth/register', {
    body: { firstName: 'Ewa', email, password, phone: '', countryCode: '48' },
    lang,
    sourceIp: uniqueAddress(),
  });
  expect(registered.status).toBe(201);
  await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
  const login = await api('POST', '/auth/login', { body: { login: email, password } });
  return { token: login.body.token as string, userId: login.body.user._id as string };
}

async function createCompany(token: string, tutorial?: boolean) {
  const body = { title: `Tutorial ${crypto.randomUUID().slice(0, 8)}`, description: 'Office', ...(tutorial === undefined ? {} : { tutorial }) };
  const created = await api('POST', '/company', { token, body });
  expect(created.status).toBe(201);
  return { token: created.body.token as string, companyId: created.body.company._id as string };
}

describe('the tour’s three test items', () => {
  it('come with a company created for the tour, titled in the creator’s language, counted and searchable like any item', async () => {
    const user = await userIn('pl');
    const { token, companyId } = await createCompany(user.token, true);

    const list = await api('GET', `/company/${companyId}/item`, { token });
    expect(list.body.count).toBe(3);
    expect(list.body.data.map((item: { title: string }) => item.title).sort()).toEqual([
      'Krzesło biurowe (przedmiot testowy)',
      'Laptop (przedmiot testowy)',
      'Wiertarka akumulatorowa (przedmiot testowy)',
    ]);
    expect(list.body.data.every((item: { code: string | null; status: string }) => item.code === null && item.status === 'not_marked')).toBe(true);

    const counters = await api('GET', `/company/${companyId}/item/counters`, { token });
    expect(counters.body).toMatchObject({ count: 3 });
    const stats = await api('GET', `/company/${companyId}/stats`, { token });
    expect(stats.body.itemsCount).toBe(3);

    const found = await api('GET', `/company/${companyId}/item`, { token, query: { search: 'wiertarka' } });
    expect(found.body.data.map((item: { title: string }) => item.title)).toEqual(['Wiertarka akumulatorowa (przedmiot testowy)']);
  });

  it('are created once: a repeated call adds nothing', async () => {
    const user = await userIn('en');
    const { token, companyId } = await createCompany(user.token, true);
    const again = await createTutorialItems({ userId: user.userId, sessionId: 'again', role: 'root', companyId }, 'en');
    expect(again).toBe(0);
    const list = await api('GET', `/company/${companyId}/item`, { token });
    expect(list.body.count).toBe(3);
    expect(list.body.data.map((item: { title: string }) => item.title)).toContain('Laptop (test item)');
    expect((await api('GET', `/company/${companyId}/item/counters`, { token })).body).toMatchObject({ count: 3 });
  });

  it('are not added to a company created without the tour (API clients, mobile apps)', async () => {
    const user = await userIn('en');
    const { token, companyId } = await createCompany(user.token);
    expect((await api('GET', `/company/${companyId}/item`, { token })).body.count).toBe(0);
  });
});
