/**
 * The inspection list (POST Inspection/FilterInspections), its six filter option calls, the
 * asset's history (AssetWiseInspections) and the photos page (GetInspectionPhotos), spec core
 * 2.9, 7, all read from the list index by key (../listing.ts, ../store/list-index.ts). Rows come
 * from the inspection records (BatchGet), so they are fresh.
 */
import { SiteStatus } from '../../../shared/codes.js';
import { siteZone, zoneDayBound } from '../../../shared/dates.js';
import { InspectionsApi } from '../../../shared/inspections/api.js';
import { AssetMessages } from '../../../shared/assets/messages.js';
import { HISTORY_PAGE_SIZE } from '../../../shared/inspections/rules.js';
import type { InspectionListBody } from '../../../shared/inspections/schemas.js';
import { assetSitesOf, listScope, type CompanyScope } from '../../assets/listing.js';
import { seesAsset } from '../../assets/scope.js';
import { findByInternalId, getAsset } from '../../assets/store/assets.js';
import { okList, ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { route } from '../../route.js';
import type { Org } from '../../tenancy/store.js';
import { getUser, type User } from '../../users/store/index.js';
import {
  assetOfWordSub,
  assetWordPrefix,
  Sub,
  valueOfSub,
  type Counts,
  wordsOf,
  assetSearchText,
} from '../listing.js';
import {
  candidatesFor,
  countOf,
  countSubsFor,
  isCountable,
  keyWord,
  matchesWords,
  mergeEntries,
  noFilter,
  operatorSearchText,
  passes,
  photoRange,
  planCompany,
  type CompanyPlan,
  type InspectionFilter,
} from '../list-plan.js';
import {
  assetSubs,
  getInspections,
  queryCounts,
  readCounts,
  readEntries,
  type ReadEntry,
} from '../store/list-index.js';
import { inspectionPhotoOf, inspectionRowOf } from '../views-list.js';

const OPTION_PAGE = 20;

interface Caller {
  tenant: { company_code: string };
  user: User;
  roleId: number;
  siteId: number;
}
const scopeFor = (c: Caller, org: Org, narrow: { company_id?: number[]; site_id?: number[] }) =>
  listScope({ roleId: c.roleId, siteId: c.siteId, sites: c.user.sites }, org, narrow);

interface Found {
  ids: string[];
  total: number;
}
const pageOf = <T>(items: T[], size: number, index: number) => items.slice((index - 1) * size, index * size);

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

/** POST Inspection/FilterInspections: one page of the submitted inspections the caller sees, newest first, with listsize. */
export const filterInspections = route(InspectionsApi.filterInspections, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const found = await findInspections(tenant, org, scopeFor(req, org, req.body), req.body);
  const records = await getInspections(tenant, found.ids);
  const now = Date.now();
  return okList(
    records.map((r) => inspectionRowOf(r, org, now)),
    found.total,
  );
});

// ---- options (spec 2.9: page 20, option_search_string) ----
// Read from the per-company count items (their labels), never from the inspections: the scope,
// the Company and Site filters and the status narrow them; the other filters do not.

const contains = (value: string, search: string) =>
  !search || value.toLowerCase().includes(search.trim().toLowerCase());
const optionsPage = <T>(items: T[], pageIndex: number) =>
  okList(pageOf(items, OPTION_PAGE, pageIndex), items.length);

/** The values of one kind ('A#', 'O#', 'MG#', 'SH#') with inspections in the scope and status, each once with its label. */
async function valueOptions(caller: Caller, org: Org, body: InspectionListBody, prefix: string) {
  const scopes = scopeFor(caller, org, body);
  const answers = await Promise.all(
    scopes.map(async (scope) => ({
      scope,
      counts: await queryCounts(caller.tenant.company_code, scope.company_id, prefix),
    })),
  );
  const values = new Map<string, { value: string; label: NonNullable<ReturnType<Counts['get']>>['label'] }>();
  for (const { scope, counts } of answers)
    for (const [sub, c] of counts) {
      const { value, site } = valueOfSub(sub);
      if (scope.sites && !scope.sites.includes(site)) continue;
      if (countOf(counts, sub, body.status) <= 0) continue;
      values.set(value, { value, label: c.label ?? values.get(value)?.label });
    }
  return [...values.values()];
}
const byText =
  <T>(text: (item: T) => string) =>
  (a: T, b: T) =>
    text(a).localeCompare(text(b), undefined, { numeric: true, sensitivity: 'base' });

