import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { invokeApi } from '../../infra/local/gateway';
import { runBookingsCheck } from '../../functions/bookings/public';
import type { NotificationRaiseJob } from '../../shared/jobs';
import { api } from '../support/api';
import { runQueuedJobs } from '../support/jobs';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

type Owner = Awaited<ReturnType<typeof companyOwner>>;
const base = (owner: Owner) => `/company/${owner.company._id}`;
const bookings = (owner: Owner) => `${base(owner)}/bookings`;

/** An hour from a day ahead, as an instant: bookings in the future, clear of the clock. */
const hour = (n: number) => new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 10, 0) + n * 3_600_000).toISOString();

async function newItem(owner: Owner, body: Record<string, unknown> = {}) {
  const created = await api('POST', `${base(owner)}/item`, { token: owner.token, body: { title: 'Drill', person: owner.user._id, ...body } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.data[0] as { _id: string; title: string };
}

const book = (owner: Owner, token: string, body: Record<string, unknown>) => api('POST', bookings(owner), { token, body });

describe('bookings', () => {
  it('creates a booking for the caller, reads it and lists it as theirs, by item and in the company list', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const created = await book(owner, owner.token, { items: [{ itemId: item._id }], start: '2099-03-01T10:00:00+02:00', end: '2099-03-01T18:00:00+02:00', note: 'Site A' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      items: [{ itemId: item._id, title: 'Drill', quantity: 1, checkedOutAt: null, returnedAt: null }],
      person: { _id: owner.user._id },
      start: '2099-03-01T08:00:00.000Z',
      end: '2099-03-01T16:00:00.000Z',
      note: 'Site A',
      status: 'reserved',
    });
    const id = created.body._id;
    expect((await api('GET', `${bookings(owner)}/${id}`, { token: owner.token })).body._id).toBe(id);
    expect((await api('GET', `${bookings(owner)}/mine`, { token: owner.token })).body).toMatchObject({ count: 1, data: [{ _id: id }] });
    expect((await api('GET', `${base(owner)}/item/${item._id}/bookings`, { token: owner.token })).body.count).toBe(1);
    const listed = await api('GET', bookings(owner), { token: owner.token, query: { itemId: item._id, status: 'reserved' } });
    expect(listed.body).toMatchObject({ count: 1, data: [{ _id: id }] });
    expect((await api('GET', bookings(owner), { token: owner.token, query: { status: 'cancelled' } })).body.count).toBe(0);
  });

  it('refuses a period ending before it starts, or already over', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const backwards = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(5), end: hour(4) });
    expect([backwards.status, backwards.body.details.fields.end]).toEqual([400, 'invalid_rule_end_after_start']);
    const past = await book(owner, owner.token, { items: [{ itemId: item._id }], start: '2020-01-01T00:00:00Z', end: '2020-01-02T00:00:00Z' });
    expect([past.status, past.body.details.fields.end]).toEqual([400, 'invalid_rule_future']);
  });

  it('refuses overlapping periods of one item but takes back-to-back ones (an end equal to the next start)', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const other = await newItem(owner, { title: 'Saw' });
    expect((await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(10), end: hour(12) })).status).toBe(201);
    const overlap = await book(owner, owner.token, { items: [{ itemId: other._id }, { itemId: item._id }], start: hour(11), end: hour(13) });
    expect([overlap.status, overlap.body.error, overlap.body.details]).toEqual([409, 'BookingConflict', { itemId: item._id, title: 'Drill' }]);
    const inside = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(10), end: hour(11) });
    expect(inside.body.error).toBe('BookingConflict');
    expect((await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(12), end: hour(14) })).status).toBe(201);
    expect((await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(8), end: hour(10) })).status).toBe(201);
    // The refused multi-item booking wrote nothing: the other item is still free.
    expect((await book(owner, owner.token, { items: [{ itemId: other._id }], start: hour(11), end: hour(13) })).status).toBe(201);
    const period = await api('GET', bookings(owner), { token: owner.token, query: { itemId: item._id, from: hour(11), to: hour(12) } });
    expect(period.body.count).toBe(1);
  });

  it('books a batch item up to its quantity at any moment, counting the peak', async () => {
    const owner = await companyOwner();
    const batch = await newItem(owner, { title: 'Chairs', accountingType: 'batch', quantity: 10, units: 'pieces' });
    const take = (quantity: number, from: number, to: number) => book(owner, owner.token, { items: [{ itemId: batch._id, quantity }], start: hour(from), end: hour(to) });
    expect((await take(4, 10, 12)).status).toBe(201);
    expect((await take(6, 11, 13)).status).toBe(201);
    // 10 held from 11 to 12: nothing more then, but 4 more from 12 (only the 6 remain).
    const full = await take(1, 11, 12);
    expect([full.status, full.body.error]).toEqual([409, 'BookingConflict']);
    expect((await take(4, 12, 14)).status).toBe(201);
    expect((await take(1, 12, 13)).body.error).toBe('BookingConflict');
    expect((await take(10, 13, 15)).body.error).toBe('BookingConflict');
    expect((await take(6, 13, 15)).status).toBe(201);
    const tooMany = await take(11, 20, 21);
    expect([tooMany.status, tooMany.body.details.fields['items.0.quantity']]).toEqual([400, 'invalid_rule_quantity']);
    const single = await newItem(owner);
    const two = await book(owner, owner.token, { items: [{ itemId: single._id, quantity: 2 }], start: hour(1), end: hour(2) });
    expect(two.body.details.fields['items.0.quantity']).toBe('invalid_rule_single_quantity');
  });

  it('gives one of two requests racing for one slot the booking and the other a named 409', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const answers = await Promise.all([0, 1].map(() => book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(30), end: hour(32) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ error: 'BookingConflict', details: { itemId: item._id } });
    expect((await api('GET', `${base(owner)}/item/${item._id}/bookings`, { token: owner.token })).body.count).toBe(1);
  });

  it('lets a batch race fill its quantity exactly', async () => {
    const owner = await companyOwner();
    const batch = await newItem(owner, { title: 'Cones', accountingType: 'batch', quantity: 5, units: 'pieces' });
    const answers = await Promise.all([0, 1, 2, 3].map(() => book(owner, owner.token, { items: [{ itemId: batch._id, quantity: 2 }], start: hour(40), end: hour(41) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
  });

  it('refuses items decommissioned, inactive, in service or being transferred, by name', async () => {
    const owner = await companyOwner();
    const refused = async (itemId: string, status: string) => {
      const answer = await book(owner, owner.token, { items: [{ itemId }], start: hour(1), end: hour(2) });
      expect([answer.status, answer.body.error, answer.body.details.status]).toEqual([409, 'ItemNotBookable', status]);
    };
    const serviced = await newItem(owner);
    await api('PUT', `${base(owner)}/item/${serviced._id}/repair`, { token: owner.token, body: { title: 'W', reason: 'R', location: 'L' } });
    await refused(serviced._id, 'in_service');
    const banned = await newItem(owner);
    await api('PUT', `${base(owner)}/item/${banned._id}/ban`, { token: owner.token, body: {} });
    await refused(banned._id, 'decommissioned');
    const inactive = await newItem(owner);
    await api('PUT', `${base(owner)}/item/${inactive._id}/deactivate`, { token: owner.token });
    await refused(inactive._id, 'inactive');
    await api('PUT', `${base(owner)}/settings`, { token: owner.token, body: { operationsWithApprovement: true } });
    const worker = await memberWithRole(owner.company._id, 'worker');
    const moving = await newItem(owner);
    await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [moving._id], user: worker.user._id } });
    await refused(moving._id, 'in_transfer');
  });

  it('lets managers book for anyone and everyone else only for themselves, seeing their own', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const worker = await memberWithRole(owner.company._id, 'worker');
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const forWorker = await book(owner, stockman.token, { items: [{ itemId: item._id }], personId: worker.user._id, start: hour(1), end: hour(2) });
    expect([forWorker.status, forWorker.body.person._id]).toEqual([201, worker.user._id]);
    const forOther = await book(owner, worker.token, { items: [{ itemId: item._id }], personId: stockman.user._id, start: hour(3), end: hour(4) });
    expect([forOther.status, forOther.body.error]).toEqual([403, 'AccessError']);
    const own = await book(owner, worker.token, { items: [{ itemId: item._id }], start: hour(3), end: hour(4) });
    expect(own.status).toBe(201);
    const ownerOnly = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(5), end: hour(6) });
    expect((await api('GET', `${bookings(owner)}/mine`, { token: worker.token })).body.count).toBe(2);
    expect((await api('GET', `${bookings(owner)}/${ownerOnly.body._id}`, { token: worker.token })).status).toBe(404);
    expect((await api('POST', `${bookings(owner)}/${ownerOnly.body._id}/cancel`, { token: worker.token })).status).toBe(404);
    expect((await api('GET', `${bookings(owner)}/${forWorker.body._id}`, { token: worker.token })).status).toBe(200);
    expect((await api('GET', bookings(owner), { token: worker.token })).status).toBe(403);
    expect((await api('GET', bookings(owner), { token: stockman.token, query: { personId: worker.user._id } })).body.count).toBe(2);
    const user = await memberWithRole(owner.company._id, 'user');
    expect((await book(owner, user.token, { items: [{ itemId: item._id }], start: hour(7), end: hour(8) })).status).toBe(403);
    const stranger = await companyOwner();
    const outsider = await book(owner, owner.token, { items: [{ itemId: item._id }], personId: stranger.user._id, start: hour(9), end: hour(10) });
    expect([outsider.status, outsider.body.error]).toEqual([404, 'UserNotFound']);
  });

  it('cancels a reservation, which frees its period', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const created = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(1), end: hour(3) });
    const cancelled = await api('POST', `${bookings(owner)}/${created.body._id}/cancel`, { token: owner.token });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    const again = await api('POST', `${bookings(owner)}/${created.body._id}/cancel`, { token: owner.token });
    expect([again.status, again.body.error]).toEqual([409, 'BookingStateError']);
    expect((await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(1), end: hour(3) })).status).toBe(201);
    expect((await api('GET', bookings(owner), { token: owner.token, query: { status: 'cancelled' } })).body.count).toBe(1);
  });

  it("answers NotFound for another company's bookings and items on every route", async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const theirs = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(1), end: hour(2) });
    const other = await companyOwner();
    const id = theirs.body._id;
    expect((await api('GET', `${bookings(other)}/${id}`, { token: other.token })).status).toBe(404);
    expect((await api('POST', `${bookings(other)}/${id}/cancel`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `${base(other)}/item/${item._id}/bookings`, { token: other.token })).status).toBe(404);
    const foreignItem = await book(other, other.token, { items: [{ itemId: item._id }], start: hour(3), end: hour(4) });
    expect([foreignItem.status, foreignItem.body.error]).toEqual([404, 'NotFound']);
    expect((await api('GET', bookings(other), { token: other.token, query: { itemId: item._id } })).body.count).toBe(0);
    expect((await api('GET', `${bookings(other)}/mine`, { token: other.token })).body.count).toBe(0);
    // The other company's path with this company's token: refused before any read.
    expect((await api('GET', `${bookings(owner)}/${id}`, { token: other.token })).status).toBe(403);
  });
});

