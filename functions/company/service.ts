import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/i18n/languages';
import { limits } from '../../shared/limits';
import { formatCents } from '../../shared/money';
import { effectivePlan, trialPlanId } from '../../shared/plans';
import type { Company, CreateCompanyInput, SupportInput, UpdateCompanyInput, UpdateSettingsInput } from '../../shared/schemas/company';
import { countries } from '../lib/countries';
import { sendMail } from '../lib/adapters/mailer';
import { sendSms } from '../lib/adapters/sms';
import { takeSlot } from '../lib/auth/limits';
import { checkOrRelease, spendSendBudget, throttleAction } from '../lib/auth/throttles';
import type { Session } from '../lib/auth/sessions';
import { issueSessionToken } from '../lib/auth/tokens';
import { keys } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { required } from '../lib/env';
import { AppError } from '../lib/http/errors';
import { describeError, type Logger } from '../lib/http/logger';
import type { CompanyNeighbours } from './members';
import { forgetSecondFactorPolicy } from '../lib/auth/second-factor-policy';
import { appLinksSms, supportMail } from './messages';
import { billingEventItem, changedDetails, keepSupportMessage, newCompany, ownerChange, requireCompany, saveSettings, toCompany, type CompanyRecord } from './store';
import { subscriptionEndMarker } from './subscription-ends';

type CompanySettings = Company['settings'];

const day = 24 * 60 * 60 * 1000;

/**
 * Creates the company with its owner in one transaction: the company, the claim on its title, and
 * the owner's membership (and the marker of its trial's end for the daily subscription check, and
 * the trial's start in its billing history). A
 * new company is on the Optimal plan for 14 days, then Free. Every session of the owner sees the
 * company from its next call; the answer's token is for the same session, so the token the client
 * holds keeps working too. With `tutorial` (the web's onboarding asks for it) the company gets the
 * tour's three test items right after (functions/items/tutorial.ts).
 */
