import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';

/**
 * The items list's booking and maintenance filters (issues 29 and 28, docs/decisions.md "Items list:
 * booking and maintenance filters"), alone, combined with another filter and a search, and never
 * across companies; analytics' counts of items out; the card's dates; deleting an item with plans or
 * a booking.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const company = (owner: Owner) => `/company/${owner.company._id}`;

async function newItem(owner: Owner, title: string, body: Record<string, unknown> = {}) {
  const [item] = await createItems(owner, { title, person: owner.user._id, ...body });
  return item!;
}

/** A booking of the item from a minute ago to `end`, checked out at once. */
async function checkedOut(owner: Owner, itemId: string, end: string) {
  const created = await api('POST', `${company(owner)}/bookings`, { token: owner.token, body: { items: [{ itemId }], start: inSeconds(-60), end } });
  expect(created.status).toBe(201);
  const out = await api('POST', `${company(owner)}/bookings/${created.body._id}/check-out`, { token: owner.token });
  expect(out.status).toBe(200);
  return created.body._id as string;
}

const list = (owner: Owner, query: Record<string, string>) => api('GET', itemsPath(owner), { token: owner.token, query });
const titles = (answer: { body: { data: { title: string }[] } }) => answer.body.data.map((item) => item.title).sort();

async function plan(owner: Owner, itemId: string, firstDue: string) {
  const answer = await api('POST', `${company(owner)}/maintenance/plans`, {
    token: owner.token,
    body: { title: 'Check', repeatUnit: 'months', repeatEvery: 1, items: [itemId], firstDue },
  });
  expect(answer.status).toBe(201);
  return answer.body.data[0] as { _id: string };
}