describe('checking bookings out and in', () => {
  const now = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  async function placedItem(owner: Owner, title: string) {
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: `Store ${title}`, locations: ['Shelf 1'] } });
    const item = await newItem(owner, { title });
    const placed = await api('PUT', `${base(owner)}/item/locations/add`, {
      token: owner.token,
      body: { item_ids: [item._id], object: object.body._id, location: object.body.locations[0]._id },
    });
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    return { item, objectId: object.body._id as string, locationId: object.body.locations[0]._id as string };
  }
  const detail = (owner: Owner, id: string) => api('GET', `${base(owner)}/item/${id}/detailed`, { token: owner.token }).then((answer) => answer.body);

  it('checks out to the booking person and back to the previous person and place, with history', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const { item, objectId, locationId } = await placedItem(owner, 'Projector');
    const created = await book(owner, owner.token, { items: [{ itemId: item._id }], personId: worker.user._id, start: now(-1), end: now(120) });
    const id = created.body._id;
    expect((await api('POST', `${bookings(owner)}/${id}/check-out`, { token: worker.token })).status).toBe(403);
    const out = await api('POST', `${bookings(owner)}/${id}/check-out`, { token: owner.token });
    expect([out.status, out.body.status, out.body.items[0].checkedOutAt]).toEqual([200, 'checked_out', expect.any(String)]);
    expect(await detail(owner, item._id)).toMatchObject({ responsible: { _id: worker.user._id }, location: { _id: locationId } });
    expect((await api('POST', `${bookings(owner)}/${id}/cancel`, { token: owner.token })).body.error).toBe('BookingStateError');
    expect((await api('POST', `${bookings(owner)}/${id}/check-out`, { token: owner.token })).body.error).toBe('BookingStateError');
    const back = await api('POST', `${bookings(owner)}/${id}/check-in`, { token: owner.token, body: {} });
    expect([back.status, back.body.status, back.body.items[0].returnedAt]).toEqual([200, 'returned', expect.any(String)]);
    expect(await detail(owner, item._id)).toMatchObject({ responsible: { _id: owner.user._id }, object: { _id: objectId }, location: { _id: locationId } });
    const history = await api('GET', `${base(owner)}/item/${item._id}/transactions`, { token: owner.token });
    // Newest first: the check-in and the check-out, each a transfer of the spec's action log.
    expect(history.body.data.slice(0, 2).map((entry: { kind: string; actionCode: number }) => [entry.kind, entry.actionCode])).toEqual([
      ['transfer', 2],
      ['transfer', 2],
    ]);
    // Returned, the item is free for the rest of the period.
    expect((await book(owner, owner.token, { items: [{ itemId: item._id }], start: now(30), end: now(60) })).status).toBe(201);
  });

  it('checks a multi-item booking in part by part, to a person and place chosen at check-in', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const first = await placedItem(owner, 'Camera');
    const second = await placedItem(owner, 'Tripod');
    const created = await book(owner, owner.token, { items: [{ itemId: first.item._id }, { itemId: second.item._id }], personId: worker.user._id, start: now(-1), end: now(60) });
    const id = created.body._id;
    await api('POST', `${bookings(owner)}/${id}/check-out`, { token: stockman.token });
    const part = await api('POST', `${bookings(owner)}/${id}/check-in`, { token: owner.token, body: { items: [first.item._id] } });
    expect([part.body.status, part.body.items.map((line: { returnedAt: string | null }) => line.returnedAt !== null)]).toEqual(['checked_out', [true, false]]);
    expect((await detail(owner, first.item._id)).responsible._id).toBe(owner.user._id);
    expect((await detail(owner, second.item._id)).responsible._id).toBe(worker.user._id);
    const twice = await api('POST', `${bookings(owner)}/${id}/check-in`, { token: owner.token, body: { items: [first.item._id] } });
    expect(twice.status).toBe(400);
    const rest = await api('POST', `${bookings(owner)}/${id}/check-in`, { token: owner.token, body: { userId: stockman.user._id, objectId: first.objectId } });
    expect(rest.body.status).toBe('returned');
    expect(await detail(owner, second.item._id)).toMatchObject({ responsible: { _id: stockman.user._id }, object: { _id: first.objectId }, location: null });
  });

  it('refuses a check-out before the start, and of an item that became unbookable', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const later = await book(owner, owner.token, { items: [{ itemId: item._id }], start: now(60), end: now(120) });
    const early = await api('POST', `${bookings(owner)}/${later.body._id}/check-out`, { token: owner.token });
    expect([early.status, early.body.error]).toEqual([409, 'BookingNotStarted']);
    const current = await book(owner, owner.token, { items: [{ itemId: item._id }], start: now(-1), end: now(30) });
    await api('PUT', `${base(owner)}/item/${item._id}/repair`, { token: owner.token, body: { title: 'W', reason: 'R', location: 'L' } });
    const serviced = await api('POST', `${bookings(owner)}/${current.body._id}/check-out`, { token: owner.token });
    expect([serviced.status, serviced.body.error, serviced.body.details.status]).toEqual([409, 'ItemNotBookable', 'in_service']);
  });

  it("answers NotFound for another company's booking on check-out and check-in", async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const created = await book(owner, owner.token, { items: [{ itemId: item._id }], start: now(-1), end: now(30) });
    const other = await companyOwner();
    expect((await api('POST', `${bookings(other)}/${created.body._id}/check-out`, { token: other.token })).status).toBe(404);
    await api('POST', `${bookings(owner)}/${created.body._id}/check-out`, { token: owner.token });
    expect((await api('POST', `${bookings(other)}/${created.body._id}/check-in`, { token: other.token, body: {} })).status).toBe(404);
  });
});

