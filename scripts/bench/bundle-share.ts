/**
 * How much of functions/ a Lambda bundle carries: the bytes of the functions/ source files that
 * put code into any of its chunks (their source maps' sources: esbuild lists only the inputs that
 * emitted output, so tree-shaken modules do not count) over the bytes of all of functions/'s
 * source (tests left out on both sides). The domain-shape issue's target: the inspections bundle <= 20%.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '#scripts/dev/twin.js';

const FUNCTIONS = path.join(ROOT, 'functions');
const isSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');

function sourceBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sourceBytes(full);
    else if (isSource(entry.name)) total += statSync(full).size;
  }
  return total;
}

let allFunctionsBytes: number | undefined;

/** The bundle's share of functions/ in percent (one decimal), from the source maps of the chunks in its asset directory. */
export function functionsShare(bundleDir: string): number {
  allFunctionsBytes ??= sourceBytes(FUNCTIONS);
  const inBundle = new Set<string>();
  for (const mapFile of readdirSync(bundleDir).filter((name) => name.endsWith('.mjs.map'))) {
    const map = JSON.parse(readFileSync(path.join(bundleDir, mapFile), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      const file = path.resolve(bundleDir, source);
      if (file.startsWith(FUNCTIONS + path.sep) && isSource(file)) inBundle.add(file);
    }
  }
  let bytes = 0;
  for (const file of inBundle) bytes += statSync(file).size;
  return Math.round((bytes / allFunctionsBytes) * 1000) / 10;
}