describe('booking filters', () => {
  it('lists items checked out and those overdue, with the end on each row; combines with a filter and a search; never another company', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const drill = await newItem(owner, 'Drill', { brand: 'Makita' });
    const saw = await newItem(owner, 'Saw', { brand: 'Makita' });
    const ladder = await newItem(owner, 'Ladder', { brand: 'Makita' });
    const theirs = await newItem(other, 'Drill');
    const drillEnd = inSeconds(3);
    await checkedOut(owner, drill._id, drillEnd);
    const sawEnd = inSeconds(86_400);
    const sawBooking = await checkedOut(owner, saw._id, sawEnd);
    // A reservation holds nothing out.
    await api('POST', `${company(owner)}/bookings`, { token: owner.token, body: { items: [{ itemId: ladder._id }], start: inSeconds(3600), end: inSeconds(7200) } });
    await checkedOut(other, theirs._id, inSeconds(86_400));

    const out = await list(owner, { booking: 'checked_out' });
    expect([out.body.count, titles(out)]).toEqual([2, ['Drill', 'Saw']]);
    expect(out.body.data.find((item: { _id: string }) => item._id === saw._id).checkedOutUntil).toBe(sawEnd);
    expect((await list(owner, { booking: 'checked_out', search: 'saw' })).body.count).toBe(1);
    expect((await list(owner, { booking: 'checked_out', brand: 'Makita', sort: 'title' })).body.data.map((item: { title: string }) => item.title)).toEqual(['Drill', 'Saw']);
    expect((await list(owner, { booking: 'checked_out', brand: 'Bosch' })).body.count).toBe(0);
    // Another company's list shows its own item only.
    const theirList = await list(other, { booking: 'checked_out' });
    expect(theirList.body.data.map((item: { _id: string }) => item._id)).toEqual([theirs._id]);
    // Unfiltered rows carry no booking end (it would cost a read per row).
    const plain = await list(owner, {});
    expect(plain.body.data.every((item: { checkedOutUntil?: string }) => item.checkedOutUntil === undefined)).toBe(true);

    expect((await list(owner, { booking: 'overdue' })).body.count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(drillEnd) - Date.now() + 200));
    const overdue = await list(owner, { booking: 'overdue' });
    expect([overdue.body.count, titles(overdue)]).toEqual([1, ['Drill']]);
    expect((await list(owner, { booking: 'overdue', search: 'saw' })).body.count).toBe(0);
    expect((await list(other, { booking: 'overdue' })).body.count).toBe(0);

    const analytics = await api('GET', `${company(owner)}/analytics`, { token: owner.token });
    expect(analytics.body.bookings).toEqual({ checkedOut: 2, overdue: 1 });
    expect((await api('GET', `${company(other)}/analytics`, { token: other.token })).body.bookings).toEqual({ checkedOut: 1, overdue: 0 });

    const card = await api('GET', `${itemsPath(owner)}/${saw._id}/detailed`, { token: owner.token });
    expect(card.body).toMatchObject({ checkedOutUntil: sawEnd, nextMaintenanceDue: null });

    // Checked back in: out of the filter and the counts.
    expect((await api('POST', `${company(owner)}/bookings/${sawBooking}/check-in`, { token: owner.token, body: {} })).status).toBe(200);
    expect(titles(await list(owner, { booking: 'checked_out' }))).toEqual(['Drill']);
    expect((await api('GET', `${company(owner)}/analytics`, { token: owner.token })).body.bookings).toEqual({ checkedOut: 1, overdue: 1 });
  });

  it('refuses to delete an item a booking holds (out or reserved), and names the booking', async () => {
    const owner = await companyOwner();
    const drill = await newItem(owner, 'Drill');
    const ladder = await newItem(owner, 'Ladder');
    const booking = await checkedOut(owner, drill._id, inSeconds(3600));
    const reserved = await api('POST', `${company(owner)}/bookings`, { token: owner.token, body: { items: [{ itemId: ladder._id }], start: inSeconds(3600), end: inSeconds(7200) } });
    const refused = await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [drill._id] } });
    expect([refused.status, refused.body.error, refused.body.details]).toEqual([409, 'ItemBooked', { itemId: drill._id, bookingId: booking, status: 'checked_out' }]);
    const refusedReserved = await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [ladder._id] } });
    expect([refusedReserved.body.error, refusedReserved.body.details.status]).toEqual(['ItemBooked', 'reserved']);
    // Cancelled, the reservation lets the item go.
    await api('POST', `${company(owner)}/bookings/${reserved.body._id}/cancel`, { token: owner.token });
    expect((await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [ladder._id] } })).status).toBe(200);
  });

  it('bulk-deletes the items no booking holds and skips the one out, by ids and by the booking filter, deleting its plans', async () => {
    const owner = await companyOwner();
    const drill = await newItem(owner, 'Drill');
    const saw = await newItem(owner, 'Saw');
    const ladder = await newItem(owner, 'Ladder');
    await checkedOut(owner, drill._id, inSeconds(3600));
    await plan(owner, saw._id, day(-1));
    const bulk = (body: Record<string, unknown>) => api('POST', `${itemsPath(owner)}/bulk`, { token: owner.token, body });

    const byIds = await bulk({ action: 'delete', selection: { ids: [drill._id, saw._id] } });
    expect(byIds.body).toMatchObject({ done: 1, skipped: 1, skips: [{ id: drill._id, title: 'Drill', error: 'ItemBooked', status: 'checked_out' }] });
    expect((await api('GET', `${company(owner)}/maintenance/due`, { token: owner.token })).body.count).toBe(0);
    // The list's booking filter as a bulk selection (a queued job): the one item out, skipped again.
    const byFilter = await bulk({ action: 'delete', selection: { filter: { booking: 'checked_out', sort: '-created' } } });
    expect(byFilter.body).toMatchObject({ total: 1 });
    await runQueuedJobs('itemChanges');
    const job = await api('GET', `${itemsPath(owner)}/bulk/${byFilter.body._id}/state`, { token: owner.token });
    expect(job.body).toMatchObject({ state: 'done', done: 0, skipped: 1, skips: [{ id: drill._id, error: 'ItemBooked' }] });
    expect(titles(await list(owner, {}))).toEqual(['Drill', 'Ladder']);
    expect(ladder._id).toBeTruthy();
  });
});

