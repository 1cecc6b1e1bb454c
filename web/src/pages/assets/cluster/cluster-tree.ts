/**
 * The cluster graph's data (maintenance 2.12): company, then its sites, then each site's assets
 * nested by parent internal asset id, laid out by d3-hierarchy's tidy tree (left to right).
 * An asset whose parent is missing (not in the site, or a cycle) hangs from its site.
 */
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { ClusterData } from '@shared/assets/schemas';
import { AssetStatus } from '@shared/codes';

export type ClusterNode =
  | { kind: 'company'; id: string; label: string; children: ClusterNode[] }
  | { kind: 'site'; id: string; label: string; children: ClusterNode[] }
  | {
      kind: 'asset';
      id: string;
      label: string;
      assetId: number;
      internalId: string;
      inactive: boolean;
      children: ClusterNode[];
    };

/** Sites never shown: the all-sites entries (status 20) when All sites is selected. */
export function clusterTree(data: ClusterData, hiddenSites: Set<number>): ClusterNode {
  const sites = data.sites
    .filter((site) => !hiddenSites.has(site.site_id))
    .map((site): ClusterNode => {
      const nodes = new Map(
        site.assets.map((a) => [
          a.internal_asset_id,
          {
            kind: 'asset' as const,
            id: `a${a.asset_id}`,
            label: a.name || a.internal_asset_id,
            assetId: a.asset_id,
            internalId: a.internal_asset_id,
            inactive: a.status !== AssetStatus.Active,
            children: [] as ClusterNode[],
          },
        ]),
      );
      const roots: ClusterNode[] = [];
      for (const a of site.assets) {
        const node = nodes.get(a.internal_asset_id)!;
        const parent = a.parent_internal_asset_id ? nodes.get(a.parent_internal_asset_id) : undefined;
        if (parent && parent !== node && !descendsFrom(parent, node)) parent.children.push(node);
        else roots.push(node);
      }
      return { kind: 'site', id: `s${site.site_id}`, label: site.site_name, children: roots };
    });
  return { kind: 'company', id: `c${data.company_id}`, label: data.company_name, children: sites };
}

function descendsFrom(node: ClusterNode, ancestor: ClusterNode): boolean {
  return ancestor.children.some((child) => child === node || descendsFrom(node, child));
}

export const ROW_GAP = 40;
export const COLUMN_GAP = 240;

/** Positions of every node: x across (depth), y down; nodes sorted by label within a parent. */
export function layoutCluster(root: ClusterNode): HierarchyPointNode<ClusterNode>[] {
  const h = hierarchy(root, (n) => n.children).sort((a, b) => a.data.label.localeCompare(b.data.label));
  return tree<ClusterNode>().nodeSize([ROW_GAP, COLUMN_GAP])(h).descendants();
}
