/** A booking's statuses (issue 29): apart from the schemas, so the web's route table can name them without zod. */
export const bookingStatuses = ['reserved', 'checked_out', 'returned', 'overdue', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
