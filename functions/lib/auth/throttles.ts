import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys, type Key } from '../db/keys';
import { env } from '../env';
import { AppError } from '../http/errors';
import { createLogger } from '../http/logger';

/**
 * Throttles on what costs (docs/security.md, "Throttles"): fixed-window counters per client address
 * and per destination (the e-mail or phone a message goes to), and daily budgets of SMS and e-mail
 * per company and product-wide. Counters live in the table, so every Lambda container sees the same
 * counts, and expire by TTL. A refused request counts nothing.
 */

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** token: an integration access token (functions/integration/token-auth.ts). item: a label's code (docs/found-items.md). */
export type ThrottleScope = 'address' | 'destination' | 'company' | 'token' | 'item';

export interface ThrottleLimit {
  scope: ThrottleScope;
  /** The address, destination or company counted; an empty subject (no known client address) is not counted. */
  subject: string;
  max: number;
  windowSeconds: number;
}

type Rule = { max: number; windowSeconds: number };

/**
 * The limits of each throttled action. Each sits well above what a person does by hand (the
 * one-a-minute and one-in-10-minutes rules of the spec still apply first) and well below what a
 * script needs to cost money or flood someone's inbox or phone.
 */
export const throttleRules = {
  /** POST /auth/register: each one runs the password KDF and mails a link; an office behind one NAT registers a few people. */
  register: { address: { max: 10, windowSeconds: hour } },
  /** POST /auth/send_sms: a registering user retries a code a few times; a phone gets at most 5 codes an hour whoever asks. */
  phoneCode: { address: { max: 10, windowSeconds: hour }, destination: { max: 5, windowSeconds: hour } },
  /** Resending the confirmation link (both routes). */
  confirmationMail: { address: { max: 20, windowSeconds: hour }, destination: { max: 5, windowSeconds: hour } },
  /** POST /auth/forgot: every request counts for its address (known login or not); reset mails and SMS count for their destination. */
  forgot: { address: { max: 20, windowSeconds: hour }, destination: { max: 5, windowSeconds: hour } },
  /** POST /auth/reset: checked before the token, the code or the KDF. */
  reset: { address: { max: 30, windowSeconds: hour } },
  /** POST /company/app-links: the app's links to a phone; a phone wants them a few times a day at most. */
  appLinks: { address: { max: 10, windowSeconds: hour }, destination: { max: 3, windowSeconds: day } },
  /**
   * POST /company/support and PUT /payment/plan/{id} (a plan-change request): every message goes to
   * the one support inbox, so its other limit is per company.
   */
  support: { address: { max: 10, windowSeconds: hour }, company: { max: 20, windowSeconds: day } },
  /**
   * A promo code tried (POST /payment/check/promo, or given with POST /payment/plan): an owner types
   * the one code they were given once or twice; a script guessing codes wants thousands.
   */
  promoCode: { address: { max: 20, windowSeconds: hour }, company: { max: 10, windowSeconds: hour } },
  /** GET /found/{code}: a label's public page; a person scans a few labels, a script guessing codes many. */
  foundLookup: { address: { max: 60, windowSeconds: hour } },
  /** POST /found/{code}: a finder writes once or twice; the item's owners get at most 5 such messages a day per label (known code or not). */
  foundMessage: { address: { max: 10, windowSeconds: hour }, item: { max: 5, windowSeconds: day } },
} as const satisfies Record<string, Partial<Record<ThrottleScope, Rule>>>;

export type ThrottledAction = keyof typeof throttleRules;

interface Counter {
  key: Key;
  max: number;
  expiresAt: number;
}

/**
 * Adds one to each counter, in order, unless it is already at its max; a refusal takes back the
 * ones already added, so a refused request costs no allowance. Answers the new counts, or the index
 * of the counter that refused.
 */
async function count(counters: Counter[], entity: string): Promise<{ counts: number[] } | { refused: number }> {
  const counts: number[] = [];
  for (const [index, counter] of counters.entries()) {
    try {
      const answer = await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counter.key,
          UpdateExpression: 'ADD #count :one SET expiresAt = :expires, entity = :entity',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': counter.max, ':expires': counter.expiresAt, ':entity': entity },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      counts.push(Number(answer.Attributes?.count ?? 1));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      await Promise.all(counters.slice(0, index).map((taken) => uncount(taken.key)));
      return { refused: index };
    }
  }
  return { counts };
}

async function uncount(key: Key): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  ).catch((error: unknown) => {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  });
}

/**
 * Counts one request of `action` against each limit (fixed windows aligned to the epoch), or
 * throws TooManyRequests with the seconds until the refusing limit's window ends.
 */
export async function throttle(action: string, limits: ThrottleLimit[]): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const counted = limits
    .filter((limit) => limit.subject !== '')
    .map((limit) => {
      const start = Math.floor(now / limit.windowSeconds) * limit.windowSeconds;
      return { end: start + limit.windowSeconds, key: keys.throttle(action, limit.scope, limit.subject.toLowerCase(), start), max: limit.max };
    });
  const outcome = await count(counted.map(({ key, max, end }) => ({ key, max, expiresAt: end })), 'throttle');
  if ('refused' in outcome) {
    logThrottleHit(action, limits.filter((limit) => limit.subject !== '')[outcome.refused]!);
    throw new AppError('TooManyRequests', { retryAfter: Math.max(1, counted[outcome.refused]!.end - now) });
  }
}

const securityLog = createLogger({ module: 'throttles' });

