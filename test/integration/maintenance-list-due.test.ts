import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';

/**
 * Every row of the items list says when the item's maintenance is next due (issue 28, section 2;
 * docs/maintenance.md, "In the items list and on the item's card"): the earliest next due date of
 * its unfinished plans, kept on the item and written with every change of its plans, so the
 * unfiltered list (in any order) shows it without a read per row.
 */

const base = (owner: Owner) => `/company/${owner.company._id}/maintenance`;
const plansOf = (owner: Owner, itemId: string) => `${base(owner)}/items/${itemId}/plans`;

async function createPlan(owner: Owner, body: Record<string, unknown>) {
  const answer = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'Oil change', repeatUnit: 'months', repeatEvery: 1, ...body } });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as { _id: string; itemId: string; nextDue: string }[];
}

async function done(owner: Owner, itemId: string, planId: string) {
  const answer = await api('POST', `${plansOf(owner, itemId)}/${planId}/done`, { token: owner.token, body: {} });
  expect(answer.status).toBe(201);
  return answer.body.plan as { nextDue: string | null; finished: boolean };
}

async function removePlan(owner: Owner, itemId: string, planId: string) {
  expect((await api('DELETE', `${plansOf(owner, itemId)}/${planId}`, { token: owner.token })).status).toBe(200);
}

/** Each item's next due date as the list's rows say it (null: the row has none), unfiltered, by creation and by title. */
async function rowDates(owner: Owner): Promise<Record<string, string | null>> {
  const [created, byTitle] = await Promise.all([
    api('GET', itemsPath(owner), { token: owner.token }),
    api('GET', itemsPath(owner), { token: owner.token, query: { sort: 'title' } }),
  ]);
  const dates = (answer: { body: { data: { title: string; nextMaintenanceDue?: string | null }[] } }) =>
    Object.fromEntries(answer.body.data.map((row) => [row.title, row.nextMaintenanceDue ?? null]));
  expect(dates(byTitle)).toEqual(dates(created));
  return dates(byTitle);
}

describe('the next due date on every row of the items list', () => {
  it('follows the item’s plans: created, done, an earlier one added, edited, deleted, the last one deleted', async () => {
    const owner = await companyOwner();
    const [pump] = await createItems(owner, { title: 'Pump' });
    await createItems(owner, { title: 'Crane' });
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: null });

    const [monthly] = await createPlan(owner, { items: [pump!._id], firstDue: '2030-05-10' });
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: '2030-05-10' });

    // Done: the plan moves on a month, and the row with it.
    const moved = await done(owner, pump!._id, monthly!._id);
    expect(moved.nextDue).toBe('2030-06-10');
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: '2030-06-10' });

    // A second plan due earlier: the row shows the earlier one.
    const [weekly] = await createPlan(owner, { items: [pump!._id], firstDue: '2030-05-20', repeatUnit: 'weeks' });
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: '2030-05-20' });

    // Rescheduled later than the other: the other is the earliest now.
    const edited = await api('PUT', `${plansOf(owner, pump!._id)}/${weekly!._id}`, { token: owner.token, body: { nextDue: '2030-07-01' } });
    expect(edited.status).toBe(200);
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: '2030-06-10' });

    // The earliest deleted: the row falls back to the other; the last deleted: nothing.
    await removePlan(owner, pump!._id, monthly!._id);
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: '2030-07-01' });
    await removePlan(owner, pump!._id, weekly!._id);
    expect(await rowDates(owner)).toEqual({ Crane: null, Pump: null });
    // The card says the same.
    expect((await api('GET', `${itemsPath(owner)}/${pump!._id}/detailed`, { token: owner.token })).body.nextMaintenanceDue).toBeNull();
  });

  it('drops a one-time plan once it is done, and keeps an overdue date as the earliest', async () => {
    const owner = await companyOwner();
    const [lift] = await createItems(owner, { title: 'Lift' });
    const [once] = await createPlan(owner, { items: [lift!._id], firstDue: '2030-03-01', repeatUnit: 'once' });
    expect(await rowDates(owner)).toEqual({ Lift: '2030-03-01' });
    expect((await done(owner, lift!._id, once!._id)).finished).toBe(true);
    expect(await rowDates(owner)).toEqual({ Lift: null });

    const overdue = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await createPlan(owner, { items: [lift!._id], firstDue: overdue });
    await createPlan(owner, { items: [lift!._id], firstDue: '2030-01-01' });
    expect(await rowDates(owner)).toEqual({ Lift: overdue });
    // The overdue filter's row says the same date.
    const filtered = await api('GET', itemsPath(owner), { token: owner.token, query: { maintenance: 'overdue' } });
    expect(filtered.body.data.map((row: { nextMaintenanceDue: string }) => row.nextMaintenanceDue)).toEqual([overdue]);
  });

  it('gives every item of a type the date of a plan made for the type', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Drill', type: 'Power tool', count: 3 });
    await createItems(owner, { title: 'Ladder', type: 'Access' });
    const plans = await createPlan(owner, { itemType: 'Power tool', firstDue: '2030-02-14', repeatUnit: 'weeks', repeatEvery: 2 });
    expect(plans).toHaveLength(3);
    const answer = await api('GET', itemsPath(owner), { token: owner.token, query: { sort: 'title' } });
    const dates = answer.body.data.map((row: { type: string; nextMaintenanceDue?: string }) => [row.type, row.nextMaintenanceDue ?? null]);
    expect(dates).toEqual([...Array(3).fill(['Power tool', '2030-02-14']), ['Access', null]]);
  });

  it('keeps the earliest date right when the item’s plans change at the same moment', async () => {
    const owner = await companyOwner();
    const [press] = await createItems(owner, { title: 'Press' });
    const [first, second] = await Promise.all(['2030-09-01', '2030-08-01'].map((firstDue) => createPlan(owner, { items: [press!._id], firstDue }).then((made) => made[0]!)));
    expect(await rowDates(owner)).toEqual({ Press: '2030-08-01' });
    // Two plans added and the earliest deleted at once: each change is written on the plans as they are.
    await Promise.all([
      createPlan(owner, { items: [press!._id], firstDue: '2030-10-01' }),
      createPlan(owner, { items: [press!._id], firstDue: '2030-08-15' }),
      removePlan(owner, press!._id, second!._id),
      done(owner, press!._id, first!._id),
    ]);
    const plans = await api('GET', plansOf(owner, press!._id), { token: owner.token });
    const earliest = plans.body.data.map((plan: { nextDue: string }) => plan.nextDue).sort()[0];
    expect(earliest).toBe('2030-08-15');
    expect(await rowDates(owner)).toEqual({ Press: earliest });
  });

  it('does not give a part separated from a batch the batch’s date: the part has no plans', async () => {
    const owner = await companyOwner();
    const [boxes] = await createItems(owner, { title: 'Boxes', accountingType: 'batch', quantity: 10, units: 'pieces' });
    await createPlan(owner, { items: [boxes!._id], firstDue: '2030-03-01' });
    const separated = await api('POST', `${itemsPath(owner)}/${boxes!._id}/separate`, { token: owner.token, body: { quantity: 4 } });
    expect(separated.status).toBe(201);
    const rows = (await api('GET', itemsPath(owner), { token: owner.token })).body.data as { _id: string; quantity: number; nextMaintenanceDue?: string }[];
    expect(rows.map((row) => [row.quantity, row.nextMaintenanceDue ?? null]).sort()).toEqual([
      [4, null],
      [6, '2030-03-01'],
    ]);
  });
});
