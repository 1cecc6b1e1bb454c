/**
 * `npm run bench`: starts one fresh twin (in-memory data; the local API also serves the built web
 * app from web/dist, which the web bench builds) and runs every scripts/bench/*.bench.ts against
 * it, printing their figures as tables and saving them to .bench/results.json.
 * `npm run bench -- users` runs only benches whose file name contains 'users'.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '#scripts/dev/twin.js';
import {
  checkBudgets,
  failOnBudgets,
  printRows,
  startBenchTwin,
  type Bench,
  type BenchContext,
  type BenchRow,
} from './context.js';

export type { Bench, BenchContext, BenchRow };

async function main() {
  const filter = process.argv[2];
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
    .sort();
  if (!files.length) throw new Error(`no bench in scripts/bench matches '${filter}'`);
  const twin = await startBenchTwin();
  // Stopped (Ctrl-C, a timeout's SIGTERM): the twin's emulators stop with it rather than linger.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the twin`);
      void twin.stop().finally(() => process.exit(130));
    });
  const results: { bench: string; rows: BenchRow[] }[] = [];
  try {
    for (const file of files) {
      console.log(`\n▶ ${file}\n`);
      const bench = (await import(path.join(dir, file))).default as Bench;
      const rows = await bench(twin.ctx);
      results.push({ bench: file, rows });
      printRows(rows);
    }
  } finally {
    await twin.stop();
  }
  const out = path.join(ROOT, '.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'results.json'),
    JSON.stringify(
      { at: new Date().toISOString(), machine: `${os.cpus().length} cpu, node ${process.version}`, results },
      null,
      2,
    ),
  );
  console.log(`Saved to .bench/results.json`);
  // Last, so that it is what the terminal shows: every budget, and a failed run when one is over.
  console.log('\n▶ budgets\n');
  failOnBudgets(checkBudgets(results.flatMap((r) => r.rows)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