/** POST Inspection/FilterInspectionAssetOptions: the assets inspected in the scope, by name or internal id. */
export const filterInspectionAssetOptions = route(
  InspectionsApi.filterInspectionAssetOptions,
  async (req) => {
    const values = await valueOptions(req, await req.org(), req.body, 'A#');
    const assets = values
      .map((v) => ({
        asset_id: Number(v.value),
        name: v.label?.name ?? '',
        internal_asset_id: v.label?.internal_asset_id ?? '',
      }))
      .filter((a) => contains(`${a.name} ${a.internal_asset_id}`, req.body.option_search_string))
      .sort(byText((a) => a.name));
    return optionsPage(assets, req.body.pageindex);
  },
);

/** POST Inspection/FilterInspectionCompanyOptions: the companies of the scope. */
export const filterInspectionCompanyOptions = route(
  InspectionsApi.filterInspectionCompanyOptions,
  async (req) => {
    const org = await req.org();
    const ids = new Set(scopeFor(req, org, {}).map((s) => s.company_id));
    const companies = org.companies
      .filter((c) => ids.has(c.company_id) && contains(c.company_name, req.body.option_search_string))
      .map((c) => ({ company_id: c.company_id, company_name: c.company_name }));
    return optionsPage(companies, req.body.pageindex);
  },
);

/** POST Inspection/FilterInspectionSiteOptions: the sites of the scope (narrowed by the Company filter). */
export const filterInspectionSiteOptions = route(InspectionsApi.filterInspectionSiteOptions, async (req) => {
  const org = await req.org();
  const scopes = scopeFor(req, org, { company_id: req.body.company_id });
  const ids = new Set(scopes.flatMap((s) => s.sites ?? assetSitesOf(org, s.company_id)));
  const sites = org.sites
    .filter((s) => ids.has(s.site_id) && contains(s.site_name, req.body.option_search_string))
    .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
  return optionsPage(sites, req.body.pageindex);
});

/** POST Inspection/FilterInspectionShiftOptions: the shift numbers inspections were done in. */
export const filterInspectionShiftOptions = route(
  InspectionsApi.filterInspectionShiftOptions,
  async (req) => {
    const values = await valueOptions(req, await req.org(), req.body, 'SH#');
    const shifts = values
      .map((v) => ({ shift: Number(v.value) }))
      .filter((s) => contains(String(s.shift), req.body.option_search_string))
      .sort((a, b) => a.shift - b.shift);
    return optionsPage(shifts, req.body.pageindex);
  },
);

/** POST Inspection/FilterInspectionOperatorOptions: the requestors (operators who submitted). */
export const filterInspectionOperatorOptions = route(
  InspectionsApi.filterInspectionOperatorOptions,
  async (req) => {
    const values = await valueOptions(req, await req.org(), req.body, 'O#');
    const operators = values
      .map((v) => ({ uuid: v.value, firstname: v.label?.firstname ?? '', lastname: v.label?.lastname ?? '' }))
      // An uploaded inspection may have no operator (''): not a choice.
      .filter((o) => o.uuid !== '' && contains(`${o.firstname} ${o.lastname}`, req.body.option_search_string))
      .sort(byText((o) => `${o.firstname} ${o.lastname}`));
    return optionsPage(operators, req.body.pageindex);
  },
);

/** POST Inspection/FilterInspectionSupervisorOptions: the managers who approved, with their usernames (read for the page only). */
export const filterInspectionSupervisorOptions = route(
  InspectionsApi.filterInspectionSupervisorOptions,
  async (req) => {
    const values = await valueOptions(req, await req.org(), req.body, 'MG#');
    const managers = values
      .map((v) => ({ uuid: v.value, name: v.label?.name ?? '' }))
      .filter((m) => contains(m.name, req.body.option_search_string))
      .sort(byText((m) => m.name));
    const page = pageOf(managers, OPTION_PAGE, req.body.pageindex);
    const users = await Promise.all(page.map((m) => getUser(req.tenant.company_code, m.uuid)));
    return okList(
      page.map((m, i) => ({ uuid: m.uuid, username: users[i]?.username ?? m.name })),
      managers.length,
    );
  },
);

