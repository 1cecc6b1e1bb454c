/**
 * Lambda bundles as CDK builds them (every bundle buildBundles returns: one per API domain, one
 * per job). Per bundle, in fresh `node` processes with Lambda's flags (ESM, infra's LAMBDA_NODE_FLAGS),
 * median of RUNS each:
 * - size: minified KB a cold start loads (the entry and the chunks it imports statically; what
 *   the code imports with `await import()` is in chunks read on first use) and of all its chunks,
 *   the entry's gzip KB, and the share of functions/ source the whole asset carries
 *   (bundle-share.ts; printed, not judged here: the domain-shape issue's target is inspections <= 20%);
 * - cold import: the bundle's import alone;
 * - cold first response: the import plus the handler's answer to one real request on the twin's
 *   emulators, from the start of the import to the answer (also shown from the node process's
 *   start; one uncounted run first warms the emulators). API bundles answer an authenticated read as the seeded demo manager (a real Cognito
 *   access token): the domain's committed sample event (events/api/<domain>.json), or the read in
 *   AUTHENTICATED_READS when the sample is a public route. The answer must be 200 with success 1,
 *   else the row says FAILED and the run exits non-zero. Jobs run their sample scheduler event.
 * Also per bundle: the CPU time the process spent (import, and import plus answer): on a shared
 * machine the wall times above stretch with the load, the CPU times much less; and the bundle's
 * top modules by size (esbuild's metafile: node_modules by package, functions/ and shared/ by
 * folder), so the next regression names itself.
 * Goals (issue 30): every API bundle's cold first response <= 300 ms; a document route's first call
 * (a cold process rendering a PDF) and a documents Lambda's first response <= 1,000 ms. Jobs are
 * printed, not judged.
 * A bundle over its goal is listed at the end and the run exits non-zero (a budget, not a test).
 * For work on one bundle: BENCH_BUNDLES=tenancy,assets times only those (jobs and document routes
 * by their bundle's name), and BENCH_CPU_PROF=<dir> writes each timed process's V8 CPU profile there
 * (the bundles are then kept, for their source maps, and their folder printed).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  ADMIN_TOKEN_PLACEHOLDER,
  EVENTS_DIR,
  OPERATOR_TOKEN_PLACEHOLDER,
  TOKEN_PLACEHOLDER,
  apiSample,
  fillSample,
  jobSample,
  type SampleFill,
} from '../../events/generate.js';
import {
  API_LAMBDAS,
  domains,
  lambdaNameOf,
  type DomainName,
  type HttpMethod,
  type RouteDef,
} from '#functions/routes.js';
import { getUserByUsername } from '#functions/users/store/index.js';
import { buildBundles, runBundle, type BundleRun, type LambdaBundle } from '../../infra/bundles.js';
import { buildEvent } from '#scripts/dev/event.js';
import { API_SCOPES } from '#shared/integrations/rules.js';
import { PLATFORM_TENANT } from '#shared/platform/rules.js';
import { PLATFORM_OPERATOR } from '#scripts/dev/seed-data.js';
import { accessToken } from './auth.js';
import { functionsShare } from './bundle-share.js';
import { isMain, runAlone, type BenchContext, type BenchRow, type Budget } from './context.js';

const RUNS = 7;
export const API_FIRST_RESPONSE_GOAL_MS = 300;
export const DOCUMENT_FIRST_CALL_GOAL_MS = 1000;
/** Modules listed per bundle. */
const TOP_MODULES = 8;

/** The demo manager's session, as in the committed samples: tenant demo, role 1 (Manager), site 2 (Reno Yard). */
const MANAGER = { username: 'manager@demo.test', password: 'Demo@1234', roleId: '1', siteId: '2' };