describe('overdue bookings and reminders', () => {
  const sqs = new SQSClient({});
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  /** The raise jobs the check queued for one booking (the queue is drained of every job). */
  async function raisedFor(bookingId: string): Promise<NotificationRaiseJob[]> {
    const taken: NotificationRaiseJob[] = [];
    for (;;) {
      const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: process.env.NOTIFICATIONS_QUEUE_URL!, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
      if (Messages.length === 0) return taken.filter((job) => job.kind === 'notifications.raise' && job.jobId.startsWith(`booking-${bookingId}-`));
      taken.push(...Messages.map((message) => JSON.parse(message.Body!)));
      await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: process.env.NOTIFICATIONS_QUEUE_URL!, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
    }
  }
  const check = (at: string) => runBookingsCheck({ kind: 'bookings.check', jobId: at });

  it('reminds before the end, marks a booking not checked in overdue at its end and tells of it, once each', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const item = await newItem(owner, { title: 'Generator' });
    const end = inMinutes(90);
    const created = await book(owner, owner.token, { items: [{ itemId: item._id }], personId: worker.user._id, start: inMinutes(-1), end });
    const id = created.body._id;
    await api('POST', `${bookings(owner)}/${id}/check-out`, { token: owner.token });

    await check(inMinutes(1));
    expect(await raisedFor(id)).toEqual([
      {
        kind: 'notifications.raise',
        companyId: owner.company._id,
        requestedBy: owner.user._id,
        jobId: `booking-${id}-ending`,
        type: 'booking_ending',
        recipients: { users: [worker.user._id, owner.user._id], roles: [] },
        actorId: null,
        link: `/bookings?booking=${id}`,
        params: { items: 'Generator', end },
      },
    ]);
    await check(inMinutes(2));
    expect(await raisedFor(id)).toEqual([]);
    expect((await api('GET', `${bookings(owner)}/${id}`, { token: owner.token })).body.status).toBe('checked_out');

    await check(inMinutes(95));
    const overdue = await raisedFor(id);
    expect(overdue.map((job) => [job.type, job.jobId])).toEqual([['booking_overdue', `booking-${id}-overdue`]]);
    expect((await api('GET', `${bookings(owner)}/${id}`, { token: owner.token })).body.status).toBe('overdue');
    expect((await api('GET', bookings(owner), { token: owner.token, query: { status: 'overdue' } })).body.count).toBe(1);
    await check(inMinutes(100));
    expect(await raisedFor(id)).toEqual([]);

    // Delivered twice (a redelivered raise), the bell still shows it once.
    const { sendJobs } = await import('../../functions/lib/adapters/queues');
    await sendJobs('notifications', [overdue[0]!, overdue[0]!]);
    await runQueuedJobs('notifications');
    const bell = await api('GET', '/notifications', { token: worker.token });
    expect(bell.body.data.filter((notification: { type: string }) => notification.type === 'booking_overdue')).toHaveLength(1);

    const back = await api('POST', `${bookings(owner)}/${id}/check-in`, { token: owner.token, body: {} });
    expect([back.status, back.body.status]).toEqual([200, 'returned']);
  });

  it('tells nothing of a reservation never checked out, nor of a cancelled one, and leaves it reserved', async () => {
    const owner = await companyOwner();
    const item = await newItem(owner);
    const kept = await book(owner, owner.token, { items: [{ itemId: item._id }], start: inMinutes(-1), end: inMinutes(30) });
    const cancelled = await book(owner, owner.token, { items: [{ itemId: item._id }], start: inMinutes(40), end: inMinutes(50) });
    await api('POST', `${bookings(owner)}/${cancelled.body._id}/cancel`, { token: owner.token });
    await check(inMinutes(60));
    expect(await raisedFor(kept.body._id)).toEqual([]);
    expect(await raisedFor(cancelled.body._id)).toEqual([]);
    expect((await api('GET', `${bookings(owner)}/${kept.body._id}`, { token: owner.token })).body.status).toBe('reserved');
  });
});

