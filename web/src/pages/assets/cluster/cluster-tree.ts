/**
 * The cluster graph's data (maintenance 2.12): company, then its sites (each with its asset count),
 * then, for a site the user opened, the pages of its assets loaded so far, nested by parent
 * internal asset id, and a "show more" node while the site has more; laid out by d3-hierarchy's
 * tidy tree (left to right). An asset whose parent is not loaded (another site, a later page, a
 * cycle) hangs from its site until it is.
 */
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { ClusterAsset, ClusterData } from '@shared/assets/hierarchy-schemas';
import { CLUSTER_PAGE_SIZE } from '@shared/assets/rules';
import { AssetStatus } from '@shared/codes';

export type ClusterNode =
  | { kind: 'company'; id: string; label: string; children: ClusterNode[] }
  | {
      kind: 'site';
      id: string;
      label: string;
      siteId: number;
      count: number;
      open: boolean;
      loading: boolean;
      children: ClusterNode[];
    }
  | {
      kind: 'asset';
      id: string;
      label: string;
      assetId: number;
      internalId: string;
      inactive: boolean;
      children: ClusterNode[];
    }
  | { kind: 'more'; id: string; label: string; siteId: number; loading: boolean; children: ClusterNode[] };

/** What the graph holds of a site the user opened: the pages loaded so far. */
export interface OpenSite {
  assets: ClusterAsset[];
  /** Where the next page starts; null once the last page is in. */
  next: string | null;
  loading: boolean;
}

const count = new Intl.NumberFormat('en-US');
export const plural = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? '' : 's'}`;

/** The label of a site's "show more" node. */
export function moreLabel(total: number, loaded: number): string {
  const left = Math.max(0, total - loaded);
  return `Show ${count.format(Math.min(CLUSTER_PAGE_SIZE, left))} more (${count.format(left)} not shown)`;
}

/** A site's loaded assets nested by parent internal id, the roots in the order given. */
function nestAssets(assets: ClusterAsset[]): ClusterNode[] {
  const nodes = new Map<string, Extract<ClusterNode, { kind: 'asset' }>>();
  for (const a of assets)
    nodes.set(a.internal_asset_id, {
      kind: 'asset',
      id: `a${a.asset_id}`,
      label: a.name || a.internal_asset_id,
      assetId: a.asset_id,
      internalId: a.internal_asset_id,
      inactive: a.status !== AssetStatus.Active,
      children: [],
    });
  const parentOf = new Map<string, string>();
  const roots: ClusterNode[] = [];
  for (const a of assets) {
    const node = nodes.get(a.internal_asset_id)!;
    const parent = a.parent_internal_asset_id;
    if (parent && nodes.has(parent) && !reaches(parentOf, parent, a.internal_asset_id)) {
      parentOf.set(a.internal_asset_id, parent);
      nodes.get(parent)!.children.push(node);
    } else roots.push(node);
  }
  return roots;
}

/** Whether following parents up from `from` meets `target` (attaching would make a cycle). */
function reaches(parentOf: Map<string, string>, from: string, target: string): boolean {
  for (let at: string | undefined = from, steps = 0; at !== undefined && steps <= parentOf.size; steps++) {
    if (at === target) return true;
    at = parentOf.get(at);
  }
  return false;
}

/** Sites never shown: the all-sites entries (status 20) when All sites is selected. */
export function clusterTree(
  data: ClusterData,
  hiddenSites: Set<number>,
  opened: ReadonlyMap<number, OpenSite>,
): ClusterNode {
  const sites = data.sites
    .filter((site) => !hiddenSites.has(site.site_id))
    .map((site): ClusterNode => {
      const open = opened.get(site.site_id);
      const children = open ? nestAssets(open.assets) : [];
      if (open && open.next !== null && open.assets.length > 0)
        children.push({
          kind: 'more',
          id: `m${site.site_id}`,
          label: open.loading ? 'Loading more assets…' : moreLabel(site.asset_count, open.assets.length),
          siteId: site.site_id,
          loading: open.loading,
          children: [],
        });
      return {
        kind: 'site',
        id: `s${site.site_id}`,
        label: site.site_name,
        siteId: site.site_id,
        count: site.asset_count,
        open: open !== undefined,
        loading: open?.loading ?? false,
        children,
      };
    });
  return { kind: 'company', id: `c${data.company_id}`, label: data.company_name, children: sites };
}

/** Rows apart (a site, with its count under its name, takes two) and columns apart. */
export const ROW_GAP = 28;
export const COLUMN_GAP = 240;

const byName = new Intl.Collator('en-US');

/**
 * Positions of every node: x down, y across (depth). Sites by name; a site's assets in the list
 * order the server pages them in (active first, by name), its "show more" node last. Sites sit
 * two rows apart (a count under each name), other siblings one.
 */
export function layoutCluster(root: ClusterNode): HierarchyPointNode<ClusterNode>[] {
  const h = hierarchy(root, (n) => n.children).sort((a, b) =>
    a.data.kind === 'site' && b.data.kind === 'site' ? byName.compare(a.data.label, b.data.label) : 0,
  );
  return tree<ClusterNode>()
    .nodeSize([ROW_GAP, COLUMN_GAP])
    .separation((a, b) =>
      a.data.kind === 'site' || b.data.kind === 'site' ? 2 : a.parent === b.parent ? 1 : 1.5,
    )(h)
    .descendants();
}
