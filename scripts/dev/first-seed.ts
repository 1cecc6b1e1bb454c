/**
 * A first start's seed (no table file in the twin's folder yet, as after a fresh clone or
 * `--reset`). DynamoDB Local on disk syncs each write, which made the seed most of the first
 * start; here it writes to a second, short-lived DynamoDB Local whose file lives in RAM (/dev/shm,
 * else the temp folder), compiled by C1 only (half the CPU for a run this short), from a process
 * of its own (seed-main.ts --first: this process keeps its clients on the twin's DynamoDB Local;
 * the table has no stream until the copy, the seed applies its outbox items itself). Then that
 * instance stops and its file is copied into the twin's folder. The twin's own DynamoDB Local,
 * started meanwhile, opens its file on the first request, and nothing sends one before the copy
 * (ensureTable, which turns the stream on, then its stream reader, the API's first call and the
 * scheduler come after it).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHORT_RUN_JVM_FLAGS, startDynamo, type EmulatorPorts } from './emulators.js';
import { freePort, startChild, type Child } from './process.js';

/** DynamoDB Local's file with -sharedDb. */
const DB_FILE = 'shared-local-instance.db';
const RAM_PREFIX = 'assetcare-seed-';

/** True when the twin's folder holds no table yet: the start seeds it from scratch. */
export const isFirstStart = (dataDir: string) => !existsSync(path.join(dataDir, 'dynamodb', DB_FILE));

function ramRoot(): string {
  try {
    if (statSync('/dev/shm').isDirectory()) return '/dev/shm';
  } catch {
    /* no /dev/shm (macOS) */
  }
  return os.tmpdir();
}

/** Folders left by a first seed whose process is gone (stopped mid-seed). */
function removeStale(root: string) {
  for (const name of readdirSync(root).filter((n) => n.startsWith(RAM_PREFIX))) {
    const pid = Number(name.slice(RAM_PREFIX.length).split('-')[0]);
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(path.join(root, name), { recursive: true, force: true });
    }
  }
}

export interface FirstSeedOptions {
  ports: EmulatorPorts;
  dataDir: string;
  logDir: string;
  cognitoUrl: string;
  /** The seed's lines (counts and times), without their leading '… '. */
  onProgress: (line: string) => void;
}

/** Seeds in RAM (the seed's process waits for the emulators; `emulatorsUp` failing stops it), then copies the file into dataDir/dynamodb. */
export async function firstSeed(options: FirstSeedOptions, emulatorsUp: Promise<unknown>): Promise<void> {
  const { ports, logDir } = options;
  const root = ramRoot();
  removeStale(root);
  const ramDir = mkdtempSync(path.join(root, `${RAM_PREFIX}${process.pid}-`));
  const seedPorts = { ...ports, dynamodb: await freePort() };
  const endpoint = `http://127.0.0.1:${seedPorts.dynamodb}`;
  const children: Child[] = [];
  try {
    const dynamo = startDynamo({
      port: seedPorts.dynamodb,
      dbDir: ramDir,
      logDir,
      name: 'dynamodb-seed',
      jvmFlags: SHORT_RUN_JVM_FLAGS,
    });
    children.push(dynamo);
    // The seed's process loads while the emulators start, and waits for them itself (seed-main.ts).
    await Promise.all([emulatorsUp, runSeed(endpoint, options, children)]);
    // DynamoDB Local closes its file as it stops.
    for (const child of children.reverse()) await child.stop();
    const target = path.join(options.dataDir, 'dynamodb');
    mkdirSync(target, { recursive: true });
    if (existsSync(path.join(target, DB_FILE)))
      throw new Error(`${target} got a table file during the seed; stop what wrote it and start again`);
    for (const file of readdirSync(ramDir)) copyFileSync(path.join(ramDir, file), path.join(target, file));
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    rmSync(ramDir, { recursive: true, force: true });
  }
}

async function runSeed(endpoint: string, options: FirstSeedOptions, children: Child[]): Promise<void> {
  let pending = '';
  const seeder = startChild({
    name: 'seed',
    command: path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx'),
    args: [path.join(import.meta.dirname, 'seed-main.ts'), options.cognitoUrl, '--first'],
    env: { AWS_ENDPOINT_URL_DYNAMODB: endpoint },
    logDir: options.logDir,
    onOutput: (text) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('… ')) options.onProgress(line.slice(2));
    },
  });
  children.push(seeder);
  const code = await new Promise<number | null>((resolve) => seeder.process.once('exit', resolve));
  if (code !== 0) throw new Error(`the seed failed (exit code ${code}); see ${seeder.logFile}`);
}
