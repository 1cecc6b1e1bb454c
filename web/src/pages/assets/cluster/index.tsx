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
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { HierarchyPointNode } from 'd3-hierarchy';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
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
import {
  clusterTree,
  COLUMN_GAP,
  layoutCluster,
  plural,
  type ClusterNode,
  type OpenSite,
} from './cluster-tree';
import './cluster.css';

const HEIGHT = 595;
const MARGIN = 40;
const LABEL_MAX = 26;
/** The zoom range; "Zoom to fit" shows the whole tree down to FIT_MIN, else the company and sites. */
const SCALE_EXTENT: [number, number] = [0.05, 3];
const FIT_MIN = 0.2;
/** How far past the view a node is still drawn (its label reaches into the view). */
const OVERDRAW = { left: 230, right: 40, y: 40 };
/**
 * A label cut to LABEL_MAX characters at a word's end, so what is shown is words of the node's
 * accessible name (WCAG 2.5.3, label in name): 'Dozer 017 - Komatsu…', not 'Dozer 017 - Komatsu D6…'.
 */
function short(text: string): string {
  if (text.length <= LABEL_MAX) return text;
  const cut = text.slice(0, LABEL_MAX - 1);
  const wordEnd = cut.search(/\s+\S*$/);
  return `${wordEnd > 0 ? cut.slice(0, wordEnd) : cut}…`;
}

type Point = HierarchyPointNode<ClusterNode>;

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

/** The box of some nodes, with room for their labels (centred above a parent, right of a leaf). */
function boxOf(points: Point[]) {
  const xs = points.map((n) => n.x);
  const ys = points.map((n) => n.y);
  return {
    top: Math.min(...xs) - 30,
    bottom: Math.max(...xs) + 30,
    left: Math.min(...ys) - 110,
    right: Math.max(...ys) + 210,
  };
}

/** The view that shows `box` centred, at most at `maxScale`. */
function viewOf(box: ReturnType<typeof boxOf>, width: number, maxScale: number): ZoomTransform {
  const scale = Math.max(
    SCALE_EXTENT[0],
    Math.min(
      maxScale,
      (width - 2 * MARGIN) / (box.right - box.left),
      (HEIGHT - 2 * MARGIN) / (box.bottom - box.top),
    ),
  );
  return zoomIdentity
    .translate(
      width / 2 - (scale * (box.left + box.right)) / 2,
      HEIGHT / 2 - (scale * (box.top + box.bottom)) / 2,
    )
    .scale(scale);
}

/** Where a node should land after the tree is laid out again (screen coordinates, scale). */
interface Anchor {
  id: string;
  x: number;
  y: number;
  k: number;
  /** A site just opened: show its first assets rather than keep the site still. */
  reveal?: boolean;
}

function ClusterGraph({ data, hiddenKey }: { data: ClusterData | undefined; hiddenKey: string }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<ReadonlyMap<number, OpenSite>>(new Map());
  const [failed, setFailed] = useState(false);
  const nodes = useMemo(
    () =>
      data
        ? layoutCluster(clusterTree(data, new Set(hiddenKey.split(',').filter(Boolean).map(Number)), opened))
        : [],
    [data, hiddenKey, opened],
  );
  const byId = useMemo(() => new Map(nodes.map((n) => [n.data.id, n])), [nodes]);

  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [width, setWidth] = useState(1000);
  const anchor = useRef<Anchor | null>(null);
  const fittedFor = useRef<ClusterData | null>(null);
  const [focusId, setFocusId] = useState('');
  const focusByKey = useRef(false);

  const setView = (view: ZoomTransform) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.transform, view);
  };
  const screenOf = (n: Point, t = transform) => ({ x: t.x + t.k * n.y, y: t.y + t.k * n.x });

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent(SCALE_EXTENT)
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    zoomRef.current = behavior;
    const selected = select(svg).call(behavior);
    const resize = new ResizeObserver(() => setWidth(svg.clientWidth || 1000));
    resize.observe(svg);
    return () => {
      resize.disconnect();
      selected.on('.zoom', null);
    };
  }, []);

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

  const loadPage = async (siteId: number, after: string) => {
    try {
      const page = (
        await callApi(AssetsApi.clusterSiteAssets, {
          query: { site_id: String(siteId), ...(after ? { after } : {}) },
        })
      ).data;
      setOpened((prev) => {
        const open = prev.get(siteId);
        if (!open) return prev;
        return new Map(prev).set(siteId, {
          assets: [...open.assets, ...page.assets],
          next: page.next,
          loading: false,
        });
      });
    } catch {
      setFailed(true);
      setOpened((prev) => {
        const open = prev.get(siteId);
        if (!open) return prev;
        // The first page failed: the site closes; a later one: its "show more" node comes back.
        const next = new Map(prev);
        if (open.assets.length) next.set(siteId, { ...open, loading: false });
        else next.delete(siteId);
        return next;
      });
    }
  };

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

  const root = nodes[0];
  const focused = byId.get(focusId) ?? root;

  /** Moves the focus to a node by keyboard, bringing it into view when it is outside. */
  const moveFocus = (n: Point | undefined) => {
    if (!n) return;
    // The user moved on: a page still loading no longer moves the view when it arrives.
    anchor.current = null;
    focusByKey.current = true;
    setFocusId(n.data.id);
    const at = screenOf(n);
    if (at.x < MARGIN || at.x > width - 220 || at.y < MARGIN || at.y > HEIGHT - MARGIN)
      setView(
        zoomIdentity
          .translate(
            Math.min(Math.max(at.x, MARGIN + 110), width / 2) - transform.k * n.y,
            HEIGHT / 2 - transform.k * n.x,
          )
          .scale(transform.k),
      );
  };
  // Whether the keyboard is in the graph: a node React moves while drawing (a page of assets arriving
  // reorders the drawn nodes) loses the browser's focus to the page body, and it is given back here.
  const keyboardInGraph = useRef(false);
  useEffect(() => {
    const leave = (event: PointerEvent) => {
      if (!svgRef.current?.contains(event.target as Node)) keyboardInGraph.current = false;
    };
    document.addEventListener('pointerdown', leave);
    return () => document.removeEventListener('pointerdown', leave);
  }, []);
  useEffect(() => {
    if (!focused) return;
    const lost = keyboardInGraph.current && document.activeElement === document.body;
    if (!focusByKey.current && !lost) return;
    focusByKey.current = false;
    svgRef.current?.querySelector<SVGGElement>(`[data-node-id="${focused.data.id}"]`)?.focus();
  });

  const onKey = (event: KeyboardEvent, n: Point) => {
    const siblings = n.parent?.children ?? [n];
    const index = siblings.indexOf(n);
    const node = n.data;
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveFocus(siblings[index + 1]),
      ArrowUp: () => moveFocus(siblings[index - 1]),
      ArrowRight: () => (node.kind === 'site' && !node.open ? toggleSite(n) : moveFocus(n.children?.[0])),
      ArrowLeft: () => (node.kind === 'site' && node.open ? toggleSite(n) : moveFocus(n.parent ?? undefined)),
      Home: () => moveFocus(root),
      Enter: () => act(n),
      ' ': () => act(n),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

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
          onFocus={() => (keyboardInGraph.current = true)}
          onBlur={(event) => {
            // Focus taken by another element outside the graph: the user left it.
            if (event.relatedTarget && !svgRef.current?.contains(event.relatedTarget as Node))
              keyboardInGraph.current = false;
          }}
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

  function zoomBy(factor: number) {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  }
}

