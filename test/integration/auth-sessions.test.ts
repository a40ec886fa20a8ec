import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../functions/lib/auth/sessions';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { api } from '../support/api';
import { companyOwner, password, confirmedUser, uniqueEmail } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { startGoogleIssuer } from '../support/google';
import { memberWithRole } from '../support/members';
import { storedUser } from '../support/users';

const login = (loginName: string, secret: string, sourceIp?: string) =>
  api('POST', '/auth/login', { body: { login: loginName, password: secret }, sourceIp });

describe('POST /auth/logout', () => {
  it('ends this session only', async () => {
    const user = await confirmedUser();
    const other = await login(user.email, password);
    expect((await api('POST', '/auth/logout', { token: user.token })).body).toEqual({ ok: true });
    expect((await api('GET', '/users/me', { token: user.token })).status).toBe(401);
    expect((await api('GET', '/users/me', { token: other.body.token })).status).toBe(200);
  });
});

describe('a session sees its user as they are now, on every device', () => {
  const usersPath = (companyId: string) => `/company/${companyId}/user`;
  const settingsPath = (companyId: string) => `/company/${companyId}/settings`;

  it('a company created on one device is the other device\'s company on its next call', async () => {
    const user = await confirmedUser();
    const otherDevice = (await login(user.email, password)).body.token as string;
    expect((await api('GET', '/company/my', { token: otherDevice })).body.error).toBe('CompanyNotFound');

    const created = await api('POST', '/company', { token: user.token, body: { title: `Two devices ${user.email}`, description: 'x' } });
    expect(created.status).toBe(201);
    const companyId = created.body.company._id as string;

    expect((await api('GET', '/users/me', { token: otherDevice })).body).toMatchObject({ company: companyId, role: 'root' });
    const mine = await api('GET', '/company/my', { token: otherDevice });
    expect([mine.status, mine.body._id]).toEqual([200, companyId]);
    const items = await api('GET', `/company/${companyId}/item`, { token: otherDevice });
    expect([items.status, items.body.count]).toEqual([200, 0]);
    // The token held on the creating device keeps working too.
    expect((await api('GET', '/company/my', { token: user.token })).body._id).toBe(companyId);
  });

  it('a handover gives the new owner root rights and takes them from the old owner on their other sessions at once', async () => {
    const owner = await companyOwner();
    const ownerOtherDevice = await startSession(owner.user._id);
    const admin = await memberWithRole(owner.company._id, 'admin');
    const adminOtherDevice = await startSession(admin.user._id);
    const handOver = (token: string, person: string) => api('PUT', `/company/${owner.company._id}/change/owner`, { token, body: { person } });

    expect((await handOver(adminOtherDevice, admin.user._id)).body.error).toBe('AccessError');
    expect((await handOver(owner.token, admin.user._id)).status).toBe(200);

    const refused = await handOver(ownerOtherDevice, owner.user._id);
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
    expect((await api('GET', '/users/me', { token: ownerOtherDevice })).body.role).toBe('admin');
    // The new owner uses root rights from a session opened before the handover: hands the company back.
    const back = await handOver(adminOtherDevice, owner.user._id);
    expect([back.status, back.body.company.owner]).toEqual([200, owner.user._id]);
    expect((await api('GET', '/users/me', { token: ownerOtherDevice })).body.role).toBe('root');
  });

  it('a promotion and a demotion hold on the next call of the user\'s other session, with no sign-in', async () => {
    const owner = await companyOwner();
    const member = await memberWithRole(owner.company._id, 'worker');
    const otherDevice = await startSession(member.user._id);
    const setRole = (role: string) => api('PUT', `${usersPath(owner.company._id)}/${member.user._id}/edit`, { token: owner.token, body: { role } });
    const changeSettings = () => api('PUT', settingsPath(owner.company._id), { token: otherDevice, body: { currency: 'USD' } });

    expect((await changeSettings()).body.error).toBe('AccessError');
    expect((await setRole('admin')).status).toBe(200);
    expect((await changeSettings()).status).toBe(200);
    expect((await api('GET', usersPath(owner.company._id), { token: member.token })).status).toBe(200);

    expect((await setRole('worker')).status).toBe(200);
    const demoted = await changeSettings();
    expect([demoted.status, demoted.body.error]).toEqual([403, 'AccessError']);
    expect((await api('GET', usersPath(owner.company._id), { token: member.token })).body.error).toBe('AccessError');
    expect((await api('GET', '/users/me', { token: otherDevice })).body.role).toBe('worker');
  });

  it('a user removed from the company gets 401 on every session', async () => {
    const owner = await companyOwner();
    const member = await memberWithRole(owner.company._id, 'stockman');
    const otherDevice = await startSession(member.user._id);
    expect((await api('GET', usersPath(owner.company._id), { token: otherDevice })).status).toBe(200);
    const removed = await api('DELETE', `${usersPath(owner.company._id)}/${member.user._id}`, { token: owner.token, query: { responsible: owner.user._id } });
    expect(removed.body).toEqual({ ok: true });
    for (const token of [member.token, otherDevice]) {
      expect((await api('GET', '/users/me', { token })).status).toBe(401);
      expect((await api('GET', usersPath(owner.company._id), { token })).status).toBe(401);
    }
  });

  it('a session whose user is gone is refused even while its record is left', async () => {
    const owner = await companyOwner();
    const member = await memberWithRole(owner.company._id, 'worker');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.user(member.user._id) }));
    expect((await api('GET', '/users/me', { token: member.token })).status).toBe(401);
  });
});

