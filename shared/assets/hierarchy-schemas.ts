/**
 * The asset hierarchy and the cluster graph (maintenance 2.12, 3, 7): their requests and rows.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { optionalId, readId, text } from '../common/readers.js';
import { Messages } from '../messages.js';
import { assetListBody } from './schemas.js';

// ---- hierarchy and cluster (maintenance 2.12, 3, 7) ----

/** The hierarchy call (maintenance 7) is the list payload; with parent_internal_asset_id it pages that asset's children, else the top-level assets. */
export const hierarchyBody = lazySchema(() =>
  assetListBody.extend({
    parent_internal_asset_id: text(20).transform((s) => s ?? ''),
  }),
);

export const hierarchyRow = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    parent_internal_asset_id: z.string().nullable(),
    name: z.string(),
    levels: z.number(),
    site_name: z.string(),
    site_id: z.number(),
    /** How many child units it has (the tree shows an expander when above 0). */
    children_count: z.number(),
  }),
);
export type HierarchyRow = z.infer<typeof hierarchyRow>;

export const clusterQuery = lazySchema(() => z.object({ company_id: optionalId, site_id: optionalId }));
/** A site of the cluster with its asset counts (from the list index's counters: no asset is read). */
export const clusterSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    /** Active plus inactive: what expanding the site pages through. */
    asset_count: z.number(),
    active_count: z.number(),
    inactive_count: z.number(),
  }),
);
export const clusterData = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_name: z.string(),
    sites: z.array(clusterSite),
  }),
);
/** A page of one site's assets: `after` is the previous page's `next` (absent: the first page). */
export const clusterSiteQuery = lazySchema(() =>
  z.object({
    site_id: z.preprocess(readId, z.number({ error: Messages.invalidRequest })),
    after: text(200),
  }),
);
export const clusterAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    parent_internal_asset_id: z.string().nullable(),
    name: z.string(),
    status: z.number(),
  }),
);
export const clusterSiteAssets = lazySchema(() =>
  z.object({
    site_id: z.number(),
    assets: z.array(clusterAsset),
    /** Where the next page starts, null on the last page. */
    next: z.string().nullable(),
  }),
);
export type ClusterAsset = z.infer<typeof clusterAsset>;
export type ClusterSiteAssets = z.infer<typeof clusterSiteAssets>;
export type ClusterData = z.infer<typeof clusterData>;
