import { itemIdOf } from '../../functions/items/sets/memberships';
import { keys } from '../../functions/lib/db/keys';
import { writeAll } from './batch-write';

/**
 * The items list's booking and maintenance filters at the bench's size (issues 29 and 28,
 * docs/decisions.md "Items list: booking and maintenance filters"): 1,000 items out under 500
 * bookings of 2 items (half of them past their end) and 1,000 plans due over the next 100 days and
 * the last 20, written as the bookings and maintenance domains write their thin rows.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function loadScheduleRows(companyId: string, items: number): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  const every = Math.max(1, Math.floor(items / 1_000));
  for (let booking = 0; booking < 500; booking++) {
    const end = new Date(Date.now() + (booking % 2 ? 1 : -1) * (booking + 1) * 3_600_000).toISOString();
    const itemIds = [itemIdOf(booking * 2 * every + 1), itemIdOf((booking * 2 + 1) * every + 1)];
    rows.push({ ...keys.bookingOut(companyId, end, `bench-booking-${booking}`), entity: 'booking-out', bookingId: `bench-booking-${booking}`, end, itemIds });
  }
  for (let plan = 0; plan < 1_000; plan++) {
    rows.push({ ...keys.maintenanceItemDue(companyId, day((plan % 120) - 20), itemIdOf(plan * every + 2), `bench-plan-${plan}`) });
  }
  await writeAll(rows);
}

type Measure = (label: string, run: () => Promise<unknown>) => Promise<unknown>;
type List = (query: Record<string, string>) => () => Promise<unknown>;

export async function measureScheduleFilters(measure: Measure, list: List): Promise<void> {
  console.log('\nbookings and maintenance (1,000 items out, 1,000 plans due)');
  await measure('booking checked_out (1,000 out)', list({ booking: 'checked_out' }));
  await measure('booking overdue (about 500)', list({ booking: 'overdue' }));
  await measure('maintenance overdue (about 170)', list({ maintenance: 'overdue' }));
  await measure('maintenance due_within 30 days', list({ maintenance: 'due_within', dueWithinDays: '30' }));
  await measure('booking checked_out + brand Makita', list({ booking: 'checked_out', brand: 'Makita' }));
  await measure('maintenance overdue + search "drill"', list({ maintenance: 'overdue', search: 'drill' }));
  await measure('booking checked_out sort title', list({ booking: 'checked_out', sort: 'title' }));
}
