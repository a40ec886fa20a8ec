import * as z from 'zod';
import { canonicalCurrency, currencyInputs, limits, storedCurrencies } from '../limits';
import { periodKinds, planIds } from '../plans';
import { countryCodeField, emailField, fieldError, idField, requiredText } from './common';
import { phoneWithCountry } from './phone';
import { lazySchema } from './lazy';
import { depreciationMethodField, depreciationRateField, usefulLifeField } from './depreciation';
import { depreciationTypeKey } from '../depreciation';
import { roles } from '../roles';

export const createCompanyBody = lazySchema(() =>
  z
    .object({
      title: requiredText(limits.companyTitleMaxLength),
      description: requiredText(limits.companyDescriptionMaxLength),
      /** Adds the tour's three test items, titled in the creator's language (the web's onboarding asks for them). */
      tutorial: z.boolean().optional(),
    })
    .meta({ id: 'CreateCompanyBody' }),
);
export type CreateCompanyInput = z.output<typeof createCompanyBody>;

export const companySettingsSchema = lazySchema(() =>
  z
    .object({
      createItemSectionsStatus: z.object({
        info: z.boolean(),
        additional: z.boolean(),
        location: z.boolean(),
        responsible: z.boolean(),
      }),
      operationsWithApprovement: z.boolean(),
      /** An ISO 4217 code, or 'DNN' a company chose before issue 23 (kept, never offered). */
      currency: z.enum(storedCurrencies),
      promo: z.object({ code: z.string(), sale: z.number() }).nullable(),
      /** Roles whose users must have a second factor (docs/security.md, "Second factor"); absent: none. Root sets it. */
      secondFactorRoles: z.array(z.enum(roles)).optional(),
    })
    .meta({ id: 'CompanySettings' }),
);

export const companySchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      plan: z.enum(planIds),
      /** The plan in force now (the trial's plan until subscriptionEndDate, then free). */
      effectivePlan: z.enum(planIds),
      subscriptionEndDate: z.string().nullable(),
      /** What ends at subscriptionEndDate: the trial (then Free) or a paid period (then locked until paid). */
      periodKind: z.enum(periodKinds),
      /** A paid period ended unpaid: every company call but payment and the shell's reads answers SubscriptionExpired. */
      locked: z.boolean(),
      currency: z.enum(storedCurrencies),
      settings: companySettingsSchema,
      owner: z.string(),
      createdAt: z.string(),
    })
    .meta({ id: 'Company' }),
);
export type Company = z.infer<typeof companySchema>;

/** The token is for the caller's same session (tenant and role are read per call, never from the token). */
export const createCompanyAnswer = lazySchema(() =>
  z
    .object({ company: companySchema, token: z.string() })
    .meta({ id: 'CreateCompanyAnswer' }),
);

export const updateCompanyBody = lazySchema(() =>
  z
    .object({
      title: requiredText(limits.companyTitleMaxLength).optional(),
      description: requiredText(limits.companyDescriptionMaxLength).optional(),
    })
    .refine((body) => body.title !== undefined || body.description !== undefined, { error: fieldError.required, path: ['title'] })
    .meta({ id: 'UpdateCompanyBody' }),
);
export type UpdateCompanyInput = z.output<typeof updateCompanyBody>;

export const updateSettingsBody = lazySchema(() =>
  z
    .object({
      createItemSectionsStatus: companySettingsSchema.shape.createItemSectionsStatus.partial().optional(),
      operationsWithApprovement: z.boolean().optional(),
      /** Older clients' 'EU' is accepted and stored as 'EUR'; 'DNN' is accepted and kept (docs/decisions.md). */
      currency: z
        .enum(currencyInputs, { error: fieldError.rule('currency') })
        .transform((code) => canonicalCurrency(code))
        .optional(),
    })
    .meta({ id: 'UpdateSettingsBody' }),
);
export type UpdateSettingsInput = z.output<typeof updateSettingsBody>;

/** The roles whose users must have a second factor; an empty list requires it of nobody. */
export const secondFactorPolicyBody = lazySchema(() =>
  z
    .object({ roles: z.array(z.enum(roles, { error: fieldError.rule('role') })).max(roles.length).transform((list) => [...new Set(list)]) })
    .meta({ id: 'SecondFactorPolicyBody' }),
);

export const changeOwnerBody = lazySchema(() => z.object({ person: idField }).meta({ id: 'ChangeOwnerBody' }));

export const sendAppLinksBody = lazySchema(() => phoneWithCountry.transform((phone) => ({ phone })).meta({ id: 'SendAppLinksBody' }));

export const supportBody = lazySchema(() =>
  z
    .object({
      name: requiredText(limits.nameMaxLength),
      email: emailField,
      phone: z.string().max(40).optional(),
      countryCode: countryCodeField.optional(),
      message: requiredText(2000),
      /** Where in the app the message was written (the page path). */
      location: z.string().trim().max(300).optional(),
    })
    .meta({ id: 'SupportBody' }),
);
export type SupportInput = z.output<typeof supportBody>;

export const statsAnswer = lazySchema(() =>
  z
    .object({
      company: z.string(),
      usersCount: z.number().int(),
      itemsCount: z.number().int(),
      /** Sum of item prices in the company currency, as a decimal string (exact). */
      totalItemPrice: z.string(),
      plan: z.enum(planIds),
      itemLimit: z.number().int(),
      userLimit: z.number().int(),
      country: z.string(),
      countryCodes: z.array(z.object({ name: z.string(), alpha2Code: z.string(), callingCodes: z.array(z.string()), flag: z.string() })),
    })
    .meta({ id: 'Stats' }),
);

export const companyIdParams = lazySchema(() => z.object({ id: idField }));

/** At most this many type defaults a company keeps (docs/depreciation.md). */
export const depreciationDefaultsMax = 200;

/** The depreciation terms a company gives the items of one type (the item's free-text type field, matched case-insensitively). */
export const depreciationDefaultSchema = lazySchema(() =>
  z
    .object({
      type: requiredText(120),
      usefulLifeMonths: usefulLifeField,
      /** Salvage value as a percent of the item's cost, 0..100, at most 2 decimals. */
      salvagePercent: z.coerce
        .number({ error: fieldError.rule('salvage_percent') })
        .min(0, { error: fieldError.rule('salvage_percent') })
        .max(100, { error: fieldError.rule('salvage_percent') })
        .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, { error: fieldError.rule('salvage_percent') }),
      method: depreciationMethodField,
      /** Declining balance's yearly rate; null: double declining (200 / life in years). */
      ratePercent: depreciationRateField.nullable(),
    })
    .meta({ id: 'DepreciationDefault' }),
);
export type DepreciationDefault = z.output<typeof depreciationDefaultSchema>;

export const depreciationDefaultsSchema = lazySchema(() =>
  z
    .object({
      defaults: z
        .array(depreciationDefaultSchema)
        .max(depreciationDefaultsMax, { error: fieldError.rule('depreciation_defaults_count') })
        .superRefine((defaults, ctx) => {
          const seen = new Set<string>();
          defaults.forEach((entry, index) => {
            const key = depreciationTypeKey(entry.type);
            if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'type'], message: fieldError.rule('type_unique') });
            seen.add(key);
          });
        }),
    })
    .meta({ id: 'DepreciationDefaults' }),
);
export type DepreciationDefaults = z.output<typeof depreciationDefaultsSchema>;
