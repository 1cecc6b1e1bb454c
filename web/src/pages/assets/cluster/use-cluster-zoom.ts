/**
 * The cluster graph's pan and zoom, by d3-zoom on the graph's svg: drag to pan, wheel (or the
 * buttons) to zoom within SCALE_EXTENT; the current transform and the svg's width follow as state.
 */
import { useEffect, useRef, useState } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { SCALE_EXTENT } from './cluster-view';

export function useClusterZoom() {
  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [width, setWidth] = useState(1000);

  const setView = (view: ZoomTransform) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.transform, view);
  };

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

  function zoomBy(factor: number) {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  }

  return { svgRef, transform, width, setView, zoomBy };
}
