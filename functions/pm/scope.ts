/**
 * Which sites and assets a PM call may touch: the active site (it must show PM, spec 1), or for a
 * company's all-sites entry every PM site of that company the caller sees (spec 2.1: the site
 * filter appears then). An asset is reachable when its site is in that scope.
 */
import { SiteStatus } from '#shared/codes.js';
import { AssetPmMessages } from '#shared/pm/messages.js';
import { getAsset, type AssetRecord } from '#functions/assets/index.js';
import { notFound, refuse } from '#lib/errors.js';
import { LOS_ANGELES } from '#shared/dates.js';
import { sitesVisibleTo } from '#functions/tenancy/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';

export interface PmScope {
  tenant: string;
  /** Sites in scope (never an all-sites entry). */
  sites: Site[];
  siteIds: Set<number>;
  siteName: (siteId: number) => string;
  timezoneOf: (siteId: number) => string;
}

export async function pmScope(request: {
  user: User;
  siteId: number;
  org: () => Promise<Org>;
  tenant: { company_code: string };
}): Promise<PmScope> {
  const visible = sitesVisibleTo(request.user, await request.org());
  const active = visible.find((s) => s.site_id === request.siteId);
  if (!active) throw refuse(AssetPmMessages.maintenanceNotShown);
  if (!active.isShowPM) throw refuse(AssetPmMessages.maintenanceNotShown);
  const sites =
    active.status === SiteStatus.AllSites
      ? visible.filter(
          (s) => s.company_id === active.company_id && s.status !== SiteStatus.AllSites && s.isShowPM,
        )
      : [active];
  const byId = new Map(sites.map((s) => [s.site_id, s]));
  return {
    tenant: request.tenant.company_code,
    sites,
    siteIds: new Set(byId.keys()),
    siteName: (siteId) => byId.get(siteId)?.site_name ?? '',
    timezoneOf: (siteId) => byId.get(siteId)?.timezone || LOS_ANGELES,
  };
}

/** The asset, when its site is in scope; else the refusal a missing asset gets (no telling which). */
export async function assetInScope(scope: PmScope, assetId: number | null): Promise<AssetRecord> {
  const asset = assetId === null ? undefined : await getAsset(scope.tenant, assetId);
  if (!asset || !scope.siteIds.has(asset.site_id)) throw notFound(AssetPmMessages.assetNotFound);
  return asset;
}
