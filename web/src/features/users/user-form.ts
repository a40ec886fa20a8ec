import { assignableRoles } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';
import type { CompanyUser, CurrentUser } from '../../../../shared/schemas/users';
import { isApiError } from '../../lib/api-client';
import { phoneParts, type PhoneParts } from '../../lib/phone-input';
import type { Country } from '../../../../shared/countries';

export interface UserFormValues extends PhoneParts {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export const userFormFields = ['firstName', 'lastName', 'email', 'phone', 'role'] as const;
export type UserFormField = (typeof userFormFields)[number];
/** Field error codes: `required_field`, `invalid_rule_<rule>` or an error name such as EmailAlreadyUsed. */
export type UserFormErrors = Partial<Record<UserFormField, string>>;

type Viewer = Pick<CurrentUser, '_id' | 'role'>;
type Target = Pick<CompanyUser, '_id' | 'role'>;

/** The roles the viewer may give; a new user gets worker when the viewer may give it. */
export function roleChoices(viewerRole: Role): readonly Role[] {
  return assignableRoles[viewerRole];
}

export function defaultRole(viewerRole: Role): Role | undefined {
  const choices = roleChoices(viewerRole);
  return choices.includes('worker') ? 'worker' : choices[0];
}

/** Nobody edits the owner but the owner. */
export function canEditUser(viewer: Viewer, target: Target): boolean {
  return roleChoices(viewer.role).length > 0 && (target.role !== 'root' || target._id === viewer._id);
}

/** The server's rule: not your own role, not the owner's, and only between roles the viewer may give. */
export function canChangeRole(viewer: Viewer, target: Target): boolean {
  return target._id !== viewer._id && target.role !== 'root' && roleChoices(viewer.role).includes(target.role);
}

/** Not the owner, not yourself, and only a role the viewer may give. */
export function canDeleteUser(viewer: Viewer, target: Target): boolean {
  return target._id !== viewer._id && target.role !== 'root' && roleChoices(viewer.role).includes(target.role);
}

/** Deactivating and reactivating follow the rule of deleting, as on the server: not oneself, not a root (the owner), a role the viewer may assign. */
export function canChangeUserStatus(viewer: Viewer, target: Target): boolean {
  return canDeleteUser(viewer, target);
}

export function emptyUserForm(countryCode: string, role: Role): UserFormValues {
  return { firstName: '', lastName: '', email: '', phone: '', countryCode, role };
}

export function userFormOf(user: CompanyUser, countries: readonly Country[], fallbackCountry: string): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    ...phoneParts(user.phone, user.countryCode, countries, fallbackCountry),
  };
}

export function isFormChanged(values: UserFormValues, initial: UserFormValues): boolean {
  // The country alone is not a change while there is no number to go with it.
  const compared = (form: UserFormValues) => ({ ...form, countryCode: form.phone ? form.countryCode : '' });
  return JSON.stringify(compared(values)) !== JSON.stringify(compared(initial));
}

/** The request body: an empty phone removes the number (the schemas turn '' into null). */
export function userRequestOf(values: UserFormValues, withRole: boolean) {
  const { role, ...rest } = values;
  return withRole ? { ...rest, role } : rest;
}

/**
 * Field errors of a refused save: a taken e-mail or phone on its field, and the fields of a
 * ValidationError. Anything else is not a field's problem: null.
 */
export function userFormErrorsOf(error: unknown): UserFormErrors | null {
  if (isApiError(error, 'EmailAlreadyUsed')) return { email: error.error };
  if (isApiError(error, 'PhoneAlreadyUsed')) return { phone: error.error };
  if (isApiError(error, 'ValidationError')) {
    const fields = error.fieldErrors;
    const errors: UserFormErrors = {};
    for (const field of userFormFields) if (fields[field]) errors[field] = fields[field];
    if (!errors.phone && fields.countryCode) errors.phone = fields.countryCode;
    return Object.keys(errors).length > 0 ? errors : null;
  }
  return null;
}
