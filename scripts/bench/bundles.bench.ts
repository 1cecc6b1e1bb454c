/**
 * Lambda bundles as CDK builds them: each bundle's minified size and its cold import time (a
 * fresh `node` process per run, with Lambda's --enable-source-maps; median of RUNS).
 * Targets: under 500 KB and under 150 ms.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBundles, runBundle } from '../../infra/bundles.js';

const RUNS = 7;
export const SIZE_TARGET_KB = 500;
export const IMPORT_TARGET_MS = 150;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (n: number) => Math.round(n * 10) / 10;

export default async function bench(ctx?: { env: Record<string, string> }): Promise<{ name: string; figures: Record<string, number | string> }[]> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-bundle-bench-'));
  try {
    const started = Date.now();
    const bundles = await buildBundles(outdir);
    const buildSeconds = round((Date.now() - started) / 1000);
    const env = { ...process.env, ...ctx?.env, LOG_LEVEL: 'silent' };
    const rows = [];
    for (const bundle of bundles) {
      const bytes = statSync(bundle.file).size;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await runBundle(bundle, undefined, env)).importMs);
      const sizeKb = round(bytes / 1024);
      const importMs = round(median(times));
      rows.push({
        name: `${bundle.kind} ${bundle.name}`,
        figures: {
          'size KB (minified)': sizeKb,
          'size KB (gzip)': round(gzipSync(readFileSync(bundle.file)).length / 1024),
          'cold import ms (median)': importMs,
          'cold import ms (min-max)': `${round(Math.min(...times))}-${round(Math.max(...times))}`,
          'within targets': sizeKb < SIZE_TARGET_KB && importMs < IMPORT_TARGET_MS ? 'yes' : `no (targets ${SIZE_TARGET_KB} KB, ${IMPORT_TARGET_MS} ms)`,
        },
      });
    }
    rows.push({ name: 'all bundles', figures: { 'build s (esbuild via CDK)': buildSeconds, runs: RUNS, machine: `${os.cpus().length} cpu, node ${process.version}` } });
    return rows;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/bundles.bench.ts` runs this bench alone (it needs no twin).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  for (const row of await bench()) {
    console.log(row.name);
    for (const [label, value] of Object.entries(row.figures)) console.log(`  ${label.padEnd(28)} ${value}`);
  }
}