describe('POST /auth/check/password and PATCH /auth/change/password', () => {
  it('checks the current password; a wrong one is "Wrong password", never 401', async () => {
    const user = await confirmedUser();
    expect((await api('POST', '/auth/check/password', { token: user.token, body: { password } })).body).toEqual({ ok: true });
    const wrong = await api('POST', '/auth/check/password', { token: user.token, body: { password: 'nope' }, lang: 'en' });
    expect([wrong.status, wrong.body.error, wrong.body.message]).toEqual([400, 'PasswordIncorrect', 'Wrong password']);
  });

  it('changes the password, ends every other session and answers a new token', async () => {
    const user = await confirmedUser();
    const otherDevice = (await login(user.email, password)).body.token;
    const wrong = await api('PATCH', '/auth/change/password', { token: user.token, body: { password: 'nope', newPassword: 'next-pass' } });
    expect(wrong.body.error).toBe('PasswordIncorrect');

    const changed = await api('PATCH', '/auth/change/password', { token: user.token, body: { password, newPassword: 'next-pass' } });
    expect(changed.status).toBe(200);
    expect((await api('GET', '/users/me', { token: changed.body.token })).status).toBe(200);
    expect((await api('GET', '/users/me', { token: user.token })).status).toBe(401);
    expect((await api('GET', '/users/me', { token: otherDevice })).status).toBe(401);
    expect((await login(user.email, 'next-pass')).status).toBe(200);
  });
});

describe('GET /auth/checkToken and POST /auth/finish (invited users)', () => {
  it('shows the invited user, sets the password once, and the user then signs in', async () => {
    const owner = await companyOwner();
    const created = await api('POST', `/company/${owner.company._id}/user`, {
      token: owner.token,
      body: { firstName: 'Iryna', lastName: 'Koval', email: uniqueEmail('invited'), phone: '+380671112233', role: 'stockman' },
    });
    const invited = created.body as { email: string };
    const [mail] = await mailsTo(invited.email);
    const token = new URL(linkIn(mail!, '/auth/finish')).searchParams.get('token')!;

    const shown = await api('GET', '/auth/checkToken', { query: { token } });
    expect(shown.body).toEqual({ firstName: 'Iryna', lastName: 'Koval', role: 'stockman', email: invited.email, phone: '+380671112233' });
    expect((await api('POST', '/auth/finish', { query: { token }, body: { password: 'invited-pass' } })).body).toEqual({ ok: true });
    const signIn = await login(invited.email, 'invited-pass');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email_approved: true, role: 'stockman' });

    const again = await api('POST', '/auth/finish', { query: { token }, body: { password: 'other-pass' } });
    expect([again.status, again.body.error]).toEqual([400, 'LinkUnavailable']);
    expect((await api('GET', '/auth/checkToken', { query: { token } })).body.error).toBe('LinkUnavailable');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await api('GET', '/auth/checkToken', { query: { token: 'unknown' } })).body.error).toBe('LinkUnavailable');
    const short = await api('POST', '/auth/finish', { query: { token: 'unknown' }, body: { password: '12' } });
    expect(short.body.details.fields.password).toBe('invalid_rule_password');
  });
});

