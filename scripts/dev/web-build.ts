/**
 * The built web app that `npm start` serves: web/dist is rebuilt only when a file it is built from
 * is newer than its index.html, so a restart with nothing changed starts at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './twin.js';

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

/** Builds web/dist (`npm run build:web`) when it is stale; says which it did. */
export function ensureWebBuild(progress: (step: string) => void): void {
  if (!webBuildIsStale()) return progress('the built web app is up to date');
  progress('building the web app (web/dist is missing or older than its sources)');
  execFileSync('npm', ['run', '--silent', 'build:web', '--', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
