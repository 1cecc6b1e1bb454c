/** `npm run deps`: the domain graph, bottom layer first (each domain with the domains it imports), and any violation of the layering rules. */
import { cruiseFunctions, describeViolation, domainGraph, LAYERS } from './cruise.js';

const result = await cruiseFunctions();
const graph = domainGraph(result);
const lines = LAYERS.flatMap((layer, n) =>
  layer.map(
    (domain) =>
      `${String(n).padStart(2)}  ${domain.padEnd(17)} -> ${[...(graph.get(domain) ?? [])].sort().join(', ') || '(lib, shared only)'}`,
  ),
);
console.log(`layer domain            imports (public modules of lower domains)\n${lines.join('\n')}`);
const violations = result.summary.violations;
console.log(
  violations.length
    ? `\n${violations.length} violations:\n${violations.map(describeViolation).join('\n')}`
    : '\nno violations',
);
