/**
 * The reliability metrics (issue 25 item 6): MTBF, MTTR, availability and the top failure codes
 * of a company, site, model or asset over a period of months, from the reliability roll-ups
 * (functions/reliability: the company's months in 8 shards, a scope's months by key) and the
 * asset list's counts (functions/assets: active assets per company, site and model). Never a
 * scan: a company's year is one Query of 96 items and one count read, whatever its size.
 * The asset hours are today's active assets x the period's hours (assets do not keep a history
 * of when they were active).
 */
import {
  emptyTotals,
  metricsOf,
  periodHours,
  RELIABILITY_MEASURES,
  type ReliabilityTotals,
} from '#shared/reliability/metrics.js';
import type { MetricsBody, ReliabilityMetricsAnswer } from '#shared/reliability/schemas.js';
import { SiteStatus } from '#shared/codes.js';
import { getAsset, queryCounts, readCounts, Sub, valuesOfSub } from '#functions/assets/index.js';
import { scopeTotals, totalsBy, type MetricsScope } from '#functions/reliability/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import { notFound } from '#lib/errors.js';

const active = (counts: Map<string, { active: number }>, sub: string) => counts.get(sub)?.active ?? 0;

/**
 * The metrics of the scope. `sites` are the active sites the caller sees: the company scope reads
 * the company's items when they see every active site of it, else their sites summed; a model
 * scope (and rows by model) needs the whole company, a site scope that site, an asset scope the
 * asset's site: anything else is Not found.
 */
export async function reliabilityMetrics(
  tenant: string,
  org: Org,
  sites: Site[],
  companyId: number,
  body: MetricsBody,
  now = new Date(),
): Promise<ReliabilityMetricsAnswer> {
  const companySites = org.sites.filter(
    (s) => s.company_id === companyId && s.status !== SiteStatus.Inactive && s.status !== SiteStatus.AllSites,
  );
  const seen = new Set(sites.filter((s) => s.company_id === companyId).map((s) => s.site_id));
  const wholeCompany = companySites.length > 0 && companySites.every((s) => seen.has(s.site_id));
  const { from_month: from, to_month: to } = body;

  let scope: MetricsScope | { kind: 'sites'; site_ids: number[] };
  let assets: number;
  if (body.scope === 'site') {
    if (!seen.has(body.site_id!)) throw notFound();
    scope = { kind: 'site', site_id: body.site_id! };
    assets = active(await readCounts(tenant, companyId, [Sub.site(body.site_id!)]), Sub.site(body.site_id!));
  } else if (body.scope === 'asset') {
    const asset = await getAsset(tenant, body.asset_id!);
    if (!asset || asset.company_id !== companyId || !seen.has(asset.site_id)) throw notFound();
    scope = { kind: 'asset', asset_id: asset.asset_id };
    assets = 1;
  } else if (body.scope === 'company' && !wholeCompany) {
    // A caller who sees some of the company's sites: the company as they see it (their sites summed).
    if (seen.size === 0) throw notFound();
    scope = { kind: 'sites', site_ids: [...seen] };
    const subs = [...seen].map(Sub.site);
    const counts = await readCounts(tenant, companyId, subs);
    assets = subs.reduce((sum, sub) => sum + active(counts, sub), 0);
  } else {
    if (!wholeCompany) throw notFound();
    if (body.scope === 'model') {
      scope = { kind: 'model', model_name: body.model_name! };
      const sub = Sub.model(body.model_name!);
      assets = active(await readCounts(tenant, companyId, [sub]), sub);
    } else {
      scope = { kind: 'company' };
      assets = active(await readCounts(tenant, companyId, [Sub.all]), Sub.all);
    }
  }
  const hours = periodHours(from, to, now);
  const [totals, rows] = await Promise.all([
    scope.kind === 'sites'
      ? sitesTotals(tenant, companyId, scope.site_ids, from, to)
      : scopeTotals(tenant, companyId, scope, from, to),
    body.by ? rowsBy(tenant, companyId, body.by, companySites, seen, wholeCompany, from, to, hours) : [],
  ]);
  return {
    scope: body.scope,
    company_id: companyId,
    from_month: from,
    to_month: to,
    ...metricsOf(totals, assets, hours),
    rows,
  };
}

/** Several sites' totals summed (one Query of the company's site months). */
async function sitesTotals(tenant: string, companyId: number, siteIds: number[], from: string, to: string) {
  const bySite = await totalsBy(tenant, companyId, 'site', from, to);
  const sum = emptyTotals();
  for (const id of siteIds) {
    const t = bySite.get(String(id));
    if (!t) continue;
    for (const m of RELIABILITY_MEASURES) sum[m] += t[m];
    for (const [code, n] of Object.entries(t.codes)) sum.codes[code] = (sum.codes[code] ?? 0) + n;
  }
  return sum;
}

/** A row per site the caller sees (every one, with or without downtime), or per model with downtime. */
async function rowsBy(
  tenant: string,
  companyId: number,
  by: 'site' | 'model',
  companySites: Site[],
  seen: Set<number>,
  wholeCompany: boolean,
  from: string,
  to: string,
  hours: number,
): Promise<ReliabilityMetricsAnswer['rows']> {
  if (by === 'site') {
    const sites = companySites.filter((s) => seen.has(s.site_id));
    const [totals, counts] = await Promise.all([
      totalsBy(tenant, companyId, 'site', from, to),
      readCounts(
        tenant,
        companyId,
        sites.map((s) => Sub.site(s.site_id)),
      ),
    ]);
    return sites
      .map((s) => ({
        key: String(s.site_id),
        label: s.site_name,
        ...metricsOf(
          totals.get(String(s.site_id)) ?? emptyTotals(),
          active(counts, Sub.site(s.site_id)),
          hours,
        ),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  if (!wholeCompany) throw notFound();
  const [totals, counts] = await Promise.all([
    totalsBy(tenant, companyId, 'model', from, to),
    queryCounts(tenant, companyId, 'M#'),
  ]);
  const modelCounts = new Map<string, number>();
  for (const [sub, c] of counts) modelCounts.set(valuesOfSub(sub)[0] ?? '', c.active);
  return [...totals]
    .map(([model, t]: [string, ReliabilityTotals]) => ({
      key: model,
      label: model,
      ...metricsOf(t, modelCounts.get(model) ?? 0, hours),
    }))
    .sort((a, b) => b.downtime_count - a.downtime_count || a.label.localeCompare(b.label));
}
