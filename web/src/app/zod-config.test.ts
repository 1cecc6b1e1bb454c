/** zod adopts the configuration set before it loads (zod-config.ts), so the browser parses without eval. */
import { describe, expect, it } from 'vitest';
import { configureZodBeforeLoad } from './zod-config';

describe('configureZodBeforeLoad', () => {
  it('makes zod jitless once it loads', async () => {
    configureZodBeforeLoad();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
