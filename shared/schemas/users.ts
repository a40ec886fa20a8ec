import { z } from 'zod';
import { roles } from '../roles';
import { languages } from '../i18n/languages';

/** The current user as the API answers it (spec: _id, firstName, lastName, email, image, phone, role, company, email_approved). */
export const currentUserSchema = z
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
  .meta({ id: 'CurrentUser' });

export type CurrentUser = z.infer<typeof currentUserSchema>;
