import * as z from 'zod';
import { idField, pageQuery } from './common';
import { lazySchema } from './lazy';

/**
 * Notifications (platform.md section 3: type, userName, userEmail, link, read). Raised through the
 * notifications queue, stored per recipient, pushed to their devices and e-mailed when their settings
 * say so (docs/notifications.md).
 */
export const notificationTypes = [
  'stocktaking_finished',
  'transfer_waiting',
  'transfer_accepted',
  'transfer_rejected',
  'import_done',
  'import_failed',
  'report_done',
  'report_failed',
  'plan_limit_near',
  'plan_limit_reached',
  'subscription_ending',
  'subscription_ended',
  'item_found',
  'maintenance_due',
  'booking_ending',
  'booking_overdue',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      type: z.enum(notificationTypes),
      /** Who caused it (the person who finished, sent, accepted...), or null for the product itself. */
      userName: z.string().nullable(),
      userEmail: z.string().nullable(),
      /** The web path to open (e.g. /stocktaking/<id>), or null. */
      link: z.string().nullable(),
      read: z.boolean(),
      /** Values the text names (a title, a count, a date), by key; the web words them in its language. */
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      createdAt: z.string(),
    })
    .meta({ id: 'Notification' }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = lazySchema(() => pageQuery(10).extend({ unread: z.enum(['true', 'false']).optional().transform((value) => value === 'true') }));
export const notificationsPage = lazySchema(() =>
  z
    .object({ data: z.array(notificationSchema), count: z.number().int(), unread: z.number().int() })
    .meta({ id: 'NotificationsPage' }),
);
export const unreadCountAnswer = lazySchema(() => z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' }));
export const notificationIdParams = lazySchema(() => z.object({ id: idField }));
export const markedReadAnswer = lazySchema(() => z.object({ updated: z.number().int() }).meta({ id: 'MarkedRead' }));

/** Which kinds of notification the user also gets by e-mail (all on for a new user). */
export const notificationSettingsSchema = lazySchema(() =>
  z
    .object({ email: z.record(z.enum(notificationTypes), z.boolean()) })
    .meta({ id: 'NotificationSettings' }),
);
export const notificationSettingsBody = lazySchema(() =>
  z
    .object({ email: z.partialRecord(z.enum(notificationTypes), z.boolean()) })
    .meta({ id: 'NotificationSettingsBody', examples: [{ email: { report_done: false, transfer_waiting: true } }] }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
