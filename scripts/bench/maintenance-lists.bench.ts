/**
 * Issue 11 bench: POST MaintenanceRequest/GetAllMaintenanceRequest and WorkOrder/GetAllWorkOrders
 * first page p95 with 500 of each at Sparks Depot (site 3) and 50,000 of each at Reno Yard
 * (site 2), as the demo manager, for no filter and a status filter; each 50k figure should be
 * within 2x of its 500 figure. Every option call (Requested By, with and without a typed search;
 * work order title and number options, untyped, typed common and rare words, typed with a status
 * filter) is measured at both sizes (target p95 ≤ 100 ms). Issue 22: each work order is assigned
 * to one of 10 people (bench uuids), and the "Assigned to" filter (one person, and one person with
 * a status) is measured like the other filters. Records and their index items (list
 * entries, terms) are written straight to the table in batches (the same items the writes make;
 * counts summed once). AC_BENCH_MAINT overrides the large size.
 */
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { UpdateItemCommand, $add } from 'dynamodb-toolbox/entity/actions/update';
import { Role } from '#shared/codes.js';
import { writeMany, type BatchWriteRequest } from '#lib/batch-write.js';
import type { Indexed } from '#functions/requests/listing.js';
import {
  ListCountEntity,
  ListEntryEntity,
  TermEntryEntity,
} from '#functions/requests/store/list-entities.js';
import { indexedRequest, RequestEntity, type RequestRecord } from '#functions/requests/store/requests.js';
import {
  indexedWorkOrder,
  WorkOrderEntity,
  type WorkOrderRecord,
} from '#functions/workorders/store/workorders.js';
import { listTask, type ApiCaller } from './api.js';
import { accessToken } from './auth.js';
import { isMain, runAlone } from './context.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const SMALL = 500;
const LARGE = Number(process.env.AC_BENCH_MAINT ?? 50_000);
const SITES = [
  { siteId: 3, size: SMALL, firstId: 80_000_000 },
  { siteId: 2, size: LARGE, firstId: 81_000_000 },
];
const ASSET = { asset_id: 1, asset_name: 'Bench asset', internal_asset_id: '1' };
const WORDS = [
  'pump',
  'track',
  'boom',
  'bucket',
  'engine',
  'filter',
  'hose',
  'cab',
  'brake',
  'tyre',
  'light',
  'seal',
];

