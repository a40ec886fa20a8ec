import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, CalendarIcon, CardIcon, ChartIcon, ClipboardIcon, GearIcon, ImportIcon, PinIcon, TagIcon, UsersIcon, WrenchIcon } from '../../../components/icons';
import type { MenuName } from '../menu';

/** The icon of each menu entry. */
export const menuIcons: Record<MenuName, ComponentType<SVGProps<SVGSVGElement>>> = {
  items_list: BoxIcon,
  items_import: ImportIcon,
  bookings: CalendarIcon,
  stats: ChartIcon,
  users: UsersIcon,
  stocktaking: ClipboardIcon,
  maintenance: WrenchIcon,
  locations: PinIcon,
  sticker_orders: TagIcon,
  settings: GearIcon,
  payment_tariff: CardIcon,
};
