import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/i18n/languages';
import { assignableRoles } from '../../shared/permissions';
import { effectivePlan } from '../../shared/plans';
import type { CreateUserInput, EditUserInput, ListUsersQuery } from '../../shared/schemas/company-users';
import { displayName, type CompanyUser } from '../../shared/schemas/users';
import { claimEmail, claimPhone, moveEmailClaim, movePhoneClaim, releaseClaims } from '../lib/auth/claims';
import { appLink, linkTokenItem, newLinkToken } from '../lib/auth/link-tokens';
import { countNewUser, countRemovedUser, requireCompany } from '../company/public';
import { sendMail } from '../lib/adapters/mailer';
import { sendJob } from '../lib/adapters/queues';
import { sendSms } from '../lib/adapters/sms';
import { takeSlot } from '../lib/auth/limits';
import { checkOrRelease, spendSendBudget } from '../lib/auth/throttles';
import { endAllSessions } from '../lib/auth/sessions';
import type { Tenant } from '../lib/http/session';
import { keys, usersByCompanyKey } from '../lib/db/keys';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError, isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { raisePlanLimit } from '../lib/notifications/raise';
import { invitationMail, userAppSms } from './messages';
import { isInactive } from './active';
import {
  changedMember,
  getUser,
  inactiveEntryDelete,
  inactiveUserIds,
  newUser,
  noteSmsSent,
  recordHeir,
  removedMember,
  usersByIds,
  usersOfCompany,
  type UserRecord,
} from './store';

/** An invitation link is valid for a week: invited people often open it days later. */
const invitationMinutes = 7 * 24 * 60;
/** Spec: one SMS to a user in 10 minutes. */
const smsEverySeconds = 10 * 60;

export function toCompanyUser(user: UserRecord): CompanyUser {
  return {
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: displayName(user),
    email: user.email,
    phone: user.phone,
    countryCode: user.countryCode,
    role: user.role,
    email_approved: user.email_approved,
    createdAt: user.createdAt,
    lastSmsSentTime: user.lastSmsSentTime ?? null,
    active: !isInactive(user),
    inactiveSince: user.inactiveSince ?? null,
  };
}

/** A user of the caller's company, or UserNotFound: ids of other companies reveal nothing. */
export async function memberOf(tenant: Tenant, userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId) throw new AppError('UserNotFound');
  return user;
}

function matches(user: UserRecord, query: ListUsersQuery): boolean {
  if (query.role && user.role !== query.role) return false;
  if (query.status !== 'all' && isInactive(user) !== (query.status === 'inactive')) return false;
  if (!query.search) return true;
  const needle = query.search.toLowerCase();
  return [user.firstName, user.lastName, user.email, user.phone ?? ''].some((field) => field.toLowerCase().includes(needle));
}

/**
 * A page of the company's users, oldest first, from the usersByCompany index. Without a search or
 * role filter it reads only up to the page's end (every user, or the active ones), and the total
 * comes from the company's exact seat counter (active users) and its inactive users' entries; the
 * inactive users alone are read through their entries. With a search or role filter it walks the
 * company's users (bounded by the plan's user limit and the few inactive users).
 */
export async function listUsers(tenant: Tenant, query: ListUsersQuery): Promise<{ data: CompanyUser[]; count: number }> {
  const wanted = query.offset + query.limit;
  if (query.search || query.role) {
    const found = await usersOfCompany(tenant.companyId, { where: (user) => matches(user, query) });
    return { data: found.slice(query.offset, wanted).map(toCompanyUser), count: found.length };
  }
  if (query.status === 'inactive') {
    const found = oldestFirst(await usersByIds(await inactiveUserIds(tenant.companyId))).filter((user) => user.company === tenant.companyId);
    return { data: found.slice(query.offset, wanted).map(toCompanyUser), count: found.length };
  }
  const [found, company, inactive] = await Promise.all([
    usersOfCompany(tenant.companyId, query.status === 'active' ? { upTo: wanted, where: (user) => !isInactive(user) } : { upTo: wanted }),
    requireCompany(tenant.companyId),
    query.status === 'active' ? Promise.resolve([]) : inactiveUserIds(tenant.companyId),
  ]);
  return { data: found.slice(query.offset, wanted).map(toCompanyUser), count: company.usersCount + inactive.length };
}

