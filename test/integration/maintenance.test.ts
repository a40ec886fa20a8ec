import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { getCompany } from '../../functions/company/public';
import { companyItem } from '../../functions/items/public';
import { runMaintenanceCheck } from '../../functions/maintenance/public';
import type { NotificationRaiseJob } from '../../shared/jobs';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { endTrial, memberWithRole } from '../support/members';

/**
 * Maintenance plans (issue 28, docs/maintenance.md) through the API, and the daily reminders job as
 * the schedule runs it. The job's days are far in the future (2031), so the plans' reminder rows are
 * theirs alone; the tests that run the job go forward in time, as the schedule does.
 */

const sqs = new SQSClient({});
const base = (owner: Owner) => `/company/${owner.company._id}/maintenance`;
const plansOf = (owner: Owner, itemId: string) => `${base(owner)}/items/${itemId}/plans`;

/** Takes every job waiting on the notifications queue (the raises the daily job queued). */
async function takeRaised(): Promise<NotificationRaiseJob[]> {
  const url = process.env.NOTIFICATIONS_QUEUE_URL!;
  const taken: NotificationRaiseJob[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    if (Messages.length === 0) return taken;
    taken.push(...Messages.map((message) => JSON.parse(message.Body!)));
    await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
  }
}

const check = (day: string) => runMaintenanceCheck({ kind: 'maintenance.check', jobId: `${day}T05:00:00.000Z` }, { companyItem, companyPlanState: getCompany });

async function ownerWithItem(title = 'Forklift') {
  const owner = await companyOwner();
  const [item] = await createItems(owner, { title, person: owner.user._id, type: 'Vehicle', brand: 'Toyota', model: 'FX-2' });
  return { owner, item: item! };
}

async function createPlan(owner: Owner, body: Record<string, unknown>) {
  const answer = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'Oil change', repeatUnit: 'months', repeatEvery: 1, ...body } });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { _id: string; itemId: string; nextDue: string }[];
}

/** The company pays for Optimal until 2032: the daily job's days (2031) are within its period. */
async function paidUntil2032(companyId: string) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET #plan = :plan, periodKind = :paid, subscriptionEndDate = :end',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': 'optimal', ':paid': 'paid', ':end': '2032-01-01T00:00:00.000Z' },
    }),
  );
}

async function setPlan(companyId: string, plan: 'start' | 'free', until = new Date(Date.now() + 30 * 86_400_000).toISOString()) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET #plan = :plan, periodKind = :paid, subscriptionEndDate = :end',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': plan, ':paid': 'paid', ':end': until },
    }),
  );
}

beforeEach(async () => {
  await takeRaised();
});

