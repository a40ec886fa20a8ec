export const roles = ['root', 'admin', 'stockman', 'worker', 'user'] as const;
export type Role = (typeof roles)[number];

/** Roles that use the admin panel's root-only entries (users, sticker orders, locations, payment). */
export const panelAdminRoles: readonly Role[] = ['root', 'admin'];

export function isPanelAdmin(role: Role | null | undefined): boolean {
  return role != null && panelAdminRoles.includes(role);
}
