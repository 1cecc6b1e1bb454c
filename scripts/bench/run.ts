/**
 * `npm run bench`: starts a fresh twin (API only, in-memory data) and runs every
 * scripts/bench/*.bench.ts, printing their figures and saving them to .bench/results.json.
 * `npm run bench -- users` runs only benches whose file name contains 'users'.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, ROOT, startTwin } from '../dev/twin.js';

export interface BenchContext {
  apiUrl: string;
  env: Record<string, string>;
}
export interface BenchRow {
  name: string;
  figures: Record<string, number | string>;
}
type Bench = (ctx: BenchContext) => Promise<BenchRow[]>;

async function main() {
  const filter = process.argv[2];
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
    .sort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-bench-'));
  const twin = await startTwin({ ports: await freePorts(), dataDir, inMemory: true, web: 'none', apiEnv: { LOG_LEVEL: 'warn' } });
  const results: { bench: string; rows: BenchRow[] }[] = [];
  try {
    const ctx: BenchContext = { apiUrl: twin.urls.api, env: twin.env };
    for (const file of files) {
      console.log(`\n▶ ${file}`);
      const bench = (await import(path.join(dir, file))).default as Bench;
      const rows = await bench(ctx);
      results.push({ bench: file, rows });
      for (const row of rows) {
        console.log(`  ${row.name}`);
        for (const [label, value] of Object.entries(row.figures)) console.log(`    ${label.padEnd(28)} ${value}`);
      }
    }
  } finally {
    await twin.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const out = path.join(ROOT, '.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'results.json'), JSON.stringify({ at: new Date().toISOString(), machine: `${os.cpus().length} cpu, node ${process.version}`, results }, null, 2));
  console.log(`\nSaved to .bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
