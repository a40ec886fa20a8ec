import { roleGroups } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';

/**
 * Who may change the company's title, description and settings: the roles of
 * `PUT /company/{company}` and `PUT /company/{id}/settings` in shared/routes/company.ts (checked by a test).
 * Everyone else sees those sections read-only.
 */
export const companyEditors: readonly Role[] = roleGroups.panelAdmins;

export const mayEditCompany = (role: Role): boolean => companyEditors.includes(role);
