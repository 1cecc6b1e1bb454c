/**
 * Reliability roll-ups (issue 25 item 6): what the metrics read instead of scanning downtimes.
 * One partition per tenant and company `{tenant}#RELROLLUP#{company}`; in it, per calendar month
 * (UTC) and scope, one item holding the measures of shared/reliability/metrics.ts:
 *   C#yyyy-mm#<shard>     the company's month, in COMPANY_SHARDS items (shard = asset id mod N),
 *                         so no single item takes every downtime write of a company
 *   S#yyyy-mm#<site>      a site's month
 *   M#yyyy-mm#<model>     a model's month (company-wide; the asset's model name, as the asset list counts it)
 *   A#yyyy-mm#<asset>     an asset's month
 * Month-first keys let one Query read every site's (or model's) months of a period for the charts.
 * Counters move with ADD in the downtime write's own transaction (markAssetDown, markAssetUp), so
 * concurrent downtimes never lose an update and the metrics never see a half-counted downtime.
 * Failure-code counts are attributes `f:<kind>:<code>` on the same items (written and read raw:
 * the codes are the company's own, not a fixed schema).
 */
import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import {
  codeAttribute,
  hoursByMonth,
  monthOf,
  monthsFromTo,
  sumMonths,
  type ReliabilityMeasure,
  type ReliabilityTotals,
} from '#shared/reliability/metrics.js';
import type { FailureCodeKind } from '#shared/reliability/rules.js';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { pad, table } from '#lib/db.js';
import { rawUpdateTransaction, type RawUpdate, type Transaction } from '#lib/transactions.js';

export const COMPANY_SHARDS = 8;

const enc = (text: string) => encodeURIComponent(text.trim());

export const reliabilityRollupKeys = {
  partition: (tenant: string, companyId: number) => `${tenant}#RELROLLUP#${pad(companyId, 6)}`,
  company: (month: string, shard: number) => `C#${month}#${shard}`,
  site: (month: string, siteId: number) => `S#${month}#${pad(siteId, 6)}`,
  model: (month: string, model: string) => `M#${month}#${enc(model)}`,
  asset: (month: string, assetId: number) => `A#${month}#${pad(assetId)}`,
};

/** The entity the raw Updates are written as (keys only: the measures are added by hand). */
export const ReliabilityRollupEntity = new Entity({
  name: 'ReliabilityRollup',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    rollup: string().key(),
  }),
  computeKey: ({ tenant, company_id, rollup }: { tenant: string; company_id: number; rollup: string }) => ({
    pk: reliabilityRollupKeys.partition(tenant, company_id),
    sk: rollup,
  }),
});

/** Where a downtime counts: its asset, site, company and the asset's model. */
export interface RolledDowntime {
  tenant: string;
  company_id: number;
  site_id: number;
  asset_id: number;
  /** '' when the asset has none (no model item then). */
  model_name?: string;
  planned: boolean;
}

export interface RolledCodes {
  problem_code?: string | null;
  cause_code?: string | null;
  remedy_code?: string | null;
}

