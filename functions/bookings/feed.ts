import { createHash, randomBytes } from 'node:crypto';
import { roleGroups } from '../../shared/permissions';
import { apiBasePath } from '../../shared/routes/route-def';
import type { FeedInput, FeedState } from '../../shared/schemas/bookings';
import type { Role } from '../../shared/roles';
import { keys } from '../lib/db/keys';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import { httpResult, type HttpResult } from '../lib/http/http-result';
import type { Tenant } from '../lib/http/session';
import { writeCalendar, type CalendarEvent } from './ics';
import { deleteFeed, feedBySecret, getFeed, replaceFeed, type FeedRecord } from './feed-store';
import { bookingsOf, type BookingRecord } from './store';

/**
 * The calendar feed of bookings (docs/bookings.md, "Calendar feed"): a secret URL a calendar app
 * subscribes to without signing in. Only the SHA-256 of the secret is stored; renewing or turning
 * the feed off drops the old hash, so the old URL answers 404 at once, as does a URL whose user
 * left the company or (a company feed) is no longer an admin.
 */

/** What the feed reads of its user on every request. */
export type FeedUser = (userId: string) => Promise<{ company: string | null; role: Role } | null>;

/** Bookings the feed shows: those ending from this many days ago on, at most feedMax of them. */
const feedPastDays = 90;
const feedMax = 500;
const longestDays = 366;

const hashOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');
const isAdmin = (role: Role): boolean => (roleGroups.panelAdmins as readonly Role[]).includes(role);

export async function feedState(tenant: Tenant): Promise<FeedState> {
  const feed = await getFeed(tenant.userId);
  return feed && feed.companyId === tenant.companyId ? { enabled: true, scope: feed.scope, url: null } : { enabled: false, scope: null, url: null };
}

/** Turns the feed on, or renews its URL: the answer is the only time the URL is shown. */
export async function enableFeed(tenant: Tenant, input: FeedInput, now = new Date()): Promise<FeedState> {
  if (input.scope === 'company' && !isAdmin(tenant.role)) throw new AppError('AccessError');
  const secret = randomBytes(32).toString('base64url');
  const record: FeedRecord = {
    ...keys.bookingFeed(tenant.userId),
    entity: 'booking-feed',
    userId: tenant.userId,
    companyId: tenant.companyId,
    scope: input.scope,
    secretHash: hashOf(secret),
    createdAt: now.toISOString(),
  };
  await replaceFeed(await getFeed(tenant.userId), record);
  return { enabled: true, scope: input.scope, url: `${env().APP_URL}${apiBasePath}/bookings/calendar/${secret}.ics` };
}

export async function disableFeed(tenant: Tenant): Promise<{ ok: true }> {
  const feed = await getFeed(tenant.userId);
  if (feed) await deleteFeed(feed);
  return { ok: true };
}

function toEvent(record: BookingRecord): CalendarEvent {
  const titles = record.items.map((line) => (line.quantity > 1 ? `${line.title} ×${line.quantity}` : line.title)).join(', ');
  return {
    uid: `${record._id}@bookings.assetbook`,
    start: record.start,
    end: record.end,
    summary: `${titles} — ${record.personName}`,
    description: record.note,
    cancelled: record.status === 'cancelled',
    updated: record.updatedAt,
    sequence: record.version - 1,
  };
}

/** The calendar a feed URL names (text/calendar), or NotFound for an unknown, revoked or no longer valid one. */
export async function serveFeed(token: string, feedUser: FeedUser, now = new Date()): Promise<HttpResult> {
  const feed = await feedBySecret(hashOf(token.replace(/\.ics$/, '')));
  if (!feed) throw new AppError('NotFound');
  const user = await feedUser(feed.userId);
  if (!user || user.company !== feed.companyId || (feed.scope === 'company' && !isAdmin(user.role))) throw new AppError('NotFound');
  const list = feed.scope === 'company' ? ({ kind: 'company' } as const) : ({ kind: 'person', personId: feed.userId } as const);
  const from = new Date(now.getTime() - feedPastDays * 86_400_000).toISOString();
  const { rows } = await bookingsOf(feed.companyId, list, { from }, { limit: feedMax, offset: 0 }, longestDays);
  const body = writeCalendar(feed.scope === 'company' ? 'Bookings' : 'My bookings', rows.map(toEvent));
  return httpResult({
    statusCode: 200,
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300', 'content-disposition': 'inline; filename="bookings.ics"' },
    body,
  });
}
