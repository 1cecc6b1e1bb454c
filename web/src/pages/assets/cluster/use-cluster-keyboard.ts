/**
 * The cluster graph's keyboard and focus (maintenance 2.12): one node at a time takes Tab (the
 * focused node, else the company); the arrow keys move between nodes (Right/Left also open and
 * close a site), Home goes to the company, Enter and Space act. A node moved out of the view by the
 * keyboard is brought back into it, and the focus lost to the page body when React moves a node
 * while drawing is given back while the keyboard is in the graph.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { HEIGHT, MARGIN, type Anchor, type Point } from './cluster-view';

/** What the keyboard needs of the graph. */
export interface ClusterKeyboardGraph {
  svgRef: RefObject<SVGSVGElement | null>;
  nodes: Point[];
  byId: ReadonlyMap<string, Point>;
  transform: ZoomTransform;
  width: number;
  /** Where a node should land after the next layout; the keyboard moving on clears it. */
  anchor: RefObject<Anchor | null>;
  setView: (view: ZoomTransform) => void;
  screenOf: (n: Point) => { x: number; y: number };
  toggleSite: (n: Point) => void;
  act: (n: Point) => void;
}

export function useClusterKeyboard(graph: ClusterKeyboardGraph) {
  const { svgRef, nodes, byId, transform, width, anchor, setView, screenOf, toggleSite, act } = graph;
  const [focusId, setFocusId] = useState('');
  const focusByKey = useRef(false);
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
  }, [svgRef]);
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

  /** The graph's own focus handlers: the keyboard enters it, or leaves it for another element. */
  const graphFocus = {
    onFocus: () => (keyboardInGraph.current = true),
    onBlur: (event: FocusEvent) => {
      // Focus taken by another element outside the graph: the user left it.
      if (event.relatedTarget && !svgRef.current?.contains(event.relatedTarget as Node))
        keyboardInGraph.current = false;
    },
  };

  return { focused, setFocusId, onKey, graphFocus };
}
