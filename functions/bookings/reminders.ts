import type { BookingsCheckJob, NotificationRaiseJob } from '../../shared/jobs';
import { sendJobs } from '../lib/adapters/queues';
import { inParallel } from '../lib/db/batches';
import { AppError } from '../lib/http/errors';
import { getBooking, lastHourDone, markReminderHandled, remindersIn, setLastHourDone, writeBooking, type BookingRecord, type BookingReminderRecord } from './store';

/**
 * The bookings' periodic job (docs/bookings.md, "Overdue and reminders"), run by the notifications
 * worker for the schedule's `bookings.check` job. The reminders due up to the job's time are read
 * from the partitions of their hours (no scan of bookings), from the last hour done on, so missed
 * hours are caught up once. A checked-out booking whose end has come becomes overdue; its person
 * (and whoever booked it for them) is told a day before the end and when it is overdue. A row is
 * raised, then marked handled with a conditional write; the raise's job id names the booking and
 * the kind, and the notifications worker stores one notification per job id and user: a rerun, a
 * redelivered job or two runs at once tell nobody twice.
 */

/** How far back a first run (or one after a long outage) looks. */
const catchUpHours = 48;
const width = 5;
const hourMs = 3_600_000;

const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

export async function processBookingsCheck(job: BookingsCheckJob): Promise<void> {
  // The schedule's time, not the clock: a redelivered job handles what was due when it was sent.
  const now = new Date(job.jobId);
  const current = hourOf(now);
  const earliest = hourOf(new Date(now.getTime() - catchUpHours * hourMs));
  const last = await lastHourDone();
  // The last hour done is read again: its rows due after that run were left for this one.
  const start = last === null || last > current ? earliest : last < earliest ? earliest : last;
  for (let at = Date.parse(`${start}:00:00.000Z`); hourOf(new Date(at)) <= current; at += hourMs) {
    const rows = (await remindersIn(hourOf(new Date(at)))).filter((row) => row.entity === 'booking-reminder' && !row.sentAt && row.at <= now.toISOString());
    await inParallel(rows, width, (row) => remind(row, now));
  }
  await setLastHourDone(current);
}

async function remind(row: BookingReminderRecord, now: Date): Promise<void> {
  const booking = await getBooking(row.companyId, row.bookingId);
  const raise = booking ? await raiseOf(row, booking, now) : null;
  // Unlike a domain raising in passing, this job exists to raise: a failure to queue retries it.
  if (raise) await sendJobs('notifications', [raise]);
  await markReminderHandled(row, now);
}

const out = (booking: BookingRecord) => (booking.status === 'checked_out' || booking.status === 'overdue') && booking.items.some((line) => line.checkedOutAt && !line.returnedAt);

/** Marks a checked-out booking overdue (over the version read; a change meanwhile is read again). */
async function markOverdue(booking: BookingRecord, now: Date): Promise<BookingRecord | null> {
  let current: BookingRecord | null = booking;
  for (let attempt = 0; current && attempt < 3; attempt++) {
    if (current.status !== 'checked_out' || !out(current)) return current;
    const next: BookingRecord = { ...current, status: 'overdue', updatedAt: now.toISOString(), version: current.version + 1 };
    try {
      await writeBooking(current, next, new Map());
      return next;
    } catch (error) {
      if (!(error instanceof AppError && error.errorName === 'ConcurrentChange')) throw error;
      current = await getBooking(booking.companyId, booking._id);
    }
  }
  return current;
}

/** The notification a reminder raises, or null when it is stale (nothing is out any more: reserved, cancelled, returned). */
async function raiseOf(row: BookingReminderRecord, found: BookingRecord, now: Date): Promise<NotificationRaiseJob | null> {
  const booking = row.kind === 'overdue' ? await markOverdue(found, now) : found;
  if (!booking || !out(booking)) return null;
  const items = booking.items.filter((line) => line.checkedOutAt && !line.returnedAt).map((line) => line.title);
  return {
    kind: 'notifications.raise',
    companyId: booking.companyId,
    requestedBy: booking.createdBy,
    jobId: `booking-${booking._id}-${row.kind}`,
    type: row.kind === 'overdue' ? 'booking_overdue' : 'booking_ending',
    recipients: { users: [...new Set([booking.personId, booking.createdBy])], roles: [] },
    actorId: null,
    link: `/bookings?booking=${booking._id}`,
    params: { items: items.join(', '), end: booking.end },
  };
}
