/**
 * `npm run load` (issue 23 item 7): virtual users on a fresh twin (in-memory DynamoDB, the seeded
 * demo tenant, loopback only) for a fixed time, in a realistic mix, each pausing between actions
 * as a person does:
 * - managers list and open inspections, issues, PMs, work orders and assets;
 * - operators check an asset out, upload two photos by presigned PUT and submit its inspection;
 * - company admins upload a small spreadsheet (the spec's one call) and look at the asset list.
 * Prints per-route p50/p95/p99, errors and timeouts (29 s, API Gateway's limit: bench/api.ts callApi), and fails (exit 1)
 * on any error or timeout, or a list's p95 over 300 ms.
 *
 * `npm run load -- --import 5000` also imports a 5,000-row spreadsheet as a job while the users
 * work (a company admin, as the web app does it): progress seen, time to done, and every row then
 * listed (Asset/FilterAsset by the run's model name).
 *
 * A person pauses between the steps of an action too: a manager reads the list before opening a row;
 * an operator walks round the asset after checking it out and takes one photo after another before
 * submitting; an admin looks at the import's answer before going to the asset list. Until stop 52 the steps of an action went back to back, so 15 operators each finished an
 * inspection (six calls) every 2.5 s, more than half of all requests; AC_LOAD_STEP_PAUSES=0 runs it so.
 *
 * AC_LOAD_USERS (50), AC_LOAD_SECONDS (60) and AC_LOAD_THINK_MS (1000: the mean pause, spread
 * 0.5x to 1.5x) change the run.
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { Role } from '#shared/codes.js';
import { ImportStatus } from '#shared/assets/rules.js';
import { importByJob, importRows, type AdminCall } from '#scripts/bench/asset-import-job.js';
import { callApi, type ApiCaller } from '#scripts/bench/api.js';
import { accessToken } from '#scripts/bench/auth.js';
import { printRows, startBenchTwin, type BenchContext, type BenchRow } from '#scripts/bench/context.js';
import { summarize } from '#scripts/bench/load.js';
import { countCpu } from './cpu.js';

const USERS = Number(process.env.AC_LOAD_USERS ?? 50);
const SECONDS = Number(process.env.AC_LOAD_SECONDS ?? 60);
const THINK_MS = Number(process.env.AC_LOAD_THINK_MS ?? 1000);
const STEP_PAUSES = process.env.AC_LOAD_STEP_PAUSES !== '0';
const LIST_P95_TARGET_MS = 300;
const PASSWORD = 'Demo@1234';
const RENO_YARD = 2;
/** The mix: of every 50 users, 32 managers, 15 operators and 3 company admins. */
const MIX = { manager: 32 / 50, operator: 15 / 50 };

/** One route's calls: latencies of the answered ones, and what went wrong. */
interface RouteTally {
  list: boolean;
  latencies: number[];
  errors: number;
  timeouts: number;
  firstError?: string;
}
const tallies = new Map<string, RouteTally>();
const tallyOf = (route: string) => {
  let tally = tallies.get(route);
  if (!tally) {
    tally = { list: /Filter|GetAll/.test(route), latencies: [], errors: 0, timeouts: 0 };
    tallies.set(route, tally);
  }
  return tally;
};

/** Times one call under `route` (its path template); throws when it fails, after counting it. */
async function timed<T>(route: string, call: () => Promise<T>): Promise<T> {
  const tally = tallyOf(route);
  const started = performance.now();
  try {
    const result = await call();
    tally.latencies.push(performance.now() - started);
    return result;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    if (timedOut) tally.timeouts += 1;
    else tally.errors += 1;
    tally.firstError ??= error instanceof Error ? error.message : String(error);
    throw error;
  }
}

function api(ctx: BenchContext, caller: ApiCaller) {
  return <T>(route: string, path: string, body?: unknown): Promise<T> =>
    timed(route, () => callApi<T>(ctx, caller, route.split(' ')[0] as 'GET' | 'POST', path, body));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const pause = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));
/** The pause between two steps of one action (none with AC_LOAD_STEP_PAUSES=0, or in the warm-up). */
let stepPause: () => Promise<unknown> = async () => undefined;
const ignore = () => undefined;