function request(siteId: number, id: number, i: number): RequestRecord {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    tenant: 'demo',
    mr_id: id,
    company_id: 1,
    site_id: siteId,
    ...ASSET,
    title: `Bench request ${i}`,
    description: 'Bench',
    priority: 45 + (i % 3),
    mr_type: i % 5 === 0 ? 53 : 52,
    status: [48, 50, 51][i % 3],
    requested_by: `bench-${i % 7}`,
    requested_by_name: `Bench Requestor ${i % 7}`,
    issue_uuids: [],
    is_portal: false,
    created_at: at,
    updated_at: at,
    version: 1,
  };
}
const benchAssignee = (i: number) => `bench-maint-${i % 10}`;
function workOrder(siteId: number, id: number, i: number): WorkOrderRecord {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  return {
    tenant: 'demo',
    wo_id: id,
    wo_number: `WO-B${i}`,
    company_id: 1,
    site_id: siteId,
    ...ASSET,
    description: 'Bench',
    priority: 45 + (i % 3),
    wo_type: 59,
    status: [54, 55, 56, 58][i % 4],
    tasks: [],
    issues: [],
    attachments: [],
    labour_total: 0,
    created_by: 'bench',
    assigned_to: [benchAssignee(i)],
    assigned_to_names: [`Bench Mechanic ${i % 10}`],
    created_at: at,
    updated_at: at,
    version: 1,
    // A few words from a small vocabulary, and one rare word in every 1,000th title.
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${i % 1000 === 7 ? 'hydrostat' : 'service'} ${i}`,
  } as WorkOrderRecord;
}

async function putAll(records: { put: BatchWriteRequest; indexed: Indexed }[]) {
  const requests: BatchWriteRequest[] = [];
  const counts = new Map<string, { i: Indexed; sub: string; label?: string; n: number }>();
  for (const { put, indexed } of records) {
    requests.push(put);
    for (const { sub, label } of indexed.subs) {
      requests.push(
        ListEntryEntity.build(BatchPutRequest).item({
          tenant: 'demo',
          kind: indexed.kind,
          site_id: indexed.site_id,
          sub,
          order: indexed.order,
          id: indexed.id,
          status: indexed.status,
          code: indexed.code,
          requested_by: indexed.requested_by,
          search: indexed.search,
          title: indexed.title,
          number: indexed.number,
        }),
      );
      const key = `${indexed.kind}|${indexed.site_id}|${sub}`;
      counts.set(key, { i: indexed, sub, label, n: (counts.get(key)?.n ?? 0) + 1 });
    }
  }
  for (const { indexed } of records)
    for (const term of indexed.terms ?? [])
      requests.push(
        TermEntryEntity.build(BatchPutRequest).item({
          tenant: 'demo',
          kind: indexed.kind,
          site_id: indexed.site_id,
          term,
          order: indexed.order,
          id: indexed.id,
          status: indexed.status,
          code: indexed.code,
          requested_by: indexed.requested_by,
          search: indexed.search,
          title: indexed.title,
          number: indexed.number,
        }),
      );
  await writeMany(requests, 6);
  for (const { i, sub, label, n } of counts.values())
    await ListCountEntity.build(UpdateItemCommand)
      .item({
        tenant: 'demo',
        kind: i.kind,
        site_id: i.site_id,
        sub,
        n: $add(n),
        ...(label ? { label } : {}),
      })
      .send();
}

async function seedSite(s: (typeof SITES)[number]): Promise<number> {
  const started = Date.now();
  const rs = Array.from({ length: s.size }, (_, i) => request(s.siteId, s.firstId + i, i));
  const ws = Array.from({ length: s.size }, (_, i) => workOrder(s.siteId, s.firstId + i, i));
  await putAll([
    ...rs.map((r) => ({ put: RequestEntity.build(BatchPutRequest).item(r), indexed: indexedRequest(r) })),
    ...ws.map((w) => ({ put: WorkOrderEntity.build(BatchPutRequest).item(w), indexed: indexedWorkOrder(w) })),
  ]);
  return (Date.now() - started) / 1000;
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seedSeconds: number[] = [];
  for (const s of SITES) seedSeconds.push(await seedSite(s));
  const token = await accessToken(ctx, 'demo', 'manager@demo.test', 'Demo@1234');
  const rows: BenchRow[] = [];
  const cases: [string, string, Record<string, unknown>][] = [
    [
      'requests, no filter',
      'MaintenanceRequest/GetAllMaintenanceRequest',
      { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0 },
    ],
    [
      'requests, Open',
      'MaintenanceRequest/GetAllMaintenanceRequest',
      { pageIndex: 0, pageSize: 0, mr_filter_type: 48, type: 0 },
    ],
    ['work orders, no filter', 'WorkOrder/GetAllWorkOrders', { pageIndex: 0, pageSize: 0 }],
    [
      'work orders, Open + In Progress',
      'WorkOrder/GetAllWorkOrders',
      { pageIndex: 0, pageSize: 0, status: [54, 55] },
    ],
    [
      'work orders, Assigned to one person',
      'WorkOrder/GetAllWorkOrders',
      { pageIndex: 0, pageSize: 0, assigned_to: [benchAssignee(3)] },
    ],
    [
      'work orders, Assigned to one person + In Progress',
      'WorkOrder/GetAllWorkOrders',
      { pageIndex: 0, pageSize: 0, assigned_to: [benchAssignee(3)], status: [55] },
    ],
    [
      'requests, search (every title)',
      'MaintenanceRequest/GetAllMaintenanceRequest',
      { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0, search_string: 'bench' },
    ],
    [
      'requests, search (few titles)',
      'MaintenanceRequest/GetAllMaintenanceRequest',
      { pageIndex: 0, pageSize: 0, mr_filter_type: 0, type: 0, search_string: 'request 4242' },
    ],
    [
      'work orders, search common word',
      'WorkOrder/GetAllWorkOrders',
      { pageIndex: 0, pageSize: 0, search_string: 'pump' },
    ],
    [
      'work orders, search rare word',
      'WorkOrder/GetAllWorkOrders',
      { pageIndex: 0, pageSize: 0, search_string: 'hydrostat' },
    ],
  ];
  for (const [name, path, body] of cases) {
    let small = 0;
    for (const s of SITES) {
      const caller: ApiCaller = { token, roleId: Role.Manager, siteId: s.siteId };
      let size = -1;
      const task = listTask(ctx, caller, path, body, (listsize, list) => {
        size = listsize;
        if (list.length !== Math.min(20, listsize))
          throw new Error(`${name}: ${list.length} rows of ${listsize}`);
      });
      await runLoad(task, 1, 2);
      const result = await runLoad(task, 1, SECONDS);
      if (s.size === SMALL) small = result.p95;
      rows.push({
        name: `${name} page 1 (${s.size.toLocaleString('en')})`,
        figures: {
          'p50 ms': result.p50,
          'p95 ms': result.p95,
          listsize: size,
          requests: result.count,
          errors: result.errors,
          'vs 500': s.size === SMALL ? '' : `${Math.round((result.p95 / small) * 100) / 100}x`,
          target: s.size === SMALL ? 'baseline' : 'p95 <= 2x 500',
        },
      });
    }
  }
  const options: [string, string, Record<string, unknown>][] = [
    ['Requested By options', 'MaintenanceRequest/GetRequestedByOptions', { option_search_string: '' }],
    [
      'Requested By options, typed',
      'MaintenanceRequest/GetRequestedByOptions',
      { option_search_string: 'requestor 3' },
    ],
    ['WO title options', 'WorkOrder/GetWorkOrderTitleOptions', {}],
    [
      'WO title options, typed common word',
      'WorkOrder/GetWorkOrderTitleOptions',
      { option_search_string: 'pump' },
    ],
    [
      'WO title options, typed two words',
      'WorkOrder/GetWorkOrderTitleOptions',
      { option_search_string: 'boom serv' },
    ],
    [
      'WO title options, typed rare word',
      'WorkOrder/GetWorkOrderTitleOptions',
      { option_search_string: 'hydro' },
    ],
    [
      'WO title options, typed + Completed',
      'WorkOrder/GetWorkOrderTitleOptions',
      { option_search_string: 'track', status: [56] },
    ],
    ['WO number options', 'WorkOrder/GetWorkOrderNumberOptions', {}],
    ['WO number options, typed', 'WorkOrder/GetWorkOrderNumberOptions', { option_search_string: 'wo-b12' }],
  ];
  for (const [name, path, body] of options) {
    for (const s of SITES) {
      const caller: ApiCaller = { token, roleId: Role.Manager, siteId: s.siteId };
      let size = -1;
      const task = listTask(ctx, caller, path, body, (_listsize, list) => {
        size = list.length;
      });
      await runLoad(task, 1, 2);
      const result = await runLoad(task, 1, Math.max(3, SECONDS / 2));
      rows.push({
        name: `${name} (${s.size.toLocaleString('en')})`,
        figures: {
          'p50 ms': result.p50,
          'p95 ms': result.p95,
          found: size,
          requests: result.count,
          errors: result.errors,
          target: 'p95 <= 100 ms',
        },
      });
    }
  }
  rows[0].figures['seed s (500)'] = Math.round(seedSeconds[0] * 10) / 10;
  rows[0].figures['seed s (large)'] = Math.round(seedSeconds[1] * 10) / 10;
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