/**
 * One security-log line per refused request (`security.throttle`): the alarm on throttle hits counts
 * them (infra/stacks/alarms.ts). The client address or the company is named; a destination (an
 * e-mail, a phone), a token or a label code is not.
 */
export function logThrottleHit(action: string, limit: { scope: string; subject: string; max: number; windowSeconds: number }, fields: Record<string, unknown> = {}): void {
  securityLog.warn('request throttled', {
    ...fields,
    event: 'security.throttle',
    outcome: 'refused',
    action,
    scope: limit.scope,
    max: limit.max,
    windowSeconds: limit.windowSeconds,
    ...(limit.scope === 'address' ? { clientAddress: limit.subject } : {}),
    ...(limit.scope === 'company' ? { companyId: limit.subject } : {}),
  });
}

/** Throttles one request of an action by its rules in `throttleRules`: one line at each call site. */
export function throttleAction(action: ThrottledAction, subjects: Partial<Record<ThrottleScope, string | null | undefined>>): Promise<void> {
  const rules: Partial<Record<ThrottleScope, Rule>> = throttleRules[action];
  const limits = (Object.entries(rules) as [ThrottleScope, Rule][]).map(([scope, rule]) => ({ scope, subject: subjects[scope] ?? '', ...rule }));
  return throttle(action, limits);
}

export type SendChannel = 'sms' | 'email';

/**
 * Messages a day. SMS cost real money per message (a few cents each in most countries), e-mail
 * almost nothing per message but SES suspends an account whose bounces or complaints climb.
 * A company gets far more than its people need by hand (invitations and reset mails included);
 * the product-wide budget caps what all companies and strangers together can spend in a day.
 */
export const sendBudgets = {
  sms: { perCompany: 200, product: 5_000 },
  email: { perCompany: 1_000, product: 50_000 },
} as const;

/** From this share of a budget on, each send logs a warning and the product-wide share goes out as a metric. */
export const budgetWarningPercent = 80;

function budgetOf(channel: SendChannel): { perCompany: number; product: number } {
  const settings = env();
  return channel === 'sms'
    ? { perCompany: settings.SEND_BUDGET_SMS_PER_COMPANY ?? sendBudgets.sms.perCompany, product: settings.SEND_BUDGET_SMS_PRODUCT ?? sendBudgets.sms.product }
    : { perCompany: settings.SEND_BUDGET_EMAIL_PER_COMPANY ?? sendBudgets.email.perCompany, product: settings.SEND_BUDGET_EMAIL_PRODUCT ?? sendBudgets.email.product };
}

const log = createLogger({ module: 'send-budget' });

/**
 * Counts one message of `channel` against the company's budget of the UTC day (when the send is for
 * a company) and the product-wide one, before the message goes out; SendBudgetExhausted (with the
 * seconds until UTC midnight) when either is spent.
 */
export async function spendSendBudget(channel: SendChannel, companyId: string | null): Promise<void> {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) / 1000;
  const budget = budgetOf(channel);
  const scopes = [...(companyId ? [{ companyId, max: budget.perCompany }] : []), { companyId: null, max: budget.product }];
  // Kept a day past its own, so an operator can still read yesterday's count.
  const outcome = await count(scopes.map((scope) => ({ key: keys.sendBudget(channel, scope.companyId, today), max: scope.max, expiresAt: midnight + day })), 'send-budget');
  if ('refused' in outcome) {
    const refused = scopes[outcome.refused]!;
    log.warn('send budget exhausted', { channel, scope: refused.companyId ? 'company' : 'product', companyId: refused.companyId ?? undefined, max: refused.max });
    throw new AppError('SendBudgetExhausted', { retryAfter: Math.max(1, Math.ceil(midnight - now.getTime() / 1000)) });
  }
  for (const [index, scope] of scopes.entries()) {
    const used = Math.floor((100 * outcome.counts[index]!) / scope.max);
    if (used < budgetWarningPercent) continue;
    log.warn('send budget nearly spent', { channel, scope: scope.companyId ? 'company' : 'product', companyId: scope.companyId ?? undefined, usedPercent: used, max: scope.max });
    // Per company stays in the logs: a metric per company would be a metric series per tenant.
    if (!scope.companyId) writeBudgetMetric(channel, used, now);
  }
}

/** The CloudWatch metric the send-budget alarms watch (infra/stacks/alarms.ts sendBudgetMetric: the same names). */
export const budgetMetric = { namespace: 'Assetbook', name: 'SendBudgetUsedPercent' } as const;

/**
 * One CloudWatch Embedded Metric Format document on its own stdout line: CloudWatch Logs turns it
 * into a datapoint of Assetbook/SendBudgetUsedPercent {Channel, Scope=product}, no API call needed.
 * (docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html)
 */
function writeBudgetMetric(channel: SendChannel, usedPercent: number, at: Date): void {
  const document = {
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        { Namespace: budgetMetric.namespace, Dimensions: [['Channel', 'Scope']], Metrics: [{ Name: budgetMetric.name, Unit: 'Percent' }] },
      ],
    },
    Channel: channel,
    Scope: 'product',
    [budgetMetric.name]: usedPercent,
  };
  process.stdout.write(`${JSON.stringify(document)}\n`);
}

/**
 * Runs the checks in order after a one-a-minute slot was taken (limits.ts takeSlot); when one
 * refuses, the slot is given back, so the refused request leaves the spec's timer as it was.
 */
export async function checkOrRelease(release: () => Promise<void>, ...checks: (() => Promise<void>)[]): Promise<void> {
  try {
    for (const check of checks) await check();
  } catch (error) {
    await release();
    throw error;
  }
}