describe('POST /auth/google', () => {
  const clientId = 'assetbook-web.apps.googleusercontent.com';
  let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;

  beforeAll(async () => {
    issuer = await startGoogleIssuer(clientId);
    process.env.GOOGLE_CLIENT_ID = clientId;
    process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
    resetEnv();
  });
  afterAll(async () => issuer.close());

  it('signs in an account made for Google sign-in', async () => {
    const user = await storedUser({ authType: 'google', email_approved: true });
    const answer = await api('POST', '/auth/google', { body: { token: await issuer.idToken(user.email.toUpperCase()) } });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(user.email);
    expect((await api('GET', '/users/me', { token: answer.body.token })).status).toBe(200);
  });

  it('answers UserNotFound for an unknown e-mail and AuthTypeError for a password account', async () => {
    const unknown = await api('POST', '/auth/google', { body: { token: await issuer.idToken(uniqueEmail()) } });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'UserNotFound']);
    const passwordUser = await confirmedUser();
    const other = await api('POST', '/auth/google', { body: { token: await issuer.idToken(passwordUser.email) } });
    expect([other.status, other.body.error]).toEqual([400, 'AuthTypeError']);
  });

  it('refuses tokens for another audience or issuer, expired, or with an unverified e-mail', async () => {
    const user = await storedUser({ authType: 'google', email_approved: true });
    for (const token of [
      await issuer.idToken(user.email, { audience: 'someone-else' }),
      await issuer.idToken(user.email, { issuer: 'https://evil.example.com' }),
      await issuer.idToken(user.email, { expiresIn: '-1m' }),
      await issuer.idToken(user.email, { emailVerified: false }),
      'not-a-jwt',
    ]) {
      const answer = await api('POST', '/auth/google', { body: { token } });
      expect([answer.status, answer.body.error]).toEqual([400, 'InvalidToken']);
    }
  });
});

describe('PATCH /auth/web/firebase', () => {
  it('keeps the push tokens of the user browsers, newest first, without duplicates', async () => {
    const user = await confirmedUser();
    await api('PATCH', '/auth/web/firebase', { token: user.token, body: { token: 'push-a' } });
    await api('PATCH', '/auth/web/firebase', { token: user.token, body: { token: 'push-b' } });
    expect((await api('PATCH', '/auth/web/firebase', { token: user.token, body: { token: 'push-a' } })).body).toEqual({ ok: true });
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(user.user._id) }));
    expect(stored.Item?.pushTokens).toEqual(['push-a', 'push-b']);
    expect((await api('PATCH', '/auth/web/firebase', { body: { token: 'push-c' } })).status).toBe(401);
  });
});

describe('GET /auth/countries', () => {
  it('answers the country list and the caller country from the CloudFront geo header, UA otherwise', async () => {
    const polish = await api('GET', '/auth/countries', { headers: { 'cloudfront-viewer-country': 'PL' } });
    expect(polish.body.country).toBe('PL');
    expect(polish.body.countryCodes).toContainEqual({ name: 'Kazakhstan', alpha2Code: 'KZ', callingCodes: ['76', '77'], flag: '🇰🇿' });
    expect((await api('GET', '/auth/countries')).body.country).toBe('UA');
    expect((await api('GET', '/auth/countries', { headers: { 'cloudfront-viewer-country': 'US' } })).body.country).toBe('UA');
  });
});
