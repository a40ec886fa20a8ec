import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../shared/limits';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { api } from '../support/api';
import { companyOwner, confirmationToken, password, registerUser, signedInUser, uniqueEmail, uniquePhone } from '../support/factories';
import { startGoogleIssuer } from '../support/google';
import { mailsTo } from '../support/mail';
import { lastCodeTo } from '../support/sms';
import { storedUser } from '../support/users';

/** The same address written with a fullwidth first letter, and with a zero-width space in it. */
function lookalikes(email: string): string[] {
  const fullwidth = String.fromCodePoint(email.codePointAt(0)! - 0x61 + 0xff41) + email.slice(1);
  const at = email.indexOf('@');
  return [fullwidth, `${email.slice(0, at)}\u200b${email.slice(at)}`, `\ufeff${email.toUpperCase()}\u00ad`];
}

async function stored(key: { pk: string; sk: string }) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

/** Moves a registration's creation back in time, as if it had waited that long unconfirmed. */
async function age(userId: string, days: number) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET createdAt = :then',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - days * 24 * 3600_000).toISOString() },
    }),
  );
}

describe('e-mail addresses that look alike are one address', () => {
  it('refuses to register a lookalike of a confirmed address, and signs the lookalike in to the same account', async () => {
    const owner = await signedInUser({ email: uniqueEmail('ann') });
    for (const variant of lookalikes(owner.email)) {
      const again = await api('POST', '/auth/register', { body: { firstName: 'Eve', email: variant, password, phone: '' } });
      expect([again.status, again.body.error], JSON.stringify(variant)).toEqual([409, 'EmailAlreadyUsed']);
      expect((await api('GET', '/auth/checkEmail', { query: { email: variant } })).body).toEqual({ available: false });
      const login = await api('POST', '/auth/login', { body: { login: variant, password } });
      expect([login.status, login.body.user?._id], JSON.stringify(variant)).toEqual([200, owner.user._id]);
    }
  });

  it('stores the normalized address and mails the confirmation there', async () => {
    const email = uniqueEmail('bo');
    const registered = await api('POST', '/auth/register', { body: { firstName: 'Bo', email: lookalikes(email)[0], password, phone: '' } });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email).toBe(email);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes an international domain in its ASCII form', async () => {
    const registered = await api('POST', '/auth/register', { body: { firstName: 'Jan', email: 'jan@Bücher.example', password, phone: '' } });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email).toBe('jan@xn--bcher-kva.example');
    const again = await api('POST', '/auth/register', { body: { firstName: 'Jan', email: 'jan@xn--bcher-kva.example', password, phone: '' } });
    expect(again.status).toBe(201);
    expect(await stored(keys.user(registered.body.user._id))).toBeUndefined();
  });

  it('refuses what is still not an address with the field rule', async () => {
    for (const email of ['\u200b\u200b', 'ann@localhost', 'ann@[127.0.0.1]', 'ann@ex%41mple.com']) {
      const answer = await api('POST', '/auth/register', { body: { firstName: 'Ann', email, password, phone: '' } });
      expect([answer.status, answer.body.error], JSON.stringify(email)).toEqual([400, 'ValidationError']);
      expect(answer.body.details.fields.email).toMatch(/^(invalid_rule_email|required_field)$/);
    }
  });

  it('sends a reset link for a lookalike to the one account', async () => {
    const owner = await signedInUser({ email: uniqueEmail('cy') });
    const answer = await api('POST', '/auth/forgot', { body: { key: lookalikes(owner.email)[1] } });
    expect(answer.status).toBe(200);
    expect(answer.body.sent).toBe('email');
  });

  it('refuses a lookalike of a taken address for a user an admin adds', async () => {
    const admin = await companyOwner();
    const other = await signedInUser({ email: uniqueEmail('dee') });
    const answer = await api('POST', `/company/${admin.company._id}/user`, {
      token: admin.token,
      body: { firstName: 'Dee', email: lookalikes(other.email)[0], role: 'user' },
    });
    expect([answer.status, answer.body.error]).toEqual([409, 'EmailAlreadyUsed']);
  });

  describe('Google sign-in', () => {
    const clientId = 'assetbook-web.apps.googleusercontent.com';
    let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;
    beforeAll(async () => {
      issuer = await startGoogleIssuer(clientId);
      process.env.GOOGLE_CLIENT_ID = clientId;
      process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
      resetEnv();
    });
    afterAll(async () => issuer.close());

    it('finds the account of a lookalike address', async () => {
      const user = await storedUser({ authType: 'google', email_approved: true, email: uniqueEmail('gus') });
      const answer = await api('POST', '/auth/google', { body: { token: await issuer.idToken(lookalikes(user.email)[1]!) } });
      expect([answer.status, answer.body.user?._id]).toEqual([200, user._id]);
    });
  });
});

