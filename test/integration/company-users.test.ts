import { describe, expect, it } from 'vitest';
import { plans } from '../../shared/plans';
import { api } from '../support/api';
import { companyOwner, password, uniqueEmail, uniquePhone } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { endTrial, memberWithRole } from '../support/members';
import { runQueuedJobs } from '../support/jobs';
import { smsTo } from '../support/sms';

const usersPath = (companyId: string) => `/company/${companyId}/user`;

describe('POST /company/{company}/user', () => {
  it('creates the user with a role and mails an invitation that finishes at /auth/finish', async () => {
    const owner = await companyOwner();
    const email = uniqueEmail('invitee');
    const created = await api('POST', usersPath(owner.company._id), {
      token: owner.token,
      body: { firstName: 'Petro', lastName: 'Shevchenko', email, phone: '067 111 22 33', countryCode: '380', role: 'admin' },
      lang: 'pl',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Petro', displayName: 'Petro Shevchenko', email, phone: '+380671112233', role: 'admin', email_approved: false });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`Zaproszenie do ${owner.company.title}`);
    const token = new URL(linkIn(mail!, '/auth/finish')).searchParams.get('token')!;
    expect((await api('POST', '/auth/finish', { query: { token }, body: { password } })).status).toBe(200);
    const signIn = await api('POST', '/auth/login', { body: { login: email, password } });
    expect(signIn.body.user).toMatchObject({ role: 'admin', company: owner.company._id });
    expect((await api('GET', '/company/my', { token: signIn.body.token })).body._id).toBe(owner.company._id);
  });

  it('keeps e-mail and phone unique across the product', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const phone = uniquePhone();
    await api('POST', usersPath(owner.company._id), { token: owner.token, body: { firstName: 'A', email: uniqueEmail(), phone, role: 'worker' } });
    const samePhone = await api('POST', usersPath(other.company._id), {
      token: other.token,
      body: { firstName: 'B', email: uniqueEmail(), phone, role: 'worker' },
      lang: 'en',
    });
    expect([samePhone.status, samePhone.body.error, samePhone.body.message]).toEqual([409, 'PhoneAlreadyUsed', 'Phone number already used']);
    const sameEmail = await api('POST', usersPath(other.company._id), { token: other.token, body: { firstName: 'B', email: owner.email, role: 'worker' } });
    expect([sameEmail.status, sameEmail.body.error]).toEqual([409, 'EmailAlreadyUsed']);
  });

  it('refuses users past the plan limit with UserLimitExceeded, and counts exactly', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    for (let n = 1; n < plans.free.users; n++) {
      const answer = await api('POST', usersPath(owner.company._id), { token: owner.token, body: { firstName: `U${n}`, email: uniqueEmail(), role: 'worker' } });
      expect(answer.status).toBe(201);
    }
    const over = await api('POST', usersPath(owner.company._id), { token: owner.token, body: { firstName: 'Over', email: uniqueEmail(), role: 'worker' } });
    expect([over.status, over.body.error]).toEqual([403, 'UserLimitExceeded']);
    const list = await api('GET', usersPath(owner.company._id), { token: owner.token });
    expect(list.body.count).toBe(plans.free.users);
    expect((await api('GET', `/company/${owner.company._id}/stats`, { token: owner.token })).body.usersCount).toBe(plans.free.users);
  });

  it('lets an admin create admins and below, never a root; nobody below admin creates users', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const root = await api('POST', usersPath(owner.company._id), { token: admin.token, body: { firstName: 'R', email: uniqueEmail(), role: 'root' } });
    expect([root.status, root.body.error]).toEqual([403, 'AccessError']);
    const ok = await api('POST', usersPath(owner.company._id), { token: admin.token, body: { firstName: 'S', email: uniqueEmail(), role: 'stockman' } });
    expect(ok.status).toBe(201);
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const refused = await api('POST', usersPath(owner.company._id), { token: stockman.token, body: { firstName: 'W', email: uniqueEmail(), role: 'worker' } });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
  });
});

