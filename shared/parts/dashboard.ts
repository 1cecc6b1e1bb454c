/**
 * The parts' dashboard tile (issue 25 item 4): "Low stock", the number of part-site stock rows at or
 * below their minimum at the caller's sites (the active site, or every site of the company the
 * caller has under its All Sites entry), read from the parts list's low-stock counts (sharded
 * counters kept in the transaction of each movement or setting that crosses a minimum), never a scan.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope } from '../common/endpoint.js';
import { PART_READ_ROLES } from './rules.js';

export const lowStockTile = lazySchema(() =>
  z.object({
    /** Stock rows (an active part at one site) at or below their minimum. */
    low_stock_count: z.number(),
    /** The sites counted (the tile's link filters the parts list by them when there is one). */
    site_ids: z.array(z.number()),
  }),
);
export type LowStockTile = z.infer<typeof lowStockTile>;

export const PartsDashboardApi = {
  dashboardLowStock: endpoint({
    method: 'GET',
    path: 'Part/DashboardLowStock',
    summary:
      "The dashboard's Low stock tile: stock rows of active parts at or below their minimum at the caller's sites (from counters)",
    auth: 'session',
    roles: PART_READ_ROLES,
    response: lazySchema(() => envelope(lowStockTile)),
  }),
};