describe('unconfirmed registrations do not hold an address', () => {
  it('registering the same e-mail again replaces the unconfirmed account; only the new confirmation works', async () => {
    const email = uniqueEmail('eli');
    const phone = uniquePhone();
    const first = await registerUser({ email, phone: phone.slice(4) });
    const firstLink = await confirmationToken(email);
    expect((await api('GET', '/auth/checkEmail', { query: { email } })).body).toEqual({ available: true });

    const second = await registerUser({ email: lookalikes(email)[1], phone: phone.slice(4) });
    expect(second.user._id).not.toBe(first.user._id);
    expect(await stored(keys.user(first.user._id))).toBeUndefined();
    expect((await stored(keys.emailClaim(email)))?.userId).toBe(second.user._id);
    expect((await stored(keys.phoneClaim(phone)))?.userId).toBe(second.user._id);

    // The replaced account's verification token and confirmation link are dead.
    const resend = await api('POST', `/auth/${first.token}/send_email`);
    expect([resend.status, resend.body.error]).toEqual([400, 'InvalidToken']);
    const oldAccept = await api('GET', '/auth/accept', { query: { token: firstLink } });
    expect([oldAccept.status, oldAccept.body.error]).toEqual([400, 'LinkUnavailable']);

    const accepted = await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    expect(accepted.status).toBe(200);
    const login = await api('POST', '/auth/login', { body: { login: email, password } });
    expect([login.status, login.body.user?._id]).toEqual([200, second.user._id]);
  });

  it('a confirmed address stays taken, and confirming removes the expiry from the account and its claims', async () => {
    const email = uniqueEmail('fay');
    const phone = uniquePhone();
    const registered = await registerUser({ email, phone: phone.slice(4) });
    expect((await stored(keys.user(registered.user._id)))?.expiresAt).toBeGreaterThan(Date.now() / 1000 + (limits.unconfirmedAccountDays - 1) * 86_400);
    expect((await stored(keys.emailClaim(email)))?.expiresAt).toBeTypeOf('number');

    expect((await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } })).status).toBe(200);
    for (const key of [keys.user(registered.user._id), keys.emailClaim(email), keys.phoneClaim(phone)]) {
      expect(await stored(key)).not.toHaveProperty('expiresAt');
    }
    await age(registered.user._id, limits.unconfirmedAccountDays + 1);
    const again = await api('POST', '/auth/register', { body: { firstName: 'Eve', email, password, phone: '' } });
    expect([again.status, again.body.error]).toEqual([409, 'EmailAlreadyUsed']);
    expect((await api('GET', '/auth/checkEmail', { query: { email } })).body).toEqual({ available: false });
  });

  it('a phone held by a recent unconfirmed account stays taken; after 7 days it is free and that account removed', async () => {
    const phone = uniquePhone();
    const holder = await registerUser({ phone: phone.slice(4) });
    const early = await api('POST', '/auth/register', { body: { firstName: 'Gil', email: uniqueEmail(), password, phone, countryCode: '380' } });
    expect([early.status, early.body.error]).toEqual([409, 'PhoneAlreadyUsed']);
    expect((await api('GET', '/auth/checkPhone', { query: { phone } })).body).toEqual({ available: false });

    await age(holder.user._id, limits.unconfirmedAccountDays + 1);
    expect((await api('GET', '/auth/checkPhone', { query: { phone } })).body).toEqual({ available: true });
    const late = await registerUser({ phone: phone.slice(4) });
    expect((await stored(keys.phoneClaim(phone)))?.userId).toBe(late.user._id);
    expect(await stored(keys.user(holder.user._id))).toBeUndefined();
    // Its e-mail is released with it.
    expect(await stored(keys.emailClaim(holder.email))).toBeUndefined();
    expect((await api('GET', '/auth/checkEmail', { query: { email: holder.email } })).body).toEqual({ available: true });
  });

  it('an account confirmed by phone keeps its e-mail', async () => {
    const email = uniqueEmail('hal');
    const registered = await registerUser({ email });
    const phone = uniquePhone();
    expect((await api('POST', '/auth/send_sms', { body: { token: registered.token, phone } })).status).toBe(200);
    expect((await stored(keys.phoneClaim(phone)))?.expiresAt).toBe((await stored(keys.user(registered.user._id)))?.expiresAt);
    const verified = await api('POST', '/auth/verify/phone', { body: { token: registered.token, code: await lastCodeTo(phone) } });
    expect(verified.status).toBe(200);
    for (const key of [keys.user(registered.user._id), keys.emailClaim(email), keys.phoneClaim(phone)]) {
      expect(await stored(key)).not.toHaveProperty('expiresAt');
    }
    const again = await api('POST', '/auth/register', { body: { firstName: 'Eve', email, password, phone: '' } });
    expect([again.status, again.body.error]).toEqual([409, 'EmailAlreadyUsed']);
  });
});
