import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { processRaise } from '../../functions/notifications/raise.processor';
import { plans } from '../../shared/plans';
import { api } from '../support/api';
import { companyOwner, password, uniqueEmail } from '../support/factories';
import { startGoogleIssuer } from '../support/google';
import { createItems, itemsPath, type Owner } from '../support/items';
import { endTrial, memberWithPassword, memberWithRole } from '../support/members';
import { pushesTo } from '../support/push';

/**
 * Inactive users (issue 28, docs/inactive-users.md): root and admin deactivate and reactivate a
 * company user; an inactive user cannot sign in, their sessions and access tokens stop at once, no
 * notification reaches them, they free their seat, and the items they hold stay with them.
 */

const usersPath = (owner: Owner) => `/company/${owner.company._id}/user`;
const deactivate = (owner: Owner, by: string, userId: string, lang?: string) => api('POST', `${usersPath(owner)}/${userId}/deactivate`, { token: by, lang });
const reactivate = (owner: Owner, by: string, userId: string) => api('POST', `${usersPath(owner)}/${userId}/reactivate`, { token: by });

const signIn = (email: string, lang?: string) => api('POST', '/auth/login', { body: { login: email, password }, lang });

describe('who deactivates whom', () => {
  it('refuses the owner, oneself, a root for an admin, roles below admin, another company\'s user and a second deactivation', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const secondRoot = await memberWithRole(owner.company._id, 'root');
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const worker = await memberWithRole(owner.company._id, 'worker');
    const other = await companyOwner();
    const stranger = await memberWithRole(other.company._id, 'worker');

    const refusals = [
      [await deactivate(owner, admin.token, owner.user._id, 'en'), 409, 'OwnerDeactivationRefused'],
      [await deactivate(owner, owner.token, owner.user._id), 409, 'SelfDeactivationRefused'],
      [await deactivate(owner, admin.token, admin.user._id), 409, 'SelfDeactivationRefused'],
      [await deactivate(owner, admin.token, secondRoot.user._id), 403, 'AccessError'],
      [await deactivate(owner, stockman.token, worker.user._id), 403, 'AccessError'],
      [await deactivate(owner, owner.token, stranger.user._id), 404, 'UserNotFound'],
    ] as const;
    for (const [answer, status, error] of refusals) expect([answer.status, answer.body.error]).toEqual([status, error]);
    expect(refusals[0][0].body.message).toBe('The company owner cannot be deactivated');

    const done = await deactivate(owner, admin.token, worker.user._id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ _id: worker.user._id, active: false });
    expect(Date.parse(done.body.inactiveSince)).toBeGreaterThan(Date.now() - 60_000);
    const again = await deactivate(owner, owner.token, worker.user._id);
    expect([again.status, again.body.error]).toEqual([409, 'UserStatusError']);
    const detail = await api('GET', `${usersPath(owner)}/${worker.user._id}/detailed`, { token: owner.token });
    expect(detail.body).toMatchObject({ active: false, inactiveSince: done.body.inactiveSince });
    const notInactive = await reactivate(owner, owner.token, admin.user._id);
    expect([notInactive.status, notInactive.body.error]).toEqual([409, 'UserStatusError']);
  });
});

