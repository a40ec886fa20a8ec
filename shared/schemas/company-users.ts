import * as z from 'zod';
import { limits } from '../limits';
import { roles } from '../roles';
import { countryCodeField, emailField, fieldError, idField, pageQuery } from './common';
import { phoneToE164 } from './phone';
import { companyUserSchema } from './users';
import { lazySchema } from './lazy';

const optionalName = lazySchema(() => z.string().trim().max(limits.nameMaxLength, { error: fieldError.rule('max_length') }));

/** Phone and country code of a user form: an empty phone means none. */
function withPhone<T extends { phone?: string | null; countryCode?: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.phone === undefined || value.phone === null) return { ...value };
  if (value.phone.trim() === '') return { ...value, phone: null };
  const phone = phoneToE164({ phone: value.phone, countryCode: value.countryCode }, ctx);
  return phone ? { ...value, phone } : z.NEVER;
}

export const createUserBody = lazySchema(() =>
  z
    .object({
      firstName: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(limits.nameMaxLength),
      lastName: optionalName.optional().default(''),
      email: emailField,
      phone: z.string().max(40).nullable().optional(),
      countryCode: countryCodeField.optional(),
      role: z.enum(roles, { error: fieldError.rule('role') }),
    })
    .transform(withPhone)
    .meta({ id: 'CreateUserBody' }),
);
export type CreateUserInput = z.output<typeof createUserBody>;

export const editUserBody = lazySchema(() =>
  z
    .object({
      firstName: z.string().trim().min(1, { error: fieldError.required }).max(limits.nameMaxLength).optional(),
      lastName: optionalName.optional(),
      email: emailField.optional(),
      phone: z.string().max(40).nullable().optional(),
      countryCode: countryCodeField.optional(),
      role: z.enum(roles, { error: fieldError.rule('role') }).optional(),
    })
    .transform(withPhone)
    .meta({ id: 'EditUserBody' }),
);
export type EditUserInput = z.output<typeof editUserBody>;

/** The users list's status filter (issue 28, docs/inactive-users.md). */
export const userStatuses = ['all', 'active', 'inactive'] as const;
export type UserStatusFilter = (typeof userStatuses)[number];

export const listUsersQuery = lazySchema(() =>
  pageQuery(limits.pageSize.users)
    .extend({
      search: z.string().trim().max(100).optional(),
      role: z.enum(roles).optional(),
      /** Active users only, inactive ones only, or everyone with their status (the default). */
      status: z.enum(userStatuses, { error: fieldError.rule('status') }).default('all'),
    }),
);
export type ListUsersQuery = z.output<typeof listUsersQuery>;

export const usersPage = lazySchema(() => z.object({ data: z.array(companyUserSchema), count: z.number().int() }).meta({ id: 'UsersPage' }));

export const userIdParams = lazySchema(() => z.object({ company: idField, id: idField }));
export const deleteUserQuery = lazySchema(() => z.object({ responsible: idField }));
