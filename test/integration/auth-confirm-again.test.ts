import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { errorMessages } from '../../shared/i18n/errors';
import { api } from '../support/api';
import { confirmationToken, password, registerUser, uniqueAddress, uniquePhone } from '../support/factories';
import { mailsTo } from '../support/mail';
import { lastCodeTo, smsTo } from '../support/sms';

/**
 * Sign-in of an unconfirmed account offers to send the confirmation again (issue 23, section 5):
 * once the password is proven, the refusal carries a verification token and what can be sent.
 */

async function approvePhone(userId: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET phone_approved = :yes REMOVE expiresAt',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

describe('POST /auth/login of an unconfirmed account', () => {
  it('answers, after the password, a verification token and both ways to confirm', async () => {
    const phone = uniquePhone();
    const { email } = await registerUser({ phone });
    const answer = await api('POST', '/auth/login', { body: { login: email, password } });
    expect([answer.status, answer.body.error]).toEqual([403, 'AccountNotVerified']);
    expect(answer.body.details).toEqual({ via: 'email', token: expect.any(String), email, phone, resend: ['email', 'sms'] });
    // The token is a verification token: it opens no session.
    const me = await api('GET', '/users/me', { token: answer.body.details.token });
    expect(me.status).toBe(401);
  });

  it('says nothing more to a wrong password or an unknown login', async () => {
    const { email } = await registerUser({ phone: uniquePhone() });
    const wrong = await api('POST', '/auth/login', { body: { login: email, password: 'not-the-password' } });
    expect(wrong.body.error).toBe('PasswordIncorrect');
    expect(wrong.body.details).toBeUndefined();
    const unknown = await api('POST', '/auth/login', { body: { login: uniquePhone(), password } });
    expect(unknown.body.error).toBe('UserNotFound');
    expect(unknown.body.details).toEqual({ via: 'phone' });
  });

  it('offers only the e-mail to an account without a phone, and the resend confirms it', async () => {
    const { email } = await registerUser();
    const refused = await api('POST', '/auth/login', { body: { login: email, password } });
    expect(refused.body.details).toMatchObject({ phone: null, resend: ['email'] });

    const sent = await api('POST', `/auth/${refused.body.details.token}/send_email`, { lang: 'pl', sourceIp: uniqueAddress() });
    expect([sent.status, sent.body]).toEqual([200, { sent: true, retryAfter: 60 }]);
    const mails = await mailsTo(email, { atLeast: 2 });
    expect(mails).toHaveLength(2);
    expect(mails.at(-1)!.subject).toBe('Potwierdź swój e-mail');

    // Within the existing throttle: once a minute, the refusal in the caller's language.
    const again = await api('POST', `/auth/${refused.body.details.token}/send_email`, { lang: 'ua', sourceIp: uniqueAddress() });
    expect([again.status, again.body.error, again.body.message]).toEqual([429, 'NotNow', errorMessages.ua.NotNow]);
    expect(again.body.details.retryAfter).toBeGreaterThan(0);

    await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    expect((await api('POST', '/auth/login', { body: { login: email, password } })).status).toBe(200);
  });

  it('EmailUnApproved (the phone is confirmed) offers the e-mail only', async () => {
    const phone = uniquePhone();
    const { email, user } = await registerUser({ phone });
    await approvePhone(user._id);
    const refused = await api('POST', '/auth/login', { body: { login: email, password } });
    expect([refused.body.error, refused.body.details.resend]).toEqual(['EmailUnApproved', ['email']]);
    const sent = await api('POST', `/auth/${refused.body.details.token}/send_email`, { sourceIp: uniqueAddress() });
    expect(sent.status).toBe(200);
  });

  it('PhoneUnApproved (the e-mail is confirmed) offers an SMS code, which confirms the phone', async () => {
    const phone = uniquePhone();
    const { email } = await registerUser({ phone });
    await api('GET', '/auth/accept', { query: { token: await confirmationToken(email) } });
    const refused = await api('POST', '/auth/login', { body: { login: phone, password } });
    expect([refused.status, refused.body.error]).toEqual([403, 'PhoneUnApproved']);
    expect(refused.body.details).toEqual({ via: 'phone', token: expect.any(String), email, phone, resend: ['sms'] });
    const { token } = refused.body.details;

    // The e-mail is confirmed already.
    const mail = await api('POST', `/auth/${token}/send_email`, { sourceIp: uniqueAddress() });
    expect([mail.status, mail.body.error]).toEqual([409, 'AlreadyVerified']);

    const sent = await api('POST', '/auth/send_sms', { body: { token, phone }, lang: 'en', sourceIp: uniqueAddress() });
    expect([sent.status, sent.body]).toEqual([200, { sent: true, retryAfter: 60 }]);
    expect((await smsTo(phone))[0]?.message).toMatch(/^\d{5} is your phone confirmation code/);
    const again = await api('POST', '/auth/send_sms', { body: { token, phone }, lang: 'ru', sourceIp: uniqueAddress() });
    expect([again.status, again.body.error, again.body.message]).toEqual([429, 'NotNow', errorMessages.ru.NotNow]);

    const verified = await api('POST', '/auth/verify/phone', { body: { token, code: await lastCodeTo(phone) } });
    expect([verified.status, verified.body]).toEqual([200, { phone_approved: true, phone }]);
    const signIn = await api('POST', '/auth/login', { body: { login: phone, password } });
    expect(signIn.status).toBe(200);
  });
});
