/**
 * Issue 25 bench: Reliability/GetMetrics for a company of 100,000 assets over a year, as the demo
 * company admin under All Sites (the whole of company 1: the company's own items), with a row per
 * site (what the insights ask). The roll-up items are written directly: per month, the company's
 * 8 shards, each site's and 50 models' items, each with 40 failure-code counts; the asset list's
 * counts gain 100,000 active assets spread over the sites and models. No downtime record exists,
 * so the answer can only come from the roll-ups. Asset month items are not written: the company
 * read never touches them (an asset's metrics read its 12 by key). Target p95 <= 300 ms.
 * `npx tsx scripts/bench/reliability.bench.ts` runs it alone; `npm run bench -- reliability` in the suite.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import pLimit from 'p-limit';
import { Role } from '#shared/codes.js';
import { FAILURE_CODE_KINDS } from '#shared/reliability/rules.js';
import { codeAttribute, monthOf } from '#shared/reliability/metrics.js';
import { Sub } from '#functions/assets/listing.js';
import { AssetListCountEntity } from '#functions/assets/store/list-index.js';
import { COMPANY_SHARDS, reliabilityRollupKeys } from '#functions/reliability/store/rollups.js';
import { getDocumentClient } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { callApi, type ApiCaller } from './api.js';
import { accessToken } from './auth.js';
import { isMain, runAlone } from './context.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const ASSETS = 100_000;
const COMPANY = 1;
const SITES = [2, 3, 4];
const MODELS = 50;
const CODES = 40;

const months = () => {
  const now = new Date();
  return Array.from({ length: 12 }, (_, i) =>
    monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))),
  );
};

/** A month item's measures: a fleet's worth of failures, hours and codes. */
function measures(scale: number) {
  const item: Record<string, number> = {
    dc: Math.round(400 * scale),
    pc: Math.round(150 * scale),
    hu: 3_000 * scale,
    hp: 1_200 * scale,
    rh: 2_800 * scale,
    rc: Math.round(380 * scale),
  };
  for (let c = 0; c < CODES; c++)
    item[codeAttribute(FAILURE_CODE_KINDS[c % 3], `BENCH-${c}`)] = Math.max(
      1,
      Math.round(((CODES - c) * scale) / 2),
    );
  return item;
}

async function seed(): Promise<{ seconds: number; items: number }> {
  const started = performance.now();
  const tenant = 'demo';
  const items: Record<string, unknown>[] = [];
  for (const month of months()) {
    const base = { tenant, company_id: COMPANY, month, _et: 'ReliabilityRollup' };
    const key = (rollup: string) => ({
      pk: reliabilityRollupKeys.partition(tenant, COMPANY),
      sk: rollup,
      rollup,
    });
    for (let shard = 0; shard < COMPANY_SHARDS; shard++)
      items.push({
        ...base,
        ...key(reliabilityRollupKeys.company(month, shard)),
        ...measures(1 / COMPANY_SHARDS),
      });
    for (const site of SITES)
      items.push({
        ...base,
        ...key(reliabilityRollupKeys.site(month, site)),
        site_id: site,
        ...measures(1 / SITES.length),
      });
    for (let m = 0; m < MODELS; m++) {
      const model = `Bench model ${m}`;
      items.push({
        ...base,
        ...key(reliabilityRollupKeys.model(month, model)),
        model_name: model,
        ...measures(1 / MODELS),
      });
    }
  }
  const client = getDocumentClient();
  await pLimit(12).map(items, (item) =>
    client.send(new PutCommand({ TableName: config.tableName, Item: item })),
  );
  // The asset list's counts: 100,000 more active assets in the company, its sites and models.
  const counts: [string, number][] = [
    [Sub.all, ASSETS],
    ...SITES.map((s): [string, number] => [Sub.site(s), ASSETS / SITES.length]),
    ...Array.from({ length: MODELS }, (_, m): [string, number] => [
      Sub.model(`Bench model ${m}`),
      ASSETS / MODELS,
    ]),
  ];
  for (const [sub, n] of counts)
    await AssetListCountEntity.build(UpdateItemCommand)
      .item({ tenant, company_id: COMPANY, sub, shard: 0, active: $add(Math.round(n)) })
      .send();
  return { seconds: Math.round((performance.now() - started) / 100) / 10, items: items.length };
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seeded = await seed();
  const admin: ApiCaller = {
    token: await accessToken(ctx, 'demo', 'companyadmin@demo.test', 'Demo@1234'),
    roleId: Role.CompanyAdmin,
    siteId: 1,
  };
  const period = { from_month: months()[0], to_month: months()[11] };
  const task = async () => {
    const m = await callApi<{
      asset_count: number;
      downtime_count: number;
      rows: unknown[];
      top_failure_codes: unknown[];
    }>(ctx, admin, 'POST', 'Reliability/GetMetrics', { scope: 'company', ...period, by: 'site' });
    if (
      m.asset_count < ASSETS ||
      m.downtime_count < 12 * 400 ||
      m.rows.length !== SITES.length ||
      m.top_failure_codes.length !== 5
    )
      throw new Error(`unexpected metrics ${JSON.stringify(m).slice(0, 200)}`);
  };
  await task();
  const load = await runLoad(task, 4, SECONDS);
  return [
    {
      name: `Reliability/GetMetrics: company of ${ASSETS.toLocaleString('en')} assets, 12 months, rows by site`,
      figures: { ...load, seed_s: seeded.seconds, items: seeded.items, target: 'p95 ≤ 300 ms' },
      budgets: [
        {
          what: 'Reliability metrics, 100,000 assets, one year (p95)',
          value: load.p95,
          limit: 300,
          unit: 'ms',
        },
      ],
    },
  ];
}

if (isMain(import.meta.url)) await runAlone(bench);
