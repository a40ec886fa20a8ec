import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addDays, localDay } from '../calendar';
import { dayStart } from '../bookings-search';
import { scanOfferFor } from '../scan-offer';
import { bookingsKey } from './list-bookings';

/**
 * What scanning the item offers (scan-offer.ts), from its bookings running now or starting later
 * today and those it is out under (an overdue booking's period is over, so the period filter alone
 * would miss it): three small reads of the item's own bookings.
 */
export const scanOfferQuery = (company: string, itemId: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'scan', company, itemId],
    queryFn: async ({ signal }) => {
      const now = new Date();
      const read = (query: Record<string, string | number>) =>
        api.getAt('/company/{company}/item/{id}/bookings', { params: { company, id: itemId }, query: { limit: 20, ...query }, signal });
      const pages = await Promise.all([
        read({ from: now.toISOString(), to: dayStart(addDays(localDay(now), 1)) }),
        read({ status: 'checked_out' }),
        read({ status: 'overdue' }),
      ]);
      const bookings = [...new Map(pages.flatMap((page) => page.data).map((booking) => [booking._id, booking])).values()];
      return scanOfferFor(bookings, itemId, now);
    },
    staleTime: 0,
    retry: false,
  });
