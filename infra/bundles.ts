/**
 * The Lambda bundles exactly as CDK builds them (the app's own NodejsFunction constructs, bundled
 * by esbuild into a CDK asset directory), for the twin (`npm start -- --bundled`), the bundle
 * test and the bundle bench. Nothing here re-states bundling options: it builds the stacks.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LAMBDA_NODE_FLAGS, METAFILE_CONTEXT, ROOT } from './app-function.js';
import type { AppFunction } from './app-function.js';

export interface LambdaBundle {
  kind: 'domain' | 'job';
  /** Domain name (functions/routes.ts) or job name (functions/jobs.ts). */
  name: string;
  /** The asset directory CDK uploads, and the bundle file in it. */
  dir: string;
  file: string;
  /** The export the Lambda handler setting names. */
  exportName: string;
  /** esbuild's metafile of the bundle (what each input put in it), beside it. */
  metafile: string;
}

export const MANIFEST = 'bundles.json';

/** The context of cdk.json, as `cdk synth` would read it. */
export function cdkContext(): Record<string, unknown> {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }
  ).context;
}

function bundleOf(kind: LambdaBundle['kind'], name: string, fn: AppFunction, outdir: string): LambdaBundle {
  const cfn = fn.function.node.defaultChild as CfnFunction;
  const assetPath = cfn.getMetadata('aws:asset:path') as string | undefined;
  if (!assetPath) throw new Error(`no asset path on the ${name} function (asset metadata off?)`);
  const [file, exportName] = (cfn.handler ?? 'index.handler').split('.');
  const dir = path.resolve(outdir, assetPath);
  return {
    kind,
    name,
    dir,
    file: path.join(dir, `${file}.mjs`),
    exportName,
    metafile: path.join(dir, `${file}.meta.json`),
  };
}

/**
 * Builds the app's Api and Jobs stacks into `outdir` (bundling only those, each bundle with
 * esbuild's metafile beside it) and returns every Lambda bundle; also writes them to `<outdir>/bundles.json` for the twin's API process.
 */
export async function buildBundles(outdir: string): Promise<LambdaBundle[]> {
  const { buildApp } = await import('./app.js');
  const app = new App({
    outdir,
    context: {
      ...cdkContext(),
      'aws:cdk:enable-asset-metadata': true,
      'aws:cdk:bundling-stacks': ['AssetCare-*-Api', 'AssetCare-*-Jobs'],
      // The bundles are the deployed ones; the metafile beside each is for the bundle bench.
      [METAFILE_CONTEXT]: true,
    },
  });
  // Bundling happens while the functions are constructed; no template is needed.
  const built = buildApp(app);
  const bundles = [
    ...[...built.api.functions].map(([name, fn]) => bundleOf('domain', name, fn, outdir)),
    ...[...built.jobs.functions].map(([name, fn]) => bundleOf('job', name, fn, outdir)),
  ];
  writeFileSync(path.join(outdir, MANIFEST), JSON.stringify(bundles, null, 2));
  return bundles;
}

export function readBundleManifest(file: string): LambdaBundle[] {
  return JSON.parse(readFileSync(file, 'utf8')) as LambdaBundle[];
}

/**
 * Runs in a fresh `node` process: imports the bundle (timing the import), optionally calls its
 * handler with the event and a Lambda-like context (timing import plus first response), and prints
 * one marked result line (the handlers' own logs go to stdout too). performance.now() counts from
 * the process's start, so it also gives the time from process start to the response; the CPU
 * times (process.cpuUsage) are what the process itself spent, which a shared machine blurs least.
 */
const RUNNER = `
import { pathToFileURL } from 'node:url';
const [file, exportName, eventJson] = process.argv.slice(1);
const started = performance.now();
const cpuStart = process.cpuUsage();
const cpuMs = () => { const used = process.cpuUsage(cpuStart); return (used.user + used.system) / 1000; };
const mod = await import(pathToFileURL(file).href);
const importMs = performance.now() - started;
const importCpuMs = cpuMs();
let responseCpuMs = null;
let result = null;
let error = null;
let responseMs = null;
let processMs = null;
if (eventJson) {
  const context = {
    awsRequestId: 'bundle-test', functionName: 'bundle-test', functionVersion: '$LATEST', memoryLimitInMB: '512',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bundle-test', logGroupName: 'local', logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false, getRemainingTimeInMillis: () => 60000,
  };
  const event = JSON.parse(eventJson);
  try { result = await mod[exportName](event, context); } catch (e) { error = String(e && e.stack || e); }
  processMs = performance.now();
  responseMs = processMs - started;
  responseCpuMs = cpuMs();
}
process.stdout.write('\\n@@BUNDLE@@' + JSON.stringify({ importMs, importCpuMs, responseMs, responseCpuMs, processMs, exports: Object.keys(mod), result, error }) + '\\n');
process.exit(0);
`;

export interface BundleRun {
  importMs: number;
  /** CPU time (user + system) of the process during the import: what a busy machine changes least. */
  importCpuMs: number;
  /** With an event: from the start of the import to the handler's answer (cold first response). */
  responseMs: number | null;
  /** With an event: CPU time of the process from the start of the import to the answer (waits on the emulators left out). */
  responseCpuMs: number | null;
  /** With an event: from the node process's start to the handler's answer. */
  processMs: number | null;
  exports: string[];
  result: unknown;
  error: string | null;
  /** Everything else the process printed (the handler's logs). */
  output: string;
}

/** Loads the bundle in a new Node process (Lambda's flags: ESM, LAMBDA_NODE_FLAGS) and, given an event, invokes it. */
export function runBundle(
  bundle: LambdaBundle,
  event: unknown,
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
): Promise<BundleRun> {
  return new Promise((resolve, reject) => {
    const profileDir = process.env.BENCH_CPU_PROF;
    const args = [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...LAMBDA_NODE_FLAGS,
      '--no-warnings',
      '--input-type=module',
      '-e',
      RUNNER,
      bundle.file,
      bundle.exportName,
    ];
    if (event !== undefined) args.push(JSON.stringify(event));
    const child = spawn(process.execPath, args, {
      cwd: bundle.dir,
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bundle ${bundle.name} did not finish in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const marker = out.lastIndexOf('@@BUNDLE@@');
      if (marker === -1)
        return reject(new Error(`bundle ${bundle.name} failed to load (exit ${code}):\n${out}`));
      const line = out.slice(marker + '@@BUNDLE@@'.length).split('\n')[0];
      resolve({ ...(JSON.parse(line) as Omit<BundleRun, 'output'>), output: out.slice(0, marker) });
    });
  });
}
