/**
 * The built web app that `npm start` serves: web/dist is rebuilt only when a file it is built from
 * is newer than its index.html, so a restart with nothing changed starts at once. A build runs
 * while the emulators start and the seed writes (scripts/dev/start.ts).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { ROOT, seconds } from './twin.js';

/** The web build's nice value on a start: it finishes well before the seed, which gets the CPU first. */
const BUILD_PRIORITY = 10;

/** What web/dist is built from: the app, the shared contracts it imports, its config and the lock file. */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/field',
  'shared',
  'package-lock.json',
];
const BUILT = path.join(ROOT, 'web', 'dist', 'index.html');

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** True when web/dist is missing or older than one of its sources. */
export function webBuildIsStale(): boolean {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(ROOT, source)) > built);
}

/**
 * Builds web/dist (`npm run build:web`) when it is stale, its output in logDir/web-build.log (shown
 * when it fails); says which it did and how long the build took. Runs beside the twin's start.
 */
export async function ensureWebBuild(progress: (step: string) => void, logDir: string): Promise<void> {
  if (!webBuildIsStale()) return progress('the built web app is up to date');
  progress('building the web app (web/dist is missing or older than its sources)');
  const started = performance.now();
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'web-build.log');
  const log = openSync(logFile, 'w');
  const build = spawn('npm', ['run', '--silent', 'build:web'], { cwd: ROOT, stdio: ['ignore', log, log] });
  // Below the seed, which a first start waits for longer (the build's processes inherit it).
  try {
    if (build.pid) os.setPriority(build.pid, BUILD_PRIORITY);
  } catch {
    /* not allowed here: the build runs at the start's priority */
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', resolve);
  });
  closeSync(log);
  if (code !== 0)
    throw new Error(
      `the web build failed (exit code ${code}):\n${readFileSync(logFile, 'utf8').slice(-4000)}`,
    );
  progress(`web app built in ${seconds(started)}`);
}
