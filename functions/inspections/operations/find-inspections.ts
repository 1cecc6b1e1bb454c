/**
 * Finding the inspection list's rows (spec core 2.9, 7), read from the list index by key
 * (../listing.ts, ../store/list-index.ts). Rows come from the inspection records (BatchGet), so
 * they are fresh. Inspection/FilterInspections reads one page (handlers/list.ts), the export job
 * (reports) every row; the list's option calls are in handlers/list-options.ts.
 */
import type { InspectionListBody, InspectionRow } from '#shared/inspections/list-schemas.js';
import { assetSitesOf, type CompanyScope } from '#functions/assets/index.js';
import { findByInternalId } from '#functions/assets/index.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { keyWord, matchesWords, wordsOf } from '#lib/list-index/words.js';
import type { Org } from '#functions/tenancy/index.js';
import {
  assetOfWordSub,
  assetWordPrefix,
  Sub,
  valueOfSub,
  type Counts,
  assetSearchText,
} from '../listing.js';
import {
  candidatesFor,
  countSubsFor,
  isCountable,
  noFilter,
  operatorSearchText,
  passes,
  planCompany,
  type CompanyPlan,
  type InspectionFilter,
} from '../list-plan.js';
import {
  getInspectionRows,
  queryCounts,
  readCounts,
  readEntries,
  type ReadEntry,
} from '../store/list-index.js';
import { inspectionRowOf } from '../views-list.js';
import { pageOf, scopeFor, type Caller } from '../handlers/list-scope.js';

interface Found {
  ids: string[];
  total: number;
}

/**
 * The label counts of the assets (per site in scope) with a label word starting with the
 * search's key word: the asset-word markers by prefix, then those assets' counts by key. Never
 * every asset's label (a company may have thousands); the caller checks every word on the labels.
 */
async function searchedAssetLabels(
  tenant: string,
  companyId: number,
  words: string[],
  inScope: Set<number>,
): Promise<Counts> {
  const markers = await queryCounts(tenant, companyId, assetWordPrefix(keyWord(words)));
  const found = [...markers.keys()].map(assetOfWordSub).filter((m) => inScope.has(m.site));
  const subs = [...new Set(found.map((m) => Sub.asset(m.asset, m.site)))];
  return subs.length ? readCounts(tenant, companyId, subs) : new Map();
}

/** The body's filters of one company, with internal ids and the search resolved to assets and operators; null: nothing can match. */
async function filterOf(
  tenant: string,
  scope: CompanyScope,
  sites: number[],
  body: InspectionListBody,
): Promise<{ filter: InspectionFilter; counts: Counts } | null> {
  const counts: Counts = new Map();
  const assets: number[] | null =
    body.asset_id.length || body.internal_asset_id.length ? [...body.asset_id] : null;
  if (body.internal_asset_id.length) {
    const found = await Promise.all(
      body.internal_asset_id.map((internal) => findByInternalId(tenant, scope.company_id, internal)),
    );
    for (const a of found) if (a) assets!.push(a.asset_id);
  }
  let search: InspectionFilter['search'] = null;
  const words = wordsOf(body.search_string);
  if (words.length) {
    const inScope = new Set(scope.sites ?? sites);
    const [assetLabels, operatorLabels] = await Promise.all([
      searchedAssetLabels(tenant, scope.company_id, words, inScope),
      queryCounts(tenant, scope.company_id, 'O#'),
    ]);
    const match = (
      labels: Counts,
      text: (l: NonNullable<ReturnType<Counts['get']>>['label'] & object) => string,
    ) =>
      [...labels.entries()].filter(
        ([sub, c]) =>
          inScope.has(valueOfSub(sub).site) &&
          c.pending + c.accepted > 0 &&
          matchesWords(text(c.label ?? {}), words),
      );
    const a = match(assetLabels, assetSearchText);
    const o = match(operatorLabels, operatorSearchText);
    if (!a.length && !o.length) return null;
    for (const [sub, c] of [...a, ...o]) counts.set(sub, c);
    search = {
      assets: [...new Set(a.map(([sub]) => Number(valueOfSub(sub).value)))],
      operators: [...new Set(o.map(([sub]) => valueOfSub(sub).value))],
      subs: [...a, ...o].map(([sub]) => sub),
    };
  }
  const filter: InspectionFilter = {
    ...noFilter,
    status: body.status,
    assets: assets && [...new Set(assets)],
    operators: body.requestor_id.length ? body.requestor_id : null,
    managers: body.manager_id.length ? body.manager_id : null,
    shifts: body.shift_number.length ? body.shift_number : null,
    newOnly: body.new_not_ok_attribute === 1,
    search,
  };
  return { filter, counts };
}

