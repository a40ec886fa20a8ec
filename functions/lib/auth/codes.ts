import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { limits } from '../../../shared/limits';
import { db, tableName } from '../db/client';
import { keys, ttlAt, type Key } from '../db/keys';
import { AppError } from '../http/errors';
import { logThrottleHit } from './throttles';

/**
 * Numeric codes sent by SMS: one live code per user and purpose, stored hashed, valid for a few
 * minutes, and dropped after a bounded number of wrong attempts. Wrong attempts are also capped per
 * user and purpose over the UTC day, across every code issued: asking for a new code gives a new
 * code, not new guesses (5 tries a code, a code a minute, would otherwise add up to a guess).
 *
 * Where a stranger can try codes (a password reset by SMS needs only the phone number), the day's
 * cap counts per requesting client address, so a stranger's wrong codes spend only their own
 * address's allowance and the owner's right code still works; a higher cap over all addresses
 * bounds what many addresses together may guess.
 */
export const maxCodeAttempts = 5;
/** Twice a code's own allowance: a person who mistypes two codes in a row still gets in. Per address where one is given. */
export const maxDailyCodeFailures = 10;
/**
 * Over every address, when attempts are counted per address: 5 addresses' worth. Guessing a
 * 5-digit code stays at 1 in 2,000 a day, and the owner receives one SMS for every 5 guesses.
 */
export const maxDailyAccountCodeFailures = 50;

interface CodeRecord extends Key {
  entity: 'code';
  codeHash: string;
  /** The phone the code was sent to; it is what a right code confirms. */
  phone: string;
  attempts: number;
  expiresAt: number;
}

function hashCode(userId: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

export async function issueCode(userId: string, purpose: string, phone: string, minutes: number): Promise<string> {
  const code = String(randomInt(0, 10 ** limits.verificationCodeLength)).padStart(limits.verificationCodeLength, '0');
  const record: CodeRecord = {
    ...keys.code(userId, purpose),
    entity: 'code',
    codeHash: hashCode(userId, code).toString('base64url'),
    phone,
    attempts: 0,
    expiresAt: ttlAt(new Date(Date.now() + minutes * 60_000)),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: record }));
  return code;
}

interface DailyAllowance {
  key: Key;
  max: number;
  /** How a refusal is logged (functions/lib/auth/throttles.ts logThrottleHit). */
  scope: 'address' | 'account';
  subject: string;
}

/**
 * The day's failure counters of a user and purpose (from one address, then over all, when the
 * address is given), and the seconds until they reset (UTC midnight).
 */
function today(userId: string, purpose: string, address: string | undefined) {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000;
  const allowances: DailyAllowance[] =
    address === undefined
      ? [{ key: keys.codeFailures(userId, purpose, day), max: maxDailyCodeFailures, scope: 'account', subject: userId }]
      : [
          // A request without a known address (never the case behind the gateway) shares one allowance.
          { key: keys.codeFailuresFrom(userId, purpose, address.toLowerCase() || 'unknown', day), max: maxDailyCodeFailures, scope: 'address', subject: address },
          { key: keys.codeFailures(userId, purpose, day), max: maxDailyAccountCodeFailures, scope: 'account', subject: userId },
        ];
  return { userId, purpose, allowances, expiresAt: midnight, retryAfter: Math.max(1, Math.ceil(midnight - now.getTime() / 1000)) };
}

/**
 * Takes one attempt from each of the day's allowances before the code is compared, atomically, so
 * guesses sent in parallel cannot go past them; answers the attempts left after this one (the
 * smallest). A spent allowance refuses the attempt and gives back what this attempt took.
 */
async function takeDailyAttempt(day: ReturnType<typeof today>): Promise<number> {
  let left = Number.POSITIVE_INFINITY;
  for (const [index, allowance] of day.allowances.entries()) {
    try {
      const answer = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: allowance.key,
          UpdateExpression: 'ADD failures :one SET expiresAt = :expires, entity = :entity',
          ConditionExpression: 'attribute_not_exists(failures) OR failures < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': allowance.max, ':expires': day.expiresAt, ':entity': 'code-failures' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      left = Math.min(left, allowance.max - Number(answer.Attributes?.failures ?? allowance.max));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      await Promise.all(day.allowances.slice(0, index).map(returnAttempt));
      logThrottleHit(`${day.purpose}-code`, { scope: allowance.scope, subject: allowance.subject, max: allowance.max, windowSeconds: 24 * 60 * 60 }, { accountId: day.userId });
      throw new AppError('TooManyAttempts', { retryAfter: day.retryAfter });
    }
  }
  return left;
}

async function returnAttempt(allowance: DailyAllowance): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: allowance.key, UpdateExpression: 'ADD failures :minusOne', ExpressionAttributeValues: { ':minusOne': -1 } }));
}

/** Gives the attempt back: the code was right, or there was no code to guess. */
async function returnDailyAttempt(day: ReturnType<typeof today>): Promise<void> {
  await Promise.all(day.allowances.map(returnAttempt));
}

/**
 * Checks a code and answers the phone it was sent to; the code is used up on success. A wrong code
 * answers WrongCode (with the attempts left), the code's last allowed wrong attempt TooManyAttempts,
 * a missing or old one CodeExpired. Once the day's wrong attempts are spent, every attempt (the
 * right code too) answers TooManyAttempts with the seconds until UTC midnight. With `from`, the
 * day's attempts are counted per requesting address under the higher account-wide cap.
 */
export async function consumeCode(userId: string, purpose: string, code: string, from?: { address: string }): Promise<string> {
  const day = today(userId, purpose, from?.address);
  const leftToday = await takeDailyAttempt(day);
  const key = keys.code(userId, purpose);
  let record: CodeRecord;
  try {
    // The code's own attempt, taken in the same way before the comparison.
    const answer = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': maxCodeAttempts, ':now': ttlAt(new Date()) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    record = answer.Attributes as CodeRecord;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    await returnDailyAttempt(day);
    throw new AppError('CodeExpired');
  }
  if (timingSafeEqual(hashCode(userId, code), Buffer.from(record.codeHash, 'base64url'))) {
    try {
      // Conditional on the same hash, so two requests with the right code use it once.
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: key,
          ConditionExpression: 'codeHash = :hash',
          ExpressionAttributeValues: { ':hash': record.codeHash },
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) throw new AppError('CodeExpired');
      throw error;
    }
    await returnDailyAttempt(day);
    return record.phone;
  }
  if (leftToday === 0) throw new AppError('TooManyAttempts', { retryAfter: day.retryAfter });
  if (record.attempts >= maxCodeAttempts) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    throw new AppError('TooManyAttempts');
  }
  throw new AppError('WrongCode', { attemptsLeft: Math.min(maxCodeAttempts - record.attempts, leftToday) });
}
