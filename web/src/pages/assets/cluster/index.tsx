/**
 * /cluster (maintenance 2.12): the stored company and site selection as an interactive tree graph:
 * the company and its sites (each with its asset count) first, fitted to the view; a site opens
 * (click or Enter) to its assets, nested by parent internal asset id, loaded page by page by key
 * (Asset/ClusterSiteAssets) with a "show more" node until every asset is in: nothing is cut. Laid
 * out by d3-hierarchy; drag to pan and wheel (or the buttons) to zoom, by d3-zoom. Only the nodes
 * inside the view are drawn, so a site of 10,000 assets never puts 10,000 nodes in the page.
 * Keyboard: Tab reaches the graph, the arrow keys move between nodes (Right/Left also open and
 * close a site), Enter acts. Under All sites the status-20 sites are never drawn.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { zoomIdentity } from 'd3-zoom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { AssetsApi } from '@shared/assets/api';
import type { ClusterData } from '@shared/assets/hierarchy-schemas';
import { Messages } from '@shared/messages';
import { callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { selectionKey, storedSelection } from '../hierarchy/selection';
import { clusterTree, COLUMN_GAP, layoutCluster, plural } from './cluster-tree';
import { boxOf, FIT_MIN, HEIGHT, MARGIN, OVERDRAW, viewOf, type Anchor, type Point } from './cluster-view';
import { ClusterNodeView } from './ClusterNodeView';
import { useClusterKeyboard } from './use-cluster-keyboard';
import { useClusterZoom } from './use-cluster-zoom';
import { useSitePages } from './use-site-pages';
import './cluster.css';

export const ClusterPage = withQueryClient(function ClusterPage() {
  const session = useSession();
  const selection = storedSelection(session);
  const scope = selectionKey(selection);

  const cluster = useQuery({
    queryKey: ['cluster', scope],
    queryFn: async () =>
      (
        await callApi(AssetsApi.clusterAssets, {
          query: {
            ...(selection.companyId === null ? {} : { company_id: String(selection.companyId) }),
            ...(selection.siteId === null ? {} : { site_id: String(selection.siteId) }),
          },
        })
      ).data,
  });
  // Keyed by value: a new selection is a new graph (nothing opened).
  const hiddenKey = [...selection.allSitesEntries].join(',');
  return <ClusterGraph key={`${scope}|${hiddenKey}`} data={cluster.data} hiddenKey={hiddenKey} />;
});

function ClusterGraph({ data, hiddenKey }: { data: ClusterData | undefined; hiddenKey: string }) {
  const navigate = useNavigate();
  const { opened, setOpened, failed, setFailed, loadPage } = useSitePages();
  const nodes = useMemo(
    () =>
      data
        ? layoutCluster(clusterTree(data, new Set(hiddenKey.split(',').filter(Boolean).map(Number)), opened))
        : [],
    [data, hiddenKey, opened],
  );
  const byId = useMemo(() => new Map(nodes.map((n) => [n.data.id, n])), [nodes]);

  const { svgRef, transform, width, setView, zoomBy } = useClusterZoom();
  const anchor = useRef<Anchor | null>(null);
  const fittedFor = useRef<ClusterData | null>(null);

  const screenOf = (n: Point, t = transform) => ({ x: t.x + t.k * n.y, y: t.y + t.k * n.x });

  /** The whole tree when it fits at FIT_MIN or larger, else the company and its sites. */
  const fitAll = () => {
    if (!nodes.length) return;
    const whole = viewOf(boxOf(nodes), width, 1);
    setView(
      whole.k >= FIT_MIN
        ? whole
        : viewOf(boxOf(nodes.filter((n) => n.data.kind === 'company' || n.data.kind === 'site')), width, 1),
    );
  };

  // First paint: the company and its sites fitted to the view. Later layouts keep the anchored node still.
  useEffect(() => {
    if (!data || !nodes.length) return;
    if (fittedFor.current !== data) {
      fittedFor.current = data;
      setView(viewOf(boxOf(nodes), svgRef.current?.clientWidth || width, 1));
      return;
    }
    const a = anchor.current;
    const n = a && byId.get(a.id);
    if (!a || !n) return;
    // A site opening keeps its anchor until its first page is in.
    if (a.reveal && n.data.kind === 'site' && n.data.loading) return;
    anchor.current = null;
    const first = n.children?.[0];
    const last = n.children?.at(-1);
    if (a.reveal && first && last && (last.x - first.x) * a.k > HEIGHT - 2 * MARGIN) {
      // A tall site: its first assets at the top, its column in view.
      const x = Math.min(a.x, width - MARGIN - 210 - a.k * COLUMN_GAP);
      setView(zoomIdentity.translate(x - a.k * n.y, MARGIN + 10 - a.k * first.x).scale(a.k));
    } else if (a.reveal && first) {
      setView(zoomIdentity.translate(a.x - a.k * n.y, HEIGHT / 2 - a.k * n.x).scale(a.k));
    } else setView(zoomIdentity.translate(a.x - a.k * n.y, a.y - a.k * n.x).scale(a.k));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per layout
  }, [nodes]);

  const toggleSite = (n: Point) => {
    if (n.data.kind !== 'site') return;
    const siteId = n.data.siteId;
    const at = screenOf(n);
    const open = opened.get(siteId);
    if (open?.loading) return;
    setFailed(false);
    if (open) {
      anchor.current = { id: n.data.id, ...at, k: transform.k };
      setOpened((prev) => {
        const next = new Map(prev);
        next.delete(siteId);
        return next;
      });
      return;
    }
    if (n.data.count === 0) return;
    // Readable when it opens: at least 0.8.
    const k = Math.max(transform.k, 0.8);
    anchor.current = { id: n.data.id, x: Math.max(MARGIN + 110, at.x), y: at.y, k, reveal: true };
    setOpened((prev) => new Map(prev).set(siteId, { assets: [], next: '', loading: true }));
    void loadPage(siteId, '');
  };

  const showMore = (n: Point) => {
    if (n.data.kind !== 'more') return;
    const open = opened.get(n.data.siteId);
    if (!open || open.loading || open.next === null) return;
    setFailed(false);
    // The node above "show more" stays where it is; the new page continues below it.
    const siblings = n.parent?.children ?? [];
    const above = siblings[siblings.indexOf(n) - 1];
    if (above) anchor.current = { id: above.data.id, ...screenOf(above), k: transform.k };
    const siteId = n.data.siteId;
    setOpened((prev) => new Map(prev).set(siteId, { ...open, loading: true }));
    void loadPage(siteId, open.next);
  };

  const act = (n: Point) => {
    const node = n.data;
    if (node.kind === 'company') fitAll();
    else if (node.kind === 'site') toggleSite(n);
    else if (node.kind === 'more') showMore(n);
    else navigate(`/assets/details/${node.assetId}`);
  };

  const { focused, setFocusId, onKey, graphFocus } = useClusterKeyboard({
    svgRef,
    nodes,
    byId,
    transform,
    width,
    anchor,
    setView,
    screenOf,
    toggleSite,
    act,
  });

  // Only what is in (or next to) the view is drawn; the focused node always is, so Tab finds it.
  const drawn = useMemo(() => {
    const inView = (n: Point) => {
      const x = transform.x + transform.k * n.y;
      const y = transform.y + transform.k * n.x;
      return x > -OVERDRAW.right && x < width + OVERDRAW.left && y > -OVERDRAW.y && y < HEIGHT + OVERDRAW.y;
    };
    return nodes.filter((n) => n === focused || inView(n));
  }, [nodes, transform, width, focused]);

  const sites = data?.sites.filter((s) => !hiddenKey.split(',').includes(String(s.site_id))) ?? [];
  const assets = sites.reduce((sum, s) => sum + s.asset_count, 0);
  return (
    <Container
      header={
        <Header
          variant="h1"
          description={
            data
              ? `${plural(sites.length, 'site')}, ${plural(assets, 'asset')}. Select a site to show its assets; the arrow keys move between nodes.`
              : undefined
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="zoom-in" ariaLabel="Zoom in" onClick={() => zoomBy(1.25)} />
              <Button iconName="zoom-out" ariaLabel="Zoom out" onClick={() => zoomBy(0.8)} />
              <Button iconName="zoom-to-fit" onClick={fitAll}>
                Zoom to fit
              </Button>
            </SpaceBetween>
          }
        >
          Cluster
        </Header>
      }
    >
      {failed && (
        <Box color="text-status-error" padding={{ bottom: 's' }}>
          {Messages.somethingWentWrong}
        </Box>
      )}
      <div className="ac-cluster" style={{ height: HEIGHT }}>
        {!data && (
          <Box textAlign="center" padding="xxl">
            <Spinner size="large" />
          </Box>
        )}
        {data && nodes.length <= 1 && (
          <Box textAlign="center" padding="xxl" color="text-status-inactive">
            {Messages.noDataFound}
          </Box>
        )}
        <svg
          ref={svgRef}
          className="ac-cluster-canvas"
          role="group"
          aria-label="Cluster graph"
          {...graphFocus}
          width="100%"
          height={HEIGHT}
        >
          <g transform={transform.toString()}>
            {drawn.map((n) =>
              n.parent ? (
                <path
                  key={`l-${n.data.id}`}
                  className="ac-cluster-link"
                  d={`M${n.parent.y},${n.parent.x} C${(n.parent.y + n.y) / 2},${n.parent.x} ${(n.parent.y + n.y) / 2},${n.x} ${n.y},${n.x}`}
                />
              ) : null,
            )}
            {drawn.map((n) => (
              <ClusterNodeView
                key={n.data.id}
                n={n}
                focusable={n === focused}
                onAct={() => act(n)}
                onKey={(e) => onKey(e, n)}
                onFocus={() => setFocusId(n.data.id)}
              />
            ))}
          </g>
        </svg>
      </div>
    </Container>
  );
}
