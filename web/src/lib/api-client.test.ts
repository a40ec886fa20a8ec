import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient, isApiError, onApiUnreachable } from './api-client';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the API client on a locked company', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 402 SubscriptionExpired sends the user to the payment page, and still rejects the call', async () => {
    const onSubscriptionExpired = vi.fn();
    const onUnauthorized = vi.fn();
    configureApiClient({ language: () => 'en', onUnauthorized, onSubscriptionExpired });
    vi.stubGlobal('fetch', answer(402, { error: 'SubscriptionExpired', message: 'Access is suspended' }));
    const error = await apiRequest('GET', '/company/{company}/item', { params: { company: 'c1' } }).catch((caught: unknown) => caught);
    expect(isApiError(error, 'SubscriptionExpired')).toBe(true);
    expect(onSubscriptionExpired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('other refusals do not', async () => {
    const onSubscriptionExpired = vi.fn();
    configureApiClient({ language: () => 'en', onUnauthorized: () => {}, onSubscriptionExpired });
    vi.stubGlobal('fetch', answer(403, { error: 'PlanAccessDenied', message: 'Not on your plan' }));
    await expect(apiRequest('GET', '/company/{company}/item', { params: { company: 'c1' } })).rejects.toThrow();
    expect(onSubscriptionExpired).not.toHaveBeenCalled();
  });
});

describe('the API client when the company requires a second factor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a 403 SecondFactorEnrolmentRequired leads to the enrolment, and still rejects the call; an AccessError does not', async () => {
    const onSecondFactorRequired = vi.fn();
    configureApiClient({ language: () => 'en', onUnauthorized: () => {}, onSecondFactorRequired });
    vi.stubGlobal('fetch', answer(403, { error: 'SecondFactorEnrolmentRequired', message: 'Turn it on first' }));
    const error = await apiRequest('GET', '/company/my').catch((caught: unknown) => caught);
    expect(isApiError(error, 'SecondFactorEnrolmentRequired')).toBe(true);
    expect(onSecondFactorRequired).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', answer(403, { error: 'AccessError', message: 'No access' }));
    await expect(apiRequest('GET', '/company/my')).rejects.toThrow();
    expect(onSecondFactorRequired).toHaveBeenCalledTimes(1);
  });
});

describe('the API client when the API cannot be reached', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onApiUnreachable(() => {});
  });

  it('a network failure calls the unreachable handler (the maintenance page) and rejects with NetworkError', async () => {
    const unreachable = vi.fn();
    onApiUnreachable(unreachable);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiRequest('GET', '/auth/me').catch((caught: unknown) => caught);
    expect(isApiError(error, 'NetworkError')).toBe(true);
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('an error answer or a cancelled call does not', async () => {
    const unreachable = vi.fn();
    onApiUnreachable(unreachable);
    configureApiClient({ language: () => 'en', onUnauthorized: () => {} });
    vi.stubGlobal('fetch', answer(500, { error: 'InternalError', message: 'Boom' }));
    await expect(apiRequest('GET', '/auth/me')).rejects.toThrow();
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('Aborted', 'AbortError'))));
    await expect(apiRequest('GET', '/auth/me', { signal: controller.signal })).rejects.toThrow();
    expect(unreachable).not.toHaveBeenCalled();
  });
});
