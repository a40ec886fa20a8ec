import { bookingsRoutes } from '../../shared/routes/bookings';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { companyItem, handItemsTo } from '../items/public';
import { getUser } from '../users/public';
import * as feed from './feed';
import * as bookings from './service';

/** The items and users domains as bookings need them (functions/bookings/service.ts, BookingDeps). */
const deps: bookings.BookingDeps = {
  companyItem,
  handItemsTo,
  companyMember: async (companyId, userId) => {
    const user = await getUser(userId);
    return user && user.company === companyId ? { _id: user._id, name: `${user.firstName} ${user.lastName}`.trim() } : null;
  },
};

export const handler = domainHandler(bookingsRoutes, {
  list: (request) => bookings.listBookings(tenantOf(request), request.query),
  create: (request) => bookings.createBooking(tenantOf(request), request.body, deps),
  mine: (request) => bookings.myBookings(tenantOf(request), request.query),
  itemBookings: (request) => bookings.itemBookings(tenantOf(request), request.params.id!, request.query, deps),
  get: (request) => bookings.readBooking(tenantOf(request), request.params.id!),
  cancel: (request) => bookings.cancelBooking(tenantOf(request), request.params.id!),
  checkOut: (request) => bookings.checkOut(tenantOf(request), request.params.id!, deps),
  checkIn: (request) => bookings.checkIn(tenantOf(request), request.params.id!, request.body, deps),
  feedState: (request) => feed.feedState(tenantOf(request)),
  enableFeed: (request) => feed.enableFeed(tenantOf(request), request.body),
  disableFeed: (request) => feed.disableFeed(tenantOf(request)),
  calendar: (request) => feed.serveFeed(request.params.token!, getUser),
});
