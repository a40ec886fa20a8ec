/** Every maintenance query starts with this key: a change to any plan refreshes them all. */
export const maintenanceKey = ['maintenance'] as const;