describe('maintenance filters', () => {
  it('lists items whose maintenance is overdue or due within N days, with the date on each row; combines; never another company', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const pump = await newItem(owner, 'Pump', { type: 'Engine' });
    const boiler = await newItem(owner, 'Boiler', { type: 'Heating' });
    const crane = await newItem(owner, 'Crane', { type: 'Engine' });
    await newItem(owner, 'Chair');
    const theirs = await newItem(other, 'Pump');
    await plan(owner, pump._id, day(-2));
    await plan(owner, boiler._id, day(3));
    await plan(owner, crane._id, day(20));
    await plan(other, theirs._id, day(-2));

    const overdue = await list(owner, { maintenance: 'overdue' });
    expect([overdue.body.count, titles(overdue)]).toEqual([1, ['Pump']]);
    expect(overdue.body.data[0].nextMaintenanceDue).toBe(day(-2));
    expect(titles(await list(owner, { maintenance: 'due_within' }))).toEqual(['Boiler']);
    expect(titles(await list(owner, { maintenance: 'due_within', dueWithinDays: '30' }))).toEqual(['Boiler', 'Crane']);
    expect(titles(await list(owner, { maintenance: 'due_within', dueWithinDays: '30', type: 'Engine' }))).toEqual(['Crane']);
    expect((await list(owner, { maintenance: 'due_within', dueWithinDays: '30', search: 'boil' })).body.count).toBe(1);
    expect((await list(owner, { maintenance: 'due_within', dueWithinDays: '1' })).body.count).toBe(0);
    const theirList = await list(other, { maintenance: 'overdue' });
    expect(theirList.body.data.map((item: { _id: string }) => item._id)).toEqual([theirs._id]);
    expect((await list(owner, { maintenance: 'due_within', dueWithinDays: '400' })).status).toBe(400);
    expect((await list(owner, { maintenance: 'soon' })).status).toBe(400);

    const card = await api('GET', `${itemsPath(owner)}/${boiler._id}/detailed`, { token: owner.token });
    expect(card.body).toMatchObject({ nextMaintenanceDue: day(3), checkedOutUntil: null });
  });

  it("deletes an item's plans, due rows and log with the item: off the due list and the filters, and a repeat changes nothing", async () => {
    const owner = await companyOwner();
    const pump = await newItem(owner, 'Pump');
    const kept = await newItem(owner, 'Boiler');
    const pumpPlan = await plan(owner, pump._id, day(-1));
    await plan(owner, kept._id, day(-1));
    await api('POST', `${company(owner)}/maintenance/items/${pump._id}/plans/${pumpPlan._id}/done`, { token: owner.token, body: {} });
    expect((await api('GET', `${company(owner)}/maintenance/due`, { token: owner.token })).body.count).toBe(2);

    expect((await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [pump._id] } })).status).toBe(200);
    const due = await api('GET', `${company(owner)}/maintenance/due`, { token: owner.token });
    expect(due.body.data.map((row: { itemId: string }) => row.itemId)).toEqual([kept._id]);
    expect(titles(await list(owner, { maintenance: 'overdue' }))).toEqual(['Boiler']);
    expect(titles(await list(owner, { maintenance: 'due_within', dueWithinDays: '60' }))).toEqual([]);
    // The item is gone, so are its plans' answers.
    expect((await api('GET', `${company(owner)}/maintenance/items/${pump._id}/plans`, { token: owner.token })).status).toBe(404);
    // Deleting again is refused as for any unknown item, and leaves the other item's plan.
    expect((await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [pump._id] } })).status).toBe(404);
    expect((await api('GET', `${company(owner)}/maintenance/due`, { token: owner.token })).body.count).toBe(1);
  });
});
