import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '../../functions/lib/auth/one-time-tokens';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { api } from '../support/api';
import { password, registerUser, signedInUser, uniqueEmail, uniquePhone } from '../support/factories';
import { linkIn, mailsTo } from '../support/mail';
import { lastCodeTo } from '../support/sms';
import { confirmContacts } from '../support/users';

const login = (loginName: string, secret: string) => api('POST', '/auth/login', { body: { login: loginName, password: secret } });

async function resetToken(email: string): Promise<string> {
  const mails = (await mailsTo(email, { atLeast: 2 })).filter((mail) => mail.body.text?.includes('/auth/reset_password'));
  return new URL(linkIn(mails.at(-1)!, '/auth/reset_password')).searchParams.get('token')!;
}

describe('POST /auth/forgot and POST /auth/reset by e-mail', () => {
  it('mails a one-time link in the user language; the new password works, the old one and every session end', async () => {
    const user = await signedInUser();
    const answer = await api('POST', '/auth/forgot', { body: { key: user.email.toUpperCase() }, lang: 'pl' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: 'email', retryAfter: 60 });
    const [, mail] = await mailsTo(user.email, { atLeast: 2 });
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.body.text).not.toContain(password);

    const token = await resetToken(user.email);
    expect((await api('POST', '/auth/reset', { body: { token, password: 'brand-new' } })).status).toBe(200);
    expect((await login(user.email, password)).body.error).toBe('PasswordIncorrect');
    expect((await login(user.email, 'brand-new')).status).toBe(200);
    expect((await api('GET', '/users/me', { token: user.token })).status).toBe(401);

    const reused = await api('POST', '/auth/reset', { body: { token, password: 'another-one' } });
    expect([reused.status, reused.body.error]).toEqual([400, 'LinkUnavailable']);
  });

  it('allows one request a minute per account (NotNow with the seconds to wait)', async () => {
    const user = await signedInUser();
    expect((await api('POST', '/auth/forgot', { body: { key: user.email } })).status).toBe(200);
    const again = await api('POST', '/auth/forgot', { body: { key: user.email }, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('NotNow');
    expect(again.body.details.retryAfter).toBeGreaterThan(50);
    expect(again.body.details.retryAfter).toBeLessThanOrEqual(60);
  });

  it('answers EmailNotFound / PhoneNotFound for unknown logins and NotVerified for an unconfirmed contact', async () => {
    const byEmail = await api('POST', '/auth/forgot', { body: { key: uniqueEmail() }, lang: 'ua' });
    expect([byEmail.status, byEmail.body.error, byEmail.body.message]).toEqual([404, 'EmailNotFound', 'E-mail не знайдено в базі']);
    const byPhone = await api('POST', '/auth/forgot', { body: { key: uniquePhone() } });
    expect([byPhone.status, byPhone.body.error]).toEqual([404, 'PhoneNotFound']);

    const phone = uniquePhone();
    const unconfirmed = await registerUser({ phone });
    const notVerified = await api('POST', '/auth/forgot', { body: { key: unconfirmed.email } });
    expect([notVerified.status, notVerified.body.error, notVerified.body.details]).toEqual([403, 'NotVerified', { via: 'email' }]);
    const phoneNotVerified = await api('POST', '/auth/forgot', { body: { key: phone } });
    expect(phoneNotVerified.body.details).toEqual({ via: 'phone' });
  });

  it('refuses an expired reset link with LinkExpired', async () => {
    const user = await signedInUser();
    await api('POST', '/auth/forgot', { body: { key: user.email } });
    const token = await resetToken(user.email);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.oneTimeToken(hashOneTimeToken(token)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    const answer = await api('POST', '/auth/reset', { body: { token, password: 'brand-new' } });
    expect([answer.status, answer.body.error]).toEqual([410, 'LinkExpired']);
  });

  it('validates the new password', async () => {
    const answer = await api('POST', '/auth/reset', { body: { token: 'x', password: '123' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('ValidationError');
  });
});

describe('POST /auth/forgot and POST /auth/reset by phone', () => {
  it('texts a 5-digit code; a wrong code is refused, the right one sets the password', async () => {
    const phone = uniquePhone();
    const { user, email } = await registerUser({ phone });
    await confirmContacts(user._id, { email: true, phone: true });
    const answer = await api('POST', '/auth/forgot', { body: { key: phone } });
    expect(answer.body).toEqual({ sent: 'sms', retryAfter: 60 });
    const code = await lastCodeTo(phone);
    const wrongCode = code === '00000' ? '11111' : '00000';

    const wrong = await api('POST', '/auth/reset', { body: { phone, code: wrongCode, password: 'by-phone' }, lang: 'en' });
    expect([wrong.status, wrong.body.error, wrong.body.message]).toEqual([400, 'WrongCode', 'Wrong code']);
    expect((await api('POST', '/auth/reset', { body: { phone, code, password: 'by-phone' } })).status).toBe(200);
    expect((await login(email, 'by-phone')).status).toBe(200);
    const reused = await api('POST', '/auth/reset', { body: { phone, code, password: 'again-1' } });
    expect(reused.body.error).toBe('CodeExpired');
  });
});
