/**
 * The domain layering check's engine (.dependency-cruiser.cjs holds the rules): cruises functions/
 * with the project's rules and collapses the result to domains. `npm run deps` prints the graph;
 * scripts/deps/layers.test.ts plants violations in a scratch tree and expects the rules to fail.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const config = require(path.join(ROOT, '.dependency-cruiser.cjs')) as {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
  layers: string[][];
  testRole: string;
  options: ICruiseOptions;
};

export const LAYERS = config.layers;

/** The project's rules run over `dirs` (relative to `baseDir`): the cruise result with its violations. */
export async function cruiseFunctions(
  baseDir = ROOT,
  dirs = ['functions'],
  tsConfig = true,
): Promise<ICruiseResult> {
  const { options } = config;
  const result = await cruise(dirs, {
    ...options,
    ...(tsConfig ? { tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') } } : { tsConfig: undefined }),
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return result.output as ICruiseResult;
}

/** functions/<domain>/... -> domain; undefined for lib, top-level files and anything outside functions/. */
export function domainOf(file: string): string | undefined {
  const match = /^functions\/([^/]+)\//.exec(file);
  return match && match[1] !== 'lib' ? match[1] : undefined;
}

/** Domain -> the domains it imports, from production files only (tests and Lambda entries left out). */
export function domainGraph(result: ICruiseResult): Map<string, Set<string>> {
  const test = new RegExp(config.testRole);
  const graph = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const from = domainOf(module.source);
    if (!from || test.test(module.source) || /\/(lambda|documents)\.ts$/.test(module.source)) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const dependency of module.dependencies) {
      const to = domainOf(dependency.resolved);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

export const describeViolation = (v: IViolation) => `${v.rule.name}: ${v.from} -> ${v.to}`;
