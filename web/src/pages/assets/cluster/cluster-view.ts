/**
 * The cluster graph's view geometry: its size and margins, the zoom range, how far past the view a
 * node is still drawn, and the d3-zoom transforms that fit a set of laid-out nodes into the view.
 */
import type { HierarchyPointNode } from 'd3-hierarchy';
import { zoomIdentity, type ZoomTransform } from 'd3-zoom';
import type { ClusterNode } from './cluster-tree';

export const HEIGHT = 595;
export const MARGIN = 40;
/** The zoom range; "Zoom to fit" shows the whole tree down to FIT_MIN, else the company and sites. */
export const SCALE_EXTENT: [number, number] = [0.05, 3];
export const FIT_MIN = 0.2;
/** How far past the view a node is still drawn (its label reaches into the view). */
export const OVERDRAW = { left: 230, right: 40, y: 40 };

export type Point = HierarchyPointNode<ClusterNode>;

/** The box of some nodes, with room for their labels (centred above a parent, right of a leaf). */
export function boxOf(points: Point[]) {
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
export function viewOf(box: ReturnType<typeof boxOf>, width: number, maxScale: number): ZoomTransform {
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
export interface Anchor {
  id: string;
  x: number;
  y: number;
  k: number;
  /** A site just opened: show its first assets rather than keep the site still. */
  reveal?: boolean;
}
