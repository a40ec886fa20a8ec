import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export type LoginRequest = BodyOf<'POST', '/auth/login'>;
/** A session: what sign-in answers an account without a second factor, and the second step answers. */
export type SessionAnswer = AnswerOf<'POST', '/auth/login/second-factor'>;
/** What password and Google sign-in answer: a session, or the challenge of an account with a second factor. */
export type SignInAnswer = AnswerOf<'POST', '/auth/login'>;
export type SecondFactorChallenge = Extract<SignInAnswer, { secondFactorRequired: true }>;

export const needsSecondFactor = (answer: SignInAnswer): answer is SecondFactorChallenge => 'secondFactorRequired' in answer;

/**
 * Spec: login is an e-mail, or a phone when it starts with +; required; no spaces. Checked by hand
 * rather than with the shared loginBody so that zod stays out of the initial route's bundle; the
 * codes are the ones loginBody answers with.
 */
export function loginFieldError(login: string): string | undefined {
  const value = login.trim();
  if (!value) return 'required_field';
  if (/\s/.test(value)) return 'invalid_rule_no_spaces';
  return undefined;
}

export function passwordFieldError(password: string): string | undefined {
  return password ? undefined : 'required_field';
}

export const loginKind = (login: string): 'phone' | 'email' => (login.trim().startsWith('+') ? 'phone' : 'email');

/** A plain action, not a react-query mutation: the login screen is the initial route and must stay light. */
export function useLogin() {
  return useAction((body: LoginRequest) => api.post('/auth/login', body));
}
