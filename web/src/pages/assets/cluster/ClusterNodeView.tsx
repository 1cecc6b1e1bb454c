/**
 * One node of the cluster graph: its circle, its label (and a site's count), its role and
 * accessible name for assistive technology.
 */
import type { KeyboardEvent } from 'react';
import { plural } from './cluster-tree';
import type { Point } from './cluster-view';

const LABEL_MAX = 26;
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

/** One node: its circle, label (and a site's count), its role and name for assistive technology. */
export function ClusterNodeView({
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
