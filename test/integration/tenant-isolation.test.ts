import { beforeAll, describe, expect, it } from 'vitest';
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
