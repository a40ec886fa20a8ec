import { assignableRoles } from '../../shared/permissions';
import { effectivePlan } from '../../shared/plans';
import type { CompanyUser } from '../../shared/schemas/users';
import { countNewUser, countRemovedUser, requireCompany, type CompanyRecord } from '../company/public';
import { endAllSessions } from '../lib/auth/sessions';
import { transact } from '../lib/db/transactions';
import { AppError, isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import type { Tenant } from '../lib/http/session';
import { raisePlanLimit } from '../lib/notifications/raise';
import { isInactive } from './active';
import { memberOf, toCompanyUser } from './company-users';
import { deactivatedMember, inactiveEntryDelete, inactiveEntryPut, reactivatedMember } from './store';

/**
 * Deactivating and reactivating a company user (issue 28, docs/inactive-users.md). An inactive user
 * stays in the company, its history and the items they hold; they cannot sign in, none of their
 * sessions, access tokens or push tokens works, and they take no seat of the plan's user limit.
 */

/**
 * Who may be (de)activated by the caller: not themselves, not the company's owner, and only a user
 * whose role the caller may assign (so an admin never a root). Answers the company that was read.
 */
async function companyIfMayChangeStatus(tenant: Tenant, user: { _id: string; role: keyof typeof assignableRoles }): Promise<CompanyRecord> {
  if (user._id === tenant.userId) throw new AppError('SelfDeactivationRefused');
  const company = await requireCompany(tenant.companyId);
  if (company.owner === user._id) throw new AppError('OwnerDeactivationRefused');
  if (!assignableRoles[tenant.role].includes(user.role)) throw new AppError('AccessError');
  return company;
}

/**
 * Deactivates a user in one transaction: the mark on the user (push tokens forgotten), their entry
 * among the company's inactive users, and their seat given back. Then every session of theirs is
 * deleted. The mark alone already refuses them (resolveSession), so a deletion cut short refuses
 * nothing late: it is logged, not answered as a failure of what is done, and reactivation deletes
 * again before the mark goes, so no old session ever comes back.
 */
export async function deactivateUser(tenant: Tenant, userId: string, log: Logger): Promise<CompanyUser> {
  const user = await memberOf(tenant, userId);
  await companyIfMayChangeStatus(tenant, user);
  if (isInactive(user)) throw new AppError('UserStatusError');
  const now = new Date().toISOString();
  await transact([
    deactivatedMember(tenant.companyId, user._id, user.updatedAt, now, tenant.userId),
    inactiveEntryPut(tenant.companyId, user._id, now),
    countRemovedUser(tenant.companyId),
  ]);
  await endAllSessions(user._id).catch((error: unknown) =>
    log.error('sessions of a deactivated user not all deleted', { userId: user._id, reason: error instanceof Error ? error.message : String(error) }),
  );
  const { pushTokens: _forgotten, ...kept } = user;
  return toCompanyUser({ ...kept, inactiveSince: now, inactiveBy: tenant.userId, updatedAt: now });
}

/**
 * Reactivates a user in one transaction that takes a seat back: UserLimitExceeded when the plan's
 * limit is reached (as creating a user would be). They sign in again; old sessions stay ended: any
 * the deactivation could not delete are deleted first, while no new one can open (idempotent).
 */
export async function reactivateUser(tenant: Tenant, userId: string): Promise<CompanyUser> {
  const user = await memberOf(tenant, userId);
  const company = await companyIfMayChangeStatus(tenant, user);
  if (!isInactive(user)) throw new AppError('UserStatusError');
  await endAllSessions(user._id);
  const plan = effectivePlan(company, new Date());
  const now = new Date().toISOString();
  try {
    await transact([
      reactivatedMember(tenant.companyId, user._id, user.updatedAt, now),
      inactiveEntryDelete(tenant.companyId, user._id),
      countNewUser(tenant.companyId, plan.users),
    ]);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'UserLimitExceeded') await raisePlanLimit(tenant, 'users', plan, company.usersCount, Infinity);
    throw error;
  }
  await raisePlanLimit(tenant, 'users', plan, company.usersCount, company.usersCount + 1);
  const { inactiveSince: _since, inactiveBy: _by, ...active } = user;
  return toCompanyUser({ ...active, updatedAt: now });
}
