/**
 * What several benches share: a bench company with its sites written straight to the table, calls
 * of the local API as a signed-in user that fail on anything but success, the small-vs-large
 * figure row, and a count of the DynamoDB operations this process sends (by command name).
 */
import http from 'node:http';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { SiteStatus } from '#shared/codes.js';
import { getDocumentClient } from '#lib/aws.js';
import { CompanyEntity, ORG_CACHE_MS, SiteEntity } from '#functions/tenancy/store.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import type { LoadResult } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

/** Asset names the list benches give their bench assets, in turn. */
export const BENCH_MACHINES = [
  'Caterpillar 950M Wheel Loader',
  'Komatsu PC210LC Excavator',
  'John Deere 310SL Backhoe',
  'Volvo A40G Hauler',
  'JCB 540-170 Telehandler',
  'Hyster H50FT Forklift',
];

/** A bench company of tenant demo: its 'All Sites' entry is site `companyId * 100`, its sites `companyId * 100 + 1..sites`. */
/** A plain active bench asset: the fields a list row shows, the rest empty (benches that need more pass it). */
export function benchAssetRecord(
  fields: Pick<AssetRecord, 'asset_id' | 'internal_asset_id' | 'name' | 'company_id' | 'site_id'> &
    Partial<AssetRecord>,
): AssetRecord {
  return {
    tenant: 'demo',
    asset_type: '',
    product_name: '',
    model_name: '',
    model_year: '',
    asset_serial_number: '',
    current_stage: '',
    status: 3,
    levels: 1,
    children_count: 0,
    open_issues: 0,
    version: 1,
    ...fields,
  } as AssetRecord;
}

export interface BenchOrg {
  companyId: number;
  name: string;
  sites: number;
  /** Its sites show maintenance (isShowPM): the parts and work order routes take them as the active site. */
  maintenance?: boolean;
}
export const benchSiteId = (org: Pick<BenchOrg, 'companyId'>, n: number) => org.companyId * 100 + n;

export async function putBenchOrg(org: BenchOrg): Promise<void> {
  await CompanyEntity.build(PutItemCommand)
    .item({ tenant: 'demo', company_id: org.companyId, company_name: org.name })
    .send();
  await SiteEntity.build(PutItemCommand)
    .item({
      tenant: 'demo',
      site_id: benchSiteId(org, 0),
      company_id: org.companyId,
      site_name: 'All Sites',
      status: SiteStatus.AllSites,
    })
    .send();
  for (let n = 1; n <= org.sites; n++)
    await SiteEntity.build(PutItemCommand)
      .item({
        tenant: 'demo',
        site_id: benchSiteId(org, n),
        company_id: org.companyId,
        site_name: `${org.name} Yard ${n}`,
        ...(org.maintenance ? { isShowPM: true } : {}),
      })
      .send();
  // The twin's API keeps the tenant's org for a few seconds (tenancy/store.ts): wait until it reads the new one.
  await new Promise((resolve) => setTimeout(resolve, ORG_CACHE_MS));
}

export interface ApiCaller {
  token: string;
  roleId: number;
  siteId: number;
  platform?: 'web' | 'app';
}
type Answer<T> = { success: number; message?: string; data: T };

/**
 * One call of the local API as `caller` (tenant demo); throws unless it answers 200 with success 1,
 * and gives up (a TimeoutError) after API Gateway's 29 s.
 */
