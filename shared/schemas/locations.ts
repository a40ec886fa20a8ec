import * as z from 'zod';
import { limits } from '../limits';
import { fieldError, idField, pageQuery, requiredText } from './common';
import { lazySchema } from './lazy';

const titleField = lazySchema(() => requiredText(limits.companyTitleMaxLength));

/** An object (a site, building or warehouse) of the company and the locations inside it. */
export const objectSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      title: z.string(),
      /** Locations carry their ids when the list is asked withIds (and always in single-object answers). */
      locations: z.array(z.object({ _id: z.string().optional(), title: z.string() })),
      createdAt: z.string(),
    })
    .meta({ id: 'CompanyObject' }),
);
export type CompanyObject = z.infer<typeof objectSchema>;

export const listLocationsQuery = lazySchema(() =>
  pageQuery(limits.pageSize.locations).extend({
    withIds: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
  }),
);
export const locationsPage = lazySchema(() => z.object({ data: z.array(objectSchema), count: z.number().int() }).meta({ id: 'LocationsPage' }));

function distinctTitles(titles: string[], ctx: z.RefinementCtx, path: string) {
  const seen = new Set<string>();
  titles.forEach((title, index) => {
    const key = title.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, index], message: fieldError.rule('unique') });
    seen.add(key);
  });
}

export const createObjectBody = lazySchema(() =>
  z
    .object({ title: titleField, locations: z.array(titleField).max(500).default([]) })
    .superRefine((body, ctx) => distinctTitles(body.locations, ctx, 'locations'))
    .meta({ id: 'CreateObjectBody' }),
);
export type CreateObjectInput = z.output<typeof createObjectBody>;

export const editObjectBody = lazySchema(() =>
  z
    .object({
      title: titleField.optional(),
      /** The full list after the edit: kept ids keep their location, new titles get new ids, missing ones are removed. */
      locations: z.array(z.object({ _id: idField.optional(), title: titleField })).max(500).optional(),
      /** Whether items at renamed or removed locations are updated too. */
      shouldUpdate: z.boolean().default(false),
    })
    .superRefine((body, ctx) => body.locations && distinctTitles(body.locations.map((l) => l.title), ctx, 'locations'))
    .meta({ id: 'EditObjectBody' }),
);
export type EditObjectInput = z.output<typeof editObjectBody>;

export const deleteObjectQuery = lazySchema(() =>
  z.object({
    shouldUpdate: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  }),
);
export const objectIdParams = lazySchema(() => z.object({ id: idField }));
