/**
 * The inspection list's six filter option calls (spec core 2.9, 7: page 20, option_search_string),
 * read from the per-company count items of the list index, never from the inspections.
 */
import { InspectionsApi } from '#shared/inspections/api.js';
import type { InspectionListBody } from '#shared/inspections/list-schemas.js';
import { assetSitesOf } from '#functions/assets/index.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import { getUser } from '#functions/users/index.js';
import { valueOfSub, type Counts } from '../listing.js';
import { countOf } from '../list-plan.js';
import { queryCounts } from '../store/list-index.js';
import { pageOf, scopeFor, type Caller } from './list-scope.js';

const OPTION_PAGE = 20;

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
