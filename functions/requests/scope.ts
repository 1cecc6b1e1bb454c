/**
 * Where a maintenance call reads and writes (requests and work orders alike): the active site, or
 * every site of its company when the active site is the company's All Sites entry; refused where
 * the active site does not show maintenance (spec 2.2: the Maintenance group shows only there).
 * Assets are checked against these sites, so nothing of another site or tenant is reachable.
 */
import { SiteStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { RequestMessages } from '#shared/requests/messages.js';
import { getAsset, type AssetRecord } from '#functions/assets/index.js';
import { notFound, refuse } from '#lib/errors.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { getRequest, type RequestRecord } from './store/requests.js';

export interface MaintScope {
  tenant: string;
  org: Org;
  siteIds: number[];
  active: Site;
  timezoneOf: (siteId: number) => string;
}

export async function maintScope(request: {
  tenant: { company_code: string };
  user: User;
  siteId: number;
  org: () => Promise<Org>;
}): Promise<MaintScope> {
  const org = await request.org();
  const visible = sitesVisibleTo(request.user, org);
  const active = visible.find((s) => s.site_id === request.siteId);
  if (!active) throw refuse(Messages.notAssignedSite);
  if (!active.isShowPM) throw refuse(RequestMessages.maintenanceNotShown);
  const siteIds =
    active.status === SiteStatus.AllSites
      ? org.sites
          .filter((s) => s.company_id === active.company_id && s.status !== SiteStatus.AllSites)
          .map((s) => s.site_id)
      : [active.site_id];
  const zones = new Map(org.sites.map((s) => [s.site_id, s.timezone]));
  return {
    tenant: request.tenant.company_code,
    org,
    siteIds,
    active,
    timezoneOf: (siteId) => zones.get(siteId) ?? 'America/Los_Angeles',
  };
}

/** An asset of the scope's sites, or 404 with `message` (assets elsewhere read as unknown). */
export async function assetInScope(
  scope: MaintScope,
  assetId: number,
  message: string,
): Promise<AssetRecord> {
  const asset = await getAsset(scope.tenant, assetId);
  if (!asset || !scope.siteIds.includes(asset.site_id)) throw notFound(message);
  return asset;
}

export const inScope = (scope: MaintScope, record: { site_id: number } | undefined): boolean =>
  Boolean(record && scope.siteIds.includes(record.site_id));

export const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

/** A request of the scope (another site's, company's or tenant's is simply not found). */
export async function requestInScope(scope: MaintScope, mrId: number): Promise<RequestRecord> {
  const r = await getRequest(scope.tenant, mrId);
  if (!r || !inScope(scope, r)) throw notFound(RequestMessages.requestNotFound);
  return r;
}
