import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { stocktakingLinesQuery } from './stocktaking-lines';
import { stocktakingListQuery } from './stocktaking-list';
import { reportLink, requestStocktakingReport } from './stocktaking-report';

type QueryFn = (context: { signal: AbortSignal }) => Promise<unknown>;

/** Stubs the API with one answer and tells which URL was asked. */
function stubApi(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return () => new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://localhost');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page of the stocktaking list', () => {
  it('asks for 20 from its offset with the address\'s filters', async () => {
    const asked = stubApi(200, { data: [], count: 0 });
    const { queryFn } = stocktakingListQuery('c1', { page: 3, status: 'pending', target: 'o1', startDate: '2026-11-01' });
    await (queryFn as QueryFn)({ signal: new AbortController().signal });
    const url = asked();
    expect(url.pathname).toBe('/api/v1/company/c1/stocktaking');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '20', offset: '40', status: 'pending', target: 'o1', startDate: '2026-11-01' });
  });
});

describe('the list refreshes', () => {
  it('every 5 s while a stocktaking on the page is running, and not when all are completed', () => {
    const interval = stocktakingListQuery('c1', {}).refetchInterval as (query: { state: { data: unknown } }) => number | false;
    const page = (...statuses: string[]) => ({ state: { data: { data: statuses.map((status) => ({ status })), count: statuses.length } } });
    expect(interval(page('completed', 'pending'))).toBe(5_000);
    expect(interval(page('completed'))).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });
});

describe('a page of the results per item', () => {
  it('asks from the cursor with the result and presence filters', async () => {
    const asked = stubApi(200, { data: [], next: null });
    const { queryFn } = stocktakingLinesQuery('c1', 's1', { presence: 'unexpected' }, 'cur-2', false);
    await (queryFn as QueryFn)({ signal: new AbortController().signal });
    const url = asked();
    expect(url.pathname).toBe('/api/v1/company/c1/stocktaking/s1/items');
    expect(Object.fromEntries(url.searchParams)).toEqual({ presence: 'unexpected', after: 'cur-2' });
  });

  it('is cached apart for each cursor and filter', () => {
    const key = (after?: string, result?: 'lack') => stocktakingLinesQuery('c1', 's1', { result }, after, false).queryKey;
    expect(key('a')).not.toEqual(key('b'));
    expect(key()).not.toEqual(key(undefined, 'lack'));
  });
});

describe('the report link', () => {
  it('asks again while the file is being built, then answers the link', async () => {
    const answers = [
      { state: 'processing' as const, url: null, expiresAt: null },
      { state: 'processing' as const, url: null, expiresAt: null },
      { state: 'ready' as const, url: 'https://files.example/r.xlsx', expiresAt: '2026-11-22T22:00:00Z' },
    ];
    const ask = vi.fn(async () => answers.shift()!);
    const wait = vi.fn(async () => undefined);
    expect(await reportLink(ask, { intervalMs: 2_000, stopped: () => false, wait })).toBe('https://files.example/r.xlsx');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledWith(2_000);
  });

  it('stops asking once the screen is gone', async () => {
    let gone = false;
    const ask = vi.fn(async () => ({ state: 'processing' as const, url: null, expiresAt: null }));
    const wait = async () => {
      gone = true;
    };
    expect(await reportLink(ask, { intervalMs: 2_000, stopped: () => gone, wait })).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('fails with the API\'s named error and message', async () => {
    stubApi(409, { error: 'StocktakingNotReady', message: 'The stocktaking is still being prepared. Try again in a moment' });
    const failure = await reportLink(() => requestStocktakingReport('c1', 's1'), { intervalMs: 1, stopped: () => false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).error).toBe('StocktakingNotReady');
    expect((failure as ApiError).message).toBe('The stocktaking is still being prepared. Try again in a moment');
  });
});
