/**
 * Who sees which assets (spec 6): the companies and sites a viewer's lists cover, from the token's
 * role, active site and sites. The asset list and the issue and inspection lists read by it.
 */
import type { CompanyScope } from './listing.js';

export interface ScopeViewer {
  roleId: number;
  /** The active site of the call (checked against the user's own by the auth middleware). */
  siteId: number;
  /** The user's own sites. */
  sites: number[];
}
interface ScopeOrg {
  companies: { company_id: number }[];
  sites: { site_id: number; company_id: number; status: number }[];
}

const ALL_SITES = 20;
const SUPER_ADMIN = 2;
const COMPANY_ADMIN = 6;

/** The sites that can hold assets in a company (every site but its all-sites entry). */
export const assetSitesOf = (org: ScopeOrg, companyId: number) =>
  org.sites.filter((s) => s.company_id === companyId && s.status !== ALL_SITES).map((s) => s.site_id);

/**
 * What a viewer's list covers, from the token and headers only: a super admin every company of
 * the tenant; a company admin the companies of their sites; a manager or executive the active
 * site, or under an all-sites entry every site of theirs in that company but all-sites entries.
 * The body's company_id and site_id only narrow it: an id outside the scope is dropped (so a
 * foreign id alone gives an empty list), never widens it.
 */
export function listScope(
  viewer: ScopeViewer,
  org: ScopeOrg,
  narrow: { company_id?: number[]; site_id?: number[] } = {},
): CompanyScope[] {
  let scopes: CompanyScope[];
  if (viewer.roleId === SUPER_ADMIN)
    scopes = org.companies.map((c) => ({ company_id: c.company_id, sites: null }));
  else if (viewer.roleId === COMPANY_ADMIN) {
    const companies = new Set(
      org.sites.filter((s) => viewer.sites.includes(s.site_id)).map((s) => s.company_id),
    );
    scopes = [...companies].map((company_id) => ({ company_id, sites: null }));
  } else {
    const active = org.sites.find((s) => s.site_id === viewer.siteId);
    if (!active) return [];
    scopes =
      active.status === ALL_SITES
        ? [
            {
              company_id: active.company_id,
              sites: assetSitesOf(org, active.company_id).filter((id) => viewer.sites.includes(id)),
            },
          ]
        : [{ company_id: active.company_id, sites: [active.site_id] }];
  }
  if (narrow.company_id?.length) scopes = scopes.filter((s) => narrow.company_id!.includes(s.company_id));
  if (narrow.site_id?.length)
    scopes = scopes.map((s) => ({
      ...s,
      sites: (s.sites ?? assetSitesOf(org, s.company_id)).filter((id) => narrow.site_id!.includes(id)),
    }));
  return scopes
    .map((s) => {
      // Every site of the company is the company's own partitions (one read instead of one per site).
      const all = assetSitesOf(org, s.company_id);
      return s.sites && all.every((id) => s.sites!.includes(id)) ? { ...s, sites: null } : s;
    })
    .filter((s) => s.sites === null || s.sites.length > 0);
}