describe('an inactive user', () => {
  it('is refused at sign-in with UserInactive in their language, only once the password is proven', async () => {
    const owner = await companyOwner();
    const worker = await memberWithPassword(owner.company._id, 'worker');
    expect((await deactivate(owner, owner.token, worker.user._id)).status).toBe(200);

    const refused = await signIn(worker.user.email, 'pl');
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([403, 'UserInactive', 'Twoje konto jest dezaktywowane: poproś administratora firmy o ponowną aktywację']);
    expect(refused.body.token).toBeUndefined();
    const wrong = await api('POST', '/auth/login', { body: { login: worker.user.email, password: `${password}x` } });
    expect(wrong.body.error).toBe('PasswordIncorrect');
    expect((await signIn(worker.user.email, 'ru')).body.message).toBe('Ваша учётная запись деактивирована: попросите администратора компании активировать её снова');
  });

  it('loses every open session at once (401), and reactivation restores sign-in but not the old sessions', async () => {
    const owner = await companyOwner();
    const admin = await memberWithPassword(owner.company._id, 'admin');
    const second = (await signIn(admin.user.email)).body.token as string;
    expect((await api('GET', '/users/me', { token: admin.token })).status).toBe(200);

    expect((await deactivate(owner, owner.token, admin.user._id)).status).toBe(200);
    for (const token of [admin.token, second]) {
      expect((await api('GET', '/users/me', { token })).status).toBe(401);
      expect((await api('GET', usersPath(owner), { token })).status).toBe(401);
    }

    const back = await reactivate(owner, owner.token, admin.user._id);
    expect([back.status, back.body.active, back.body.inactiveSince]).toEqual([200, true, null]);
    expect((await api('GET', '/users/me', { token: admin.token })).status).toBe(401);
    const fresh = await signIn(admin.user.email);
    expect(fresh.status).toBe(200);
    expect((await api('GET', usersPath(owner), { token: fresh.body.token })).status).toBe(200);
  });

  it('is refused on every call by the mark on the profile alone, should a session outlive the deletion', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const mark = (update: string, values?: Record<string, string>) =>
      db().send(new UpdateCommand({ TableName: tableName(), Key: keys.user(worker.user._id), UpdateExpression: update, ExpressionAttributeValues: values }));
    await mark('SET inactiveSince = :now', { ':now': new Date().toISOString() });
    expect((await api('GET', '/users/me', { token: worker.token })).status).toBe(401);
    await mark('REMOVE inactiveSince');
    expect((await api('GET', '/users/me', { token: worker.token })).status).toBe(200);
  });

  describe('with Google sign-in', () => {
    const clientId = 'assetbook-web.apps.googleusercontent.com';
    let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;
    beforeAll(async () => {
      issuer = await startGoogleIssuer(clientId);
      process.env.GOOGLE_CLIENT_ID = clientId;
      process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
      resetEnv();
    });
    afterAll(async () => issuer.close());

    it('is refused with UserInactive too', async () => {
      const owner = await companyOwner();
      const worker = await memberWithPassword(owner.company._id, 'worker', { authType: 'google' });
      expect((await deactivate(owner, owner.token, worker.user._id)).status).toBe(200);
      const answer = await api('POST', '/auth/google', { body: { token: await issuer.idToken(worker.user.email) } });
      expect([answer.status, answer.body.error]).toEqual([403, 'UserInactive']);
    });
  });

  it('suspends the access tokens they made (401, listed as maker_inactive) until reactivated', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const created = await api('POST', '/integration', { token: admin.token, body: { name: 'Accounting' } });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);

    expect((await deactivate(owner, owner.token, admin.user._id)).status).toBe(200);
    const refused = await api('GET', '/integration/v1/users', { token: secret });
    expect([refused.status, refused.body.error]).toEqual([401, 'Unauthorized']);
    const listed = (await api('GET', '/integration', { token: owner.token })).body.tokens.find((token: { id: string }) => token.id === created.body.token.id);
    expect(listed.suspended).toBe('maker_inactive');

    expect((await reactivate(owner, owner.token, admin.user._id)).status).toBe(200);
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);
  });

  it('gets no notification, push or e-mail, even by role and with a push token left on the profile', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const device = `web-${randomUUID()}`;
    expect((await api('PATCH', '/auth/web/firebase', { token: admin.token, body: { token: device } })).status).toBeLessThan(300);
    expect((await deactivate(owner, owner.token, admin.user._id)).status).toBe(200);
    // The deactivation forgot the browser's token; one written back meanwhile is not used either.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.user(admin.user._id), UpdateExpression: 'SET pushTokens = :tokens', ExpressionAttributeValues: { ':tokens': [device] } }));

    const job = { kind: 'notifications.raise', companyId: owner.company._id, requestedBy: owner.user._id, jobId: randomUUID(), type: 'report_done', recipients: { roles: ['admin'], users: [admin.user._id] }, actorId: null, link: null, params: {} } as const;
    await processRaise(job as never);
    expect(await pushesTo(device, { timeoutMs: 500 })).toHaveLength(0);
    expect((await reactivate(owner, owner.token, admin.user._id)).status).toBe(200);
  });
});

describe('what an inactive user cannot be given', () => {
  it('the company (UserInactive), nor a removed user\'s items as their heir', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const leaver = await memberWithRole(owner.company._id, 'worker');
    expect((await deactivate(owner, owner.token, admin.user._id)).status).toBe(200);
    const handOver = await api('PUT', `/company/${owner.company._id}/change/owner`, { token: owner.token, body: { person: admin.user._id } });
    expect([handOver.status, handOver.body.error]).toEqual([403, 'UserInactive']);
    const removal = await api('DELETE', `${usersPath(owner)}/${leaver.user._id}`, { token: owner.token, query: { responsible: admin.user._id } });
    expect([removal.status, removal.body.details?.fields]).toEqual([400, { responsible: 'invalid_rule_responsible' }]);
  });
});