type Listed = { list: Record<string, unknown>[]; listsize: number };
/** How often a manager opens a row of the list they read (every time in the warm-up). */
let openShare = 1;

/** A manager's action: a list's first page, now and then a row of it opened. */
function managerActions(call: ReturnType<typeof api>) {
  const openOne = async (rows: Listed, key: string, route: string, path: (id: string) => string) => {
    const row = rows.list.length && Math.random() < openShare ? pick(rows.list) : null;
    if (!row) return;
    await stepPause();
    await call(route, path(String(row[key])));
  };
  return [
    async () => {
      const rows = await call<Listed>('POST Inspection/FilterInspections', 'Inspection/FilterInspections', {
        pagesize: 20,
        pageindex: 1,
      });
      await openOne(
        rows,
        'inspection_id',
        'GET Inspection/GetInspectionDetails/{inspection_id}',
        (id) => `Inspection/GetInspectionDetails/${id}`,
      );
    },
    async () => {
      const rows = await call<Listed>('POST Issue/FilterIssues', 'Issue/FilterIssues', {
        pagesize: 20,
        pageindex: 1,
        status: [12, 13, 14],
      });
      await openOne(
        rows,
        'issue_uuid',
        'GET Issue/GetWorkOrderDetail/{workOrderId}',
        (id) => `Issue/GetWorkOrderDetail/${id}`,
      );
    },
    () =>
      call('POST AssetPM/GetAllAssetPMs', 'AssetPM/GetAllAssetPMs', {
        pageIndex: 1,
        pageSize: 20,
        pm_id: [],
        internal_asset_id: [],
        pm_plan_id: [],
        site_id: [],
        search_string: '',
        pm_filter_type: 0,
        pm_status: 0,
      }),
    async () => {
      const rows = await call<Listed>('POST WorkOrder/GetAllWorkOrders', 'WorkOrder/GetAllWorkOrders', {
        pageIndex: 0,
        pageSize: 0,
        pagesize: 20,
        pageindex: 1,
      });
      await openOne(
        rows,
        'wo_id',
        'GET WorkOrder/GetWorkOrderDetails/{wo_id}',
        (id) => `WorkOrder/GetWorkOrderDetails/${id}`,
      );
    },
    async () => {
      const rows = await call<Listed>('POST Asset/FilterAsset', 'Asset/FilterAsset', {
        pagesize: 20,
        pageindex: 1,
      });
      await openOne(
        rows,
        'asset_id',
        'GET Asset/GetAssetDetails/{asset_id}',
        (id) => `Asset/GetAssetDetails/${id}`,
      );
    },
  ];
}

/** The assets operators inspect: made for the run (one inspection each), handed out in turn. */
async function operatorAssets(
  adminCall: ReturnType<typeof api>,
  operatorCall: ReturnType<typeof api>,
  uuid: string,
) {
  const model = `LOAD${Date.now().toString(36).toUpperCase()}`;
  const ids = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const rows = importRows(200, model).map((row) => ({ ...row, site_location: '' })); // all at Reno Yard
    for (const row of rows) ids.add(row.internal_asset_id);
    await adminCall('POST Asset/BulkUploadAssets', 'Asset/BulkUploadAssets', {
      company_id: 1,
      site_id: RENO_YARD,
      AssetRequestModel: rows,
    });
  }
  const listed = await operatorCall<
    { asset_id: number; internal_asset_id: string; inspectionform_id: string | null }[]
  >('GET Inspection/GetAssetsForUser/{uuid}', `Inspection/GetAssetsForUser/${uuid}`);
  const ours = listed.filter((a) => ids.has(a.internal_asset_id) && a.inspectionform_id);
  if (ours.length < ids.size)
    throw new Error(`the operator sees ${ours.length} of the ${ids.size} new assets`);
  return ours.map((a) => a.asset_id);
}

