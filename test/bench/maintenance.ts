import { CreateQueueCommand, DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { getCompany } from '../../functions/company/public';
import { companyAnalytics } from '../../functions/items/analytics';
import { companyItem } from '../../functions/items/public';
import { itemIdOf } from '../../functions/items/sets/memberships';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { runMaintenanceCheck } from '../../functions/maintenance/public';
import { addDays, reminderDays } from '../../functions/maintenance/schedule';
import { planWrites, type PlanRecord } from '../../functions/maintenance/store';
import { startSqs } from '../../infra/local/services';
import { queues } from '../../shared/resources';
import { writeAll } from './batch-write';
import { measure, startBenchTable, verdict } from './capacity';
import { load } from './items';

/**
 * `npm run bench -- maintenance` (issue 28, docs/maintenance.md "The daily job"): the items bench's
 * 100,000 items (without membership sets) and 10,000 maintenance plans on 10,000 open items, due one
 * a day over 200 days around the bench day (50 a day), reminded 0, 7 or 14 days ahead, written as the
 * store writes them (planWrites' rows, loaded by BatchWrite). Then the daily job as the schedule runs
 * it: the day before (unmeasured: it leaves the cursor there), the bench day, the bench day again
 * (exactly once: nothing re-sent), and two days later (one day skipped: caught up once), each with
 * its consumed read capacity against the weight of the due plans it reminded of: what reading exactly
 * those plan rows costs (a consistent BatchGetItem of them, as the job reads a plan). Budget 3x.
 * Then the analytics answer's read capacity at 100,000 items (budget 50 RCU).
 */

const companyId = 'bench-company';
const planCount = 10_000;
const spreadDays = 200;
const firstOffset = -30;
const aheadChoices = [0, 7, 14];
const rcuBudgetRatio = 3;
const analyticsBudget = 50;

const today = new Date().toISOString().slice(0, 10);

/** Read capacity only (the job's writes, marking rows handled, are write capacity). */
let reads = 0;
const writeCommands = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);
function trackReads(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (!writeCommands.has(String(context.commandName))) {
        for (const entry of [(result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity ?? []].flat()) reads += entry.CapacityUnits ?? 0;
      }
      return result;
    },
    { step: 'initialize', name: 'benchMaintenanceReads' },
  );
}

/** The n-th plan's item: every tenth item, moved one on when the items bench made it decommissioned (status index 6 of 7). */
function itemNumberOf(plan: number): number {
  const n = plan * 10;
  return n % 7 === 6 ? n + 1 : n;
}

function planAt(plan: number, seededOn: string): PlanRecord {
  const itemId = itemIdOf(itemNumberOf(plan) + 1);
  const planId = `bench-plan-${String(plan).padStart(5, '0')}`;
  const nextDue = addDays(today, (plan % spreadDays) + firstOffset);
  const daysAhead = aheadChoices[plan % aheadChoices.length]!;
  return {
    ...keys.maintenancePlan(companyId, itemId, planId),
    entity: 'maintenance-plan',
    _id: planId,
    companyId,
    itemId,
    itemTitle: `Item ${itemNumberOf(plan)}`,
    title: plan % 2 ? 'Oil change' : 'Safety check',
    repeatUnit: 'months',
    repeatEvery: 3,
    anchorDay: Number(nextDue.slice(8, 10)),
    fromCompletion: false,
    remindResponsible: true,
    remindRoles: ['admin'],
    daysAhead,
    checklist: ['Filter', 'Oil level', 'Belts'],
    expectedCostCents: 150_000,
    firstDue: nextDue,
    nextDue,
    lastDone: null,
    reminders: reminderDays(nextDue, daysAhead, seededOn),
    createdBy: 'bench-user',
    createdAt: `${seededOn}T09:00:00.000Z`,
    updatedAt: `${seededOn}T09:00:00.000Z`,
    version: 1,
  };
}

/** The plans, their due rows, thin rows and reminder rows: the Puts of planWrites(null, plan), loaded by BatchWrite. */
async function seedPlans(plans: PlanRecord[]): Promise<number> {
  const rows = plans.flatMap((plan) => planWrites(null, plan).flatMap((write) => (write.item.Put ? [write.item.Put.Item as Record<string, unknown>] : [])));
  await writeAll(rows);
  return rows.length;
}

/** Takes every raise the job queued; the number of them. */
async function takeRaised(sqs: SQSClient, url: string): Promise<number> {
  let taken = 0;
  for (;;) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return taken;
    taken += Messages.length;
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
  }
}

/** What reading exactly these plan rows costs: a consistent BatchGetItem of them, 100 at a time. */
async function weightOf(plans: PlanRecord[]): Promise<number> {
  const before = reads;
  for (let start = 0; start < plans.length; start += 100) {
    const chunk = plans.slice(start, start + 100).map((plan) => ({ pk: plan.pk, sk: plan.sk }));
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = { [tableName()]: { Keys: chunk, ConsistentRead: true } };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request, ReturnConsumedCapacity: 'TOTAL' }));
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return reads - before;
}

