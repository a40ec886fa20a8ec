import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { password, registerUser, uniquePhone } from '../support/factories';
import { mailsTo } from '../support/mail';
import { lastCodeTo, smsTo } from '../support/sms';

describe('POST /auth/{token}/send_email', () => {
  it('sends the confirmation link again, at most once a minute', async () => {
    const { token, email } = await registerUser();
    const answer = await api('POST', `/auth/${token}/send_email`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true, retryAfter: 60 });
    expect(await mailsTo(email, { atLeast: 2 })).toHaveLength(2);
    const again = await api('POST', `/auth/${token}/send_email`);
    expect([again.status, again.body.error]).toEqual([429, 'NotNow']);
  });

  it('answers InvalidToken (never 401) for a bad token and AlreadyVerified once confirmed', async () => {
    const bad = await api('POST', '/auth/not-a-token/send_email');
    expect([bad.status, bad.body.error]).toEqual([400, 'InvalidToken']);
    const { token, email } = await registerUser();
    const [mail] = await mailsTo(email);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.body.text!)![0]);
    await api('GET', '/auth/accept', { query: { token: link.searchParams.get('token')! } });
    const answer = await api('POST', `/auth/${token}/send_email`);
    expect([answer.status, answer.body.error]).toEqual([409, 'AlreadyVerified']);
  });
});

describe('POST /auth/send_sms and POST /auth/verify/phone', () => {
  it('sets the phone, texts a 5-digit code, and confirms the phone with it; then the phone signs in', async () => {
    const { token, email } = await registerUser();
    const phone = uniquePhone();
    const sent = await api('POST', '/auth/send_sms', { body: { token, phone: phone.slice(4), countryCode: '380' }, lang: 'ua' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, retryAfter: 60 });
    const [sms] = await smsTo(phone);
    expect(sms?.message).toMatch(/^\d{5} — ваш код підтвердження телефону/);

    const verified = await api('POST', '/auth/verify/phone', { body: { token, code: await lastCodeTo(phone) } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ phone_approved: true, phone });
    const signIn = await api('POST', '/auth/login', { body: { login: phone, password } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email, phone, phone_approved: true });
  });

  it('lets the next code go only after 60 s', async () => {
    const { token } = await registerUser();
    const phone = uniquePhone();
    expect((await api('POST', '/auth/send_sms', { body: { token, phone } })).status).toBe(200);
    const again = await api('POST', '/auth/send_sms', { body: { token, phone } });
    expect([again.status, again.body.error]).toEqual([429, 'NotNow']);
  });

  it('refuses a phone another account holds', async () => {
    const taken = uniquePhone();
    await registerUser({ phone: taken });
    const { token } = await registerUser();
    const answer = await api('POST', '/auth/send_sms', { body: { token, phone: taken } });
    expect([answer.status, answer.body.error]).toEqual([409, 'PhoneAlreadyUsed']);
  });

  it('moves the phone claim when the registering user changes the number', async () => {
    const first = uniquePhone();
    const { token } = await registerUser({ phone: first });
    const second = uniquePhone();
    expect((await api('POST', '/auth/send_sms', { body: { token, phone: second } })).status).toBe(200);
    expect((await api('GET', '/auth/checkPhone', { query: { phone: first } })).body).toEqual({ available: true });
    expect((await api('GET', '/auth/checkPhone', { query: { phone: second } })).body).toEqual({ available: false });
  });

  it('allows a bounded number of wrong codes, then drops the code', async () => {
    const { token } = await registerUser();
    const phone = uniquePhone();
    await api('POST', '/auth/send_sms', { body: { token, phone } });
    const code = await lastCodeTo(phone);
    const wrong = code === '12345' ? '54321' : '12345';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await api('POST', '/auth/verify/phone', { body: { token, code: wrong } });
      expect([answer.status, answer.body.error, answer.body.details]).toEqual([400, 'WrongCode', { attemptsLeft: 5 - attempt }]);
    }
    const last = await api('POST', '/auth/verify/phone', { body: { token, code: wrong } });
    expect([last.status, last.body.error]).toEqual([429, 'TooManyAttempts']);
    const right = await api('POST', '/auth/verify/phone', { body: { token, code } });
    expect([right.status, right.body.error]).toEqual([410, 'CodeExpired']);
  });

  it('validates the code as 5 digits', async () => {
    const answer = await api('POST', '/auth/verify/phone', { body: { token: 'x', code: '12a45' } });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields.code).toBe('invalid_rule_code');
  });
});