// ---- the asset's history (spec 2.9, 5 'History page') ----

/**
 * POST Inspection/AssetWiseInspections: the picked asset's inspections the caller sees, newest
 * first, pages of 20 (fewer means no more). The asset is found by asset_id when given, else by
 * internal id in the companies of the scope; one the caller does not see is not found.
 */
export const assetWiseInspections = route(InspectionsApi.assetWiseInspections, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const scopes = scopeFor(req, org, {});
  let asset = req.body.asset_id ? await getAsset(tenant, req.body.asset_id) : undefined;
  if (asset && asset.internal_asset_id !== req.body.internal_asset_id) asset = undefined;
  if (!asset && !req.body.asset_id) {
    const found = await Promise.all(
      scopes.map((s) => findByInternalId(tenant, s.company_id, req.body.internal_asset_id)),
    );
    asset = found.find((a) => a !== undefined);
  }
  const scope = asset && scopes.find((s) => s.company_id === asset!.company_id);
  if (!asset || !scope || !seesAsset(req, org, asset)) throw notFound(AssetMessages.assetNotFound);
  const counts = await assetSubs(tenant, asset.company_id, asset.asset_id);
  const subs = [...counts.keys()].filter(
    (sub) =>
      (scope.sites === null || scope.sites.includes(valueOfSub(sub).site)) && countOf(counts, sub, 0) > 0,
  );
  const size = HISTORY_PAGE_SIZE;
  const lists = await Promise.all(
    subs.map((sub) => readEntries(tenant, asset!.company_id, sub, { limit: req.body.pageindex * size })),
  );
  const ids = pageOf(mergeEntries(lists), size, req.body.pageindex).map((e) => e.inspection_id);
  const now = Date.now();
  return ok({ list: (await getInspections(tenant, ids)).map((r) => inspectionRowOf(r, org, now)) });
});

// ---- photos (spec 2.9 'Photos') ----

/**
 * POST Inspection/GetInspectionPhotos: the photos of the active site's inspections, newest
 * first (under the all-sites entry, the company's sites the caller's list covers), by asset and by
 * from/to days in the site's zone. listsize counts the photos up to this page, plus one when
 * more follow (the page loads more on demand; counting every photo would read them all).
 */
export const getInspectionPhotos = route(InspectionsApi.getInspectionPhotos, async (req) => {
  const org = await req.org();
  const tenant = req.tenant.company_code;
  // The active site's photos; under an all-sites entry, every site of that company the list shows the caller.
  const active = org.sites.find((s) => s.site_id === req.siteId);
  const scopes = active
    ? scopeFor(req, org, {
        company_id: [active.company_id],
        ...(active.status !== SiteStatus.AllSites ? { site_id: [active.site_id] } : {}),
      })
    : [];
  const { pagesize, pageindex, asset_id, from_date, to_date } = req.body;
  const limit = pagesize * pageindex + 1;
  const assets = asset_id.length ? asset_id : null;
  const lists = await Promise.all(
    scopes.flatMap((scope) =>
      (scope.sites ?? assetSitesOf(org, scope.company_id)).map((siteId) => {
        const zone = siteZone(org.sites.find((s) => s.site_id === siteId)?.timezone);
        return readEntries(tenant, scope.company_id, Sub.photos(siteId), {
          range: photoRange(
            from_date ? zoneDayBound(from_date, zone) : null,
            to_date ? zoneDayBound(to_date, zone, true) : null,
          ),
          limit,
          ...(assets ? { keep: (e: ReadEntry) => assets.includes(e.asset_id) } : {}),
        });
      }),
    ),
  );
  // A stable sort: one inspection's photos stay in their stored order.
  const photos = lists.flat().sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const page = pageOf(photos, pagesize, pageindex);
  const records = new Map(
    (await getInspections(tenant, [...new Set(page.map((p) => p.inspection_id))])).map((r) => [
      r.inspection_id,
      r,
    ]),
  );
  const rows = await Promise.all(
    page
      .filter((p) => records.has(p.inspection_id))
      .map((p) => inspectionPhotoOf(tenant, records.get(p.inspection_id)!, p.image_name ?? '', org)),
  );
  const more = photos.length > pagesize * pageindex;
  return okList(rows, Math.min(photos.length, pagesize * pageindex) + (more ? 1 : 0));
});
