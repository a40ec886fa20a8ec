import { beforeAll, describe, expect, it } from 'vitest';
import { settleMs } from '../../functions/integration/sync-cursor';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';

/**
 * The integration API as an accounting system uses it (docs/integration.md): upserts by external id
 * (idempotent, unique per company), quantity and price changes, the changed-since listing paged by
 * cursor, and the company's users, objects and locations; every change an `integration` entry of
 * the item's history, the counters and facet counts exact.
 */

let owner: Owner;
let secret: string;

const call = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  api(method, `/integration/v1${path}`, { token: secret, body, query });

/** The listing ends a moment before the present: wait until what was just written is inside it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs + 200));

async function history(itemId: string) {
  const answer = await api('GET', `${itemsPath(owner)}/${itemId}/transactions`, { token: owner.token, query: { limit: '100' } });
  return answer.body.data as { kind: string; by: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
}

/** Every page of a listing from `since`, following the cursor. */
async function listAll(since: string | undefined, limit = 100) {
  const pages: { items: { _id: string; externalId: string | null; updatedAt: string }[]; cursor: string | null; syncedUntil: string }[] = [];
  let cursor: string | undefined;
  do {
    const answer = await call('GET', '/items', undefined, { limit: String(limit), ...(cursor ? { cursor } : since ? { since } : {}) });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.cursor ?? undefined;
  } while (cursor);
  return pages;
}

beforeAll(async () => {
  owner = await companyOwner();
  const created = await api('POST', '/integration', { token: owner.token, body: { name: '1C' } });
  secret = created.body.secret;
});

describe('upsert by external id', () => {
  const laptop = { title: 'Laptop Dell Latitude 5440', brand: 'Dell', model: 'Latitude 5440', type: 'Laptop', serial: 'CN-0XYZ', price: '1250.00' };

  it('creates the item once; the same call again changes nothing (no write, no history entry)', async () => {
    const first = await call('PUT', '/items/BP-000123', laptop);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: true, changed: true, item: { externalId: 'BP-000123', title: laptop.title, price: '1250.00', version: 1 } });
    const again = await call('PUT', '/items/BP-000123', laptop);
    expect(again.body).toMatchObject({ created: false, changed: false, item: { _id: first.body.item._id, version: 1 } });
    const entries = await history(first.body.item._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'integration', by: owner.user._id, after: { externalId: 'BP-000123', title: laptop.title, price: '1250.00' } });
  });

  it('changes only what differs, as an integration entry of the history, with counters and facet counts exact', async () => {
    const before = (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
    const created = await call('PUT', '/items/BP-2', { ...laptop, price: '100.00' });
    const changed = await call('PUT', '/items/BP-2', { ...laptop, brand: 'Lenovo', model: null, price: '150.50' });
    expect(changed.body).toMatchObject({ created: false, changed: true, item: { brand: 'Lenovo', model: null, price: '150.50', version: 2 } });
    const entries = await history(created.body.item._id);
    expect(entries.map((entry) => entry.kind)).toEqual(['integration', 'integration']);
    expect(entries.find((entry) => entry.before.brand)).toMatchObject({ before: { brand: 'Dell', model: 'Latitude 5440', price: '100.00' }, after: { brand: 'Lenovo', model: null, price: '150.50' } });

    const after = (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
    expect(after.count).toBe(before.count + 1);
    expect(Number(after.total) - Number(before.total)).toBeCloseTo(150.5, 2);
    const lenovo = await api('GET', itemsPath(owner), { token: owner.token, query: { brand: 'lenovo' } });
    expect(lenovo.body.count).toBe(1);
    const dell = await api('GET', itemsPath(owner), { token: owner.token, query: { brand: 'Dell' } });
    expect(dell.body.data.map((item: { _id: string }) => item._id)).not.toContain(created.body.item._id);
  });

  it('two simultaneous creates of one external id make one item', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call('PUT', '/items/RACE-1', { title: 'Raced' })));
    const created = answers.filter((answer) => answer.status === 200 && answer.body.created);
    expect(created).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const retried = await call('PUT', '/items/RACE-1', { title: 'Raced' });
    expect(retried.body).toMatchObject({ created: false, changed: false, item: { _id: created[0]!.body.item._id } });
  });

  it('refuses what an item may not be', async () => {
    expect((await call('PUT', '/items/BAD-1', { title: 'Two of one', quantity: 2 })).body.details.fields).toEqual({ quantity: 'invalid_rule_single_quantity' });
    expect((await call('PUT', '/items/BAD-2', { title: 'x', object: 'no-such-object' })).body.details.fields).toEqual({ object: 'invalid_rule_object' });
    expect((await call('PUT', '/items/has space', { title: 'x' })).status).toBe(400);
    expect((await call('PUT', '/items/BAD-3', {})).body.details.fields).toEqual({ title: 'required_field' });
  });

  it('places an item in an object and location the integration reads', async () => {
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Warehouse', locations: ['Shelf 1'] } });
    const objects = await call('GET', '/objects');
    expect(objects.body.objects).toContainEqual({ id: object.body._id, title: 'Warehouse', locations: [{ id: object.body.locations[0]._id, title: 'Shelf 1' }] });
    const locations = await call('GET', '/locations');
    expect(locations.body.locations).toContainEqual({ id: object.body.locations[0]._id, title: 'Shelf 1', objectId: object.body._id, objectTitle: 'Warehouse' });
    const placed = await call('PUT', '/items/BP-PLACED', { title: 'Shelf', object: object.body._id, location: object.body.locations[0]._id });
    expect(placed.body.item).toMatchObject({ object: { _id: object.body._id, title: 'Warehouse' }, location: { _id: object.body.locations[0]._id, title: 'Shelf 1' } });
  });

  it('reads the users of the company', async () => {
    const users = await call('GET', '/users');
    expect(users.body.users).toEqual([expect.objectContaining({ id: owner.user._id, firstName: 'Olena', role: 'root' })]);
  });
});

