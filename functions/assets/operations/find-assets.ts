/**
 * Finding the asset list's rows (spec core 2.6, 7; maintenance 2.12), read from the list index by
 * key (../listing.ts, ../store/list-index.ts): one page of asset ids in list order and the total,
 * by the Name filter's choice, the token search or the planned partitions. Asset/FilterAsset and
 * its Asset Name options read a page (handlers/list.ts, handlers/list-options.ts), the hierarchy
 * a level (handlers/hierarchy.ts).
 */
import type { AssetListBody } from '#shared/assets/schemas.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { wordsOf } from '#lib/list-index/words.js';
import {
  matchesSearch,
  orderOf,
  passes,
  planCompany,
  countSubsFor,
  searchPlan,
  searchTextOf,
  statusPrefix,
  Sub,
  type CompanyPlan,
  type CompanyScope,
  type ListFilter,
} from '../listing.js';
import { getAssets } from '../store/assets.js';
import { readCounts, readEntries, type ReadEntry } from '../store/list-index.js';

export const filterOf = (body: AssetListBody): ListFilter => ({
  status: body.status,
  models: body.model_name,
  years: body.model_year,
  openOnly: body.show_open_issues === 1,
});

export interface Found {
  /** The page's asset ids in list order. */
  ids: number[];
  total: number;
}
export const pageOf = <T>(items: T[], size: number, index: number) =>
  items.slice((index - 1) * size, index * size);
export const sitesResidual = (scope: CompanyScope, f: ListFilter) => ({
  sites: scope.sites,
  models: f.models.length ? f.models : null,
  years: f.years.length ? f.years : null,
  openOnly: f.openOnly,
});

/** Reads planned partitions: a counted plan only `limit` deep per partition, another whole with its residual filter. */
export async function readPlans(
  tenant: string,
  plans: CompanyPlan[],
  status: number,
  size: number,
  index: number,
): Promise<Found> {
  const limit = index * size;
  const counted = plans.every((plan) => plan.countedTotal !== undefined);
  const countedTotal = plans.reduce((sum, plan) => sum + (plan.countedTotal ?? 0), 0);
  // A page past the end needs no entries at all.
  if (counted && (index - 1) * size >= countedTotal) return { ids: [], total: countedTotal };
  const lists = await Promise.all(
    plans.flatMap((plan) =>
      plan.subs.map((sub) =>
        plan.countedTotal !== undefined
          ? readEntries(tenant, plan.company_id, sub, { prefix: statusPrefix(status), limit })
          : readEntries(tenant, plan.company_id, sub, {
              prefix: statusPrefix(status),
              keep: (e) => passes(e, plan.residual),
            }),
      ),
    ),
  );
  let at = 0;
  let total = 0;
  for (const plan of plans) {
    if (plan.countedTotal !== undefined) total += plan.countedTotal;
    else total += mergeEntries(lists.slice(at, at + plan.subs.length)).length;
    at += plan.subs.length;
  }
  return { ids: pageOf(mergeEntries(lists), size, index).map((e) => e.asset_id), total };
}

/** The search: per company the token partition by the longest word's prefix, the rest filtered; sorted in list order. */
async function search(
  tenant: string,
  scopes: CompanyScope[],
  f: ListFilter,
  text: string,
  size: number,
  index: number,
): Promise<Found> {
  const plan = searchPlan(text)!;
  const prefix = statusPrefix(f.status);
  const lists = await Promise.all(
    scopes.map((scope) =>
      readEntries(tenant, scope.company_id, Sub.tokens, {
        prefix: plan.prefix,
        keep: (e: ReadEntry) =>
          e.order.startsWith(prefix) && passes(e, sitesResidual(scope, f)) && matchesSearch(e, plan.others),
      }),
    ),
  );
  const merged = mergeEntries(lists);
  return { ids: pageOf(merged, size, index).map((e) => e.asset_id), total: merged.length };
}

/** The Name filter's choice (asset_id / internal_asset_id): those assets, read by key, within the scope and the other filters. */
async function byIds(
  tenant: string,
  scopes: CompanyScope[],
  f: ListFilter,
  body: AssetListBody,
): Promise<Found> {
  const ids = new Set(body.asset_id);
  if (body.internal_asset_id.length) {
    const found = await Promise.all(
      scopes.flatMap((scope) =>
        body.internal_asset_id.map((internal) =>
          readEntries(tenant, scope.company_id, Sub.tokens, { prefix: `${internal.toLowerCase()}#` }),
        ),
      ),
    );
    for (const e of found.flat()) ids.add(e.asset_id);
  }
  const words = wordsOf(body.search_string);
  const records = (await getAssets(tenant, [...ids])).filter((r) => {
    const scope = scopes.find((s) => s.company_id === r.company_id);
    const entry = {
      site_id: r.site_id,
      model_name: r.model_name ?? '',
      model_year: r.model_year ?? '',
      open: (r.open_issues ?? 0) > 0 ? 1 : 0,
    };
    const text = searchTextOf({
      ...r,
      model_name: entry.model_name,
      model_year: entry.model_year,
      asset_serial_number: r.asset_serial_number ?? '',
      open_issues: 0,
    });
    return (
      scope &&
      orderOf(r).startsWith(statusPrefix(f.status)) &&
      passes(entry, sitesResidual(scope, f)) &&
      words.every((w) => text.includes(w))
    );
  });
  const sorted = records
    .map((r) => ({ asset_id: r.asset_id, order: orderOf(r) }))
    .sort((a, b) => (a.order < b.order ? -1 : 1));
  return { ids: pageOf(sorted, body.pagesize, body.pageindex).map((e) => e.asset_id), total: sorted.length };
}

/** One page of the list: ids in order and the total. */
export async function findAssets(
  tenant: string,
  scopes: CompanyScope[],
  body: AssetListBody,
): Promise<Found> {
  if (!scopes.length) return { ids: [], total: 0 };
  const f = filterOf(body);
  if (body.asset_id.length || body.internal_asset_id.length) return byIds(tenant, scopes, f, body);
  if (searchPlan(body.search_string))
    return search(tenant, scopes, f, body.search_string, body.pagesize, body.pageindex);
  const plans = await Promise.all(
    scopes.map(async (scope) =>
      planCompany(scope, f, await readCounts(tenant, scope.company_id, countSubsFor(scope, f))),
    ),
  );
  return readPlans(tenant, plans, f.status, body.pagesize, body.pageindex);
}
