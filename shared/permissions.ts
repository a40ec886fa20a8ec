import type { Role } from './roles';

/**
 * Who may do what: the role groups the route table uses for every call, and the roles that see
 * each menu entry of the web. The server enforces the routes; the web hides what a role cannot use.
 */
export const roleGroups = {
  /** Everyone with an account, including role `user` (who sees only the stub in the panel). */
  everyone: ['root', 'admin', 'stockman', 'worker', 'user'],
  /** People who work with items: the panel and the mobile apps. */
  members: ['root', 'admin', 'stockman', 'worker'],
  /** Storekeepers and up: choose people and places when issuing items. */
  staff: ['root', 'admin', 'stockman'],
  /** The admin panel's root-only areas: users, locations, sticker orders, payment. */
  panelAdmins: ['root', 'admin'],
  owner: ['root'],
} as const satisfies Record<string, readonly Role[]>;

export type MenuName =
  | 'items_list'
  | 'items_import'
  | 'bookings'
  | 'stats'
  | 'users'
  | 'stocktaking'
  | 'maintenance'
  | 'locations'
  | 'sticker_orders'
  | 'settings'
  | 'payment_tariff';

/** Spec: root-only entries are shown to root and admin; analytics and stocktaking are hidden from worker; role user sees only home. */
export const menuAccess: Record<MenuName, readonly Role[]> = {
  items_list: roleGroups.members,
  // The roles of the import routes (shared/routes/imports.ts; web/src/features/shell/menu.test.ts holds them equal).
  items_import: roleGroups.staff,
  // Bookings (issue 29): everyone who works with items books and sees their own; managers see the company's.
  bookings: roleGroups.members,
  stats: ['root', 'admin', 'stockman'],
  users: roleGroups.panelAdmins,
  // Stocktaking is run by storekeepers and up (issue 9): workers do not count the company's items.
  stocktaking: roleGroups.staff,
  // Maintenance plans (issue 28): the roles that change items and their plans (shared/routes/maintenance.ts).
  maintenance: roleGroups.staff,
  locations: roleGroups.panelAdmins,
  sticker_orders: roleGroups.panelAdmins,
  settings: roleGroups.members,
  payment_tariff: roleGroups.panelAdmins,
};

/** Roles a company user may be given, by the role of whoever gives it: nobody creates a second root. */
export const assignableRoles: Record<Role, readonly Role[]> = {
  root: ['admin', 'stockman', 'worker', 'user'],
  admin: ['admin', 'stockman', 'worker', 'user'],
  stockman: [],
  worker: [],
  user: [],
};
