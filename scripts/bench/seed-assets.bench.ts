/**
 * The demo fleet's seeding time (scripts/dev/seed-assets.ts's seedFleet, about 220 assets with their
 * readings, photos and list index) for one fresh tenant code, target under 5 s on an idle machine.
 * It was a test's wall-clock bound until timing budgets moved out of the tests (issue 26).
 */
import { randomUUID } from 'node:crypto';
import { seedFleet } from '#scripts/dev/seed-assets.js';
import { SEED_TENANTS } from '#scripts/dev/seed-data.js';
import type { BenchContext, BenchRow } from './context.js';

const TARGET_SECONDS = 5;

export default async function bench(_ctx: BenchContext): Promise<BenchRow[]> {
  const spec = { ...SEED_TENANTS[0], code: `sb${randomUUID().slice(0, 6)}` };
  const started = performance.now();
  const records = await seedFleet(spec, new Map());
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: 'seed the demo fleet (seedFleet, one tenant)',
      figures: {
        assets: records.length,
        seconds: Math.round(seconds * 100) / 100,
        target: `< ${TARGET_SECONDS} s`,
        met: seconds < TARGET_SECONDS ? 'yes' : 'NO',
      },
    },
  ];
}
