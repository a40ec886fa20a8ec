import { roleGroups } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';

/** Who may change the depreciation defaults: the roles of `PUT /company/{id}/depreciation` (checked by a test); others see them read-only. */
export const depreciationEditors: readonly Role[] = roleGroups.panelAdmins;

export const mayEditDepreciationDefaults = (role: Role): boolean => depreciationEditors.includes(role);
