/**
 * Which assets a caller may open and change: the list's rules (spec 6). A super admin any
 * company's; a company admin their companies'; everyone else the sites the list shows them (the
 * active site, or every site of theirs in the company under All Sites).
 */
import { AssetMessages } from '#shared/assets/messages.js';
import { Role, SiteStatus } from '#shared/codes.js';
import { badRequest, notFound } from '#lib/errors.js';
import { Messages } from '#shared/messages.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import { listedSites } from '#functions/users/index.js';
import type { User } from '#functions/users/index.js';
import type { AssetRecord } from './store/entities.js';

export interface AssetViewer {
  user: User;
  roleId: number;
  siteId: number;
}

/** Companies the viewer's assets belong to: all for a super admin, else those of their sites. */
export function viewerCompanies(viewer: AssetViewer, org: Org): Set<number> {
  if (viewer.roleId === Role.SuperAdmin) return new Set(org.companies.map((c) => c.company_id));
  return new Set(sitesVisibleTo(viewer.user, org).map((s) => s.company_id));
}

/** Sites whose assets the viewer reaches; null: every site of the companies in viewerCompanies. */
export function viewerSites(viewer: AssetViewer, org: Org): Set<number> | null {
  if (viewer.roleId === Role.SuperAdmin || viewer.roleId === Role.CompanyAdmin) return null;
  return listedSites(viewer, org) ?? new Set();
}

export function seesAsset(
  viewer: AssetViewer,
  org: Org,
  asset: Pick<AssetRecord, 'company_id' | 'site_id'>,
): boolean {
  if (!viewerCompanies(viewer, org).has(asset.company_id)) return false;
  const sites = viewerSites(viewer, org);
  return sites === null || sites.has(asset.site_id);
}

/** Another tenant's, another company's or another site's asset is simply not found. */
export function assertSeesAsset(viewer: AssetViewer, org: Org, asset: AssetRecord | undefined): AssetRecord {
  if (!asset || !seesAsset(viewer, org, asset)) throw notFound(AssetMessages.assetNotFound);
  return asset;
}

/** The real sites (not all-sites entries) whose feed a viewer reads: the active one, or theirs under All Sites. */
export function feedSites(viewer: AssetViewer, org: Org): Site[] {
  const active = org.sites.find((s) => s.site_id === viewer.siteId);
  if (active && active.status !== SiteStatus.AllSites) return [active];
  const companies = viewerCompanies(viewer, org);
  const sites = viewerSites(viewer, org);
  return org.sites.filter(
    (s) =>
      s.status !== SiteStatus.AllSites &&
      companies.has(s.company_id) &&
      (!active || s.company_id === active.company_id) &&
      (sites === null || sites.has(s.site_id)),
  );
}

export const siteOf = (org: Org, siteId: number) => org.sites.find((s) => s.site_id === siteId);
export const companyNameOf = (org: Org, companyId: number) =>
  org.companies.find((c) => c.company_id === companyId)?.company_name ?? '';
export const displayName = (user: Pick<User, 'firstname' | 'lastname'>) =>
  `${user.firstname} ${user.lastname}`.trim();

/** The company an add works in: a super admin's choice (of this tenant), else the active site's. */
export function companyOfCall(org: Org, roleId: number, siteId: number, requested: number): number {
  if (roleId === Role.SuperAdmin) {
    if (!org.companies.some((c) => c.company_id === requested)) throw badRequest(Messages.unknownCompany);
    return requested;
  }
  const company = org.sites.find((s) => s.site_id === siteId)?.company_id;
  if (company === undefined) throw badRequest(AssetMessages.companyRequired);
  return company;
}
