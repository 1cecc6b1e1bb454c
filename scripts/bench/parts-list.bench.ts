/**
 * Issue 25 bench: POST Part/FilterParts first page p95 with 500 parts in one company and 50,000 in
 * another (tenant demo, two bench companies of their own, their sites showing maintenance), for no
 * filter, a category, a site, low stock and a search (a part number's first characters and a word
 * of the name); each large figure should be within 2x of its small one. After each case the same
 * call is made once in this process (the Lambda's handler) with its DynamoDB operations counted by
 * type: no Scan.
 *
 * Parts are written straight to the table with the same list entries and counts partIndexWrites
 * makes (BatchWrite, in parallel), once per twin. AC_BENCH_PARTS overrides the large size (quick runs).
 */
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { Role } from '#shared/codes.js';
import { writeMany } from '#lib/batch-write.js';
import { indexedOf, partIndex } from '#functions/parts/listing.js';
import {
  PartCountEntity,
  PartEntity,
  PartListEntryEntity,
  type PartRecord,
} from '#functions/parts/store/entities.js';
import { getPartRecord } from '#functions/parts/store/parts.js';
import { freshUser } from '#functions/test-support/index.js';
import { benchSiteId, listTask, putBenchOrg, sizeRow, type ApiCaller, type BenchOrg } from './api.js';
import { accessToken } from './auth.js';
import { inProcessPages } from './in-process-page.js';
import { isMain, runAlone } from './context.js';
import { runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 8);
const SMALL = 500;
const LARGE = Number(process.env.AC_BENCH_PARTS ?? 50_000);
const SITES = 4;

/** Kinds of part, each with its category and a part number prefix. */
const KINDS: [name: string, category: string, prefix: string][] = [
  ['Engine oil filter', 'Filters', 'FLT-OIL'],
  ['Fuel filter element', 'Filters', 'FLT-FUEL'],
  ['Hydraulic return filter', 'Filters', 'FLT-HYD'],
  ['Engine oil 15W-40 pail', 'Oils', 'OIL-15W'],
  ['Hydraulic oil ISO 46 drum', 'Oils', 'OIL-HYD'],
  ['Loader tyre 17.5R25', 'Tyres', 'TYR-175'],
  ['Hydraulic hose R2 assembly', 'Hoses', 'HOS-R2'],
  ['Fan belt 8PK', 'Belts', 'BLT-FAN'],
  ['Brake pad set', 'Brakes', 'BRK-PAD'],
  ['Starter relay', 'Electrical', 'ELE-REL'],
];

interface BenchCompany extends BenchOrg {
  size: number;
  /** Part ids are `${idPrefix}-{n}` in uuid form, so a re-run finds them. */
  idPrefix: string;
}
const COMPANIES: BenchCompany[] = [
  {
    companyId: 905,
    name: 'Bench Parts Small Co',
    sites: SITES,
    maintenance: true,
    size: SMALL,
    idPrefix: '00000905',
  },
  {
    companyId: 906,
    name: 'Bench Parts Large Co',
    sites: SITES,
    maintenance: true,
    size: LARGE,
    idPrefix: '00000906',
  },
];

