import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { lazySchema } from './lazy';

describe('a lazily built schema', () => {
  it('is built once, when first read, and validates as the schema itself', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().trim().min(1, { error: 'required_field' });
    });
    expect(builds).toBe(0);
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('required_field');
    expect(builds).toBe(1);
  });

  it('composes into other schemas: fields, shapes, optional, instanceof', () => {
    const field = lazySchema(() => z.coerce.number().int().min(1));
    const body = lazySchema(() => z.object({ count: field.optional(), id: z.string() }));
    const wider = lazySchema(() => z.object({ ...body.shape, extra: z.boolean() }));
    expect(body).toBeInstanceOf(z.ZodObject);
    expect('_zod' in body).toBe(true);
    expect(wider.parse({ count: '3', id: 'a', extra: true })).toEqual({ count: 3, id: 'a', extra: true });
    expect(wider.safeParse({ count: 0, id: 'a', extra: true }).error?.issues[0]?.path).toEqual(['count']);
    expect(Object.keys(body.shape)).toEqual(['count', 'id']);
  });
});
