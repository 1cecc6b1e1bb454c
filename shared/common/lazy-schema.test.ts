import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

describe('lazySchema', () => {
  it('builds the schema on first use only, once', () => {
    let builds = 0;
    const row = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().trim().max(3) });
    });
    const list = lazySchema(() => z.object({ list: z.array(row) }));
    expect(builds).toBe(0);
    expect(list.parse({ list: [{ name: ' ab ' }] })).toEqual({ list: [{ name: 'ab' }] });
    expect(list.safeParse({ list: [{ name: 'abcd' }] }).success).toBe(false);
    expect(builds).toBe(1);
    expect(row).toBeInstanceOf(z.ZodObject);
  });

  it('gives the same JSON Schema as the schema built at once, pipes and extensions included', () => {
    const make = () => {
      const id = z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int());
      const row = z.object({ id, tags: z.array(z.string()).optional() });
      return z.object({ rows: z.array(row), first: row.extend({ extra: z.boolean() }) });
    };
    const lazyMake = () => {
      const id = lazySchema(() =>
        z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int()),
      );
      const row = lazySchema(() => z.object({ id, tags: z.array(z.string()).optional() }));
      return lazySchema(() => z.object({ rows: z.array(row), first: row.extend({ extra: z.boolean() }) }));
    };
    for (const io of ['input', 'output'] as const)
      expect(z.toJSONSchema(lazyMake(), { io })).toEqual(z.toJSONSchema(make(), { io }));
  });
});
