import type { BookingsCheckJob } from '../../shared/jobs';
import { processBookingsCheck } from './reminders';

/** What other modules may use of bookings: the notifications worker runs the periodic reminders and overdue check. */
export function runBookingsCheck(job: BookingsCheckJob): Promise<void> {
  return processBookingsCheck(job);
}
