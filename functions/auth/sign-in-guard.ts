import { keys } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import { claimAccountTurn, countFailure, delayAccount, forgetFailures, readFailureCounters, type FailureCounter } from './store';

/**
 * Password guessing is slowed without letting strangers lock the owner out (docs/security.md,
 * "Sign-in throttling and the security log"). Failures are counted in fixed windows, in the table
 * so every Lambda container sees the same counts:
 * - per client address over all accounts, and per address on one account: hard limits, so the
 *   failing address waits out the window even with the right password;
 * - per account over all addresses: past a few failures each further attempt waits a delay that
 *   doubles per failure up to a short cap. This is the only wait a clean address can meet, so the
 *   owner's right password is never refused for longer than the cap.
 */
export const signInRules = {
  windowSeconds: 15 * 60,
  maxFailuresPerAddress: 30,
  maxFailuresPerAddressOnAccount: 5,
  /** Account-wide failures in a window before delays start. */
  freeAccountFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  /** Account-wide failures in a window at which the owner is told by e-mail. */
  guessingMailAfter: 10,
} as const;

type Scope = 'address' | 'address-account' | 'account';

/**
 * What is being guessed: the password, the second factor's code (or passkey) once the password is
 * proven, or a passkey alone. Each has its own counters under the same rules, so a right password
 * (which forgives the password's account counters) never forgives wrong codes.
 */
export type Guarded = 'password' | 'second-factor' | 'passkey';

type Counter = FailureCounter;

/** The wait before the next attempt on an account that has this many failures in the window. */
export function accountDelaySeconds(failures: number): number {
  if (failures < signInRules.freeAccountFailures) return 0;
  const doublings = failures - signInRules.freeAccountFailures;
  return Math.min(signInRules.maxDelaySeconds, signInRules.firstDelaySeconds * 2 ** Math.min(doublings, 30));
}

function windowStart(nowMs: number): number {
  return Math.floor(nowMs / 1000 / signInRules.windowSeconds) * signInRules.windowSeconds;
}

function counterKey(scope: Scope, address: string, userId: string | undefined, start: number, guarded: Guarded = 'password') {
  const subject = scope === 'address' ? address : scope === 'account' ? userId! : `${userId}#${address}`;
  return keys.failures(guarded === 'password' ? scope : `${guarded}-${scope}`, subject, start);
}

function scopesOf(address: string, userId?: string): Scope[] {
  const scopes: Scope[] = [];
  // A request without an address (never the case behind the gateway) is limited per account only.
  if (address) scopes.push('address');
  if (address && userId) scopes.push('address-account');
  if (userId) scopes.push('account');
  return scopes;
}

const expiresAfter = (start: number) => start + 2 * signInRules.windowSeconds;

async function readCounters(scopes: Scope[], address: string, userId: string | undefined, start: number, guarded: Guarded): Promise<Map<Scope, Counter>> {
  const counters = new Map<Scope, Counter>();
  if (scopes.length === 0) return counters;
  const found = await readFailureCounters(scopes.map((scope) => counterKey(scope, address, userId, start, guarded)));
  scopes.forEach((scope, index) => counters.set(scope, found[index]!));
  return counters;
}

/**
 * Lets an attempt go on to the password check, or throws TooManyAttempts with the seconds to wait.
 * Without `userId` (login not looked up yet) only the address is checked. On a delayed account the
 * attempt claims the account's next turn atomically, so parallel requests from many addresses get
 * one check per delay, not one each.
 */
export async function admitAttempt(address: string, userId?: string, guarded: Guarded = 'password'): Promise<void> {
  const now = Date.now();
  const start = windowStart(now);
  const counters = await readCounters(scopesOf(address, userId), address, userId, start, guarded);
  const windowLeft = start + signInRules.windowSeconds - Math.floor(now / 1000);
  if ((counters.get('address')?.count ?? 0) >= signInRules.maxFailuresPerAddress) throw new AppError('TooManyAttempts', { retryAfter: windowLeft });
  if ((counters.get('address-account')?.count ?? 0) >= signInRules.maxFailuresPerAddressOnAccount) {
    throw new AppError('TooManyAttempts', { retryAfter: windowLeft });
  }
  const failures = counters.get('account')?.count ?? 0;
  if (!userId || failures < signInRules.freeAccountFailures) return;
  const notBefore = await claimAccountTurn(counterKey('account', address, userId, start, guarded), {
    hold: now + accountDelaySeconds(failures) * 1000,
    now,
    expiresAt: expiresAfter(start),
  });
  if (notBefore !== null) throw new AppError('TooManyAttempts', { retryAfter: Math.max(1, Math.ceil((notBefore - now) / 1000)) });
}

function addFailure(scope: Scope, address: string, userId: string | undefined, start: number, guarded: Guarded, newAddress = 0): Promise<Counter> {
  return countFailure(counterKey(scope, address, userId, start, guarded), expiresAfter(start), scope === 'account' ? newAddress : undefined);
}

/** What a failure left on the account: its failures and failing addresses in this window. */
export interface AccountFailures {
  failures: number;
  addresses: number;
}

/**
 * Counts a wrong password (or, without `userId`, an unknown login against the address) and starts
 * the account's next delay. Answers the account's counts, or null for an unknown login.
 */
export async function recordFailedAttempt(address: string, userId?: string, guarded: Guarded = 'password'): Promise<AccountFailures | null> {
  const now = Date.now();
  const start = windowStart(now);
  const [, account] = await Promise.all([
    address ? addFailure('address', address, userId, start, guarded) : null,
    userId ? accountFailure(address, userId, start, guarded) : null,
  ]);
  return account;
}

async function accountFailure(address: string, userId: string, start: number, guarded: Guarded): Promise<AccountFailures> {
  // The first failure of this address on the account in the window makes it one more failing address.
  const pair = address ? await addFailure('address-account', address, userId, start, guarded) : null;
  const account = await addFailure('account', address, userId, start, guarded, pair?.count === 1 ? 1 : 0);
  const failures = account.count ?? 0;
  const delay = accountDelaySeconds(failures);
  if (delay > 0) {
    await delayAccount(counterKey('account', address, userId, start, guarded), Date.now() + delay * 1000);
  }
  return { failures, addresses: account.addresses ?? 0 };
}

/**
 * The right password: the account's failures and this address's failures on it are forgiven, so an
 * owner's typos do not add up. The address's failures over all accounts stay.
 */
export async function recordSuccess(address: string, userId: string, guarded: Guarded = 'password'): Promise<void> {
  const start = windowStart(Date.now());
  const scopes = scopesOf(address, userId).filter((scope) => scope !== 'address');
  await forgetFailures(scopes.map((scope) => counterKey(scope, address, userId, start, guarded)));
}