describe('seats of the plan', () => {
  it('an inactive user frees a seat; reactivating needs a free one (UserLimitExceeded otherwise)', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    const members = [];
    for (let n = 1; n < plans.free.users; n++) members.push(await memberWithRole(owner.company._id, 'worker'));
    const full = await api('POST', usersPath(owner), { token: owner.token, body: { firstName: 'Over', email: uniqueEmail(), role: 'worker' } });
    expect(full.body.error).toBe('UserLimitExceeded');

    const leaver = members[0]!;
    expect((await deactivate(owner, owner.token, leaver.user._id)).status).toBe(200);
    const stats = async () => (await api('GET', `/company/${owner.company._id}/stats`, { token: owner.token })).body.usersCount;
    expect(await stats()).toBe(plans.free.users - 1);
    const newcomer = await api('POST', usersPath(owner), { token: owner.token, body: { firstName: 'New', email: uniqueEmail(), role: 'worker' } });
    expect(newcomer.status).toBe(201);

    const refused = await reactivate(owner, owner.token, leaver.user._id);
    expect([refused.status, refused.body.error]).toEqual([403, 'UserLimitExceeded']);
    expect((await api('GET', `${usersPath(owner)}/${leaver.user._id}/detailed`, { token: owner.token })).body.active).toBe(false);

    // Removing an inactive user gives back no seat twice.
    expect((await api('DELETE', `${usersPath(owner)}/${leaver.user._id}`, { token: owner.token, query: { responsible: owner.user._id } })).status).toBe(200);
    expect(await stats()).toBe(plans.free.users);
  });
});

describe('the users list', () => {
  it('shows everyone with their status by default, and filters active or inactive ones with exact counts', async () => {
    const owner = await companyOwner();
    const workers = [];
    for (let n = 0; n < 3; n++) workers.push(await memberWithRole(owner.company._id, 'worker'));
    for (const worker of workers.slice(0, 2)) expect((await deactivate(owner, owner.token, worker.user._id)).status).toBe(200);

    const all = await api('GET', usersPath(owner), { token: owner.token });
    expect(all.body.count).toBe(4);
    expect(all.body.data.map((user: { active: boolean }) => user.active)).toEqual([true, false, false, true]);
    const inactive = await api('GET', usersPath(owner), { token: owner.token, query: { status: 'inactive' } });
    expect([inactive.body.count, inactive.body.data.map((user: { _id: string }) => user._id)]).toEqual([2, workers.slice(0, 2).map((worker) => worker.user._id)]);
    const active = await api('GET', usersPath(owner), { token: owner.token, query: { status: 'active', limit: '1', offset: '1' } });
    expect([active.body.count, active.body.data.map((user: { _id: string }) => user._id)]).toEqual([2, [workers[2]!.user._id]]);
    const searched = await api('GET', usersPath(owner), { token: owner.token, query: { status: 'inactive', role: 'worker' } });
    expect(searched.body.count).toBe(2);
    const bad = await api('GET', usersPath(owner), { token: owner.token, query: { status: 'gone' } });
    expect(bad.status).toBe(400);
  });
});

describe('items held by an inactive user', () => {
  it('stay with them, are found by the filter "held by an inactive user" until handed over, and take no new holder who is inactive', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const held = await createItems(owner, { title: 'Drill', count: 2, person: worker.user._id });
    await createItems(owner, { title: 'Ladder', person: owner.user._id });
    const filtered = async (query: Record<string, string> = {}) => {
      const answer = await api('GET', itemsPath(owner), { token: owner.token, query: { inactiveHolder: 'true', ...query } });
      expect(answer.status).toBe(200);
      return { count: answer.body.count as number, ids: (answer.body.data as { _id: string }[]).map((item) => item._id).sort() };
    };
    expect(await filtered()).toEqual({ count: 0, ids: [] });

    expect((await deactivate(owner, owner.token, worker.user._id)).status).toBe(200);
    expect(await filtered()).toEqual({ count: 2, ids: held.map((item) => item._id).sort() });
    expect((await filtered({ search: 'ladder' })).count).toBe(0);
    expect((await filtered({ sort: 'title' })).count).toBe(2);
    const item = await api('GET', `${itemsPath(owner)}/${held[0]!._id}/detailed`, { token: owner.token });
    expect(item.body.responsible).toMatchObject({ _id: worker.user._id, inactive: true });

    const toInactive = await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'Saw', person: worker.user._id } });
    expect([toInactive.status, toInactive.body.details?.fields]).toEqual([400, { person: 'invalid_rule_person' }]);

    const toInactiveMove = await api('PUT', `${itemsPath(owner)}/move`, { token: owner.token, body: { item_ids: [held[0]!._id], user: worker.user._id } });
    expect([toInactiveMove.status, toInactiveMove.body.details?.fields]).toEqual([400, { user: 'invalid_rule_person' }]);
    const moved = await api('PUT', `${itemsPath(owner)}/move`, { token: owner.token, body: { item_ids: [held[0]!._id], user: owner.user._id } });
    expect(moved.status).toBe(200);
    expect(await filtered()).toEqual({ count: 1, ids: [held[1]!._id] });
  });
});