/** Reads planned partitions: a counted plan only as deep as the page, another whole with its residual filter. */
async function readPlans(tenant: string, plans: CompanyPlan[], size: number, index: number): Promise<Found> {
  const limit = index * size;
  const counted = plans.every((plan) => plan.countedTotal !== undefined);
  const countedTotal = plans.reduce((sum, plan) => sum + (plan.countedTotal ?? 0), 0);
  if (counted && (index - 1) * size >= countedTotal) return { ids: [], total: countedTotal };
  const lists = await Promise.all(
    plans.flatMap((plan) =>
      plan.subs.map((sub) => {
        const keep = (e: ReadEntry) => passes(e, plan.residual);
        return plan.countedTotal !== undefined
          ? readEntries(tenant, plan.company_id, sub, {
              limit,
              ...(isCountable(plan.residual) && !plan.residual.status ? {} : { keep }),
            })
          : readEntries(tenant, plan.company_id, sub, { keep });
      }),
    ),
  );
  let at = 0;
  let total = 0;
  for (const plan of plans) {
    total += plan.countedTotal ?? mergeEntries(lists.slice(at, at + plan.subs.length)).length;
    at += plan.subs.length;
  }
  return { ids: pageOf(mergeEntries(lists), size, index).map((e) => e.inspection_id), total };
}

/** One page of the list: ids newest first and the total. */
async function findInspections(
  tenant: string,
  org: Org,
  scopes: CompanyScope[],
  body: InspectionListBody,
): Promise<Found> {
  const plans = await Promise.all(
    scopes.map(async (scope) => {
      const sites = assetSitesOf(org, scope.company_id);
      const resolved = await filterOf(tenant, scope, sites, body);
      if (!resolved) return null;
      const candidates = candidatesFor(scope, sites, resolved.filter);
      const wanted = countSubsFor(candidates).filter((sub) => !resolved.counts.has(sub));
      const counts = await readCounts(tenant, scope.company_id, wanted);
      for (const [sub, c] of resolved.counts) counts.set(sub, c);
      return planCompany(scope, candidates, counts, resolved.filter.status, body.pageindex * body.pagesize);
    }),
  );
  const live = plans.filter((p): p is CompanyPlan => p !== null);
  if (!live.length) return { ids: [], total: 0 };
  return readPlans(tenant, live, body.pagesize, body.pageindex);
}

/**
 * One page of the inspection list (Inspection/FilterInspections) under `body`, as the caller with
 * this role and site reads it. The export job (reports) reads every row with it, one page as
 * large as the export.
 */
export async function inspectionListPage(
  caller: Caller & { org: () => Promise<Org> },
  body: InspectionListBody,
): Promise<{ rows: InspectionRow[]; total: number }> {
  const org = await caller.org();
  const tenant = caller.tenant.company_code;
  const found = await findInspections(tenant, org, scopeFor(caller, org, body), body);
  const records = await getInspectionRows(tenant, found.ids);
  const now = Date.now();
  return { rows: records.map((r) => inspectionRowOf(r, org, now)), total: found.total };
}