describe('GET /company/{company}/user', () => {
  it('pages 10 at a time, oldest first, with the total, and filters by search and role', async () => {
    const owner = await companyOwner();
    for (let n = 0; n < 11; n++) await memberWithRole(owner.company._id, n % 2 ? 'worker' : 'stockman');
    const first = await api('GET', usersPath(owner.company._id), { token: owner.token });
    expect(first.body.count).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]._id).toBe(owner.user._id);
    const second = await api('GET', usersPath(owner.company._id), { token: owner.token, query: { offset: '10' } });
    expect(second.body.data).toHaveLength(2);
    const workers = await api('GET', usersPath(owner.company._id), { token: owner.token, query: { role: 'worker' } });
    expect(workers.body.count).toBe(5);
    const search = await api('GET', usersPath(owner.company._id), { token: owner.token, query: { search: owner.email.slice(0, 12).toUpperCase() } });
    expect(search.body.data.map((u: { _id: string }) => u._id)).toEqual([owner.user._id]);
  });
});

describe('PUT /company/{company}/user/{id}/edit', () => {
  it('changes a user; a new role holds on their session at once; a new e-mail moves the claim', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const newEmail = uniqueEmail('moved');
    const edited = await api('PUT', `${usersPath(owner.company._id)}/${worker.user._id}/edit`, {
      token: owner.token,
      body: { lastName: 'Renamed', role: 'stockman', email: newEmail },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ lastName: 'Renamed', role: 'stockman', email: newEmail, email_approved: false });
    expect((await api('GET', '/users/me', { token: worker.token })).body).toMatchObject({ role: 'stockman', email: newEmail });
    expect((await api('GET', '/auth/checkEmail', { query: { email: worker.user.email } })).body.available).toBe(true);
    expect((await api('GET', '/auth/checkEmail', { query: { email: newEmail } })).body.available).toBe(false);
  });

  it('an admin cannot change the owner or their own role', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const onOwner = await api('PUT', `${usersPath(owner.company._id)}/${owner.user._id}/edit`, { token: admin.token, body: { firstName: 'X' } });
    expect(onOwner.body.error).toBe('AccessError');
    const own = await api('PUT', `${usersPath(owner.company._id)}/${admin.user._id}/edit`, { token: admin.token, body: { role: 'worker' } });
    expect(own.body.error).toBe('AccessError');
  });
});

describe('DELETE /company/{company}/user/{id}', () => {
  it('deletes the user, frees their e-mail, ends their sessions and counts down', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const path = `${usersPath(owner.company._id)}/${worker.user._id}`;
    const noResponsible = await api('DELETE', path, { token: owner.token });
    expect(noResponsible.body.details.fields.responsible).toBe('required_field');
    const answer = await api('DELETE', path, { token: owner.token, query: { responsible: owner.user._id } });
    expect(answer.body).toEqual({ ok: true });
    expect((await api('GET', '/users/me', { token: worker.token })).status).toBe(401);
    expect((await api('GET', '/auth/checkEmail', { query: { email: worker.user.email } })).body.available).toBe(true);
    expect((await api('GET', usersPath(owner.company._id), { token: owner.token })).body.count).toBe(1);
  });

  it('refuses deleting the owner or oneself, and a responsible person from another company', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const stranger = await companyOwner();
    expect((await api('DELETE', `${usersPath(owner.company._id)}/${owner.user._id}`, { token: admin.token, query: { responsible: admin.user._id } })).body.error).toBe('AccessError');
    expect((await api('DELETE', `${usersPath(owner.company._id)}/${admin.user._id}`, { token: admin.token, query: { responsible: owner.user._id } })).body.error).toBe('AccessError');
    const worker = await memberWithRole(owner.company._id, 'worker');
    const foreign = await api('DELETE', `${usersPath(owner.company._id)}/${worker.user._id}`, { token: owner.token, query: { responsible: stranger.user._id } });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'UserNotFound']);
  });
});

