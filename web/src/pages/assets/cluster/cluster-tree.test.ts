import { describe, expect, it } from 'vitest';
import type { ClusterAsset, ClusterData } from '@shared/assets/hierarchy-schemas';
import { CLUSTER_PAGE_SIZE } from '@shared/assets/rules';
import { clusterTree, layoutCluster, moreLabel, type ClusterNode, type OpenSite } from './cluster-tree';

const data: ClusterData = {
  company_id: 1,
  company_name: 'North Co',
  sites: [
    { site_id: 3, site_name: 'Yard B', asset_count: 10_000, active_count: 9_000, inactive_count: 1_000 },
    { site_id: 2, site_name: 'Yard A', asset_count: 2, active_count: 2, inactive_count: 0 },
    { site_id: 1, site_name: 'All Sites', asset_count: 0, active_count: 0, inactive_count: 0 },
  ],
};
const asset = (id: number, parent: string | null = null, status = 3): ClusterAsset => ({
  asset_id: id,
  internal_asset_id: `I${id}`,
  parent_internal_asset_id: parent,
  name: `Asset ${id}`,
  status,
});
const open = (assets: ClusterAsset[], next: string | null, loading = false): OpenSite => ({
  assets,
  next,
  loading,
});
const shape = (n: ClusterNode): unknown => (n.children.length ? { [n.id]: n.children.map(shape) } : n.id);

describe('the cluster tree', () => {
  it('draws the company and its sites, closed, with their counts, never a hidden all-sites entry', () => {
    const root = clusterTree(data, new Set([1]), new Map());
    expect(shape(root)).toEqual({ c1: ['s3', 's2'] });
    expect(root.children[0]).toMatchObject({ kind: 'site', label: 'Yard B', count: 10_000, open: false });
    // Laid out with the sites by name.
    expect(layoutCluster(root).map((n) => n.data.id)).toEqual(['c1', 's2', 's3']);
  });

  it("nests an opened site's loaded assets by parent, and ends with a show-more node while it has more", () => {
    const assets = [asset(1), asset(2, 'I1'), asset(3, 'I2'), asset(4, 'I99'), asset(5, null, 4)];
    const root = clusterTree(data, new Set([1]), new Map([[3, open(assets, '1#asset 5#000000000005')]]));
    expect(shape(root.children[0])).toEqual({ s3: [{ a1: [{ a2: ['a3'] }] }, 'a4', 'a5', 'm3'] });
    expect(root.children[0].children.at(-1)).toMatchObject({
      kind: 'more',
      label: `Show ${CLUSTER_PAGE_SIZE} more (9,995 not shown)`,
    });
    expect(root.children[0].children.find((n) => n.id === 'a5')).toMatchObject({ inactive: true });
    // The last page in: no show-more node.
    const done = clusterTree(data, new Set([1]), new Map([[2, open([asset(7), asset(8)], null)]]));
    expect(shape(done.children[1])).toEqual({ s2: ['a7', 'a8'] });
  });

  it('hangs an asset from its site when its parent chain loops, and says when a page is loading', () => {
    const loop = [asset(1, 'I2'), asset(2, 'I1')];
    const root = clusterTree(data, new Set([1]), new Map([[3, open(loop, 'x', true)]]));
    expect(shape(root.children[0])).toEqual({ s3: [{ a2: ['a1'] }, 'm3'] });
    expect(root.children[0]).toMatchObject({ loading: true });
    expect(root.children[0].children.at(-1)?.label).toBe('Loading more assets…');
  });

  it('counts what is left in the show-more label', () => {
    expect(moreLabel(10_000, 9_900)).toBe('Show 100 more (100 not shown)');
    expect(moreLabel(1_000, 250)).toBe(`Show ${CLUSTER_PAGE_SIZE} more (750 not shown)`);
  });

  it('lays out 10,000 loaded assets with every one placed once', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      asset(i + 1, i % 10 ? `I${i + 1 - (i % 10)}` : null),
    );
    const nodes = layoutCluster(clusterTree(data, new Set([1]), new Map([[3, open(many, null)]])));
    const placed = nodes.filter((n) => n.data.kind === 'asset');
    expect(placed).toHaveLength(10_000);
    expect(new Set(placed.map((n) => `${n.x}|${n.y}`)).size).toBe(10_000);
  });
});
