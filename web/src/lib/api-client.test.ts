import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient, isApiError } from './api-client';

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