describe('plans', () => {
  it('creates, lists on the item card, edits and deletes a plan', async () => {
    const { owner, item } = await ownerWithItem();
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2030-05-31', daysAhead: 3, checklist: ['Drain', 'Refill'], expectedCost: '120.50', remindRoles: ['admin'] });
    expect(plan).toMatchObject({ itemId: item._id, itemTitle: 'Forklift', nextDue: '2030-05-31', expectedCost: '120.50', checklist: ['Drain', 'Refill'], finished: false, remindResponsible: true });

    const listed = await api('GET', plansOf(owner, item._id), { token: owner.token });
    expect(listed.body).toMatchObject({ count: 1, data: [{ _id: plan!._id, title: 'Oil change' }] });

    const edited = await api('PUT', `${plansOf(owner, item._id)}/${plan!._id}`, { token: owner.token, body: { title: 'Oil and filter', nextDue: '2030-06-15', expectedCost: null } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Oil and filter', nextDue: '2030-06-15', expectedCost: null });
    const due = await api('GET', `${base(owner)}/due`, { token: owner.token });
    expect(due.body.data.map((row: { nextDue: string }) => row.nextDue)).toEqual(['2030-06-15']);

    expect((await api('DELETE', `${plansOf(owner, item._id)}/${plan!._id}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', plansOf(owner, item._id), { token: owner.token })).body.count).toBe(0);
    expect((await api('GET', `${base(owner)}/due`, { token: owner.token })).body.count).toBe(0);
    expect((await api('DELETE', `${plansOf(owner, item._id)}/${plan!._id}`, { token: owner.token })).body.error).toBe('NotFound');
  });

  it('gives each item of a list and of a type its own plan', async () => {
    const owner = await companyOwner();
    const drills = await createItems(owner, { title: 'Drill', type: 'Power tool', count: 3 });
    const [ladder] = await createItems(owner, { title: 'Ladder', type: 'Access' });
    const plans = await createPlan(owner, { items: [ladder!._id], itemType: 'power TOOL', firstDue: '2030-01-10', repeatUnit: 'weeks', repeatEvery: 2 });
    expect(plans.map((plan) => plan.itemId).sort()).toEqual([ladder!._id, ...drills.map((drill) => drill._id)].sort());
    const unknown = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'X', repeatUnit: 'once', firstDue: '2030-01-10', items: ['nope'] } });
    expect(unknown.body.error).toBe('NotFound');
    const none = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'X', repeatUnit: 'once', firstDue: '2030-01-10' } });
    expect(none.body.details.fields.items).toBe('required_field');
    const badDate = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'X', repeatUnit: 'once', firstDue: '2030-02-30', items: [ladder!._id] } });
    expect(badDate.body.details.fields.firstDue).toBe('invalid_rule_date');
  });

  it('lists the company’s plans by due date: overdue, within N days, paged', async () => {
    const owner = await companyOwner();
    const items = await createItems(owner, { title: 'Pump', count: 4 });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const dates = [day(-3), day(0), day(5), day(40)];
    for (const [index, item] of items.entries()) await createPlan(owner, { items: [item._id], firstDue: dates[index] });
    const due = (query: Record<string, string>) => api('GET', `${base(owner)}/due`, { token: owner.token, query });
    const dueDates = async (query: Record<string, string>) => ((await due(query)).body.data as { nextDue: string }[]).map((row) => row.nextDue);
    expect(await dueDates({})).toEqual(dates);
    expect(await dueDates({ overdue: 'true' })).toEqual([day(-3)]);
    expect(await dueDates({ within: '7' })).toEqual([day(0), day(5)]);
    expect(await dueDates({ within: '7', overdue: 'true' })).toEqual([day(-3), day(0), day(5)]);
    const paged = await due({ limit: '2', offset: '2' });
    expect(paged.body).toMatchObject({ count: 4, today: day(0) });
    expect(paged.body.data.map((row: { nextDue: string }) => row.nextDue)).toEqual([day(5), day(40)]);
  });
});

describe('who may', () => {
  it('members read plans; storekeepers and up change them; workers are refused', async () => {
    const { owner, item } = await ownerWithItem();
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2030-03-01' });
    const worker = await memberWithRole(owner.company._id, 'worker');
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    expect((await api('GET', plansOf(owner, item._id), { token: worker.token })).status).toBe(200);
    expect((await api('GET', `${base(owner)}/due`, { token: worker.token })).status).toBe(200);
    const refused = await api('POST', `${plansOf(owner, item._id)}/${plan!._id}/done`, { token: worker.token, body: {} });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
    expect((await api('PUT', `${plansOf(owner, item._id)}/${plan!._id}`, { token: worker.token, body: { title: 'X' } })).body.error).toBe('AccessError');
    expect((await api('PUT', `${plansOf(owner, item._id)}/${plan!._id}`, { token: stockman.token, body: { title: 'By the stockman' } })).status).toBe(200);
  });

  it('Free and Start have no maintenance plans: PlanAccessDenied', async () => {
    const { owner, item } = await ownerWithItem();
    await setPlan(owner.company._id, 'start');
    const start = await api('GET', plansOf(owner, item._id), { token: owner.token });
    expect([start.status, start.body.error]).toEqual([403, 'PlanAccessDenied']);
    const other = await ownerWithItem();
    await endTrial(other.owner.company._id);
    const free = await api('POST', `${base(other.owner)}/plans`, { token: other.owner.token, body: { title: 'X', repeatUnit: 'once', firstDue: '2030-01-10', items: [other.item._id] } });
    expect([free.status, free.body.error]).toEqual([403, 'PlanAccessDenied']);
  });

  it("another company's items and plans are NotFound, and its path is AccessError", async () => {
    const mine = await ownerWithItem();
    // Item ids count within a company: their second item has an id no item of mine has.
    const theirs = await ownerWithItem();
    const [second] = await createItems(theirs.owner, { title: 'Crane' });
    theirs.item = second!;
    const [plan] = await createPlan(theirs.owner, { items: [theirs.item._id], firstDue: '2030-03-01' });
    const path = `${base(mine.owner)}/items/${theirs.item._id}/plans`;
    expect((await api('GET', path, { token: mine.owner.token })).body.error).toBe('NotFound');
    expect((await api('GET', `${base(mine.owner)}/items/${theirs.item._id}/log`, { token: mine.owner.token })).body.error).toBe('NotFound');
    expect((await api('PUT', `${path}/${plan!._id}`, { token: mine.owner.token, body: { title: 'Mine now' } })).body.error).toBe('NotFound');
    expect((await api('POST', `${path}/${plan!._id}/done`, { token: mine.owner.token, body: {} })).body.error).toBe('NotFound');
    expect((await api('DELETE', `${path}/${plan!._id}`, { token: mine.owner.token })).body.error).toBe('NotFound');
    const planned = await api('POST', `${base(mine.owner)}/plans`, { token: mine.owner.token, body: { title: 'X', repeatUnit: 'once', firstDue: '2030-01-10', items: [theirs.item._id] } });
    expect(planned.body.error).toBe('NotFound');
    expect((await api('GET', `${base(theirs.owner)}/due`, { token: mine.owner.token })).body.error).toBe('AccessError');
    expect((await api('GET', `${base(theirs.owner)}/due`, { token: theirs.owner.token })).body.count).toBe(1);
    // The same item id in my company is my item: its plans are mine (none), never theirs.
    expect((await api('GET', `${base(mine.owner)}/items/${mine.item._id}/plans`, { token: mine.owner.token })).body).toEqual({ data: [], count: 0 });
    const [theirFirst] = (await api('GET', `${base(theirs.owner)}/due`, { token: theirs.owner.token })).body.data;
    expect((await api('POST', `${base(mine.owner)}/items/${theirFirst.itemId}/plans/${theirFirst._id}/done`, { token: mine.owner.token, body: {} })).body.error).toBe('NotFound');
  });
});

describe('maintenance done', () => {
  it('writes the log and the item history, and counts the next due date from the due date', async () => {
    const { owner, item } = await ownerWithItem();
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2030-01-31', checklist: ['Drain', 'Refill'] });
    const done = await api('POST', `${plansOf(owner, item._id)}/${plan!._id}/done`, {
      token: owner.token,
      body: { doneOn: new Date().toISOString().slice(0, 10), cost: '99.90', note: 'Filter replaced', checklist: [{ item: 'Drain', done: true }, { item: 'Refill', done: false }] },
    });
    expect(done.status).toBe(201);
    // The plan's rhythm, not the day it was done: Jan 31 -> Feb 28 (the 31st is the month's last day).
    expect(done.body.plan).toMatchObject({ nextDue: '2030-02-28', lastDone: new Date().toISOString().slice(0, 10), finished: false });
    expect(done.body.done).toMatchObject({ dueDate: '2030-01-31', cost: '99.90', note: 'Filter replaced', planTitle: 'Oil change', byName: expect.any(String) });

    const log = await api('GET', `${base(owner)}/items/${item._id}/log`, { token: owner.token });
    expect(log.body).toMatchObject({ count: 1, data: [{ _id: done.body.done._id, checklist: [{ item: 'Drain', done: true }, { item: 'Refill', done: false }] }] });
    const history = await api('GET', `/company/${owner.company._id}/item/${item._id}/transactions`, { token: owner.token });
    expect(history.body.data[0]).toMatchObject({ kind: 'maintenance', by: owner.user._id, after: { maintenance: 'Oil change', cost: '99.90', checklist: '1/2', nextDue: '2030-02-28' } });
    const due = await api('GET', `${base(owner)}/due`, { token: owner.token });
    expect(due.body.data.map((row: { nextDue: string }) => row.nextDue)).toEqual(['2030-02-28']);
  });

  it('counts from the day it was done when the plan says so', async () => {
    const { owner, item } = await ownerWithItem();
    const today = new Date().toISOString().slice(0, 10);
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: today, repeatUnit: 'days', repeatEvery: 10, fromCompletion: true });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const done = await api('POST', `${plansOf(owner, item._id)}/${plan!._id}/done`, { token: owner.token, body: { doneOn: yesterday } });
    expect(done.body.plan.nextDue).toBe(new Date(Date.parse(`${yesterday}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10));
  });

  it('finishes a one-time plan: no next date, off the due list, no second done', async () => {
    const { owner, item } = await ownerWithItem();
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2030-07-01', repeatUnit: 'once' });
    const done = await api('POST', `${plansOf(owner, item._id)}/${plan!._id}/done`, { token: owner.token, body: {} });
    expect(done.body.plan).toMatchObject({ nextDue: null, finished: true });
    expect((await api('GET', `${base(owner)}/due`, { token: owner.token })).body.count).toBe(0);
    const again = await api('POST', `${plansOf(owner, item._id)}/${plan!._id}/done`, { token: owner.token, body: {} });
    expect([again.status, again.body.error]).toEqual([409, 'MaintenancePlanFinished']);
    expect((await api('GET', plansOf(owner, item._id), { token: owner.token })).body.data[0]).toMatchObject({ finished: true, lastDone: expect.any(String) });
  });
});

describe('the daily reminders', () => {
  const payingOwnerWithItem = async (title?: string) => {
    const made = await ownerWithItem(title);
    await paidUntil2032(made.owner.company._id);
    return made;
  };
  const ofPlan = (raised: NotificationRaiseJob[], planId: string) => raised.filter((job) => job.type === 'maintenance_due' && job.jobId.startsWith(`maintenance-${planId}-`));

  it('remind the responsible person and the roles N days before and on the day, once each', async () => {
    const { owner, item } = await payingOwnerWithItem();
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2031-03-10', daysAhead: 3, remindRoles: ['admin'] });
    await check('2031-03-06');
    expect(ofPlan(await takeRaised(), plan!._id)).toEqual([]);

    await check('2031-03-07');
    expect(ofPlan(await takeRaised(), plan!._id)).toEqual([
      {
        kind: 'notifications.raise',
        companyId: owner.company._id,
        requestedBy: owner.user._id,
        jobId: `maintenance-${plan!._id}-2031-03-10-ahead`,
        type: 'maintenance_due',
        recipients: { users: [owner.user._id], roles: ['admin'] },
        actorId: null,
        link: `/items/${item._id}`,
        params: { title: 'Oil change', item: 'Forklift', date: '2031-03-10', days: 3 },
      },
    ]);
    // The same day again (a redelivered job, the local hourly timer): nobody is told twice.
    await check('2031-03-07');
    expect(ofPlan(await takeRaised(), plan!._id)).toEqual([]);

    await check('2031-03-10');
    const onTheDay = ofPlan(await takeRaised(), plan!._id);
    expect(onTheDay.map((job) => [job.jobId, job.params])).toEqual([[`maintenance-${plan!._id}-2031-03-10-due`, { title: 'Oil change', item: 'Forklift', date: '2031-03-10', days: 0 }]]);
    await check('2031-03-10');
    expect(ofPlan(await takeRaised(), plan!._id)).toEqual([]);
  });

  it('delivers a reminder to the bell once, even when its raise is queued twice', async () => {
    const { owner, item } = await payingOwnerWithItem('Generator');
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2031-03-12', daysAhead: 0 });
    await check('2031-03-12');
    const [raise] = ofPlan(await takeRaised(), plan!._id);
    const { sendJobs } = await import('../../functions/lib/adapters/queues');
    await sendJobs('notifications', [raise!]);
    await sendJobs('notifications', [raise!]);
    await runQueuedJobs('notifications');
    const bell = await api('GET', '/notifications', { token: owner.token });
    expect(bell.body.data.filter((notification: { type: string }) => notification.type === 'maintenance_due')).toHaveLength(1);
  });

  it('catch up missed days once, and skip plans that moved on', async () => {
    const { owner, item } = await payingOwnerWithItem('Compressor');
    const [caughtUp] = await createPlan(owner, { items: [item._id], firstDue: '2031-04-20', daysAhead: 2 });
    const [moved] = await createPlan(owner, { items: [item._id], firstDue: '2031-04-21', daysAhead: 0 });
    await api('PUT', `${plansOf(owner, item._id)}/${moved!._id}`, { token: owner.token, body: { nextDue: '2031-06-01' } });
    // No run between 2031-03-12 and 2031-04-22: the run on the 22nd reads every day since.
    await check('2031-04-22');
    const raised = await takeRaised();
    expect(ofPlan(raised, caughtUp!._id).map((job) => job.jobId).sort()).toEqual([`maintenance-${caughtUp!._id}-2031-04-20-ahead`, `maintenance-${caughtUp!._id}-2031-04-20-due`]);
    expect(ofPlan(raised, moved!._id)).toEqual([]);
    await check('2031-04-23');
    expect(ofPlan(await takeRaised(), caughtUp!._id)).toEqual([]);
    const cursor = await db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.maintenanceReminderCursor('maintenance.check').pk } }));
    expect(cursor.Items?.[0]?.period).toBe('2031-04-23');
  });

  it('tell nobody of a company whose plan lost maintenance plans', async () => {
    const { owner, item } = await payingOwnerWithItem('Boiler');
    const [plan] = await createPlan(owner, { items: [item._id], firstDue: '2031-05-02', daysAhead: 0 });
    await setPlan(owner.company._id, 'start', '2032-01-01T00:00:00.000Z');
    await check('2031-05-02');
    expect(ofPlan(await takeRaised(), plan!._id)).toEqual([]);
  });
});
