import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { resetEnv } from '../../functions/lib/env';
import { hashOneTimeToken } from '../../functions/lib/auth/one-time-tokens';
import { keys } from '../../functions/lib/db/keys';
import { api } from '../support/api';
import { linkIn, mailsTo } from '../support/mail';
import { confirmationToken, password, registerUser, signedInUser, uniqueEmail, uniquePhone } from '../support/factories';

describe('POST /auth/register', () => {
  it('creates an unconfirmed user with a trimmed, lowercased e-mail and a normalised phone', async () => {
    const email = uniqueEmail('Mixed');
    const answer = await api('POST', '/auth/register', {
      body: { firstName: 'Olena', email: `  ${email.toUpperCase()} `, password, phone: '050 123-45-67', countryCode: '380' },
      lang: 'ua',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      email: email.toLowerCase(),
      phone: '+380501234567',
      email_approved: false,
      role: 'root',
      company: null,
      language: 'ua',
    });
    expect(answer.body.token).toEqual(expect.any(String));
    expect(answer.body.user).not.toHaveProperty('passwordHash');
  });

  it('stores the password only as a memory-hard hash', async () => {
    // At the product's cost, not the tests' cheaper one (test/support/local-env.ts).
    vi.stubEnv('PASSWORD_KDF_LOG2N', undefined);
    resetEnv();
    try {
      const { user } = await registerUser();
      const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(user._id) }));
      expect(stored.Item?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(JSON.stringify(stored.Item)).not.toContain(password);
    } finally {
      vi.unstubAllEnvs();
      resetEnv();
    }
  });

  it('refuses a second account with the same confirmed e-mail (any case) with 409 EmailAlreadyUsed', async () => {
    // An unconfirmed registration does not hold its address (auth-identities.test.ts).
    const { email } = await signedInUser();
    const again = await api('POST', '/auth/register', { body: { firstName: 'X', email: email.toUpperCase(), password } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('EmailAlreadyUsed');
  });

  it('refuses a phone that is already used, in any typed form, with 409 PhoneAlreadyUsed and writes nothing', async () => {
    const phone = uniquePhone();
    await registerUser({ phone });
    const email = uniqueEmail();
    const again = await api('POST', '/auth/register', {
      body: { firstName: 'X', email, password, phone: phone.slice(4), countryCode: '+380' },
      lang: 'en',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'PhoneAlreadyUsed', message: 'Phone number already used' });
    // The transaction left no claim on the e-mail behind.
    expect((await api('GET', '/auth/checkEmail', { query: { email } })).body).toEqual({ available: true });
  });

  it('treats a phone shorter than 5 characters as empty', async () => {
    const { user } = (await registerUser({ phone: '+38' })) as any;
    expect(user.phone).toBeNull();
  });

  it('answers 400 ValidationError with per-field details in the caller language', async () => {
    const answer = await api('POST', '/auth/register', {
      body: { firstName: ' ', email: 'not-an-email', password: '123', phone: '12345678901234567890', countryCode: '380' },
      lang: 'pl',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('ValidationError');
    expect(answer.body.message).toBe('Niektóre pola są wypełnione niepoprawnie');
    expect(answer.body.details.fields).toMatchObject({
      firstName: 'required_field',
      email: 'invalid_rule_email',
      password: 'invalid_rule_password',
    });
  });

  it('answers ValidationError for a body that is not JSON', async () => {
    const answer = await api('POST', '/auth/register', { rawBody: '{"firstName":', lang: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'ValidationError', details: { fields: { body: 'invalid_rule_json' } } });
  });

  it('mails a confirmation link in the user language, valid for 24 hours', async () => {
    const { email } = await registerUser({}).then(async (r) => r);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirm your e-mail');
    const link = new URL(linkIn(mail!, '/auth/approve'));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/auth/approve');

    const ukrainian = uniqueEmail();
    await api('POST', '/auth/register', { body: { firstName: 'Оля', email: ukrainian, password }, lang: 'ua' });
    const [uaMail] = await mailsTo(ukrainian);
    expect(uaMail?.subject).toBe('Підтвердіть ваш e-mail');
    expect(uaMail?.body.html).toContain('Оля');
  });
});

describe('GET /auth/checkEmail and /auth/checkPhone', () => {
  it('says whether an e-mail or phone is free', async () => {
    const phone = uniquePhone();
    const { email } = await signedInUser({ phone });
    expect((await api('GET', '/auth/checkEmail', { query: { email: email.toUpperCase() } })).body).toEqual({ available: false });
    expect((await api('GET', '/auth/checkEmail', { query: { email: uniqueEmail() } })).body).toEqual({ available: true });
    expect((await api('GET', '/auth/checkPhone', { query: { phone } })).body).toEqual({ available: false });
    expect((await api('GET', '/auth/checkPhone', { query: { phone: phone.slice(4), countryCode: '380' } })).body).toEqual({
      available: false,
    });
    expect((await api('GET', '/auth/checkPhone', { query: { phone: uniquePhone() } })).body).toEqual({ available: true });
  });

  it('answers ValidationError for a missing or malformed value', async () => {
    const noEmail = await api('GET', '/auth/checkEmail');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.details.fields.email).toBe('required_field');
    const badPhone = await api('GET', '/auth/checkPhone', { query: { phone: '12' } });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.details.fields.phone).toBe('invalid_rule_phone');
  });
});

