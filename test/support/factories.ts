import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { startSession } from '../../functions/lib/auth/sessions';
import { toCurrentUser } from '../../functions/users/public';
import { api } from './api';
import { password, uniqueEmail } from './credentials';
import { linkIn, mailsTo } from './mail';
import { storedUser } from './users';

/** A UA mobile number unlikely to collide between tests. */
export function uniquePhone(): string {
  return `+38050${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export { password, uniqueEmail } from './credentials';

/**
 * A client address of its own (198.18.0.0/15, set aside for tests): registrations are throttled per
 * address, and a test file registers far more people than one visitor may.
 */
export function uniqueAddress(): string {
  return `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

export async function registerUser(overrides: Record<string, unknown> = {}) {
  const body = { firstName: 'Olena', email: uniqueEmail(), password, phone: '', countryCode: '380', ...overrides };
  const answer = await api('POST', '/auth/register', { body, lang: 'en', sourceIp: uniqueAddress() });
  if (answer.status !== 201) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  return { ...answer.body, email: String(body.email) } as { user: { _id: string }; token: string; email: string };
}

/** The token from the confirmation link mailed to `email`. */
export async function confirmationToken(email: string): Promise<string> {
  const [mail] = (await mailsTo(email)).slice(-1);
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
  return new URL(linkIn(mail, '/auth/approve')).searchParams.get('token')!;
}

/** Registers, confirms the e-mail through the mailed link, and signs in. */
export async function signedInUser(overrides: Record<string, unknown> = {}) {
  const registered = await registerUser(overrides);
  const accepted = await api('GET', '/auth/accept', { query: { token: await confirmationToken(registered.email) } });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  const login = await api('POST', '/auth/login', { body: { login: registered.email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { email: registered.email, token: login.body.token as string, user: login.body.user };
}

/** `password` as the run's global setup hashed it (cheap parameters), for accounts written straight to the table. */
export function storedPasswordHash(): string {
  return inject('passwordHash');
}

/**
 * A signed-in user whose account is written straight to the table as registering and confirming the
 * e-mail leave it (the journey itself is tested in the auth tests): the profile with `password`
 * already hashed by the run's global setup, its e-mail claim, and a session as signing in opens.
 * Saves a test two scrypt runs and four calls.
 */
export async function confirmedUser(): Promise<{ email: string; token: string; user: ReturnType<typeof toCurrentUser> }> {
  const user = await storedUser({ firstName: 'Olena', lastName: '', countryCode: '380', passwordHash: storedPasswordHash(), role: 'root', email_approved: true });
  return { email: user.email, token: await startSession(user._id), user: toCurrentUser(user) };
}

/** A signed-in root user with a fresh company, with the token POST /company answers (the same session). */
export async function companyOwner(title = `Company ${randomUUID().slice(0, 8)}`) {
  const user = await confirmedUser();
  const created = await api('POST', '/company', { token: user.token, body: { title, description: 'Tools' } });
  if (created.status !== 201) throw new Error(`company failed: ${JSON.stringify(created.body)}`);
  return { ...user, token: created.body.token as string, company: created.body.company };
}
