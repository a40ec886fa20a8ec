import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemsListQuery } from './list-items';

/** The query string the list sends for one page. */
async function requestedQuery(params: Parameters<typeof itemsListQuery>[1]): Promise<Record<string, string>> {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: [], count: 0, next: null }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  const { queryFn } = itemsListQuery('c1', params);
  await (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
  const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
  return Object.fromEntries(url.searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page of the items list', () => {
  it('starts at its offset without a cursor', async () => {
    expect(await requestedQuery({ page: 3, pageSize: 20, sort: 'title', filters: { brand: 'Acme' } })).toEqual({
      limit: '20', offset: '40', sort: 'title', brand: 'Acme',
    });
  });

  it('starts right after the item its cursor names, with no offset', async () => {
    expect(await requestedQuery({ page: 3, after: 'c-3', pageSize: 20, sort: 'title', filters: {} })).toEqual({
      limit: '20', after: 'c-3', sort: 'title',
    });
  });

  it('is cached apart for each cursor', () => {
    const key = (after?: string) => itemsListQuery('c1', { page: 2, after, pageSize: 10, sort: 'title', filters: {} }).queryKey;
    expect(key('a')).not.toEqual(key('b'));
    expect(key()).not.toEqual(key('a'));
  });
});
