import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, CardIcon, ChartIcon, ClipboardIcon, GearIcon, PinIcon, TagIcon, UsersIcon } from '../../../components/icons';
import type { MenuName } from '../menu';

/** A calendar page: bookings of items. */
const CalendarIcon = (props: SVGProps<SVGSVGElement>) => (
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
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

/** A wrench: maintenance plans of items. */
const WrenchIcon = (props: SVGProps<SVGSVGElement>) => (
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
    <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 1-5-5L13 2l-3 3 1.5 1.5" />
    <path d="M4 20l5.5-5.5" />
  </svg>
);

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