/** An operator's inspection: check out, two photos by presigned PUT, submit (one item Not ok). */
async function inspect(call: ReturnType<typeof api>, assetId: number, photo: Buffer) {
  const checkout = await call<{
    inspection_id: string;
    checklist: { attributes: { id: string; values: string[] }[] };
  }>('POST Inspection/CheckoutAsset', 'Inspection/CheckoutAsset', { asset_id: assetId });
  const imageNames: string[] = [];
  for (let i = 0; i < 2; i++) {
    await stepPause();
    const url = await call<{ image_name: string; upload_url: string; headers: Record<string, string> }>(
      'POST Inspection/PhotoUploadUrl',
      'Inspection/PhotoUploadUrl',
      { inspection_id: checkout.inspection_id, content_type: 'image/jpeg', size: photo.length },
    );
    await timed('PUT photo (S3, presigned)', async () => {
      const put = await fetch(url.upload_url, {
        method: 'PUT',
        headers: url.headers,
        body: new Uint8Array(photo),
        signal: AbortSignal.timeout(29_000),
      });
      if (!put.ok) throw new Error(`photo PUT: ${put.status}`);
    });
    imageNames.push(url.image_name);
  }
  await stepPause();
  const attributes = checkout.checklist.attributes;
  const failed = attributes.find((a) => a.values.includes('Not ok'));
  await call('POST Inspection/SubmitInspection', 'Inspection/SubmitInspection', {
    inspection_id: checkout.inspection_id,
    meter_hours: 100,
    shift: 1,
    attributes: attributes.map((a) => ({ id: a.id, value: a === failed ? 'Not ok' : a.values[0] })),
    operator_notes: 'Load run walkaround',
    is_comment_important: false,
    image_names: imageNames,
  });
}

/** The optional import job, started a few seconds into the run; every row must then be listed. */
async function importDuringLoad(ctx: BenchContext, admin: ApiCaller, rows: number): Promise<BenchRow> {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const call = api(ctx, admin);
  const adminCall: AdminCall = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => ({
    data: await call<T>(`${method} ${path.replace(/\/[0-9a-f-]{36}$/, '/{import_id}')}`, path, body),
  });
  const model = `IMPORT${Date.now().toString(36).toUpperCase()}`;
  const run = await importByJob(adminCall, importRows(rows, model), `load-${rows}.xlsx`);
  const listed = await call<Listed>('POST Asset/FilterAsset', 'Asset/FilterAsset', {
    pagesize: 20,
    pageindex: 1,
    model_name: [model],
  });
  const ok =
    run.job.status === ImportStatus.Completed && run.job.created === rows && listed.listsize === rows;
  return {
    name: `Import job of ${rows.toLocaleString('en')} rows during the load`,
    figures: {
      'start answer ms': Math.round(run.startAnswerMs),
      'done s': Math.round(run.doneSeconds * 10) / 10,
      'progress seen': run.midway || 'none',
      created: run.job.created,
      listed: listed.listsize,
      ok: ok ? 'yes' : 'NO',
    },
  };
}