describe('GET /auth/accept', () => {
  it('confirms the e-mail once; the same link then is unavailable', async () => {
    const { email } = await registerUser();
    const token = await confirmationToken(email);
    const first = await api('GET', '/auth/accept', { query: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ email_approved: true, email });
    const again = await api('GET', '/auth/accept', { query: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('LinkUnavailable');
  });

  it('refuses an unknown or tampered token with LinkUnavailable', async () => {
    const { email } = await registerUser();
    const token = await confirmationToken(email);
    const tampered = await api('GET', '/auth/accept', { query: { token: `${token.slice(0, -2)}xx` } });
    expect(tampered.body.error).toBe('LinkUnavailable');
    expect((await api('GET', '/auth/accept', { query: { token: 'nope' } })).body.error).toBe('LinkUnavailable');
  });

  it('refuses a token older than 24 hours with LinkExpired', async () => {
    const { email } = await registerUser();
    const token = await confirmationToken(email);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oneTimeToken(hashOneTimeToken(token)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const answer = await api('GET', '/auth/accept', { query: { token } });
    expect(answer.status).toBe(410);
    expect(answer.body.error).toBe('LinkExpired');
  });
});

describe('POST /auth/login', () => {
  it('signs in with the e-mail once confirmed and answers { token, user }', async () => {
    const { email } = await registerUser();
    await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    const answer = await api('POST', '/auth/login', { body: { login: ` ${email.toUpperCase()}`, password } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email, email_approved: true });
    const me = await api('GET', '/users/me', { token: answer.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('answers UserNotFound (404) for an unknown e-mail or phone', async () => {
    const byEmail = await api('POST', '/auth/login', { body: { login: uniqueEmail(), password } });
    expect([byEmail.status, byEmail.body.error]).toEqual([404, 'UserNotFound']);
    const byPhone = await api('POST', '/auth/login', { body: { login: uniquePhone(), password } });
    expect([byPhone.status, byPhone.body.error]).toEqual([404, 'UserNotFound']);
  });

  it('answers PasswordIncorrect with 400, never 401', async () => {
    const { email } = await registerUser();
    const answer = await api('POST', '/auth/login', { body: { login: email, password: 'wrong-one' }, lang: 'ru' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'PasswordIncorrect', message: 'Неверный пароль' });
  });

  it('answers AccountNotVerified when neither the e-mail nor the phone is confirmed', async () => {
    const { email } = await registerUser({ phone: uniquePhone() });
    const answer = await api('POST', '/auth/login', { body: { login: email, password } });
    expect([answer.status, answer.body.error]).toEqual([403, 'AccountNotVerified']);
  });

  it('answers EmailUnApproved / PhoneUnApproved when only the other contact is confirmed', async () => {
    const phone = uniquePhone();
    const { email, user } = await registerUser({ phone });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(user._id),
        UpdateExpression: 'SET phone_approved = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    const byEmail = await api('POST', '/auth/login', { body: { login: email, password } });
    expect([byEmail.status, byEmail.body.error]).toEqual([403, 'EmailUnApproved']);
    const byPhone = await api('POST', '/auth/login', { body: { login: phone, password } });
    expect(byPhone.status).toBe(200);

    const other = uniquePhone();
    const second = await registerUser({ phone: other });
    await api('GET', '/auth/accept', { query: { token: await confirmationToken(second.email) } });
    const unapprovedPhone = await api('POST', '/auth/login', { body: { login: other, password } });
    expect([unapprovedPhone.status, unapprovedPhone.body.error]).toEqual([403, 'PhoneUnApproved']);
  });

  it('checks the password before saying anything about confirmation', async () => {
    const { email } = await registerUser();
    const answer = await api('POST', '/auth/login', { body: { login: email, password: 'wrong-one' } });
    expect(answer.body.error).toBe('PasswordIncorrect');
  });

  it('refuses a login with spaces or empty fields as ValidationError', async () => {
    const answer = await api('POST', '/auth/login', { body: { login: 'a b@c.d', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toEqual({ login: 'invalid_rule_no_spaces', password: 'required_field' });
  });
});