/** The users list's order: oldest first, as the usersByCompany index keeps it. */
function oldestFirst(users: UserRecord[]): UserRecord[] {
  return [...users].sort((a, b) => (a.usersByCompanySk ?? '').localeCompare(b.usersByCompanySk ?? ''));
}

export async function userDetail(tenant: Tenant, userId: string): Promise<CompanyUser> {
  return toCompanyUser(await memberOf(tenant, userId));
}

function assertMayAssign(tenant: Tenant, role: UserRecord['role']): void {
  if (!assignableRoles[tenant.role].includes(role)) throw new AppError('AccessError');
}

/**
 * Creates a company user with its claims, the company's user count (refused past the plan's user
 * limit) and an invitation link in one transaction, then mails the invitation. Getting near the
 * limit or to it notifies the company's root and admins.
 */
export async function createUser(tenant: Tenant, input: CreateUserInput, language: Language, log: Logger): Promise<CompanyUser> {
  assertMayAssign(tenant, input.role);
  const company = await requireCompany(tenant.companyId);
  // The invitation mail counts against the company's daily e-mail budget.
  await spendSendBudget('email', company._id);
  const plan = effectivePlan(company, new Date());
  const now = new Date().toISOString();
  const userId = randomUUID();
  const user: UserRecord = {
    ...keys.user(userId),
    ...usersByCompanyKey(company._id, now, userId),
    entity: 'user',
    _id: userId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone ?? null,
    countryCode: input.countryCode?.replace(/^\+/, '') ?? null,
    image: null,
    passwordHash: null,
    authType: 'password',
    role: input.role,
    company: company._id,
    email_approved: false,
    phone_approved: false,
    language,
    referer: null,
    createdAt: now,
    updatedAt: now,
  };
  const invitation = newLinkToken('invitation', user, invitationMinutes);
  const items: GuardedItem[] = [newUser(user), claimEmail(user.email, userId), countNewUser(company._id, plan.users), linkTokenItem(invitation.record)];
  if (user.phone) items.push(claimPhone(user.phone, userId));
  try {
    await transact(items);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'UserLimitExceeded') await raisePlanLimit(tenant, 'users', plan, company.usersCount, Infinity);
    throw error;
  }
  await raisePlanLimit(tenant, 'users', plan, company.usersCount, company.usersCount + 1);
  try {
    await sendMail(invitationMail(user.email, user.firstName, company.title, appLink('/auth/finish', invitation.token), language));
  } catch (error) {
    // The user exists; an admin can send the app links by SMS or edit the e-mail.
    log.error('invitation e-mail not sent', { userId, reason: error instanceof Error ? error.message : String(error) });
  }
  return toCompanyUser(user);
}

/**
 * Changes a company user. A new e-mail or phone moves its claim and needs confirming again; a new
 * role holds from the user's next call on every device (sessions read the role from the profile),
 * with no new sign-in. The owner's role changes only by handing over the company; nobody changes
 * their own role or a role they may not assign.
 */