async function main() {
  const { values } = parseArgs({ options: { import: { type: 'string' } } });
  const importSize = values.import === undefined ? 0 : Number(values.import);
  if (!Number.isInteger(importSize) || importSize < 0) throw new Error('--import takes a row count');

  console.log(`Starting a fresh twin for ${USERS} users over ${SECONDS} s…`);
  const twin = await startBenchTwin();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void twin.stop().finally(() => process.exit(130)));
  const { ctx } = twin;
  try {
    const [managerToken, operatorToken, adminToken] = await Promise.all(
      ['manager@demo.test', 'operator@demo.test', 'companyadmin@demo.test'].map((user) =>
        accessToken(ctx, 'demo', user, PASSWORD),
      ),
    );
    const manager: ApiCaller = {
      token: managerToken,
      roleId: Role.Manager,
      siteId: RENO_YARD,
      platform: 'web',
    };
    const operator: ApiCaller = {
      token: operatorToken,
      roleId: Role.Operator,
      siteId: RENO_YARD,
      platform: 'app',
    };
    const admin: ApiCaller = {
      token: adminToken,
      roleId: Role.CompanyAdmin,
      siteId: RENO_YARD,
      platform: 'web',
    };
    const operatorUuid = JSON.parse(Buffer.from(operatorToken.split('.')[1], 'base64url').toString())
      .sub as string;
    const photo = await sharp({
      create: { width: 1280, height: 960, channels: 3, background: { r: 90, g: 120, b: 80 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const assets = await operatorAssets(api(ctx, admin), api(ctx, operator), operatorUuid);
    const managerCall = api(ctx, manager);
    const actions = managerActions(managerCall);
    const operatorCall = api(ctx, operator);
    const adminCall = api(ctx, admin);
    // Every route once before the clock starts: the local API loads a domain's module on its first
    // call (a Lambda's cold start, which the bundles bench measures), not what this run is about.
    for (const action of actions) await action();
    await inspect(operatorCall, assets.shift()!, photo);
    tallies.clear(); // the setup's calls are not the load's
    openShare = 0.5;
    if (STEP_PAUSES) stepPause = pause;

    const managers = Math.round(USERS * MIX.manager);
    const operators = Math.round(USERS * MIX.operator);
    const admins = USERS - managers - operators;
    const until = performance.now() + SECONDS * 1000;
    const user = async (act: () => Promise<unknown>) => {
      await pause();
      while (performance.now() < until) {
        await act().catch(ignore);
        await pause();
      }
    };
    const cpu = countCpu(twin.processes);
    const importing = importSize ? importDuringLoad(ctx, admin, importSize) : null;
    await Promise.all([
      ...Array.from({ length: managers }, () => user(() => pick(actions)())),
      ...Array.from({ length: operators }, () =>
        user(async () => {
          const assetId = assets.shift();
          if (assetId === undefined) throw new Error('the run has used every asset made for it');
          await inspect(operatorCall, assetId, photo);
        }),
      ),
      ...Array.from({ length: admins }, () =>
        user(async () => {
          await adminCall('POST Asset/BulkUploadAssets', 'Asset/BulkUploadAssets', {
            company_id: 1,
            site_id: RENO_YARD,
            AssetRequestModel: importRows(20),
          });
          await stepPause();
          await adminCall('POST Asset/FilterAsset', 'Asset/FilterAsset', { pagesize: 20, pageindex: 1 });
        }),
      ),
    ]);
    const cpuSeconds = cpu();
    const importRow = importing ? await importing : null;

    const rows: BenchRow[] = [...tallies.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, tally]) => {
        const result = summarize(tally.latencies, tally.errors, SECONDS);
        return {
          name: route,
          figures: {
            calls: result.count,
            'p50 ms': result.p50,
            'p95 ms': result.p95,
            'p99 ms': result.p99,
            errors: tally.errors,
            timeouts: tally.timeouts,
            'list p95 ≤ 300': tally.list ? (result.p95 <= LIST_P95_TARGET_MS ? 'ok' : 'OVER') : '',
          },
        };
      });
    console.log(
      `\n${USERS} users (${managers} managers, ${operators} operators, ${admins} admins), ${SECONDS} s, ${STEP_PAUSES ? 'pausing between the steps of an action' : "an action's steps back to back"}\n`,
    );
    printRows(rows);
    if (importRow) printRows([importRow]);
    const requests = [...tallies.values()].reduce(
      (n, t) => n + t.latencies.length + t.errors + t.timeouts,
      0,
    );
    console.log(`CPU over the run (${requests} requests, ${Math.round(requests / SECONDS)}/s):\n`);
    printRows(
      cpuSeconds
        .filter((p) => p.seconds > 0)
        .map((p) => ({
          name: p.name,
          figures: {
            'CPU s': Math.round(p.seconds * 10) / 10,
            'CPU % of one core': Math.round((p.seconds / SECONDS) * 100),
            'CPU ms per request': Math.round((p.seconds / requests) * 1000 * 10) / 10,
          },
        })),
    );

    const failures = [
      ...[...tallies.entries()]
        .filter(([, t]) => t.errors || t.timeouts)
        .map(([route, t]) => `${route}: ${t.errors} errors, ${t.timeouts} timeouts (first: ${t.firstError})`),
      ...rows
        .filter((r) => r.figures['list p95 ≤ 300'] === 'OVER')
        .map((r) => `${r.name}: list p95 over 300 ms`),
      ...(importRow && importRow.figures.ok !== 'yes' ? [`${importRow.name}: not every row listed`] : []),
    ];
    if (failures.length) {
      console.error(`\n✖ LOAD TARGETS MISSED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      process.exitCode = 1;
    } else console.log('0 errors, 0 timeouts, every list p95 within 300 ms.');
  } finally {
    await twin.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