const partIdOf = (c: BenchCompany, i: number) =>
  `${c.idPrefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

function benchPart(c: BenchCompany, i: number): PartRecord {
  const [name, category, prefix] = KINDS[i % KINDS.length];
  const stocked = [1 + (i % SITES), 1 + ((i + 1) % SITES)].map((n) => benchSiteId(c, n));
  const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return {
    tenant: 'demo',
    part_id: partIdOf(c, i),
    company_id: c.companyId,
    part_number: `${prefix}-${String(i).padStart(6, '0')}`,
    name: `${name} ${i}`,
    description: '',
    category,
    unit: 'each',
    unit_cost: 10 + (i % 90),
    average_cost: 10 + (i % 90),
    is_active: i % 25 !== 24,
    total_on_hand: 12,
    site_ids: stocked.sort((a, b) => a - b),
    // One part in ten is low at its first site.
    low_site_ids: i % 10 === 3 ? [stocked[0]] : [],
    version: 1,
    created_by: 'bench',
    created_at: now,
    updated_at: now,
  } as PartRecord;
}

async function seedCompany(c: BenchCompany): Promise<number> {
  await putBenchOrg(c);
  if (await getPartRecord('demo', partIdOf(c, c.size - 1))) return 0;
  const started = Date.now();
  const records = Array.from({ length: c.size }, (_, i) => benchPart(c, i));
  const entries: ReturnType<typeof partIndex.changes>['puts'] = [];
  const counts: ReturnType<typeof partIndex.changes>['counts'] = [];
  for (const record of records) {
    const changes = partIndex.changes(null, indexedOf(record));
    entries.push(...changes.puts);
    counts.push(...changes.counts);
  }
  await writeMany(
    [
      ...records.map((r) => PartEntity.build(BatchPutRequest).item(r)),
      ...entries.map((e) => PartListEntryEntity.build(BatchPutRequest).item({ tenant: 'demo', ...e })),
      // Counts are new items here (put, not added): the bench companies start empty.
      ...partIndex.sumCounts(counts).map((n) =>
        PartCountEntity.build(BatchPutRequest).item({
          tenant: 'demo',
          company_id: n.company_id,
          sub: n.sub,
          shard: n.shard,
          active: n.active,
          inactive: n.inactive,
          ...(n.label !== undefined ? { label: n.label } : {}),
        }),
      ),
    ],
    6,
  );
  return (Date.now() - started) / 1000;
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seedSeconds: number[] = [];
  for (const c of COMPANIES) seedSeconds.push(await seedCompany(c));
  // Parts are read by company admins, managers, executives and maintenance staff (not super
  // admins): a manager of the bench companies' sites, made for this twin.
  const manager = await freshUser('demo', {
    roles: [Role.Manager],
    sites: COMPANIES.flatMap((c) => Array.from({ length: SITES }, (_, n) => benchSiteId(c, n + 1))),
  });
  const token = await accessToken(ctx, 'demo', manager.username, manager.password);
  const cases: [string, Record<string, unknown>][] = [
    ['no filter', {}],
    ['category Filters', { category: ['Filters'] }],
    ['one site', { site_id: [2] }],
    ['low stock', { low_stock: true }],
    // What a storeman types: the start of a part number and a word of its name.
    ['search (part number prefix + name word)', { search_string: 'FLT-OIL-0001 filter' }],
  ];
  const bodyFor = (c: BenchCompany, body: Record<string, unknown>) =>
    body.site_id ? { ...body, site_id: [benchSiteId(c, 2)] } : body;

  const pages = inProcessPages(token);
  const rows: BenchRow[] = [];
  try {
    for (const [name, base] of cases) {
      let small: { p95: number; label: string } | null = null;
      for (const c of COMPANIES) {
        // The active site is one of the bench company's: the list is its company's.
        const caller: ApiCaller = { token, roleId: Role.Manager, siteId: benchSiteId(c, 1) };
        const body = bodyFor(c, base);
        let size = -1;
        const task = listTask(ctx, caller, 'Part/FilterParts', body, (listsize, list) => {
          size = listsize;
          if (list.length !== Math.min(20, listsize))
            throw new Error(`${name}: ${list.length} rows of ${listsize}`);
          if (listsize === 0) throw new Error(`${name}: no part found`);
        });
        await runLoad(task, 1, 2);
        const result = await runLoad(task, 1, SECONDS);
        const ops = await pages.operationsOf('Part/FilterParts', caller, body, name, `${name} (${c.size})`);
        const row = sizeRow(
          `FilterParts page 1, ${name} (${c.size.toLocaleString('en')} parts)`,
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
    name: 'Seeding (parts, their list entries and counts; BatchWrite, 6 in parallel)',
    figures: {
      [`s (${SMALL.toLocaleString('en')})`]: Math.round(seedSeconds[0] * 10) / 10,
      [`s (${LARGE.toLocaleString('en')})`]: Math.round(seedSeconds[1] * 10) / 10,
      Scans: 'none sent',
    },
  });
  return rows;
}

if (isMain(import.meta.url)) await runAlone(bench);
