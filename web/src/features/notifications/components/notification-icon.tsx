import type { NotificationType } from '../../../../../shared/schemas/notifications';
import { BoxIcon, CardIcon, ClipboardIcon, UsersIcon } from '../../../components/icons';

/** Spec: each notification shows an icon by its kind; the colour says good, bad or attention. */
const looks: Record<NotificationType, { Icon: typeof BoxIcon; color: string }> = {
  stocktaking_finished: { Icon: ClipboardIcon, color: 'brand.600' },
  transfer_waiting: { Icon: UsersIcon, color: 'orange.600' },
  transfer_accepted: { Icon: UsersIcon, color: 'brand.600' },
  transfer_rejected: { Icon: UsersIcon, color: 'red.600' },
  import_done: { Icon: BoxIcon, color: 'brand.600' },
  import_failed: { Icon: BoxIcon, color: 'red.600' },
  report_done: { Icon: ClipboardIcon, color: 'brand.600' },
  report_failed: { Icon: ClipboardIcon, color: 'red.600' },
  plan_limit_near: { Icon: CardIcon, color: 'orange.600' },
  plan_limit_reached: { Icon: CardIcon, color: 'red.600' },
  subscription_ending: { Icon: CardIcon, color: 'orange.600' },
  subscription_ended: { Icon: CardIcon, color: 'red.600' },
  item_found: { Icon: BoxIcon, color: 'orange.600' },
  maintenance_due: { Icon: ClipboardIcon, color: 'orange.600' },
  booking_ending: { Icon: BoxIcon, color: 'orange.600' },
  booking_overdue: { Icon: BoxIcon, color: 'red.600' },
};

export const notificationIconColor = (type: NotificationType): string => looks[type].color;

export function NotificationIcon({ type }: { type: NotificationType }) {
  const { Icon } = looks[type];
  return <Icon width="20" height="20" />;
}
