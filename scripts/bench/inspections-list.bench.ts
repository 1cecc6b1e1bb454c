/**
 * Issue 9 bench: POST Inspection/FilterInspections first page p95 with 2,000 inspections in one
 * company and 200,000 in another (tenant demo, two bench companies of their own, twenty
 * inspections per asset in both), for no filter, status Pending, one asset and a search (an
 * Asset # and a word of the asset's name); each large figure should be within 2x of its small one.
 * After each case, the same call is made once in this process (the Lambda's handler) with the
 * DynamoDB operations it sends counted by type: no Scan.
 *
 * Assets and inspections are written straight to the table with the same index items the writes
 * make (BatchWrite, in parallel), once per twin. AC_BENCH_INSPECTIONS overrides the large size.
 */
import { Role } from '#shared/codes.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { putIndexInBulk } from '#functions/assets/store/list-index.js';
import type { InspectionRecord } from '#functions/inspections/store/entities.js';
import { putInspectionsInBulk } from '#functions/inspections/store/list-index.js';
import {
  BENCH_MACHINES as MACHINES,
  benchAssetRecord,
  benchSiteId,
  listTask,
  putBenchOrg,
  sizeRow,
  type ApiCaller,
  type BenchOrg,
} from './api.js';
import { accessToken } from './auth.js';
import { inProcessPages } from './in-process-page.js';
import { isMain, runAlone } from './context.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const LARGE = Number(process.env.AC_BENCH_INSPECTIONS ?? 200_000);
const SMALL = Math.max(20, Math.round(LARGE / 100));
const PER_ASSET = 20;
const SITES = 8;
/** Inspections built and written at a time (bounds the memory the records take). */
const SLICE = 20_000;

const FIRST_NAMES = ['Omar', 'Grace', 'Luis', 'Priya', 'Dmitri', 'Hannah', 'Kwame', 'Sofia', 'Tomas', 'Aiko'];
const LAST_NAMES = ['Reyes', 'Okafor', 'Lindqvist', 'Nguyen', 'Brennan'];
const ITEMS = [
  'Brakes',
  'Horn',
  'Lights',
  'Tyres',
  'Hydraulic hoses',
  'Seat belt',
  'Mirrors',
  'Fire extinguisher',
];

interface BenchCompany extends BenchOrg {
  size: number;
  firstAssetId: number;
}
const COMPANIES: BenchCompany[] = [
  { companyId: 921, name: 'Bench Inspections Small Co', sites: SITES, size: SMALL, firstAssetId: 97_000_000 },
  { companyId: 922, name: 'Bench Inspections Large Co', sites: SITES, size: LARGE, firstAssetId: 98_000_000 },
];
const assetCount = (c: BenchCompany) => Math.ceil(c.size / PER_ASSET);

function benchAsset(c: BenchCompany, i: number): AssetRecord {
  return benchAssetRecord({
    asset_id: c.firstAssetId + i,
    internal_asset_id: String(10_000 + i),
    name: MACHINES[i % MACHINES.length],
    company_id: c.companyId,
    site_id: benchSiteId(c, 1 + (i % SITES)),
  });
}

/** The i-th inspection: a tenth pending, the rest approved; some with a new failed item, a fifth with a photo. */
function benchInspection(c: BenchCompany, i: number): InspectionRecord {
  const n = assetCount(c);
  const asset = benchAsset(c, i % n);
  const submitted = new Date(Date.UTC(2025, 0, 1) + i * 150_000);
  const checkout = new Date(submitted.getTime() - 20 * 60_000).toISOString();
  const at = submitted.toISOString();
  const operator = (i * 7) % 40;
  const pending = i % 10 === 0;
  const failed = i % 7 === 0 ? [ITEMS[i % ITEMS.length]] : [];
  const manager = (i % 8) + 1;
  return {
    tenant: 'demo',
    inspection_id: `bench-${c.companyId}-${String(i).padStart(7, '0')}`,
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    company_id: c.companyId,
    site_id: asset.site_id,
    status: pending ? 8 : 10,
    operator_uuid: `bench-op-${c.companyId}-${operator}`,
    operator_firstname: FIRST_NAMES[operator % FIRST_NAMES.length],
    operator_lastname: LAST_NAMES[operator % LAST_NAMES.length],
    checkout_requested_at: checkout,
    submitted_at: at,
    ...(pending
      ? {}
      : {
          approved_at: at,
          manager_uuid: `bench-mgr-${c.companyId}-${manager}`,
          manager_name: `Bench Manager ${manager}`,
        }),
    shift: 1 + (i % 3),
    meter_hours: 1_000 + Math.floor(i / n) * 8,
    operator_notes: i % 4 === 0 ? 'Walkaround done, small oil weep at the boom cylinder' : '',
    is_comment_important: i % 40 === 0,
    manager_notes: '',
    form_id: 'bench-checklist',
    form_name: 'Daily pre-use checklist',
    answers: ITEMS.map((name, k) => ({
      id: `item-${k}`,
      name,
      values_type: 1,
      value: failed.includes(name) ? 'Not ok' : 'Ok',
      values: ['Ok', 'Not ok'],
    })),
    new_notok_attributes: failed.map((name) => ({ id: `item-${ITEMS.indexOf(name)}`, name })),
    image_names: i % 5 === 0 ? [`bench-${i}.jpg`] : [],
    issue_ids: [],
    source: 'seed',
    version: pending ? 2 : 3,
    created: checkout,
    modified: at,
  };
}

