/**
 * The asset's inspection history (AssetWiseInspections) and the photos page (GetInspectionPhotos),
 * spec core 2.9, read from the list index by key.
 */
import { SiteStatus } from '#shared/codes.js';
import { siteZone, zoneDayBound } from '#shared/dates.js';
import { InspectionsApi } from '#shared/inspections/api.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { HISTORY_PAGE_SIZE } from '#shared/inspections/rules.js';
import { assetSitesOf } from '#functions/assets/index.js';
import { seesAsset } from '#functions/assets/index.js';
import { findByInternalId, getAsset } from '#functions/assets/index.js';
import { okList, ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { Sub, valueOfSub } from '../listing.js';
import { mergeEntries } from '#lib/list-index/entries.js';
import { countOf, photoRange } from '../list-plan.js';
import {
  assetSubs,
  getInspectionRows,
  getInspections,
  readEntries,
  type ReadEntry,
} from '../store/list-index.js';
import { inspectionPhotoOf, inspectionRowOf } from '../views-list.js';
import { pageOf, scopeFor } from './list-scope.js';

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
  return ok({ list: (await getInspectionRows(tenant, ids)).map((r) => inspectionRowOf(r, org, now)) });
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
