import type { NotificationRaiseJob } from '../../shared/jobs';
import { defaultLanguage, isLanguage, type Language } from '../../shared/i18n/languages';
import { sendMail } from '../lib/adapters/mailer';
import { sendPush } from '../lib/adapters/push';
import { env } from '../lib/env';
import { createLogger, describeError } from '../lib/http/logger';
import { dropPushTokens, getUser, isInactive, usersOfCompany, type UserRecord } from '../users/public';
import { notificationMail } from './messages';
import { notificationMailAddress } from './mail-address';
import { claimChannel, raiseOnce, releaseChannel, type NotificationRecord } from './store';
import { notificationTexts } from './texts';

/** Recipients handled at once (each costs a transaction, maybe a push and an e-mail). */
const concurrency = 5;

const fullName = (user: UserRecord) => `${user.firstName} ${user.lastName}`.trim();
const languageOf = (user: UserRecord): Language => (isLanguage(user.language) ? user.language : defaultLanguage);

/**
 * The named users and the company's users of the named roles, each once, only those still in the
 * company and active: a deactivated user gets no notification, push or e-mail (issue 28).
 */
export async function recipientsOf(job: Pick<NotificationRaiseJob, 'companyId' | 'recipients'>): Promise<UserRecord[]> {
  const byId = new Map<string, UserRecord>();
  const roles = new Set<string>(job.recipients.roles);
  if (roles.size > 0) {
    for (const user of await usersOfCompany(job.companyId, { where: (candidate) => roles.has(candidate.role) })) byId.set(user._id, user);
  }
  const named = [...new Set(job.recipients.users)].filter((id) => !byId.has(id));
  for (const user of await Promise.all(named.map(getUser))) if (user) byId.set(user._id, user);
  return [...byId.values()].filter((user) => user.company === job.companyId && !isInactive(user));
}

/** The page the notification opens, on the web app's origin. */
function webLink(link: string | null): string {
  const origin = env().APP_URL.replace(/\/$/, '');
  return link ? `${origin}${link.startsWith('/') ? link : `/${link}`}` : `${origin}/`;
}

/**
 * The notifications worker's `notifications.raise` job: one record per recipient (created once per
 * job and user), then a push to the recipient's devices and an e-mail when their settings ask for
 * this type. Each channel of each record is claimed before sending, so a redelivered job sends
 * nothing twice; a channel whose send failed is given back and the job fails, so its retry sends
 * exactly what is missing.
 */
export async function processRaise(job: NotificationRaiseJob): Promise<void> {
  const [recipients, actor] = await Promise.all([recipientsOf(job), job.actorId ? getUser(job.actorId) : Promise.resolve(null)]);
  const from = { userName: actor ? fullName(actor) : null, userEmail: actor?.email ?? null };
  const failures: unknown[] = [];
  for (let start = 0; start < recipients.length; start += concurrency) {
    const settled = await Promise.allSettled(
      recipients.slice(start, start + concurrency).map(async (user) => {
        const { record } = await raiseOnce({ userId: user._id, companyId: job.companyId, type: job.type, ...from, link: job.link, params: job.params, jobId: job.jobId });
        await deliver(record, user);
      }),
    );
    for (const outcome of settled) if (outcome.status === 'rejected') failures.push(outcome.reason);
  }
  if (failures.length > 0) {
    const log = createLogger({ jobId: job.jobId, companyId: job.companyId });
    for (const failure of failures) log.warn('Notification not delivered to a recipient', describeError(failure));
    throw new Error(`${failures.length} of ${recipients.length} notification recipient(s) failed`);
  }
}

/** Sends what the record has not sent yet: the push, and the e-mail when the user wants this type by e-mail. */
async function deliver(record: NotificationRecord, user: UserRecord): Promise<void> {
  const language = languageOf(user);
  const content = notificationTexts[language][record.type](record.params, record.userName);
  const link = webLink(record.link);
  const tokens = user.pushTokens ?? [];
  if (!record.pushed && tokens.length > 0 && (await claimChannel(record, 'pushed'))) {
    try {
      const { invalidTokens } = await sendPush(tokens, { ...content, link, data: { notificationId: record._id, type: record.type, link: record.link ?? '' } });
      await dropPushTokens(user._id, invalidTokens);
    } catch (error) {
      await releaseChannel(record, 'pushed');
      throw error;
    }
  }
  if (record.mailed) return;
  const to = await notificationMailAddress(user, record.type);
  if (!to || !(await claimChannel(record, 'mailed'))) return;
  try {
    await sendMail(notificationMail(to, fullName(user), content, link, language));
  } catch (error) {
    await releaseChannel(record, 'mailed');
    throw error;
  }
}