/** One month's additions to every scope item of the downtime. */
function monthUpdates(d: RolledDowntime, month: string, add: Partial<Record<string, number>>): RawUpdate[] {
  const adds = Object.entries(add).filter(([, v]) => v !== undefined && v !== 0 && Number.isFinite(v));
  if (!adds.length) return [];
  const model = d.model_name?.trim() ?? '';
  const scopes: { rollup: string; labels: Record<string, string | number> }[] = [
    { rollup: reliabilityRollupKeys.company(month, d.asset_id % COMPANY_SHARDS), labels: {} },
    { rollup: reliabilityRollupKeys.site(month, d.site_id), labels: { site_id: d.site_id } },
    {
      rollup: reliabilityRollupKeys.asset(month, d.asset_id),
      labels: { site_id: d.site_id, asset_id: d.asset_id },
    },
    ...(model ? [{ rollup: reliabilityRollupKeys.model(month, model), labels: { model_name: model } }] : []),
  ];
  return scopes.map(({ rollup, labels }) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const addParts: string[] = [];
    let n = 0;
    const name = (attr: string, value: unknown) => {
      n += 1;
      names[`#n${n}`] = attr;
      values[`:v${n}`] = value;
      return [`#n${n}`, `:v${n}`] as const;
    };
    for (const [attr, value] of Object.entries({
      _et: ReliabilityRollupEntity.entityName,
      tenant: d.tenant,
      company_id: d.company_id,
      rollup,
      month,
      ...labels,
    })) {
      const [k, v] = name(attr, value);
      sets.push(`${k} = ${v}`);
    }
    for (const [attr, value] of adds) {
      const [k, v] = name(attr, value);
      addParts.push(`${k} ${v}`);
    }
    return {
      Key: { pk: reliabilityRollupKeys.partition(d.tenant, d.company_id), sk: rollup },
      UpdateExpression: `SET ${sets.join(', ')} ADD ${addParts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    };
  });
}

const codeAdds = (codes: RolledCodes): Record<string, number> => {
  const add: Record<string, number> = {};
  const pairs: [FailureCodeKind, string | null | undefined][] = [
    ['problem', codes.problem_code],
    ['cause', codes.cause_code],
    ['remedy', codes.remedy_code],
  ];
  for (const [kind, code] of pairs) if (code) add[codeAttribute(kind, code.toUpperCase())] = 1;
  return add;
};

/** The roll-up changes of a downtime opening: a failure (or a planned stop) and its codes, in the start month. */
export function openingUpdates(d: RolledDowntime, start: string, codes: RolledCodes): RawUpdate[] {
  const measure: ReliabilityMeasure = d.planned ? 'pc' : 'dc';
  return monthUpdates(d, monthOf(start), { [measure]: 1, ...codeAdds(codes) });
}

/**
 * The roll-up changes of a downtime closing: its hours down in each month it spans (at most 12),
 * and, for an unplanned one, a repair of its whole length in the closing month.
 */
export function closingUpdates(d: RolledDowntime, start: string, end: string): RawUpdate[] {
  const spans = hoursByMonth(start, end);
  const hoursMeasure: ReliabilityMeasure = d.planned ? 'hp' : 'hu';
  const total = spans.reduce((s, x) => s + x.hours, 0);
  const closing = monthOf(end);
  const byMonth = new Map<string, Partial<Record<string, number>>>();
  for (const span of spans) byMonth.set(span.month, { [hoursMeasure]: span.hours });
  if (!d.planned) {
    const last = byMonth.get(closing) ?? {};
    byMonth.set(closing, { ...last, rh: Math.round(total * 1e6) / 1e6, rc: 1 });
  }
  return [...byMonth].flatMap(([month, add]) => monthUpdates(d, month, add));
}

export const reliabilityRollupWrites = (updates: RawUpdate[]): Transaction[] =>
  updates.map((u) => rawUpdateTransaction(ReliabilityRollupEntity, u));

// ---- reads (raw: the code counts are attributes of their own) ----

export type ReliabilityMonthItem = Record<string, unknown> & { rollup: string; month: string };

async function queryRange(tenant: string, companyId: number, from: string, to: string) {
  const items: ReliabilityMonthItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
        ExpressionAttributeValues: {
          ':pk': reliabilityRollupKeys.partition(tenant, companyId),
          ':a': from,
          ':b': to,
        },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as ReliabilityMonthItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The company's month items of one kind (C, S or M) from `fromMonth` to `toMonth`: one Query. */
export const readScopeMonths = (
  tenant: string,
  companyId: number,
  kind: 'C' | 'S' | 'M',
  fromMonth: string,
  toMonth: string,
) => queryRange(tenant, companyId, `${kind}#${fromMonth}`, `${kind}#${toMonth}~`);

/** Items by key (one BatchGet per 100 keys; unprocessed keys retried). */
export async function getRollupItems(
  tenant: string,
  companyId: number,
  rollups: string[],
): Promise<ReliabilityMonthItem[]> {
  const pk = reliabilityRollupKeys.partition(tenant, companyId);
  const found: ReliabilityMonthItem[] = [];
  for (let i = 0; i < rollups.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = rollups.slice(i, i + 100).map((sk) => ({ pk, sk }));
    for (let attempt = 0; keys?.length && attempt < 8; attempt++) {
      const answer: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys } } }),
      );
      found.push(...((answer.Responses?.[config.tableName] ?? []) as ReliabilityMonthItem[]));
      keys = answer.UnprocessedKeys?.[config.tableName]?.Keys;
    }
  }
  return found;
}

/** What the metrics cover: the whole company, one site, one model (company-wide) or one asset. */
export type MetricsScope =
  | { kind: 'company' }
  | { kind: 'site'; site_id: number }
  | { kind: 'model'; model_name: string }
  | { kind: 'asset'; asset_id: number };

/**
 * The roll-up totals of a scope over the months `fromMonth`..`toMonth`: the company's shards by
 * one Query (months x COMPANY_SHARDS items), a site's, model's or asset's months by one BatchGet.
 */
export async function scopeTotals(
  tenant: string,
  companyId: number,
  scope: MetricsScope,
  fromMonth: string,
  toMonth: string,
): Promise<ReliabilityTotals> {
  if (scope.kind === 'company')
    return sumMonths(await readScopeMonths(tenant, companyId, 'C', fromMonth, toMonth));
  const months = monthsFromTo(fromMonth, toMonth);
  const keyOf =
    scope.kind === 'site'
      ? (m: string) => reliabilityRollupKeys.site(m, scope.site_id)
      : scope.kind === 'model'
        ? (m: string) => reliabilityRollupKeys.model(m, scope.model_name)
        : (m: string) => reliabilityRollupKeys.asset(m, scope.asset_id);
  return sumMonths(await getRollupItems(tenant, companyId, months.map(keyOf)));
}

/** The totals of every site (by site id) or model (by model name) of the company over the months: one Query. */
export async function totalsBy(
  tenant: string,
  companyId: number,
  by: 'site' | 'model',
  fromMonth: string,
  toMonth: string,
): Promise<Map<string, ReliabilityTotals>> {
  const items = await readScopeMonths(tenant, companyId, by === 'site' ? 'S' : 'M', fromMonth, toMonth);
  const groups = new Map<string, ReliabilityMonthItem[]>();
  for (const item of items) {
    const key = String(by === 'site' ? item.site_id : item.model_name);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return new Map([...groups].map(([key, group]) => [key, sumMonths(group)]));
}
