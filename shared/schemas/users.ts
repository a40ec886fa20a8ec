import * as z from 'zod';
import { roles } from '../roles';
import { languages } from '../i18n/languages';
import { lazySchema } from './lazy';

/** The current user as the API answers it (spec: _id, firstName, lastName, email, image, phone, role, company, email_approved). */
export const currentUserSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      phone: z.string().nullable(),
      role: z.enum(roles),
      company: z.string().nullable(),
      email_approved: z.boolean(),
      phone_approved: z.boolean(),
      language: z.enum(languages),
      createdAt: z.string(),
    })
    .meta({ id: 'CurrentUser' }),
);

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A user of a company as the users list and card show it. */
export const companyUserSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** Spec: first name plus last name, or the e-mail when both are absent. */
      displayName: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      countryCode: z.string().nullable(),
      role: z.enum(roles),
      email_approved: z.boolean(),
      createdAt: z.string(),
      lastSmsSentTime: z.string().nullable(),
      /** False while deactivated (issue 28): no sign-in, no sessions, no pushes; items stay with them. */
      active: z.boolean(),
      /** When the user was deactivated; null while active. */
      inactiveSince: z.string().nullable(),
    })
    .meta({ id: 'CompanyUser' }),
);
export type CompanyUser = z.infer<typeof companyUserSchema>;

export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  const name = [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name || user.email;
}