describe('quantity and price', () => {
  it('sets them on the item an external id names; the same values again change nothing', async () => {
    await call('PUT', '/items/BATCH-1', { title: 'Screws', accountingType: 'batch', units: 'pieces', quantity: 100, price: '0.10' });
    const changed = await call('PATCH', '/items/BATCH-1', { quantity: 250, price: '0.12' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ changed: true, item: { quantity: 250, price: '0.12', totalPrice: '30.00' } });
    const again = await call('PATCH', '/items/BATCH-1', { quantity: 250 });
    expect(again.body).toMatchObject({ changed: false, item: { version: changed.body.item.version } });
    const entries = await history(changed.body.item._id);
    expect(entries.map((entry) => entry.kind)).toEqual(['integration', 'integration']);
    expect(entries.find((entry) => entry.before.quantity)).toMatchObject({ before: { quantity: 100, price: '0.10' }, after: { quantity: 250, price: '0.12' } });
  });

  it('an unknown external id is NotFound; an empty change is refused', async () => {
    expect((await call('PATCH', '/items/NOPE', { quantity: 1 })).status).toBe(404);
    expect((await call('PATCH', '/items/BATCH-1', {})).status).toBe(400);
  });
});

describe('changed since, paged by cursor', () => {
  it('250 changes in pages of 100: none lost, none twice; the next sync has exactly what changed after', async () => {
    const company = await companyOwner();
    const made = await api('POST', '/integration', { token: company.token, body: { name: 'sync' } });
    secret = made.body.secret;
    try {
      const ids: string[] = [];
      for (const count of [40, 40, 40, 40, 40, 40, 10]) ids.push(...(await createItems(company, { title: 'Chair', count })).map((item) => item._id));
      expect(ids).toHaveLength(250);
      await settle();

      const pages = await listAll(undefined);
      expect(pages.map((page) => page.items.length)).toEqual([100, 100, 50]);
      const listed = pages.flatMap((page) => page.items.map((item) => item._id));
      expect(new Set(listed).size).toBe(250);
      expect([...listed].sort()).toEqual([...ids].sort());
      const until = pages[0]!.syncedUntil;
      expect(pages.every((page) => page.syncedUntil === until)).toBe(true);

      // 30 changes through the API and 1 in the panel since then, one item changed twice.
      const changed = ids.slice(0, 30);
      for (const id of changed) {
        const answer = await api('PUT', `/company/${company.company._id}/item/${id}/edit`, { token: company.token, body: { title: 'Chair (moved)' } });
        expect(answer.status).toBe(200);
      }
      await api('PUT', `/company/${company.company._id}/item/${changed[0]}/edit`, { token: company.token, body: { title: 'Chair (twice)' } });
      await settle();
      const next = await listAll(until, 7);
      const since = next.flatMap((page) => page.items.map((item) => item._id));
      expect(since).toHaveLength(30);
      expect([...since].sort()).toEqual([...changed].sort());
      expect(since.at(-1)).toBe(changed[0]);
    } finally {
      secret = (await api('POST', '/integration', { token: owner.token, body: { name: '1C again' } })).body.secret;
    }
  }, 120_000);

  it('an item changed while a client pages is met again later, never lost', async () => {
    const first = await call('GET', '/items', undefined, { limit: '1' });
    expect(first.body.items).toHaveLength(1);
    const seen = first.body.items[0];
    // Changing the first item moves it past the listing's end: this listing has it once, the next one again.
    await call('PATCH', `/items/${seen.externalId}`, { price: '999.99' });
    const rest = [];
    let cursor = first.body.cursor;
    while (cursor) {
      const page = await call('GET', '/items', undefined, { cursor, limit: '100' });
      rest.push(...page.body.items);
      cursor = page.body.cursor;
    }
    expect(rest.map((item: { _id: string }) => item._id)).not.toContain(seen._id);
    await settle();
    const later = await call('GET', '/items', undefined, { since: first.body.syncedUntil });
    expect(later.body.items.map((item: { _id: string }) => item._id)).toContain(seen._id);
  });

  it('a malformed cursor or since is a ValidationError', async () => {
    expect((await call('GET', '/items', undefined, { cursor: 'garbage' })).body.details.fields).toEqual({ cursor: 'invalid_rule_cursor' });
    expect((await call('GET', '/items', undefined, { since: 'yesterday' })).status).toBe(400);
  });
});
