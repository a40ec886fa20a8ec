/**
 * What other domains may use of the auth domain: the steps every way of signing in shares (the
 * factors domain's second step and passkeys, docs/security.md "Second factor"): opening a session,
 * the security log around a step, the password check and the sign-in guard's counters.
 */
export { audited, checkPasswordOf, openSession, secondFactorMethods, sessionUser, type Caller, type Subject } from './sign-in';
export { admitAttempt, recordFailedAttempt, recordSuccess, signInRules, type Guarded } from './sign-in-guard';