describe('POST /company/{company}/user/{id}/send_sms', () => {
  it('texts the user the app links once in 10 minutes and records when', async () => {
    const owner = await companyOwner();
    const phone = uniquePhone();
    const created = await api('POST', usersPath(owner.company._id), { token: owner.token, body: { firstName: 'Sms', email: uniqueEmail(), phone, role: 'worker' }, lang: 'en' });
    const path = `${usersPath(owner.company._id)}/${created.body._id}/send_sms`;
    expect((await api('POST', path, { token: owner.token })).body).toEqual({ ok: true });
    const [sms] = await smsTo(phone);
    expect(sms?.message).toContain('apps.apple.com');
    const again = await api('POST', path, { token: owner.token });
    expect([again.status, again.body.error]).toEqual([429, 'NotNow']);
    const detail = await api('GET', `${usersPath(owner.company._id)}/${created.body._id}/detailed`, { token: owner.token });
    expect(detail.body.lastSmsSentTime).toEqual(expect.any(String));
  });
});

describe('deleting a user who is responsible for items', () => {
  it('deletes the user at once, then the item-changes worker passes every item to the responsible person', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const heir = await memberWithRole(owner.company._id, 'stockman');
    await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Helmet', count: 30, person: worker.user._id } });
    const answer = await api('DELETE', `${usersPath(owner.company._id)}/${worker.user._id}`, { token: owner.token, query: { responsible: heir.user._id } });
    expect(answer.body).toEqual({ ok: true });
    expect((await api('GET', `${usersPath(owner.company._id)}/${worker.user._id}/detailed`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', '/users/me', { token: worker.token })).status).toBe(401);

    await runQueuedJobs('itemChanges');
    const items = (query: Record<string, string>) => api('GET', `/company/${owner.company._id}/item`, { token: owner.token, query });
    expect((await items({ responsible: heir.user._id })).body.count).toBe(30);
    expect((await items({ responsible: worker.user._id })).body.count).toBe(0);
    const history = await api('GET', `${usersPath(owner.company._id)}/${owner.user._id}/transactions`, { token: owner.token });
    expect(history.body.data[0]).toMatchObject({ kind: 'transfer', by: owner.user._id });
  });

  it('passes the items on to whoever inherited from the heir when the heir was removed before the job ran', async () => {
    const owner = await companyOwner();
    const first = await memberWithRole(owner.company._id, 'worker');
    const second = await memberWithRole(owner.company._id, 'worker');
    const last = await memberWithRole(owner.company._id, 'stockman');
    await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Ladder', count: 3, person: first.user._id } });
    const remove = (user: string, responsible: string) =>
      api('DELETE', `${usersPath(owner.company._id)}/${user}`, { token: owner.token, query: { responsible } });
    expect((await remove(first.user._id, second.user._id)).status).toBe(200);
    expect((await remove(second.user._id, last.user._id)).status).toBe(200);

    await runQueuedJobs('itemChanges');
    const items = await api('GET', `/company/${owner.company._id}/item`, { token: owner.token, query: { responsible: last.user._id } });
    expect(items.body.count).toBe(3);
    expect(items.body.data[0].responsible).toEqual({ _id: last.user._id, name: expect.any(String) });
  });
});

describe('renaming a user', () => {
  it('renames them on the items they are responsible for', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Drill', person: worker.user._id } });
    await api('PUT', `${usersPath(owner.company._id)}/${worker.user._id}/edit`, { token: owner.token, body: { firstName: 'Renamed', lastName: 'Worker' } });
    await api('PUT', `${usersPath(owner.company._id)}/${worker.user._id}/edit`, { token: owner.token, body: { firstName: 'Renamed', lastName: 'Again' } });
    await runQueuedJobs('itemChanges');
    const item = await api('GET', `/company/${owner.company._id}/item/${created.body.data[0]._id}/detailed`, { token: owner.token });
    expect(item.body.responsible).toEqual({ _id: worker.user._id, name: 'Renamed Again' });
  });
});
