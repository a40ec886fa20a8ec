import { beforeAll, describe, expect, it } from 'vitest';
import { settleMs } from '../../functions/integration/sync-cursor';
import { routes, type RouteDef } from '../../shared/routes';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

/**
 * Walks every route of the route table as a user of company B aiming at company A's ids. New routes
 * are covered as they are added: each must refuse (403 / 404, or 400 for malformed input) and
 * reveal nothing of A, and A's data must be unchanged afterwards.
 */

type Company = Awaited<ReturnType<typeof companyOwner>>;
let a: Company;
let b: Company;
let aUserId: string;
let aObjectId: string;
let aLocationId: string;

/** A plausible body per operation, so that refusals come from tenancy checks, not validation. */
const sampleBodies: Record<string, unknown> = {
  'company.update': { title: 'Taken over', description: 'x' },
  'company.updateSettings': { currency: 'USD' },
  'company.changeOwner': { person: 'x' },
  'users.create': { firstName: 'Intruder', email: 'intruder@example.com', role: 'worker' },
  'users.edit': { firstName: 'Changed' },
  'locations.create': { title: 'Intruder object' },
  'locations.edit': { title: 'Changed object', shouldUpdate: true },
};

function pathFor(route: RouteDef): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'company') return a.company._id;
    if (route.domain === 'users') return aUserId;
    if (route.domain === 'locations') return aObjectId;
    return a.company._id;
  });
}

beforeAll(async () => {
  a = await companyOwner();
  b = await companyOwner();
  aUserId = (await memberWithRole(a.company._id, 'worker')).user._id;
  const object = await api('POST', '/company/get/locations', { token: a.token, body: { title: 'A warehouse', locations: ['A shelf'] } });
  aObjectId = object.body._id;
  aLocationId = object.body.locations[0]._id;
});

describe('tenant isolation', () => {
  const companyRoutes = (routes as readonly RouteDef[]).filter((route) => route.auth === 'company');

  it('covers every company route of the route table', () => {
    expect(companyRoutes.length).toBeGreaterThan(15);
  });

  for (const route of companyRoutes) {
    it(`${route.method} ${route.path} refuses company A's ids to a user of B`, async () => {
      const answer = await api(route.method, pathFor(route), {
        token: b.token,
        body: route.body ? (sampleBodies[`${route.domain}.${route.operation}`] ?? {}) : undefined,
        query: route.operation === 'remove' ? { responsible: aUserId, shouldUpdate: 'true' } : undefined,
      });
      const text = JSON.stringify(answer.body);
      for (const secret of [a.company.title, a.email, aLocationId, 'A warehouse']) expect(text).not.toContain(secret);
      if (answer.status < 300) {
        // Routes that name no company act on B's own data (B's company, users, objects); nothing of A.
        expect(route.path.includes('{company}') || route.path.startsWith('/company/{id}')).toBe(false);
      } else if (answer.status === 409) {
        // B's own state refuses it (B has no subscription to pause); nothing of A is named.
        expect(route.path.includes('{company}') || route.path.startsWith('/company/{id}')).toBe(false);
        expect(answer.body.error).toBe('SubscriptionNotActive');
      } else {
        expect([400, 403, 404, 429]).toContain(answer.status);
      }
    });
  }

  it("left A's company, users and objects as they were", async () => {
    const company = await api('GET', '/company/my', { token: a.token });
    expect(company.body.title).toBe(a.company.title);
    expect(company.body.owner).toBe(a.user._id);
    expect(company.body.settings.currency).toBe('UAH');
    const users = await api('GET', `/company/${a.company._id}/user`, { token: a.token });
    expect(users.body.count).toBe(2);
    expect(users.body.data.map((u: { firstName: string }) => u.firstName)).not.toContain('Changed');
    const objects = await api('GET', '/company/get/locations', { token: a.token, query: { withIds: 'true' } });
    expect(objects.body.data).toEqual([{ _id: aObjectId, title: 'A warehouse', locations: [{ _id: aLocationId, title: 'A shelf' }], createdAt: expect.any(String) }]);
  });
});

describe('tenant isolation of access tokens', () => {
  let aSecret: string;
  let bSecret: string;
  let aItem: { _id: string; version: number };

  beforeAll(async () => {
    aSecret = (await api('POST', '/integration', { token: a.token, body: { name: 'A books' } })).body.secret;
    bSecret = (await api('POST', '/integration', { token: b.token, body: { name: 'B books' } })).body.secret;
    aItem = (await api('PUT', '/integration/v1/items/SHARED-1', { token: aSecret, body: { title: 'A laptop', price: '10.00', object: aObjectId } })).body.item;
  });

  it("every integration route with B's token answers B's data only, whatever A's ids it names", async () => {
    const integrationRoutes = (routes as readonly RouteDef[]).filter((route) => route.auth === 'integration');
    expect(integrationRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of integrationRoutes) {
      const answer = await api(route.method, route.path.replace('{externalId}', 'SHARED-1'), {
        token: bSecret,
        body: route.method === 'PUT' ? { title: 'B laptop', price: '20.00' } : route.method === 'PATCH' ? { price: '30.00' } : undefined,
        query: route.method === 'GET' ? { since: '2000-01-01T00:00:00Z' } : undefined,
      });
      const text = JSON.stringify(answer.body);
      for (const secret of [a.company.title, a.email, aObjectId, aLocationId, 'A warehouse', 'A laptop']) expect(text, `${route.method} ${route.path}`).not.toContain(secret);
      expect([200, 400, 404]).toContain(answer.status);
      // External ids are unique per company: B's upsert of the same id makes B's own item.
      if (route.method === 'PUT') expect(answer.body).toMatchObject({ created: true, item: { title: 'B laptop' } });
    }
  });

  it("B's token cannot revoke or list A's tokens, and A's token sees its own item unchanged", async () => {
    const aTokens = (await api('GET', '/integration', { token: a.token })).body.tokens as { id: string }[];
    expect((await api('DELETE', `/integration/${aTokens[0]!.id}`, { token: b.token })).status).toBe(404);
    expect((await api('GET', '/integration/v1/users', { token: aSecret })).status).toBe(200);
    const bTokens = (await api('GET', '/integration', { token: b.token })).body.tokens as { id: string }[];
    expect(bTokens.map((token) => token.id)).not.toContain(aTokens[0]!.id);
    // The listing ends a moment before the present (functions/integration/sync-cursor.ts).
    await new Promise((resolve) => setTimeout(resolve, settleMs + 200));
    const listed = await api('GET', '/integration/v1/items', { token: aSecret });
    expect(listed.body.items).toEqual([expect.objectContaining({ _id: aItem._id, title: 'A laptop', price: '10.00', version: aItem.version, externalId: 'SHARED-1' })]);
  });
});