interface Call {
  method: HttpMethod;
  path: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Authenticated reads for domains whose committed sample is a public route. */
const AUTHENTICATED_READS: Partial<Record<DomainName, Call>> = {
  tenancy: { method: 'GET', path: 'Company/GetAllCompaniesWithSites' },
};

/** Routes that render a document (PDF, spreadsheet), timed as a cold first call; `body` gets real ids of the demo tenant. */
const DOCUMENT_ROUTES: {
  method: HttpMethod;
  path: string;
  contentType: string;
  magic: string;
  body: (ids: { operatorUuid: string }) => unknown;
}[] = [
  {
    method: 'POST',
    path: 'User/generateBarcodeUser',
    contentType: 'application/pdf',
    magic: '%PDF',
    body: ({ operatorUuid }) => ({ userid: [operatorUuid] }),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number) => Math.round(n * 10) / 10;
const range = (values: number[]) => `${round(Math.min(...values))}-${round(Math.max(...values))}`;

function sessionEvent(call: Call, token: string): APIGatewayProxyEventV2 {
  const route = { method: call.method, path: call.path };
  let concretePath = call.path;
  for (const [name, value] of Object.entries(call.pathParameters ?? {}))
    concretePath = concretePath.replace(`{${name}}`, encodeURIComponent(value));
  return buildEvent({
    route,
    path: concretePath,
    pathParameters: call.pathParameters,
    query: call.query,
    headers: {
      token,
      domain_name: 'demo',
      role_id: MANAGER.roleId,
      site_id: MANAGER.siteId,
      platform: 'web',
      'content-type': 'application/json',
    },
    body: call.body,
    host: 'demo.assetcare.example.com',
  });
}

const SESSION_PLACEHOLDERS = [TOKEN_PLACEHOLDER, ADMIN_TOKEN_PLACEHOLDER, OPERATOR_TOKEN_PLACEHOLDER];

/** The committed sample event of a bundle (or the one events/generate.ts would write), its placeholders filled in. */
function sampleEvent(
  bundle: LambdaBundle,
  fill: SampleFill,
): { event: Record<string, unknown>; authenticated: boolean } {
  const file = path.join(EVENTS_DIR, bundle.kind === 'domain' ? 'api' : 'jobs', `${bundle.name}.json`);
  const event = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : ((bundle.kind === 'domain' ? apiSample(bundle.name) : jobSample(bundle.name)) as unknown as Record<
        string,
        unknown
      >);
  const token = (event.headers as Record<string, string> | undefined)?.token;
  return { event: fillSample(event, fill), authenticated: !!token && SESSION_PLACEHOLDERS.includes(token) };
}

/**
 * The two Lambdas whose callers are not tenant users: the platform's (its operator, signed in to
 * the platform pool) and the public API's (an API key's bearer token, made for the run by the demo
 * company admin). Without them their samples time a refusal, not the work.
 */
async function ownCallers(ctx: BenchContext, adminToken: string) {
  const platformToken = await accessToken(
    ctx,
    PLATFORM_TENANT,
    PLATFORM_OPERATOR.username,
    PLATFORM_OPERATOR.password,
  );
  const created = await fetch(`${ctx.apiUrl}ApiKey/CreateApiKey`, {
    method: 'POST',
    headers: { token: adminToken, domain_name: 'demo', platform: 'web', 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bundle bench ${Date.now()}`, scopes: API_SCOPES, expires_in_days: 1 }),
  });
  const key = ((await created.json()) as { data?: { client_id: string; client_secret: string } }).data;
  if (!key) throw new Error(`ApiKey/CreateApiKey answered ${created.status}`);
  const issued = await fetch(`${ctx.apiUrl}v1/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${key.client_id}:${key.client_secret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
  const bearer = ((await issued.json()) as { access_token?: string }).access_token;
  if (!bearer) throw new Error(`v1/oauth/token answered ${issued.status}`);
  return { platformToken, bearer };
}

function withOwnCaller(
  name: string,
  sample: { event: Record<string, unknown>; authenticated: boolean },
  callers: { platformToken: string; bearer: string },
) {
  const headers = sample.event.headers as Record<string, string>;
  if (name === 'platform')
    return {
      ...sample,
      event: {
        ...sample.event,
        headers: { ...headers, token: callers.platformToken, domain_name: PLATFORM_TENANT },
      },
    };
  if (name === 'integrations-public-api') {
    const { token: _user, ...rest } = headers;
    return {
      ...sample,
      event: { ...sample.event, headers: { ...rest, authorization: `Bearer ${callers.bearer}` } },
    };
  }
  return sample;
}

interface Reply {
  statusCode?: number;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}

/** Why an API answer is not a success envelope, or null. */
function notSuccess(run: BundleRun): string | null {
  if (run.error) return run.error.split('\n')[0];
  const reply = run.result as Reply | null;
  if (!reply || reply.statusCode !== 200) return `status ${reply?.statusCode}: ${reply?.body?.slice(0, 160)}`;
  if (!(reply.headers?.['content-type'] ?? '').startsWith('application/json'))
    return `content-type ${reply.headers?.['content-type']}`;
  const body = JSON.parse(reply.body ?? 'null') as { success?: number; message?: string } | null;
  return body?.success === 1 ? null : `success ${body?.success}: ${body?.message}`;
}

/** Why an answer is not a 200 with JSON, or null. */
function notOk(run: BundleRun): string | null {
  if (run.error) return run.error.split('\n')[0];
  const reply = run.result as Reply | null;
  if (!reply || reply.statusCode !== 200) return `status ${reply?.statusCode}: ${reply?.body?.slice(0, 160)}`;
  return (reply.headers?.['content-type'] ?? '').startsWith('application/json')
    ? null
    : `content-type ${reply.headers?.['content-type']}`;
}

/** Why a document answer is not the document, or null. */
function notDocument(run: BundleRun, contentType: string, magic: string): string | null {
  if (run.error) return run.error.split('\n')[0];
  const reply = run.result as Reply | null;
  if (!reply || reply.statusCode !== 200) return `status ${reply?.statusCode}: ${reply?.body?.slice(0, 160)}`;
  if (!(reply.headers?.['content-type'] ?? '').startsWith(contentType))
    return `content-type ${reply.headers?.['content-type']}: ${reply.body?.slice(0, 160)}`;
  const bytes = Buffer.from(reply.body ?? '', reply.isBase64Encoded ? 'base64' : 'utf8');
  return bytes.subarray(0, magic.length).toString('latin1') === magic
    ? null
    : `the body does not start with ${magic}`;
}

type Timed =
  | { failure: string; output: string }
  | { response: number[]; responseCpu: number[]; fromStart: number[]; last: BundleRun };

interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      bytes: number;
      imports: { path: string; kind: string }[];
      inputs: Record<string, { bytesInOutput: number }>;
    }
  >;
}

/**
 * The outputs a cold start loads: the entry and the chunks it imports statically, transitively
 * (the chunks reached only by `await import()` load when first used).
 */
function startOutputs(meta: Metafile): Metafile['outputs'][string][] {
  // The handler's own output is index.mjs; the lazy chunks split out as extra entry points
  // (react-dom/server, pdfkit, ...) are entry points too and must not be taken for it.
  const entry = Object.keys(meta.outputs).find(
    (key) => key.endsWith('/index.mjs') && meta.outputs[key].entryPoint,
  );
  if (!entry) throw new Error('no entry output in the metafile');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !meta.outputs[key]) return;
    seen.add(key);
    for (const imported of meta.outputs[key].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return [...seen].map((key) => meta.outputs[key]);
}

const jsOutputs = (meta: Metafile) =>
  Object.entries(meta.outputs)
    .filter(([key]) => key.endsWith('.mjs'))
    .map(([, output]) => output);
const readMetafile = (bundle: LambdaBundle) => JSON.parse(readFileSync(bundle.metafile, 'utf8')) as Metafile;

/** What a metafile input counts as: its package (node_modules), its domain folder (functions/, shared/), else its file. */
export function moduleGroup(input: string): string {
  const nodeModules = input.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const [scope, name] = input.slice(nodeModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const parts = input.replace(/^(\.\.\/)+/, '').split('/');
  const top = parts.findIndex((part) => part === 'functions' || part === 'shared');
  if (top === -1) return input;
  // functions/lib/http.ts -> functions/lib; functions/routes.ts stays a file.
  return parts.length - top > 2 ? parts.slice(top, top + 2).join('/') : parts.slice(top).join('/');
}

/** The largest modules a cold start loads, grouped, in KB of minified code (esbuild's bytesInOutput). */
function topModules(bundle: LambdaBundle): { group: string; kb: number }[] {
  const groups = new Map<string, number>();
  for (const output of startOutputs(readMetafile(bundle)))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      groups.set(moduleGroup(input), (groups.get(moduleGroup(input)) ?? 0) + bytesInOutput);
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_MODULES)
    .map(([group, bytes]) => ({ group, kb: round(bytes / 1024) }));
}

/** Runs `event` on the bundle in RUNS fresh processes; every answer must pass `check`. */
async function firstResponses(
  bundle: LambdaBundle,
  event: unknown,
  env: Record<string, string | undefined>,
  check: (run: BundleRun) => string | null,
): Promise<Timed> {
  const response: number[] = [];
  const responseCpu: number[] = [];
  const fromStart: number[] = [];
  let last: BundleRun | undefined;
  // One run more, not counted: it warms what is not the Lambda's own cold start (the emulators'
  // first queries, the bundle file in the OS cache).
  for (let i = 0; i <= RUNS; i++) {
    const run = await runBundle(bundle, event, env);
    const problem = check(run);
    if (problem) return { failure: problem, output: run.output };
    if (i === 0) continue;
    response.push(run.responseMs!);
    responseCpu.push(run.responseCpuMs!);
    fromStart.push(run.processMs!);
    last = run;
  }
  return { response, responseCpu, fromStart, last: last! };
}

const findRoute = (
  method: HttpMethod,
  routePath: string,
): { domain: DomainName; route: RouteDef } | undefined => {
  for (const [domain, def] of Object.entries(domains) as [DomainName, { routes: RouteDef[] }][]) {
    const route = def.routes.find((r) => r.method === method && r.path === routePath);
    if (route) return { domain, route };
  }
  return undefined;
};

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-bundle-bench-'));
  try {
    const started = Date.now();
    const only = process.env.BENCH_BUNDLES?.split(',').filter(Boolean);
    const bundles = (await buildBundles(outdir)).filter((b) => !only || only.includes(b.name));
    const buildSeconds = round((Date.now() - started) / 1000);
    const env = { ...process.env, ...ctx.env, LOG_LEVEL: 'silent' };
    const token = await accessToken(ctx, 'demo', MANAGER.username, MANAGER.password);
    const adminToken = await accessToken(ctx, 'demo', 'companyadmin@demo.test', MANAGER.password);
    const operator = await getUserByUsername('demo', 'operator@demo.test');
    if (!operator) throw new Error('the demo operator is not seeded');
    const fill: SampleFill = {
      token,
      adminToken,
      operatorToken: await accessToken(ctx, 'demo', 'operator@demo.test', MANAGER.password),
      operatorUuid: operator.uuid,
    };
    const callers = await ownCallers(ctx, adminToken);

    const rows: BenchRow[] = [];
    const failures: string[] = [];
    const sizeOf = (bundle: LambdaBundle) => {
      const meta = readMetafile(bundle);
      const kb = (outputs: Metafile['outputs'][string][]) =>
        round(outputs.reduce((sum, output) => sum + output.bytes, 0) / 1024);
      return {
        'size KB at start (min)': kb(startOutputs(meta)),
        'size KB all chunks (min)': kb(jsOutputs(meta)),
        'entry KB (gzip)': round(gzipSync(readFileSync(bundle.file)).length / 1024),
        'functions/ share %': functionsShare(bundle.dir),
      };
    };
    const imports = new Map<LambdaBundle, { wall: number[]; cpu: number[] }>();
    const importTimes = async (bundle: LambdaBundle) => {
      if (!imports.has(bundle)) {
        const times = { wall: [] as number[], cpu: [] as number[] };
        for (let i = 0; i < RUNS; i++) {
          const run = await runBundle(bundle, undefined, env);
          times.wall.push(run.importMs);
          times.cpu.push(run.importCpuMs);
        }
        imports.set(bundle, times);
      }
      return imports.get(bundle)!;
    };
    const row = async (
      name: string,
      bundle: LambdaBundle,
      request: string,
      timed: Timed,
      limit: number | null,
    ) => {
      const imported = await importTimes(bundle);
      const budgets: Budget[] = [];
      const figures: Record<string, number | string> = {
        ...sizeOf(bundle),
        'cold import ms': round(median(imported.wall)),
        'import min-max': range(imported.wall),
        'import CPU ms': round(median(imported.cpu)),
      };
      if ('failure' in timed) {
        failures.push(`${name}: ${timed.failure}\n${timed.output}`);
        Object.assign(figures, {
          'cold first response ms': 'FAILED',
          'first response min-max': '',
          'first response CPU ms': '',
          'from node start ms': '',
          request,
          goal: `FAILED: ${timed.failure}`,
        });
      } else {
        const ms = round(median(timed.response));
        const cpu = round(median(timed.responseCpu));
        let goal = 'n/a (job)';
        if (limit !== null) {
          goal = ms <= limit ? `yes (<= ${limit} ms)` : `NO: +${round(ms - limit)} ms over ${limit} ms`;
          // Wall-clock: on a busy machine the row's CPU figure says more; run again when quiet.
          budgets.push({ what: `${name} cold first response (CPU ${cpu} ms)`, value: ms, limit, unit: 'ms' });
        }
        Object.assign(figures, {
          'cold first response ms': ms,
          'first response min-max': range(timed.response),
          'first response CPU ms': cpu,
          'from node start ms': round(median(timed.fromStart)),
          request,
          goal,
        });
      }
      rows.push({ name, figures, budgets });
    };

    // A Lambda that serves only document routes is timed by its document call below.
    const documentsOnly = (name: string) =>
      API_LAMBDAS.find((l) => l.name === name)?.routes.every((r) => r.endpoint.file) ?? false;
    /** Who a sample is called as, by the token filled in. */
    const callerOf = (event: { headers?: unknown }) => {
      const used = (event.headers as Record<string, string> | undefined)?.token;
      if (used === fill.adminToken) return 'companyadmin@demo.test';
      return used === fill.operatorToken ? 'operator@demo.test' : MANAGER.username;
    };
    for (const bundle of bundles.filter((b) => b.kind === 'domain' && !documentsOnly(b.name))) {
      const read = AUTHENTICATED_READS[bundle.name as DomainName];
      const sample = read
        ? { event: sessionEvent(read, token), authenticated: true }
        : withOwnCaller(bundle.name, sampleEvent(bundle, fill), callers);
      const routeKey = String((sample.event as { routeKey?: string }).routeKey);
      const caller =
        bundle.name === 'platform'
          ? PLATFORM_OPERATOR.username
          : bundle.name === 'integrations-public-api'
            ? 'an API key (bearer token)'
            : callerOf(sample.event);
      const request = `${routeKey} as ${caller}${sample.authenticated ? '' : ' (public route: no token)'}`;
      await row(
        `api ${bundle.name}`,
        bundle,
        request,
        await firstResponses(
          bundle,
          sample.event,
          env,
          // The public API answers its own documented shapes, not the app's envelope.
          bundle.name === 'integrations-public-api' ? notOk : notSuccess,
        ),
        // A documents Lambda (users-documents, workorders-documents) renders files: the document goal.
        bundle.name.endsWith('-documents') ? DOCUMENT_FIRST_CALL_GOAL_MS : API_FIRST_RESPONSE_GOAL_MS,
      );
    }
    for (const doc of DOCUMENT_ROUTES) {
      const found = findRoute(doc.method, doc.path);
      const bundle =
        found &&
        bundles.find((b) => b.kind === 'domain' && b.name === lambdaNameOf(found.domain, found.route));
      if (!bundle && only) continue;
      if (!bundle) throw new Error(`no bundle serves ${doc.method} ${doc.path}`);
      const event = sessionEvent(
        { method: doc.method, path: doc.path, body: doc.body({ operatorUuid: operator.uuid }) },
        token,
      );
      const timed = await firstResponses(bundle, event, env, (run) =>
        notDocument(run, doc.contentType, doc.magic),
      );
      const reply = 'last' in timed ? (timed.last.result as Reply) : undefined;
      const kb = reply
        ? ` ${round(Buffer.from(reply.body ?? '', reply.isBase64Encoded ? 'base64' : 'utf8').length / 1024)} KB`
        : '';
      const request = `${event.routeKey} as ${MANAGER.username} (1 operator's label:${kb} ${doc.contentType})`;
      await row(
        `document route first call (${bundle.name} bundle)`,
        bundle,
        request,
        timed,
        DOCUMENT_FIRST_CALL_GOAL_MS,
      );
    }
    for (const bundle of bundles.filter((b) => b.kind === 'job')) {
      const { event } = sampleEvent(bundle, fill);
      const timed = await firstResponses(bundle, event, env, (run) =>
        run.error ? run.error.split('\n')[0] : null,
      );
      await row(`job ${bundle.name}`, bundle, 'sample scheduler event', timed, null);
    }

    rows.push({
      name: 'all bundles',
      figures: {
        bundles: bundles.length,
        'build s (esbuild via CDK)': buildSeconds,
        runs: RUNS,
        machine: `${os.cpus().length} cpu, node ${process.version}`,
      },
    });
    console.log(
      `\nTop ${TOP_MODULES} modules a cold start loads, per bundle (KB of minified code, from esbuild's metafile):`,
    );
    for (const bundle of bundles)
      console.log(
        `  ${bundle.kind === 'job' ? 'job ' : ''}${bundle.name}: ` +
          topModules(bundle)
            .map((m) => `${m.group} ${m.kb}`)
            .join(', '),
      );
    if (failures.length) {
      console.error(`Requests that did not succeed (their rows say FAILED):\n${failures.join('\n')}`);
      process.exitCode = 1;
    }
    return rows;
  } finally {
    // A profile's positions are read through the bundle's source map: kept beside the profiles.
    if (process.env.BENCH_CPU_PROF) console.log(`Bundles kept for the profiles' source maps: ${outdir}`);
    else rmSync(outdir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/bundles.bench.ts` runs this bench alone, on its own twin.
if (isMain(import.meta.url)) await runAlone(bench);
