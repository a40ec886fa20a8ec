import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, CardIcon, ChartIcon, ClipboardIcon, GearIcon, PinIcon, TagIcon, UsersIcon } from '../../../components/icons';
import type { MenuName } from '../menu';

export const menuIcons: Record<MenuName, ComponentType<SVGProps<SVGSVGElement>>> = {
  items_list: BoxIcon,
  stats: ChartIcon,
  users: UsersIcon,
  stocktaking: ClipboardIcon,
  locations: PinIcon,
  sticker_orders: TagIcon,
  settings: GearIcon,
  payment_tariff: CardIcon,
};