async function seedCompany(c: BenchCompany): Promise<number> {
  await putBenchOrg(c);
  if ((await getAssets('demo', [c.firstAssetId + assetCount(c) - 1])).length) return 0;
  const started = Date.now();
  await putIndexInBulk(
    Array.from({ length: assetCount(c) }, (_, i) => benchAsset(c, i)),
    { withRecords: true, parallel: 6 },
  );
  for (let from = 0; from < c.size; from += SLICE) {
    const records = Array.from({ length: Math.min(SLICE, c.size - from) }, (_, k) =>
      benchInspection(c, from + k),
    );
    await putInspectionsInBulk(records, { parallel: 6 });
  }
  return (Date.now() - started) / 1000;
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seedSeconds: number[] = [];
  for (const c of COMPANIES) seedSeconds.push(await seedCompany(c));
  const token = await accessToken(ctx, 'demo', 'superadmin@demo.test', 'Demo@1234');
  const caller: ApiCaller = { token, roleId: Role.SuperAdmin, siteId: 1 };
  const cases = (c: BenchCompany): [string, Record<string, unknown>][] => [
    ['no filter', { company_id: [c.companyId] }],
    ['status Pending', { company_id: [c.companyId], status: 8 }],
    ['one asset', { company_id: [c.companyId], asset_id: [c.firstAssetId + 1] }],
    // What a manager types: the machine's Asset # and a word of its name.
    ['search (Asset # + name word)', { company_id: [c.companyId], search_string: '10001 excavator' }],
  ];

  const pages = inProcessPages(token);
  const rows: BenchRow[] = [];
  try {
    for (let k = 0; k < cases(COMPANIES[0]).length; k++) {
      let small: { p95: number; label: string } | null = null;
      for (const c of COMPANIES) {
        const [name, body] = cases(c)[k];
        let size = -1;
        const task = listTask(ctx, caller, 'Inspection/FilterInspections', body, (listsize, list) => {
          size = listsize;
          if (list.length !== Math.min(20, listsize))
            throw new Error(`${name}: ${list.length} rows of ${listsize}`);
        });
        await runLoad(task, 1, 2);
        const result = await runLoad(task, 1, SECONDS);
        const ops = await pages.operationsOf(
          'Inspection/FilterInspections',
          caller,
          body,
          name,
          `${name} (${c.size})`,
        );
        const row = sizeRow(
          `FilterInspections page 1, ${name} (${c.size.toLocaleString('en')} inspections)`,
          result,
          size,
          small,
        );
        row.figures['DynamoDB ops per call'] = ops;
        rows.push(row);
        small ??= { p95: result.p95, label: c.size.toLocaleString('en') };
      }
    }
  } finally {
    pages.stop();
  }
  pages.assertNoScan();
  rows.push({
    name: 'Seeding (assets, inspections, their index; BatchWrite, 6 in parallel)',
    figures: {
      [`s (${SMALL.toLocaleString('en')})`]: Math.round(seedSeconds[0] * 10) / 10,
      [`s (${LARGE.toLocaleString('en')})`]: Math.round(seedSeconds[1] * 10) / 10,
      Scans: 'none sent',
    },
  });
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
