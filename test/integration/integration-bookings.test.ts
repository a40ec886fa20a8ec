import { describe, expect, it } from 'vitest';
import { settleMs } from '../../functions/integration/sync-cursor';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import type { Owner } from '../support/items';

/**
 * `GET /integration/v1/bookings` (issue 29, docs/integration.md): the token's company's bookings
 * changed since a time, oldest change first, cursor paged as the items read is, optionally of one
 * status, with each item's external id; another company's bookings never show, whatever is asked.
 */

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs + 200));

async function tokenOf(owner: Owner): Promise<string> {
  const created = await api('POST', '/integration', { token: owner.token, body: { name: '1C' } });
  expect(created.status).toBe(201);
  return created.body.secret;
}

const read = (secret: string, query: Record<string, string> = {}) => api('GET', '/integration/v1/bookings', { token: secret, query });

async function book(owner: Owner, itemId: string, hours: number) {
  const created = await api('POST', `/company/${owner.company._id}/bookings`, {
    token: owner.token,
    body: { items: [{ itemId }], start: inSeconds(hours * 3600), end: inSeconds(hours * 3600 + 1800) },
  });
  expect(created.status).toBe(201);
  return created.body._id as string;
}

/** Every page from `since`, following the cursor (with the same status, when one is asked). */
async function readAll(secret: string, query: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    // The cursor carries the period; the status is asked again on every page.
    const { since: _since, ...rest } = query;
    const answer = await read(secret, cursor ? { ...rest, cursor } : query);
    expect(answer.status).toBe(200);
    ids.push(...answer.body.bookings.map((booking: { id: string }) => booking.id));
    cursor = answer.body.cursor ?? undefined;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

describe('GET /integration/v1/bookings', () => {
  it("pages the company's bookings by change with external ids, filters by status, and never shows another company's", async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const [secret, otherSecret] = await Promise.all([tokenOf(owner), tokenOf(other)]);
    const laptop = await api('PUT', '/integration/v1/items/BP-1', { token: secret, body: { title: 'Laptop', price: '100.00' } });
    const laptopId = laptop.body.item._id as string;
    const since = new Date().toISOString();
    const first = await book(owner, laptopId, 1);
    const second = await book(owner, laptopId, 2);
    const third = await book(owner, laptopId, 3);
    const [theirItem] = (await api('POST', `/company/${other.company._id}/item`, { token: other.token, body: { title: 'Theirs', person: other.user._id } })).body.data;
    const theirs = await book(other, theirItem._id, 1);
    await api('POST', `/company/${owner.company._id}/bookings/${second}/cancel`, { token: owner.token });
    await settle();

    const all = await readAll(secret, { since, limit: '1' });
    // Oldest change first: the cancelled one changed last.
    expect(all).toEqual({ ids: [first, third, second], pages: 3 });
    const page = await read(secret, { since, limit: '5' });
    expect(page.body.bookings[0]).toMatchObject({
      id: first,
      status: 'reserved',
      person: { id: owner.user._id },
      items: [{ itemId: laptopId, externalId: 'BP-1', title: 'Laptop', quantity: 1, checkedOutAt: null, returnedAt: null }],
    });
    expect(page.body.cursor).toBeNull();
    expect((await readAll(secret, { since, status: 'cancelled' })).ids).toEqual([second]);
    expect((await readAll(secret, { since, status: 'reserved', limit: '1' })).ids).toEqual([first, third]);

    // Tenancy comes from the token: the other company's token sees its own booking only, and a cursor
    // of this company's listing only names a position in the other company's bookings.
    expect((await readAll(otherSecret, { since })).ids).toEqual([theirs]);
    const cursor = (await read(secret, { since, limit: '1' })).body.cursor as string;
    const borrowed = await read(otherSecret, { cursor, limit: '100' });
    expect(borrowed.body.bookings.map((booking: { id: string }) => booking.id)).not.toContain(third);
    expect((await read('abk_not-a-token')).status).toBe(401);
    expect((await read(secret, { status: 'lost' })).status).toBe(400);
    expect((await read(secret, { cursor: 'nonsense' })).status).toBe(400);
  });
});