/** One node: its circle, label (and a site's count), its role and name for assistive technology. */
function ClusterNodeView({
  n,
  focusable,
  onAct,
  onKey,
  onFocus,
}: {
  n: Point;
  focusable: boolean;
  onAct: () => void;
  onKey: (event: KeyboardEvent) => void;
  onFocus: () => void;
}) {
  const node = n.data;
  const parent = Boolean(n.children?.length);
  const count =
    node.kind === 'site'
      ? node.loading && !node.children.length
        ? 'Loading…'
        : plural(node.count, 'asset')
      : '';
  const a11y =
    node.kind === 'asset'
      ? { role: 'link', 'aria-label': `Open ${node.label}` }
      : node.kind === 'site'
        ? {
            role: 'button',
            'aria-label': `${node.label}, ${plural(node.count, 'asset')}`,
            'aria-expanded': node.open,
          }
        : node.kind === 'more'
          ? { role: 'button', 'aria-label': node.label }
          : { role: 'button', 'aria-label': `${node.label}, ${plural(node.children.length, 'site')}` };
  const className = [
    'ac-cluster-node',
    `ac-cluster-${node.kind}`,
    node.kind === 'asset' && node.inactive ? 'ac-cluster-inactive' : '',
    node.kind === 'site' && node.open ? 'ac-cluster-open' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g
      className={className}
      data-kind={node.kind}
      data-node-id={node.id}
      transform={`translate(${n.y},${n.x})`}
      tabIndex={focusable ? 0 : -1}
      onClick={onAct}
      onKeyDown={onKey}
      onFocus={onFocus}
      {...a11y}
    >
      <title>
        {node.kind === 'asset'
          ? `${node.label} (${node.internalId})`
          : node.kind === 'site'
            ? `${node.label}: ${plural(node.count, 'asset')}`
            : node.label}
      </title>
      <circle r={node.kind === 'asset' ? 6 : node.kind === 'more' ? 5 : 9} />
      {node.kind === 'site' && node.count > 0 && (
        <text className="ac-cluster-sign" textAnchor="middle" dy="0.35em">
          {node.open ? '−' : '+'}
        </text>
      )}
      {/* A leaf's label to the right; a node with children above it, clear of its links. */}
      <text {...(parent ? { y: -13, textAnchor: 'middle' } : { x: 14, dy: count ? '-0.1em' : '0.32em' })}>
        {short(node.label)}
        {/* Read with the count as 'Reno Yard 32 assets', as its accessible name says, not 'Yard32'. */}
        {count && ' '}
      </text>
      {count && (
        <text className="ac-cluster-count" {...(parent ? { y: 24, textAnchor: 'middle' } : { x: 14, y: 14 })}>
          {count}
        </text>
      )}
    </g>
  );
}