describe('the calendar feed', () => {
  /** Fetches a feed URL as a calendar app does: no token, the body as it comes. */
  async function fetchFeed(url: string) {
    const answer = await invokeApi({ method: 'GET', path: new URL(url).pathname, query: new URLSearchParams(), headers: {} });
    return { status: answer.statusCode ?? 200, type: String(answer.headers?.['content-type'] ?? ''), body: answer.body ?? '' };
  }
  const feedPath = (owner: Owner) => `${bookings(owner)}/feed`;

  it("serves the user's bookings as iCalendar to a secret URL, cancelled ones marked, and 404 once revoked or renewed", async () => {
    const owner = await companyOwner();
    const item = await newItem(owner, { title: 'Projector; HD, 4K' });
    const kept = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(1), end: hour(3), note: 'Room 2' });
    const dropped = await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(5), end: hour(6) });
    await api('POST', `${bookings(owner)}/${dropped.body._id}/cancel`, { token: owner.token });
    expect((await api('GET', feedPath(owner), { token: owner.token })).body).toEqual({ enabled: false, scope: null, url: null });
    const on = await api('POST', feedPath(owner), { token: owner.token, body: {} });
    expect(on.body).toMatchObject({ enabled: true, scope: 'mine', url: expect.stringMatching(/\/api\/v1\/bookings\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) });
    expect((await api('GET', feedPath(owner), { token: owner.token })).body).toEqual({ enabled: true, scope: 'mine', url: null });

    const served = await fetchFeed(on.body.url);
    expect([served.status, served.type]).toEqual([200, 'text/calendar; charset=utf-8']);
    expect(served.body).toMatch(/\r\n$/);
    const events = new ICAL.Component(ICAL.parse(served.body)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const byUid = new Map(events.map((event) => [event.uid, event]));
    const first = byUid.get(`${kept.body._id}@bookings.assetbook`)!;
    expect(first.summary).toContain('Projector; HD, 4K');
    expect(first.description).toBe('Room 2');
    expect(first.startDate.toJSDate().toISOString()).toBe(hour(1));
    expect(first.endDate.toJSDate().toISOString()).toBe(hour(3));
    expect(first.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(byUid.get(`${dropped.body._id}@bookings.assetbook`)!.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    const renewed = await api('POST', feedPath(owner), { token: owner.token, body: {} });
    expect((await fetchFeed(on.body.url)).status).toBe(404);
    expect((await fetchFeed(renewed.body.url)).status).toBe(200);
    expect((await api('DELETE', feedPath(owner), { token: owner.token })).body).toEqual({ ok: true });
    expect((await fetchFeed(renewed.body.url)).status).toBe(404);
    expect((await fetchFeed(renewed.body.url.replace(/.{10}\.ics$/, 'AAAAAAAAAA.ics'))).status).toBe(404);
  });

  it("gives admins a feed of the company's bookings, others only their own", async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const item = await newItem(owner);
    await book(owner, owner.token, { items: [{ itemId: item._id }], start: hour(1), end: hour(2) });
    await book(owner, worker.token, { items: [{ itemId: item._id }], start: hour(2), end: hour(3) });
    expect((await api('POST', feedPath(owner), { token: worker.token, body: { scope: 'company' } })).status).toBe(403);
    const mine = await api('POST', feedPath(owner), { token: worker.token, body: {} });
    const company = await api('POST', feedPath(owner), { token: owner.token, body: { scope: 'company' } });
    const count = async (url: string) => new ICAL.Component(ICAL.parse((await fetchFeed(url)).body)).getAllSubcomponents('vevent').length;
    expect(await count(mine.body.url)).toBe(1);
    expect(await count(company.body.url)).toBe(2);
  });
});
