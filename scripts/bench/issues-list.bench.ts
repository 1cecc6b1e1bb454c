/**
 * Issue 9 bench: POST Issue/FilterIssues first page p95 with 500 issues in one company and 50,000
 * in another (tenant demo, two bench companies of their own, ten issues per asset in both), for no
 * filter, the default statuses, one asset and a search (an Asset # and a title word); each 50k
 * figure should be within 2x of its 500 figure. The Asset and Issue Title options are measured at 50k.
 *
 * Assets and issues are written straight to the table with the same index items the writes make
 * (BatchWrite, in parallel), once per twin. AC_BENCH_ISSUES overrides the large size (quick runs).
 */
import { Role } from '#shared/codes.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { putIndexInBulk } from '#functions/assets/store/list-index.js';
import { type IssueRecord } from '#functions/issues/store/issues.js';
import { putIssuesInBulk } from '#functions/issues/store/list-index.js';
import {
  BENCH_MACHINES as MACHINES,
  benchAssetRecord,
  benchSiteId,
  listTask,
  putBenchOrg,
  type ApiCaller,
  type BenchOrg,
} from './api.js';
import { accessToken } from './auth.js';
import { isMain, runAlone } from './context.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const SMALL = 500;
const LARGE = Number(process.env.AC_BENCH_ISSUES ?? 50_000);
const PER_ASSET = 10;
const SITES = 8;

const TITLES = [
  'Hydraulic leak',
  'Brake wear',
  'Cracked windshield',
  'Tyre pressure low',
  'Horn not working',
  'Engine warning light',
  'Seat belt frayed',
  'Beacon light out',
  'Fire extinguisher missing',
  'Mirror broken',
];

interface BenchCompany extends BenchOrg {
  size: number;
  firstAssetId: number;
}
const COMPANIES: BenchCompany[] = [
  { companyId: 911, name: 'Bench Issues Small Co', sites: SITES, size: SMALL, firstAssetId: 95_000_000 },
  { companyId: 912, name: 'Bench Issues Large Co', sites: SITES, size: LARGE, firstAssetId: 96_000_000 },
];
const siteIdOf = benchSiteId;
const assetCount = (c: BenchCompany) => Math.ceil(c.size / PER_ASSET);

function benchAsset(c: BenchCompany, i: number): AssetRecord {
  return benchAssetRecord({
    asset_id: c.firstAssetId + i,
    internal_asset_id: String(10_000 + i),
    name: MACHINES[i % MACHINES.length],
    company_id: c.companyId,
    site_id: siteIdOf(c, 1 + (i % SITES)),
  });
}

function benchIssue(c: BenchCompany, assets: AssetRecord[], i: number): IssueRecord {
  const asset = assets[i % assets.length];
  const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const status = [12, 13, 14, 15][i % 4];
  return {
    tenant: 'demo',
    issue_uuid: `bench-${c.companyId}-${String(i).padStart(6, '0')}`,
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    company_id: c.companyId,
    site_id: asset.site_id,
    name: TITLES[Math.floor(i / assets.length) % TITLES.length],
    notes: 'Bench issue',
    description: '',
    priority: 1 + (i % 4),
    status,
    created_by_uuid: 'bench',
    created_by_name: 'Bench Manager',
    created_at: at,
    updated_at: at,
    version: 1,
  };
}

async function seedCompany(c: BenchCompany): Promise<number> {
  await putBenchOrg(c);
  if ((await getAssets('demo', [c.firstAssetId + assetCount(c) - 1])).length) return 0;
  const started = Date.now();
  const assets = Array.from({ length: assetCount(c) }, (_, i) => benchAsset(c, i));
  const issues = Array.from({ length: c.size }, (_, i) => benchIssue(c, assets, i));
  const open = new Map<number, number>();
  for (const r of issues) if (r.status !== 15) open.set(r.asset_id, (open.get(r.asset_id) ?? 0) + 1);
  for (const a of assets) a.open_issues = open.get(a.asset_id) ?? 0;
  await putIndexInBulk(assets, { withRecords: true, parallel: 6 });
  await putIssuesInBulk(issues, { parallel: 6 });
  return (Date.now() - started) / 1000;
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seedSeconds: number[] = [];
  for (const c of COMPANIES) seedSeconds.push(await seedCompany(c));
  const caller: ApiCaller = {
    token: await accessToken(ctx, 'demo', 'superadmin@demo.test', 'Demo@1234'),
    roleId: Role.SuperAdmin,
    siteId: 1,
  };
  const post = (
    path: string,
    body: Record<string, unknown>,
    check?: (listsize: number, list: unknown[]) => void,
  ) => listTask(ctx, caller, path, body, check);
  const cases = (c: BenchCompany): [string, Record<string, unknown>][] => [
    ['no filter', { company_id: [c.companyId], status: [] }],
    ['status 12, 13, 14', { company_id: [c.companyId], status: [12, 13, 14] }],
    ['one asset', { company_id: [c.companyId], status: [12, 13, 14], asset_id: [c.firstAssetId + 42] }],
    // What a manager types: the machine's Asset # and a word of the title.
    ['search (Asset # + title word)', { company_id: [c.companyId], status: [], search_string: '10042 leak' }],
  ];

  const rows: BenchRow[] = [];
  for (let k = 0; k < cases(COMPANIES[0]).length; k++) {
    let small = 0;
    for (const c of COMPANIES) {
      const [name, body] = cases(c)[k];
      let size = -1;
      const task = post('Issue/FilterIssues', body, (listsize, list) => {
        size = listsize;
        if (list.length !== Math.min(20, listsize))
          throw new Error(`${name}: ${list.length} rows of ${listsize}`);
      });
      await runLoad(task, 1, 2);
      const result = await runLoad(task, 1, SECONDS);
      const baseline = c === COMPANIES[0];
      if (baseline) small = result.p95;
      rows.push({
        name: `FilterIssues page 1, ${name} (${c.size.toLocaleString('en')} issues)`,
        figures: {
          'p50 ms': result.p50,
          'p95 ms': result.p95,
          'p99 ms': result.p99,
          listsize: size,
          requests: result.count,
          errors: result.errors,
          'vs 500': baseline ? '' : `${Math.round((result.p95 / small) * 100) / 100}x`,
          target: baseline ? 'baseline' : 'p95 <= 2x 500',
        },
      });
    }
  }
  const large = COMPANIES[1];
  const options: [string, string, Record<string, unknown>][] = [
    ['Issue Title', 'Issue/FilterIssueTitleOptions', {}],
    ['Asset (search)', 'Issue/FilterIssueAssetOptions', { option_search_string: '10042' }],
    ['Site', 'Issue/FilterIssueSiteOptions', {}],
  ];
  for (const [name, path, body] of options) {
    let size = -1;
    const task = post(path, { company_id: [large.companyId], ...body }, (listsize) => {
      size = listsize;
    });
    await runLoad(task, 1, 2);
    const result = await runLoad(task, 1, Math.max(3, SECONDS / 2));
    rows.push({
      name: `${name} options (${large.size.toLocaleString('en')} issues)`,
      figures: {
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'p99 ms': result.p99,
        listsize: size,
        requests: result.count,
        errors: result.errors,
      },
    });
  }
  rows[0].figures['seed s (500)'] = Math.round(seedSeconds[0] * 10) / 10;
  rows[0].figures['seed s (large)'] = Math.round(seedSeconds[1] * 10) / 10;
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
