import { ttlAt } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { companiesMarkedOn, subscriptionEndMarkerItem } from './store';

/**
 * Which companies' subscriptions end on a given day, without scanning the companies: a marker per
 * company under the day its subscriptionEndDate falls on (UTC), written in the same transaction as
 * the date. Whoever sets or changes a company's subscriptionEndDate writes the new day's marker;
 * the check compares each marker with the company's current date, so an old one only costs a read
 * until its TTL removes it.
 */

const day = 24 * 60 * 60 * 1000;

/** A marker outlives its day by this much (the check looks a few days ahead, and back one day for periods that ended). */
const keepDays = 7;

export function subscriptionEndDay(subscriptionEndDate: string): string {
  return new Date(subscriptionEndDate).toISOString().slice(0, 10);
}

/** The marker of a company's subscription end, for the transaction that sets the date. */
export function subscriptionEndMarker(companyId: string, subscriptionEndDate: string): GuardedItem {
  const endDay = subscriptionEndDay(subscriptionEndDate);
  return subscriptionEndMarkerItem(companyId, endDay, ttlAt(new Date(Date.parse(endDay) + keepDays * day)));
}

/** The ids of the companies with a marker on `endDay` (yyyy-mm-dd). */
export function companiesEndingOn(endDay: string): Promise<string[]> {
  return companiesMarkedOn(endDay);
}
