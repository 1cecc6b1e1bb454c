/**
 * The maintenance roll-ups of the built-in insights (spec maintenance 2.13): per site and calendar
 * month of the site's timezone, one item `O#yyyy-mm` in the site's roll-up partition (rollups.ts)
 * with one attribute per day and measure, moved with ADD by the write that makes the fact, in that
 * write's own transaction (never recomputed by scanning):
 *   ic  issues closed that day                 it  minutes those issues were open, summed (mean time to close = it / ic)
 *   pc  PM triggers completed that day          po  of those, on time (PM compliance = po / pc)
 *   wd  work orders completed that day (unplanned work: from requests, issues or by hand; PM completions are the planned work)
 *   wc  work order labour cost moved that day (cents)
 *   wp  work order parts cost that day (cents): each Part/UseStock adds its line's cost (quantity ×
 *       the part's average cost then) in the use's own transaction (issue 25 item 3); cost per meter
 *       hour = (wc + wp) / the inspection roll-ups' usage hours
 * A reopened work order completed again counts again; an issue cannot be reopened once closed.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { siteDayOf } from '#shared/reports/rules.js';
import { table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';
import { rollupKeys } from './rollups.js';

export const OPS_MEASURES = ['ic', 'it', 'pc', 'po', 'wd', 'wc', 'wp'] as const;
export type OpsMeasure = (typeof OPS_MEASURES)[number];
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));
const dayAttributes = Object.fromEntries(
  OPS_MEASURES.flatMap((m) => DAYS.map((d) => [`${m}${d}`, number().optional()])),
) as Record<string, ReturnType<typeof number>>;

export const opsKey = (month: string) => `O#${month}`;

export const OpsRollupEntity = new Entity({
  name: 'OpsRollup',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    rollup: string().key(),
    company_id: number().optional(),
    month: string().optional(),
    ...dayAttributes,
  }),
  computeKey: ({ tenant, site_id, rollup }: { tenant: string; site_id: number; rollup: string }) => ({
    pk: rollupKeys.partition(tenant, site_id),
    sk: rollup,
  }),
});

/** Where a fact lands: the site's local day of a moment, or a day already in the site's calendar (yyyy-mm-dd). */
export type OpsDay = { at: string | Date; timezone: string } | { day: string };
const dayOf = (when: OpsDay) =>
  'day' in when
    ? { month: when.day.slice(0, 7), dd: when.day.slice(8, 10) }
    : siteDayOf(when.at, when.timezone || 'UTC');

/**
 * One Update of the site's month item adding `add` on the day; none when nothing moves. At most
 * one per transaction and site (the callers write one fact per transaction).
 */
export function opsRollupWrites(
  tenant: string,
  site: { site_id: number; company_id: number },
  when: OpsDay,
  add: Partial<Record<OpsMeasure, number>>,
): Transaction[] {
  const moves = Object.entries(add).filter(([, v]) => v !== undefined && v !== 0 && Number.isFinite(v));
  if (!moves.length) return [];
  const { month, dd } = dayOf(when);
  const values: Record<string, unknown> = {
    tenant,
    site_id: site.site_id,
    rollup: opsKey(month),
    company_id: site.company_id,
    month,
  };
  for (const [m, v] of moves) values[`${m}${dd}`] = $add(Math.round(v!));
  return [OpsRollupEntity.build(UpdateTransaction).item(values as never)];
}

export type OpsMonth = { month: string } & Record<string, unknown>;

/** The site's O# items from `fromMonth` to `toMonth` (both included): at most 13 for a year. */
export async function readOpsMonths(
  tenant: string,
  siteId: number,
  fromMonth: string,
  toMonth: string,
): Promise<OpsMonth[]> {
  const items: OpsMonth[] = [];
  const query = table
    .build(QueryCommand)
    .entities(OpsRollupEntity)
    .query({
      partition: rollupKeys.partition(tenant, siteId),
      range: { between: [opsKey(fromMonth), `${opsKey(toMonth)}~`] },
    });
  for await (const page of query.paginate()) items.push(...((page.Items ?? []) as OpsMonth[]));
  return items;
}

/** Every measure of the sites summed over all their O# items (tests, the backfill check). */
export async function opsTotals(tenant: string, siteIds: number[]): Promise<Record<OpsMeasure, number>> {
  const totals = Object.fromEntries(OPS_MEASURES.map((m) => [m, 0])) as Record<OpsMeasure, number>;
  for (const siteId of siteIds)
    for (const item of await readOpsMonths(tenant, siteId, '0000-01', '9999-12'))
      for (const m of OPS_MEASURES)
        for (const d of DAYS) totals[m] += (item[`${m}${d}`] as number | undefined) ?? 0;
  return totals;
}

/** One fact of the past (seed, backfill): where and when, and what it adds. */
export interface OpsFact {
  site: { site_id: number; company_id: number };
  when: OpsDay;
  add: Partial<Record<OpsMeasure, number>>;
}

/** Many facts at once (the seed): summed per site month, one Update each. */
export async function applyOpsFacts(tenant: string, facts: OpsFact[]): Promise<number> {
  const items = new Map<string, Record<string, unknown>>();
  for (const fact of facts) {
    const { month, dd } = dayOf(fact.when);
    const id = `${fact.site.site_id}|${month}`;
    const values = items.get(id) ?? {
      tenant,
      site_id: fact.site.site_id,
      rollup: opsKey(month),
      company_id: fact.site.company_id,
      month,
    };
    for (const [m, v] of Object.entries(fact.add))
      if (v) values[`${m}${dd}`] = ((values[`${m}${dd}`] as number | undefined) ?? 0) + Math.round(v);
    items.set(id, values);
  }
  for (const values of items.values()) {
    const update: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values))
      update[k] = /^[a-z]{2}\d{2}$/.test(k) ? $add(v as number) : v;
    await OpsRollupEntity.build(UpdateItemCommand)
      .item(update as never)
      .send();
  }
  return items.size;
}
