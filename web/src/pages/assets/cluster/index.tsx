/**
 * /cluster (maintenance 2.12): the stored company and site selection as an interactive tree graph
 * (company, its sites, their assets nested by parent internal asset id), laid out by d3-hierarchy;
 * drag to pan and wheel (or the buttons) to zoom, by d3-zoom; an asset opens its page. Under All
 * sites the server leaves out the status-20 sites, and the page never draws one either.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { AssetsApi } from '@shared/assets/api';
import { Messages } from '@shared/messages';
import { callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { withQueryClient } from '../../../components/query/query-client';
import { selectionKey, storedSelection } from '../hierarchy/selection';
import { clusterTree, COLUMN_GAP, layoutCluster, type ClusterNode } from './cluster-tree';
import './cluster.css';

const HEIGHT = 595;
/** Room for the company label, centred above the root node. */
const LEFT = 110;
const LABEL_MAX = 26;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const short = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

export const ClusterPage = withQueryClient(function ClusterPage() {
  const session = useSession();
  const navigate = useNavigate();
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

  // Keyed by value: the layout (and so the fitted view) changes only with the data.
  const hiddenKey = [...selection.allSitesEntries].join(',');
  const nodes = useMemo(
    () =>
      cluster.data
        ? layoutCluster(clusterTree(cluster.data, new Set(hiddenKey.split(',').filter(Boolean).map(Number))))
        : [],
    [cluster.data, hiddenKey],
  );

  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);

  /**
   * The view of the tree at a scale: centred when it fits the canvas, else from its top. The first
   * view keeps labels readable (at least 0.75); 'Fit to screen' shows it all, however small.
   */
  const viewAt = useMemo(() => {
    if (nodes.length === 0) return () => zoomIdentity;
    const width = svgRef.current?.clientWidth ?? 1000;
    const top = Math.min(...nodes.map((n) => n.x));
    const bottom = Math.max(...nodes.map((n) => n.x));
    const right = Math.max(...nodes.map((n) => n.y)) + COLUMN_GAP;
    const whole = Math.min(1, (HEIGHT - 40) / (bottom - top + 40), (width - LEFT - 20) / right);
    return (minScale: number) => {
      const scale = Math.max(minScale, whole);
      const treeHeight = (bottom - top) * scale;
      const y = treeHeight < HEIGHT - 40 ? (HEIGHT - treeHeight) / 2 - top * scale : 30 - top * scale;
      return zoomIdentity.translate(LEFT, y).scale(scale);
    };
  }, [nodes]);
  const fitted = useMemo(() => viewAt(0.75), [viewAt]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.05, 3])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    zoomRef.current = behavior;
    const selected = select(svg);
    selected.call(behavior).call(behavior.transform, fitted);
    return () => {
      selected.on('.zoom', null);
    };
  }, [fitted]);

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  };
  const fitAll = () => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.transform, viewAt(0));
  };

  const open = (node: ClusterNode) => {
    if (node.kind === 'asset') navigate(`/assets/details/${node.assetId}`);
  };
  const onKey = (event: KeyboardEvent, node: ClusterNode) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(node);
    }
  };

  const assets = nodes.filter((n) => n.data.kind === 'asset').length;
  const sites = nodes.filter((n) => n.data.kind === 'site').length;
  return (
    <Container
      header={
        <Header
          variant="h1"
          description={
            cluster.data
              ? `${plural(sites, 'site')}, ${plural(assets, 'asset')}${cluster.data.truncated ? ' (the largest sites are cut short)' : ''}`
              : undefined
          }
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="zoom-in" ariaLabel="Zoom in" onClick={() => zoomBy(1.25)} />
              <Button iconName="zoom-out" ariaLabel="Zoom out" onClick={() => zoomBy(0.8)} />
              <Button iconName="zoom-to-fit" ariaLabel="Fit to screen" onClick={fitAll} />
            </SpaceBetween>
          }
        >
          Cluster
        </Header>
      }
    >
      <div className="ac-cluster" style={{ height: HEIGHT }}>
        {cluster.isPending && (
          <Box textAlign="center" padding="xxl">
            <Spinner size="large" />
          </Box>
        )}
        {!cluster.isPending && nodes.length <= 1 && (
          <Box textAlign="center" padding="xxl" color="text-status-inactive">
            {Messages.noDataFound}
          </Box>
        )}
        <svg
          ref={svgRef}
          className="ac-cluster-canvas"
          role="group"
          aria-label="Cluster graph"
          width="100%"
          height={HEIGHT}
        >
          <g transform={transform.toString()}>
            {nodes.map((n) =>
              n.parent ? (
                <path
                  key={`l-${n.data.id}`}
                  className="ac-cluster-link"
                  d={`M${n.parent.y},${n.parent.x} C${(n.parent.y + n.y) / 2},${n.parent.x} ${(n.parent.y + n.y) / 2},${n.x} ${n.y},${n.x}`}
                />
              ) : null,
            )}
            {nodes.map((n) => {
              const node = n.data;
              const isAsset = node.kind === 'asset';
              return (
                <g
                  key={node.id}
                  className={`ac-cluster-node ac-cluster-${node.kind}${isAsset && node.inactive ? ' ac-cluster-inactive' : ''}`}
                  data-kind={node.kind}
                  transform={`translate(${n.y},${n.x})`}
                  {...(isAsset
                    ? {
                        role: 'link',
                        tabIndex: 0,
                        'aria-label': `Open ${node.label}`,
                        onClick: () => open(node),
                        onKeyDown: (e: KeyboardEvent) => onKey(e, node),
                      }
                    : {})}
                >
                  <title>{isAsset ? `${node.label} (${node.internalId})` : node.label}</title>
                  <circle r={node.kind === 'asset' ? 6 : 9} />
                  {/* Leaves label to the right; a node with children above it, clear of its links. */}
                  <text {...(n.children ? { y: -13, textAnchor: 'middle' } : { x: 12, dy: '0.32em' })}>
                    {short(node.label)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      </div>
    </Container>
  );
});
