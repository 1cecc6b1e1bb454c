/**
 * The maintenance insights over the O# roll-ups (ops-rollups.ts) on the emulators: facts written
 * as the issue, work order and PM writes write them, then insightsOf checked against the facts
 * themselves: per site and per day, only the range asked for, never another site's.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SiteStatus } from '#shared/codes.js';
import { writeTransaction } from '#lib/transactions.js';
import type { Site } from '#functions/tenancy/store.js';
import { insightsOf } from './build.js';
import { opsRollupWrites, type OpsMeasure } from '#functions/rollups/ops-rollups.js';

const tenant = `ins${randomUUID().slice(0, 6)}`;
const site = (site_id: number, timezone: string) =>
  ({ site_id, company_id: 1, site_name: `Site ${site_id}`, status: SiteStatus.Active, timezone }) as Site;
const north = site(2, 'America/Los_Angeles');
const south = site(3, 'UTC');

// [site, moment or site day, measures]
const facts: [Site, { at: string } | { day: string }, Partial<Record<OpsMeasure, number>>][] = [
  [north, { at: '2026-03-02T18:00:00Z' }, { ic: 1, it: 600 }],
  // 02:00 UTC on the 3rd is still the 2nd in Los Angeles.
  [north, { at: '2026-03-03T02:00:00Z' }, { ic: 1, it: 1200 }],
  [north, { day: '2026-03-05' }, { pc: 1, po: 1 }],
  [north, { day: '2026-03-06' }, { pc: 1, po: 0 }],
  [north, { at: '2026-03-06T20:00:00Z' }, { wd: 1, wc: 12_550 }],
  [north, { at: '2026-04-01T20:00:00Z' }, { wd: 1, wc: 9_900, ic: 1, it: 60 }],
  [south, { at: '2026-03-04T10:00:00Z' }, { wd: 1, wc: 50_000, pc: 1, po: 1 }],
];

describe('maintenance insights (O# roll-ups)', () => {
  it('counts issues closed and their open time, PM compliance, planned and unplanned work and cost, per site and day', async () => {
    for (const [s, when, add] of facts)
      await writeTransaction(
        opsRollupWrites(tenant, s, 'at' in when ? { at: when.at, timezone: s.timezone } : when, add),
      );
    const march = await insightsOf(
      tenant,
      [north, south],
      '2026-03-01',
      '2026-03-31',
      new Date('2026-04-02T00:00:00Z'),
    );
    const n = march.sites.find((s) => s.site_id === 2)!;
    expect(n).toMatchObject({
      issues_closed: 2,
      close_minutes: 1800,
      pm_completed: 2,
      pm_on_time: 1,
      wo_completed: 1,
      wo_cost: 125.5,
    });
    const s = march.sites.find((x) => x.site_id === 3)!;
    expect(s).toMatchObject({
      issues_closed: 0,
      pm_completed: 1,
      pm_on_time: 1,
      wo_completed: 1,
      wo_cost: 500,
    });
    const day = (date: string) => march.days.find((d) => d.date === date)!;
    expect(day('2026-03-02')).toMatchObject({ issues_closed: 2, close_minutes: 1800 });
    expect(day('2026-03-03').issues_closed).toBe(0);
    expect(day('2026-03-04')).toMatchObject({ wo_completed: 1, wo_cost: 500, pm_completed: 1 });
    expect(day('2026-03-06')).toMatchObject({
      pm_completed: 1,
      pm_on_time: 0,
      wo_completed: 1,
      wo_cost: 125.5,
    });
    expect(march.days.reduce((t, d) => t + d.wo_completed, 0)).toBe(2);

    // A manager of the north site only: never the south's numbers; April alone: only April's.
    const northApril = await insightsOf(
      tenant,
      [north],
      '2026-04-01',
      '2026-04-30',
      new Date('2026-05-01T00:00:00Z'),
    );
    expect(northApril.sites).toHaveLength(1);
    expect(northApril.sites[0]).toMatchObject({
      site_id: 2,
      issues_closed: 1,
      close_minutes: 60,
      wo_completed: 1,
      wo_cost: 99,
      pm_completed: 0,
    });
    expect(northApril.days.reduce((t, d) => t + d.wo_cost, 0)).toBe(99);
  });

  it('writes nothing when nothing moves', () => {
    expect(opsRollupWrites(tenant, north, { day: '2026-03-01' }, { wd: 0, wc: 0 })).toEqual([]);
    expect(opsRollupWrites(tenant, north, { day: '2026-03-01' }, { wd: 1 })).toHaveLength(1);
  });
});