/** The plans a run on `day` (the cursor at `last`) reminds of: their reminder rows' days after the last run's. */
function dueBetween(plans: PlanRecord[], after: string, day: string): PlanRecord[] {
  return plans.filter((plan) => plan.reminders.some((reminder) => reminder.day > after && reminder.day <= day));
}

/** The reminder rows of those days. */
function rowsBetween(plans: PlanRecord[], after: string, day: string): number {
  return plans.reduce((sum, plan) => sum + plan.reminders.filter((reminder) => reminder.day > after && reminder.day <= day).length, 0);
}

const check = (day: string) => runMaintenanceCheck({ kind: 'maintenance.check', jobId: `${day}T05:00:00.000Z` }, { companyItem, companyPlanState: getCompany });

export async function maintenanceBench(): Promise<void> {
  const dynamo = await startBenchTable();
  const queue = await startSqs();
  process.env.AWS_ENDPOINT_URL_SQS = queue.endpoint;
  const sqs = new SQSClient({});
  try {
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: 'bench-notifications' }));
    process.env[queues.notifications.envVar] = QueueUrl!;
    trackReads();

    console.log('\nMaintenance: loading the items bench company (without membership sets)...');
    const loaded = await load({ sets: false });
    const yesterday = addDays(today, -1);
    const plans = Array.from({ length: planCount }, (_, plan) => planAt(plan, yesterday));
    const started = performance.now();
    const rows = await seedPlans(plans);
    console.log(`items loaded in ${loaded.seconds.toFixed(0)} s; ${planCount.toLocaleString('en')} plans (${rows.toLocaleString('en')} rows: plans, due rows, thin rows, reminders) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(`bench day ${today}: plans due ${addDays(today, firstOffset)} to ${addDays(today, firstOffset + spreadDays - 1)}, ${planCount / spreadDays} a day, reminded ${aheadChoices.join(', ')} days ahead\n`);

    // The day before: the job as it ran then (the plans were written that morning), not measured.
    await check(yesterday);
    const before = await takeRaised(sqs, QueueUrl!);
    console.log(`the day before (${yesterday}, not measured): ${before} reminders sent, cursor left there\n`);

    console.log('daily job run                              RCU   due plans  weight (RCU)    x   sent');
    const run = async (label: string, day: string, after: string | null) => {
      const expected = after ? dueBetween(plans, after, day) : [];
      reads = 0;
      const begun = performance.now();
      await check(day);
      const ms = performance.now() - begun;
      const rcu = reads;
      const sent = await takeRaised(sqs, QueueUrl!);
      const weight = expected.length ? await weightOf(expected) : 0;
      const ratio = weight ? rcu / weight : 0;
      console.log(`${label.padEnd(40)} ${rcu.toFixed(1).padStart(6)}   ${String(expected.length).padStart(9)}  ${weight.toFixed(1).padStart(12)}  ${weight ? ratio.toFixed(2).padStart(5) : '    -'}  ${String(sent).padStart(5)}   ${ms.toFixed(0)} ms`);
      return { rcu, weight, sent, expected: after ? rowsBetween(plans, after, day) : 0 };
    };
    // A run after another the same day finds its rows handled (null: nothing is due to it).
    const first = await run(`bench day ${today}`, today, yesterday);
    const again = await run('the same day again', today, null);
    const later = addDays(today, 2);
    const caught = await run(`${later} (${addDays(today, 1)} skipped)`, later, today);
    const caughtAgain = await run(`${later} again`, later, null);

    console.log('\nanalytics at 100,000 items');
    const analytics = await measure('analytics (every dimension, statuses, custom)', () => companyAnalytics(companyId));

    console.log('\nbudgets');
    const results = [
      verdict(`the bench day's run reads at most ${rcuBudgetRatio}x its due plans' weight`, first.rcu <= rcuBudgetRatio * first.weight, `${first.rcu.toFixed(1)} RCU for ${first.weight.toFixed(1)} (${(first.rcu / first.weight).toFixed(2)}x)`),
      verdict('the bench day reminds of every reminder row of the day', first.sent === first.expected, `${first.sent} sent, ${first.expected} rows`),
      verdict('a second run the same day sends nothing', again.sent === 0, `${again.sent} sent, ${again.rcu.toFixed(1)} RCU`),
      verdict(`a run after a skipped day reads at most ${rcuBudgetRatio}x its due plans' weight`, caught.rcu <= rcuBudgetRatio * caught.weight, `${caught.rcu.toFixed(1)} RCU for ${caught.weight.toFixed(1)} (${(caught.rcu / caught.weight).toFixed(2)}x)`),
      verdict('the skipped day is caught up once', caught.sent === caught.expected && caughtAgain.sent === 0, `${caught.sent} sent of ${caught.expected} rows, then ${caughtAgain.sent}`),
      verdict(`the analytics answer reads under ${analyticsBudget} RCU`, analytics.rcu < analyticsBudget, `${analytics.rcu.toFixed(1)} RCU`),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    sqs.destroy();
    await queue.stop();
    await dynamo.stop();
  }
}
