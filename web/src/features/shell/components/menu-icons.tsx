import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, CardIcon, ChartIcon, ClipboardIcon, GearIcon, PinIcon, TagIcon, UsersIcon } from '../../../components/icons';
import type { MenuName } from '../menu';

/** A file going up into a tray: importing items from a spreadsheet (drawn like components/icons.tsx). */
const ImportIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" />
    <path d="M4 14v5.5h16V14" />
  </svg>
);

export const menuIcons: Record<MenuName, ComponentType<SVGProps<SVGSVGElement>>> = {
  items_list: BoxIcon,
  items_import: ImportIcon,
  stats: ChartIcon,
  users: UsersIcon,
  stocktaking: ClipboardIcon,
  locations: PinIcon,
  sticker_orders: TagIcon,
  settings: GearIcon,
  payment_tariff: CardIcon,
};
