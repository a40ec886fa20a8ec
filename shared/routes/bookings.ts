import { okAnswer } from '../schemas/common';
import {
  bookingParams,
  bookingSchema,
  bookingsPage,
  checkInBody,
  createBookingBody,
  feedAnswer,
  feedBody,
  feedTokenParams,
  listBookingsQuery,
  myBookingsQuery,
} from '../schemas/bookings';
import { roleGroups } from '../permissions';
import type { DomainRoutes } from './route-def';

/**
 * Bookings (issue 29, docs/bookings.md). Everyone who works with items books for themselves and
 * sees their own bookings and an item's bookings; the roles that manage items (storekeepers and up)
 * book for anyone and see the company's list. A booking is named by its id under the caller's company.
 */
export const bookingsRoutes = [
  { method: 'GET', path: '/company/{company}/bookings', domain: 'bookings', operation: 'list', auth: 'company', roles: roleGroups.staff,
    summary: "The company's bookings, latest start first, 20 a page; filters status, item, person and a period they overlap", query: listBookingsQuery, response: bookingsPage },
  { method: 'POST', path: '/company/{company}/bookings', domain: 'bookings', operation: 'create', auth: 'company', roles: roleGroups.members, status: 201,
    summary: 'Books items (a quantity of a batch item) for a person and a period; 409 BookingConflict when an item is taken then', body: createBookingBody, response: bookingSchema },
  { method: 'GET', path: '/company/{company}/bookings/mine', domain: 'bookings', operation: 'mine', auth: 'company', roles: roleGroups.members,
    summary: "The caller's own bookings, latest start first, 20 a page", query: myBookingsQuery, response: bookingsPage },
  { method: 'GET', path: '/company/{company}/bookings/feed', domain: 'bookings', operation: 'feedState', auth: 'company', roles: roleGroups.members,
    summary: "Whether the caller's calendar feed is on, and whose bookings it carries (its URL is shown only when turned on)", response: feedAnswer },
  { method: 'POST', path: '/company/{company}/bookings/feed', domain: 'bookings', operation: 'enableFeed', auth: 'company', roles: roleGroups.members,
    summary: "Turns the caller's calendar feed on, or renews its secret URL (the old URL stops working); scope company: admins only", body: feedBody, response: feedAnswer },
  { method: 'DELETE', path: '/company/{company}/bookings/feed', domain: 'bookings', operation: 'disableFeed', auth: 'company', roles: roleGroups.members,
    summary: "Turns the caller's calendar feed off: its URL answers 404", response: okAnswer },
  { method: 'GET', path: '/bookings/calendar/{token}', domain: 'bookings', operation: 'calendar', auth: 'public',
    summary: 'An iCalendar (text/calendar) of bookings for calendar apps, named by the secret of a feed URL; 404 when unknown or turned off', params: feedTokenParams,
    contentType: 'text/calendar' },
  { method: 'GET', path: '/company/{company}/item/{id}/bookings', domain: 'bookings', operation: 'itemBookings', auth: 'company', roles: roleGroups.members,
    summary: "An item's bookings, latest start first, 20 a page", params: bookingParams, query: myBookingsQuery, response: bookingsPage },
  { method: 'GET', path: '/company/{company}/bookings/{id}', domain: 'bookings', operation: 'get', auth: 'company', roles: roleGroups.members,
    summary: 'One booking (a manager: any of the company; anyone else: their own)', params: bookingParams, response: bookingSchema },
  { method: 'POST', path: '/company/{company}/bookings/{id}/cancel', domain: 'bookings', operation: 'cancel', auth: 'company', roles: roleGroups.members,
    summary: 'Cancels a reservation that has nothing checked out', params: bookingParams, response: bookingSchema },
  { method: 'POST', path: '/company/{company}/bookings/{id}/check-out', domain: 'bookings', operation: 'checkOut', auth: 'company', roles: roleGroups.staff,
    summary: "Checks a reservation's items out (at or after its start): the booking's person becomes responsible for them until check-in", params: bookingParams,
    response: bookingSchema },
  { method: 'POST', path: '/company/{company}/bookings/{id}/check-in', domain: 'bookings', operation: 'checkIn', auth: 'company', roles: roleGroups.staff,
    summary: 'Checks items of a booking back in (all, or some of them): to the person and place they had before the check-out, or to those chosen',
    params: bookingParams, body: checkInBody, response: bookingSchema },
] as const satisfies DomainRoutes<'bookings'>;