export async function createCompany(session: Session, input: CreateCompanyInput, log: Logger, neighbours: CompanyNeighbours): Promise<{ company: Company; token: string }> {
  const user = await neighbours.getUser(session.userId);
  if (!user) throw new AppError('Unauthorized');
  if (user.company) throw new AppError('CompanyAlreadyExists');

  const now = new Date();
  const companyId = randomUUID();
  const record: CompanyRecord = {
    ...keys.company(companyId),
    entity: 'company',
    _id: companyId,
    title: input.title,
    description: input.description,
    owner: user._id,
    plan: trialPlanId,
    subscriptionEndDate: new Date(now.getTime() + limits.trialDays * day).toISOString(),
    periodKind: 'trial',
    settings: {
      createItemSectionsStatus: { info: true, additional: true, location: true, responsible: true },
      operationsWithApprovement: false,
      currency: 'UAH',
      promo: null,
    },
    usersCount: 1,
    itemsCount: 0,
    totalItemPriceCents: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact([
    ...newCompany(record),
    neighbours.joinAsOwner(user, companyId, now.toISOString()),
    subscriptionEndMarker(companyId, record.subscriptionEndDate!),
    billingEventItem(companyId, { kind: 'trial_started', at: now, plan: record.plan, until: record.subscriptionEndDate }),
  ]);
  if (input.tutorial) {
    try {
      await neighbours.createTutorialItems({ ...session, role: 'root', companyId }, user.language);
    } catch (error) {
      // The company exists and works without them; failing here would make the client retry a done creation.
      log.error('tutorial items not created', { companyId, ...describeError(error) });
    }
  }
  const token = await issueSessionToken({ userId: session.userId, sessionId: session.sessionId });
  return { company: toCompany(record, now), token };
}

export async function myCompany(companyId: string): Promise<Company> {
  return toCompany(await requireCompany(companyId));
}

/** Changes title or description; a new title moves the company's claim in the same transaction. */
export async function updateCompany(companyId: string, input: UpdateCompanyInput): Promise<Company> {
  const company = await requireCompany(companyId);
  const now = new Date().toISOString();
  const title = input.title ?? company.title;
  const description = input.description ?? company.description;
  await transact(changedDetails(company, { title, description, now }));
  return toCompany({ ...company, title, description, updatedAt: now });
}

export async function companySettings(companyId: string): Promise<CompanySettings> {
  return (await requireCompany(companyId)).settings;
}

export async function updateSettings(companyId: string, input: UpdateSettingsInput): Promise<CompanySettings> {
  const company = await requireCompany(companyId);
  const settings: CompanySettings = {
    ...company.settings,
    createItemSectionsStatus: { ...company.settings.createItemSectionsStatus, ...input.createItemSectionsStatus },
    operationsWithApprovement: input.operationsWithApprovement ?? company.settings.operationsWithApprovement,
    currency: input.currency ?? company.settings.currency,
  };
  await saveSettings(companyId, settings, new Date().toISOString());
  return settings;
}

/** Root sets the roles whose users must have a second factor (enforced on every call: functions/lib/auth/second-factor-policy.ts). */
export async function setSecondFactorPolicy(companyId: string, roles: CompanySettings['secondFactorRoles']): Promise<CompanySettings> {
  const company = await requireCompany(companyId);
  const settings: CompanySettings = { ...company.settings, secondFactorRoles: roles ?? [] };
  await saveSettings(companyId, settings, new Date().toISOString());
  forgetSecondFactorPolicy(companyId);
  return settings;
}

/**
 * Hands the company to another of its users in one transaction: they become root, the old owner
 * admin. Both hold from their next call on every device (sessions read the role from the profile),
 * with no new sign-in; the answer's token is for the caller's same session.
 */
export async function changeOwner(session: Session & { companyId: string }, person: string, neighbours: CompanyNeighbours) {
  const company = await requireCompany(session.companyId);
  if (person === company.owner) throw new AppError('ValidationError', { fields: { person: 'invalid_rule_person' } });
  const target = await neighbours.getUser(person);
  if (!target || target.company !== company._id) throw new AppError('UserNotFound');
  if (target.inactiveSince) throw new AppError('UserInactive');
  const now = new Date().toISOString();
  await transact([
    ownerChange(company._id, session.userId, person, now),
    neighbours.setRoleIn(company._id, person, 'root', now),
    neighbours.setRoleIn(company._id, session.userId, 'admin', now),
  ]);
  const token = await issueSessionToken({ userId: session.userId, sessionId: session.sessionId });
  return { company: toCompany({ ...company, owner: person, updatedAt: now }), token };
}

/** Counts for the shell; money from integer minor units to an exact decimal string. */
export async function stats(companyId: string, headers: Record<string, string | undefined>) {
  const company = await requireCompany(companyId);
  const plan = effectivePlan(company, new Date());
  return {
    company: company._id,
    usersCount: company.usersCount,
    itemsCount: company.itemsCount,
    totalItemPrice: formatCents(company.totalItemPriceCents),
    plan: plan._id,
    itemLimit: plan.items,
    userLimit: plan.users,
    ...countries(headers),
  };
}

/** Spec: one app-link or support message in 10 minutes. */
const messageEverySeconds = 10 * 60;

export async function sendAppLinks(session: Session, phone: string, language: Language, sourceIp: string): Promise<{ ok: true }> {
  const release = await takeSlot('app-links', session.userId, messageEverySeconds);
  await checkOrRelease(release, () => throttleAction('appLinks', { address: sourceIp, destination: phone }), () => spendSendBudget('sms', session.companyId));
  try {
    await sendSms(phone, appLinksSms(language));
  } catch {
    await release();
    throw new AppError('SmsSendError');
  }
  return { ok: true };
}

/** Keeps the support message with the company and mails it to the support address. */
export async function support(session: Session & { companyId: string }, input: SupportInput, sourceIp: string): Promise<{ ok: true }> {
  const company = await requireCompany(session.companyId);
  const release = await takeSlot('support', session.userId, messageEverySeconds);
  await checkOrRelease(release, () => throttleAction('support', { address: sourceIp, company: company._id }), () => spendSendBudget('email', company._id));
  const now = new Date().toISOString();
  try {
    await keepSupportMessage(company._id, { ...input, user: session.userId }, now, randomUUID());
    await sendMail(supportMail(required('SUPPORT_EMAIL'), input, { companyTitle: company.title, userId: session.userId, companyId: company._id }));
  } catch (error) {
    await release();
    throw error instanceof AppError ? error : new AppError('EmailSendError');
  }
  return { ok: true };
}
