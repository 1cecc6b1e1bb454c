/**
 * What every bench gets (the twin's URLs and emulator environment), the twin the bench runner
 * starts (in-memory data, the built web app served by the local API), and the printing of rows as
 * tables. Also lets a bench file run alone (`npx tsx scripts/bench/<name>.bench.ts`).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, startTwin } from '#scripts/dev/twin.js';

export interface BenchContext {
  /** The local API, ending in /api/. */
  apiUrl: string;
  /** The web app (tenant demo) as served by the local API from web/dist; build it before loading pages. */
  webUrl: string;
  /** The emulators' endpoints and names (also set on this process's environment by the twin). */
  env: Record<string, string>;
}
export interface BenchRow {
  name: string;
  figures: Record<string, number | string>;
  /** Figures with a ceiling: `npm run bench` ends with a check of them all and fails when one is over. */
  budgets?: Budget[];
}
/** A measured figure and its ceiling (the issue's target), checked at the end of `npm run bench`. */
export interface Budget {
  what: string;
  value: number;
  limit: number;
  unit: string;
}
export type Bench = (ctx: BenchContext) => Promise<BenchRow[]>;

export interface BenchTwin {
  ctx: BenchContext;
  /** The twin's child processes by name (each its own process group), for CPU accounting. */
  processes: { name: string; pid: number }[];
  stop(): Promise<void>;
}

/** A fresh twin on free loopback ports: in-memory DynamoDB, seeded pools, the API serving web/dist. */
export async function startBenchTwin(): Promise<BenchTwin> {
  // In memory where the machine has it (/dev/shm), as DynamoDB is: the S3 emulator's files are a
  // stand-in for S3, and their disk work on a small shared machine is CPU the API then waits for.
  const scratch = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dataDir = mkdtempSync(path.join(scratch, 'assetcare-bench-'));
  try {
    const twin = await startTwin({
      ports: await freePorts(),
      dataDir,
      inMemory: true,
      dynamoHeap: '6g',
      web: 'static',
      apiEnv: { LOG_LEVEL: 'warn' },
    });
    return {
      ctx: { apiUrl: twin.urls.api, webUrl: twin.urls.web, env: twin.env },
      processes: twin.children.flatMap((c) => (c.process.pid ? [{ name: c.name, pid: c.process.pid }] : [])),
      stop: async () => {
        await twin.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

const cell = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** Prints rows as Markdown tables: consecutive rows with the same figure labels share one table. */
export function printRows(rows: BenchRow[], indent = '  ') {
  const groups: BenchRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    const same =
      last && Object.keys(last[0].figures).join('\u0000') === Object.keys(row.figures).join('\u0000');
    if (same) last.push(row);
    else groups.push([row]);
  }
  for (const group of groups) {
    const labels = Object.keys(group[0].figures);
    const table = [
      ['', ...labels],
      ...group.map((row) => [row.name, ...labels.map((label) => cell(row.figures[label]))]),
    ];
    const widths = table[0].map((_, i) => Math.max(3, ...table.map((line) => line[i].length)));
    const line = (cells: string[]) => `${indent}| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(line(table[0]));
    console.log(`${indent}|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const cells of table.slice(1)) console.log(line(cells));
    console.log('');
  }
}

/**
 * Prints every budget of the rows as one table and returns the ones over their limit. The runner
 * exits non-zero when any is: a regression shows as a failed `npm run bench`, not a number to spot.
 */
export function checkBudgets(rows: BenchRow[]): Budget[] {
  const budgets = rows.flatMap((row) => row.budgets ?? []);
  if (!budgets.length) return [];
  const over = budgets.filter((b) => b.value > b.limit);
  printRows(
    budgets.map((b) => ({
      name: b.what,
      figures: {
        measured: `${b.value} ${b.unit}`,
        budget: `<= ${b.limit} ${b.unit}`,
        '': b.value > b.limit ? `OVER by ${Math.round((b.value - b.limit) * 10) / 10} ${b.unit}` : 'ok',
      },
    })),
  );
  return over;
}

/** Whether the module with this import.meta.url is the script node was started with. */
export const isMain = (moduleUrl: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** Runs one bench on its own twin and prints its rows (for `npx tsx scripts/bench/<name>.bench.ts`). */
export async function runAlone(bench: Bench) {
  const twin = await startBenchTwin();
  try {
    const rows = await bench(twin.ctx);
    printRows(rows, '');
    failOnBudgets(checkBudgets(rows));
  } finally {
    await twin.stop();
  }
}

/** Loud end of a run with budgets over their limit: a message naming each, and exit code 1. */
export function failOnBudgets(over: Budget[]) {
  if (!over.length) return;
  console.error(
    `\n✖ BENCH BUDGET EXCEEDED (${over.length}):\n${over
      .map((b) => `  - ${b.what}: ${b.value} ${b.unit} > ${b.limit} ${b.unit}`)
      .join('\n')}\n`,
  );
  process.exitCode = 1;
}
