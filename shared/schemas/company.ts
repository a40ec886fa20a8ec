import { z } from 'zod';
import { currencies, limits } from '../limits';
import { planIds } from '../plans';
import { requiredText } from './common';

export const createCompanyBody = z
  .object({
    title: requiredText(limits.companyTitleMaxLength),
    description: requiredText(limits.companyDescriptionMaxLength),
  })
  .meta({ id: 'CreateCompanyBody' });
export type CreateCompanyInput = z.output<typeof createCompanyBody>;

export const companySettingsSchema = z
  .object({
    createItemSectionsStatus: z.object({
      info: z.boolean(),
      additional: z.boolean(),
      location: z.boolean(),
      responsible: z.boolean(),
    }),
    operationsWithApprovement: z.boolean(),
    currency: z.enum(currencies),
    promo: z.object({ code: z.string(), sale: z.number() }).nullable(),
  })
  .meta({ id: 'CompanySettings' });

export const companySchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    plan: z.enum(planIds),
    /** The plan in force now (the trial's plan until subscriptionEndDate, then free). */
    effectivePlan: z.enum(planIds),
    subscriptionEndDate: z.string().nullable(),
    currency: z.enum(currencies),
    settings: companySettingsSchema,
    owner: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

/** Creating a company re-issues the session token so that it carries the new tenant. */
export const createCompanyAnswer = z
  .object({ company: companySchema, token: z.string() })
  .meta({ id: 'CreateCompanyAnswer' });
