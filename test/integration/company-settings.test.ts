import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner, uniquePhone } from '../support/factories';
import { mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';
import { smsTo } from '../support/sms';

describe('PUT /company/{company}', () => {
  it('renames the company and moves the unique title', async () => {
    const owner = await companyOwner();
    const renamed = await api('PUT', `/company/${owner.company._id}`, { token: owner.token, body: { title: `Renamed ${owner.email}` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: `Renamed ${owner.email}`, description: 'Tools' });
    // The old title is free again, the new one is taken.
    const other = await companyOwner(owner.company.title);
    expect(other.company.title).toBe(owner.company.title);
    const clash = await api('PUT', `/company/${other.company._id}`, { token: other.token, body: { title: `renamed ${owner.email}` } });
    expect([clash.status, clash.body.error]).toEqual([409, 'UniquenessError']);
  });

  it('needs something to change', async () => {
    const owner = await companyOwner();
    const answer = await api('PUT', `/company/${owner.company._id}`, { token: owner.token, body: {} });
    expect(answer.status).toBe(400);
  });
});

describe('GET and PUT /company/{id}/settings', () => {
  it('answers the settings and changes them partly; a currency outside the list is refused', async () => {
    const owner = await companyOwner();
    const path = `/company/${owner.company._id}/settings`;
    expect((await api('GET', path, { token: owner.token })).body).toMatchObject({ operationsWithApprovement: false, currency: 'UAH' });
    const changed = await api('PUT', path, {
      token: owner.token,
      body: { operationsWithApprovement: true, currency: 'PLN', createItemSectionsStatus: { location: false } },
    });
    expect(changed.body).toEqual({
      createItemSectionsStatus: { info: true, additional: true, location: false, responsible: true },
      operationsWithApprovement: true,
      currency: 'PLN',
      promo: null,
    });
    expect((await api('GET', '/company/my', { token: owner.token })).body.currency).toBe('PLN');
    const bad = await api('PUT', path, { token: owner.token, body: { currency: 'BTC' } });
    expect(bad.body.details.fields.currency).toBe('invalid_rule_currency');
  });

  it('a worker reads the settings but cannot change them', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const path = `/company/${owner.company._id}/settings`;
    expect((await api('GET', path, { token: worker.token })).status).toBe(200);
    const refused = await api('PUT', path, { token: worker.token, body: { currency: 'USD' } });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
  });
});

describe('PUT /company/{id}/change/owner', () => {
  it('hands the company over: the new owner is root at once, the old one admin, nobody signs in again', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const answer = await api('PUT', `/company/${owner.company._id}/change/owner`, { token: owner.token, body: { person: admin.user._id } });
    expect(answer.status).toBe(200);
    expect(answer.body.company.owner).toBe(admin.user._id);
    expect((await api('GET', '/users/me', { token: answer.body.token })).body.role).toBe('admin');
    expect((await api('GET', '/users/me', { token: owner.token })).body.role).toBe('admin');
    expect((await api('GET', '/users/me', { token: admin.token })).body.role).toBe('root');
  });

  it('only the owner may, and only to a user of the company', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const byAdmin = await api('PUT', `/company/${owner.company._id}/change/owner`, { token: admin.token, body: { person: admin.user._id } });
    expect(byAdmin.body.error).toBe('AccessError');
    const stranger = await companyOwner();
    const toStranger = await api('PUT', `/company/${owner.company._id}/change/owner`, { token: owner.token, body: { person: stranger.user._id } });
    expect([toStranger.status, toStranger.body.error]).toEqual([404, 'UserNotFound']);
  });
});

describe('GET /company/{id}/stats', () => {
  it('answers counts, the plan limits, the exact total price and the country list', async () => {
    const owner = await companyOwner();
    const stats = await api('GET', `/company/${owner.company._id}/stats`, { token: owner.token });
    expect(stats.body).toMatchObject({ company: owner.company._id, usersCount: 1, itemsCount: 0, totalItemPrice: '0.00', plan: 'optimal', country: 'UA' });
    expect(stats.body.countryCodes.length).toBe(12);
  });
});

describe('POST /company/send-app-links and POST /company/{company}/support', () => {
  it('texts the app links, once in 10 minutes', async () => {
    const owner = await companyOwner();
    const phone = uniquePhone();
    expect((await api('POST', '/company/send-app-links', { token: owner.token, body: { phone }, lang: 'ru' })).body).toEqual({ ok: true });
    expect((await smsTo(phone))[0]?.message).toContain('Мобильное приложение');
    const again = await api('POST', '/company/send-app-links', { token: owner.token, body: { phone } });
    expect([again.status, again.body.error]).toEqual([429, 'NotNow']);
  });

  it('mails the support message to the support address, once in 10 minutes', async () => {
    const owner = await companyOwner();
    const body = { name: 'Olena', email: owner.email, phone: '+380501112233', message: 'The scanner app does not start', location: '/items' };
    expect((await api('POST', `/company/${owner.company._id}/support`, { token: owner.token, body })).body).toEqual({ ok: true });
    const mails = await mailsTo('support@assetbook.test');
    expect(mails.some((mail) => mail.body.text?.includes('The scanner app does not start') && mail.body.text.includes(owner.company.title))).toBe(true);
    const again = await api('POST', `/company/${owner.company._id}/support`, { token: owner.token, body });
    expect([again.status, again.body.error]).toEqual([429, 'NotNow']);
    const invalid = await api('POST', `/company/${owner.company._id}/support`, { token: owner.token, body: { name: '', email: 'x', message: '' } });
    expect(Object.keys(invalid.body.details.fields).sort()).toEqual(['email', 'message', 'name']);
  });
});