export async function editUser(tenant: Tenant, userId: string, input: EditUserInput, log: Logger): Promise<CompanyUser> {
  const user = await memberOf(tenant, userId);
  if (user.role === 'root' && tenant.userId !== user._id) throw new AppError('AccessError');
  const roleChanges = input.role !== undefined && input.role !== user.role;
  if (roleChanges) {
    if (user._id === tenant.userId || user.role === 'root') throw new AppError('AccessError');
    assertMayAssign(tenant, input.role!);
    assertMayAssign(tenant, user.role);
  }
  const next: UserRecord = {
    ...user,
    firstName: input.firstName ?? user.firstName,
    lastName: input.lastName ?? user.lastName,
    email: input.email ?? user.email,
    phone: input.phone === undefined ? user.phone : input.phone,
    countryCode: input.countryCode?.replace(/^\+/, '') ?? user.countryCode,
    role: input.role ?? user.role,
    updatedAt: new Date().toISOString(),
  };
  if (next.email !== user.email) next.email_approved = false;
  if (next.phone !== user.phone) next.phone_approved = false;

  const items: GuardedItem[] = [changedMember(next, user.updatedAt, tenant.companyId)];
  if (next.email !== user.email) items.push(...moveEmailClaim(user._id, user.email, next.email));
  if (next.phone !== user.phone) items.push(...movePhoneClaim(user._id, user.phone, next.phone));
  await transact(items);
  if (displayName(next) !== displayName(user)) {
    // The change is saved, so the caller is not told it failed when only the rename of the cached
    // name on items cannot be queued: it is logged, and the items show the new name at the next rename.
    const job = { kind: 'items.renameResponsible', companyId: tenant.companyId, requestedBy: tenant.userId, jobId: randomUUID(), userId: user._id } as const;
    await sendJob('itemChanges', job).catch((error: unknown) =>
      log.error('responsible rename not queued', { userId: user._id, reason: error instanceof Error ? error.message : String(error) }),
    );
  }
  return toCompanyUser(next);
}

/**
 * Deletes a company user: the user, their claims and the company's count go in one transaction
 * that also records `responsible` as their heir, and their sessions end. The items they were
 * responsible for pass to the heir in the item-changes worker (there may be thousands); the job is
 * queued first, so a failure to queue changes nothing (docs/decisions.md, "Deleting a user").
 */
export async function removeUser(tenant: Tenant, userId: string, responsible: string): Promise<{ ok: true }> {
  const user = await memberOf(tenant, userId);
  if (user.role === 'root' || user._id === tenant.userId) throw new AppError('AccessError');
  if (!assignableRoles[tenant.role].includes(user.role)) throw new AppError('AccessError');
  if (responsible === userId) throw new AppError('ValidationError', { fields: { responsible: 'invalid_rule_responsible' } });
  const heir = await memberOf(tenant, responsible);
  // Items are handed to someone who can take them: an inactive user holds only what they held.
  if (isInactive(heir)) throw new AppError('ValidationError', { fields: { responsible: 'invalid_rule_responsible' } });
  const job = { companyId: tenant.companyId, requestedBy: tenant.userId, jobId: randomUUID() };
  await sendJob('itemChanges', { kind: 'items.handOver', ...job, fromUserId: user._id, heirId: heir._id });
  // An inactive user's seat was given back when they were deactivated: their entry goes instead.
  const inactive = isInactive(user);
  const items: GuardedItem[] = [
    removedMember(tenant.companyId, user._id, inactive),
    ...releaseClaims(user),
    recordHeir(tenant.companyId, user._id, heir._id),
    inactive ? inactiveEntryDelete(tenant.companyId, user._id) : countRemovedUser(tenant.companyId),
  ];
  await transact(items);
  await endAllSessions(user._id);
  return { ok: true };
}

/** Texts the user the app links and their login; one SMS per user in 10 minutes. */
export async function sendUserSms(tenant: Tenant, userId: string, language: Language): Promise<{ ok: true }> {
  const user = await memberOf(tenant, userId);
  if (!user.phone) throw new AppError('ValidationError', { fields: { phone: 'required_field' } });
  const release = await takeSlot('user-sms', user._id, smsEverySeconds);
  await checkOrRelease(release, () => spendSendBudget('sms', tenant.companyId));
  try {
    await sendSms(user.phone, userAppSms(user.phone_approved ? user.phone : user.email, user.language ?? language));
  } catch {
    await release();
    throw new AppError('SmsSendError');
  }
  await noteSmsSent(user._id, new Date().toISOString());
  return { ok: true };
}