export async function callApi<T = unknown>(
  ctx: BenchContext,
  caller: ApiCaller,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await send(
    `${ctx.apiUrl}${path}`,
    method,
    {
      token: caller.token,
      domain_name: 'demo',
      platform: caller.platform ?? 'web',
      role_id: String(caller.roleId),
      site_id: String(caller.siteId),
      'content-type': 'application/json',
    },
    body === undefined ? undefined : JSON.stringify(body),
  );
  const answer = JSON.parse(response.text) as Answer<T>;
  if (response.status !== 200 || answer.success !== 1)
    throw new Error(`${path}: status ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.data;
}

/**
 * Kept-alive connections to the local API: node:http rather than fetch, whose web streams cost
 * the load generator about twice the CPU per call (CPU the measured twin then lacks). Idle sockets
 * are closed after 4 s, before the server's 5 s keep-alive timeout can close one as it is reused.
 */
const keepAlive = new http.Agent({ keepAlive: true, timeout: 4_000 });

/** One request; a TimeoutError after API Gateway's 29 s. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(29_000);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: keepAlive, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', (error) => reject(signal.aborted ? signal.reason : error));
    request.end(body);
  });
}

/** A list call's task for runLoad: page 1 of 20 with `body`, `check` given listsize and the rows. */
export const listTask =
  (
    ctx: BenchContext,
    caller: ApiCaller,
    path: string,
    body: Record<string, unknown>,
    check?: (listsize: number, list: unknown[]) => void,
  ) =>
  async () => {
    const data = await callApi<{ list: unknown[]; listsize: number }>(ctx, caller, 'POST', path, {
      pagesize: 20,
      pageindex: 1,
      ...body,
    });
    check?.(data.listsize, data.list);
  };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A list figure at one size; `small` is the same case's p95 at the small size (absent: this is that baseline). */
export function sizeRow(
  name: string,
  result: LoadResult,
  listsize: number,
  small: { p95: number; label: string } | null,
): BenchRow {
  if (!result.count) throw new Error(`${name}: every call failed (${result.errors}): ${result.firstError}`);
  return {
    name,
    figures: {
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      listsize,
      requests: result.count,
      errors: result.errors,
      'vs small': small ? `${round2(result.p95 / small.p95)}x` : '',
      target: small ? `p95 <= 2x ${small.label}` : 'baseline',
      ...(result.firstError ? { 'first error': result.firstError.slice(0, 160) } : {}),
    },
  };
}

export interface TracedOperation {
  command: string;
  /** ms since the reset, when it was sent. */
  at: number;
  ms: number;
  /** Items a transaction or batch write holds, keys a batch get asks. */
  items?: number;
}

/**
 * Counts the DynamoDB commands this process sends from now on, by command name (QueryCommand,
 * BatchGetItemCommand, ScanCommand...), through a middleware on the shared client; `trace`
 * keeps each with its start, duration and size (a handler's path, for profiling).
 */
export function countDynamoOperations(): {
  counts: Map<string, number>;
  trace: TracedOperation[];
  reset(): void;
  stop(): void;
} {
  const counts = new Map<string, number>();
  const trace: TracedOperation[] = [];
  let since = performance.now();
  const stack = getDocumentClient().middlewareStack;
  const name = `bench-op-count-${Math.random().toString(36).slice(2)}`;
  stack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      counts.set(command, (counts.get(command) ?? 0) + 1);
      const input = args.input as {
        TransactItems?: unknown[];
        RequestItems?: Record<string, unknown[] | { Keys?: unknown[] }>;
      };
      const items =
        input.TransactItems?.length ??
        Object.values(input.RequestItems ?? {}).reduce<number>(
          (n, r) => n + (Array.isArray(r) ? r.length : (r.Keys?.length ?? 0)),
          0,
        );
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        trace.push({
          command,
          at: Math.round(started - since),
          ms: Math.round((performance.now() - started) * 10) / 10,
          ...(items ? { items } : {}),
        });
      }
    },
    { step: 'initialize', name },
  );
  return {
    counts,
    trace,
    reset: () => {
      counts.clear();
      trace.length = 0;
      since = performance.now();
    },
    stop: () => void stack.remove(name),
  };
}

/** `+0 GetItem 2.1ms | +3 TransactWriteItems(58) 30.2ms ...` */
export const formatTrace = (trace: TracedOperation[]) =>
  [...trace]
    .sort((a, b) => a.at - b.at)
    .map((t) => `+${t.at} ${t.command.replace(/Command$/, '')}${t.items ? `(${t.items})` : ''} ${t.ms}ms`)
    .join(' | ');

/** `QueryCommand 3, BatchGetItemCommand 1` */
export const formatOperations = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([op, n]) => `${op.replace(/Command$/, '')} ${n}`)
    .join(', ') || 'none';
