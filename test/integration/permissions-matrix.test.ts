import { beforeAll, describe, expect, it } from 'vitest';
import { effectivePlan, planHas, plans } from '../../shared/plans';
import { roles, type Role } from '../../shared/roles';
import { routes, type RouteDef } from '../../shared/routes';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { endTrial, memberWithRole } from '../support/members';

/**
 * Generated from the tables: every company route x every role x a plan with and without the
 * route's feature. The answer is AccessError exactly when the route table leaves the role out, and
 * PlanAccessDenied exactly when the company's plan lacks the route's feature. Ids that exist nowhere
 * keep the allowed calls from changing anything.
 */

const companyRoutes = (routes as readonly RouteDef[]).filter((route) => route.auth === 'company');
const tokens: Record<'trial' | 'free', Record<Role, string>> = { trial: {} as Record<Role, string>, free: {} as Record<Role, string> };
const companies: Record<'trial' | 'free', string> = { trial: '', free: '' };

beforeAll(async () => {
  for (const plan of ['trial', 'free'] as const) {
    const owner = await companyOwner();
    companies[plan] = owner.company._id;
    tokens[plan].root = owner.token;
    for (const role of roles.filter((r) => r !== 'root')) tokens[plan][role] = (await memberWithRole(owner.company._id, role)).token;
    if (plan === 'free') await endTrial(owner.company._id);
  }
});

describe('roles and plan features on every company route', () => {
  for (const plan of ['trial', 'free'] as const) {
    for (const route of companyRoutes) {
      it(`${plan}: ${route.method} ${route.path}`, async () => {
        const companyPlan = plan === 'trial' ? plans.optimal : effectivePlan({ plan: 'optimal', subscriptionEndDate: '2000-01-01T00:00:00Z' }, new Date());
        for (const role of roles) {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === 'company' || route.path.startsWith('/company/{id}') ? companies[plan] : 'no-such-id',
          );
          const answer = await api(route.method, path, {
            token: tokens[plan][role],
            body: route.body ? {} : undefined,
            query: route.operation === 'remove' ? { responsible: 'no-such-id' } : undefined,
          });
          const roleAllowed = !route.roles || route.roles.includes(role);
          const featureAllowed = !route.feature || planHas(companyPlan, route.feature);
          const label = `${role} on ${plan}`;
          if (!roleAllowed) expect([answer.status, answer.body?.error], label).toEqual([403, 'AccessError']);
          else if (!featureAllowed) expect([answer.status, answer.body?.error], label).toEqual([403, 'PlanAccessDenied']);
          else expect(['AccessError', 'PlanAccessDenied', 'Unauthorized'], label).not.toContain(answer.body?.error);
        }
      });
    }
  }
});
