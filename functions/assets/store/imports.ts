/**
 * Asset import jobs (functions/assets/import-job.ts): the job item (state, progress, the asset ids
 * reserved for it, the runner's lease), the per-tenant queue index (gsi1) the runner reads, the
 * requester's history index (gsi2), the marks of the list counts an import has added (so a re-run
 * adds each once and a cleanup takes back exactly those), and the uploaded rows and problem
 * report in the files bucket under imports/. Never a Scan.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { ImportStatusName } from '#shared/assets/rules.js';
import type { UploadProblem } from '#shared/assets/schemas.js';
import { table } from '#lib/db.js';
import {
  importJobAttributes,
  importJobKeys,
  importJobStore,
  type NewImportJob,
} from '#lib/jobs/import-jobs.js';
import type { Transaction } from '#lib/transactions.js';
import type { CountChange } from '../listing.js';
import { AssetListCountEntity } from './list-index.js';

export const IMPORT_PREFIX = 'imports/';
const importKeys = importJobKeys('ASSETIMPORT', IMPORT_PREFIX, 'assetImportRunner');
export const importRowsKey = importKeys.rowsFile;
export const importProblemsKey = importKeys.problemsFile;

export const AssetImportEntity = new Entity({
  name: 'AssetImport',
  table,
  schema: item({
    ...importJobAttributes,
    /** The site for rows without a Functional location. */
    site_id: number().optional(),
    /** Assets created (Completed); `created` is the item's timestamp. */
    assets_created: number().default(0),
    /** The first of the `total` consecutive asset ids reserved for the rows (row i gets first + i). */
    first_asset_id: number().optional(),
  }),
  computeKey: ({ tenant, import_id }: { tenant: string; import_id: string }) => ({
    pk: importKeys.job(tenant, import_id),
    sk: 'IMPORT',
  }),
});
export type AssetImport = FormattedItem<typeof AssetImportEntity>;
const imports = importJobStore(AssetImportEntity, importKeys);
/** The asset import's job operations (functions/lib/jobs/import-jobs.ts). */
export const assetImports = imports;
const key = (job: Pick<AssetImport, 'tenant' | 'import_id'>) => ({
  tenant: job.tenant,
  import_id: job.import_id,
});

/** One list count item an import has added to (its key is the count item's): present means added. */
export const ImportCountMarkEntity = new Entity({
  name: 'AssetImportCountMark',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    import_id: string().key(),
    sub: string().key(),
    shard: number().key(),
    company_id: number(),
    active: number().default(0),
    inactive: number().default(0),
  }),
  computeKey: ({
    tenant,
    import_id,
    sub,
    shard,
  }: {
    tenant: string;
    import_id: string;
    sub: string;
    shard: number;
  }) => ({ pk: importKeys.job(tenant, import_id), sk: `COUNTED#${sub}#${shard}` }),
});
export type ImportCountMark = FormattedItem<typeof ImportCountMarkEntity>;

export interface NewImport extends NewImportJob {
  site_id?: number;
}

/** Queues a new import (InProgress); false when that id exists already (a repeated start). */
export const createImport = (job: NewImport, now = new Date()): Promise<boolean> =>
  imports.create({ ...job }, now);
export const getImport = imports.get;
/** InProgress imports of a tenant, oldest first. */
export const queuedImports = imports.queued;
/** A page of the requester's imports, newest first, with the total. */
export const requesterImports = imports.byRequester;
/** Takes the job for `leaseMs` unless another runner holds it (or it ended); counts the attempt. */
export const claimImport = imports.claim;

/**
 * The job's asset ids: reserved once (the first run stores them; a later one reads them back),
 * so every run writes row i as the same asset. An id range reserved by a run that died before
 * storing it is simply never used.
 */
export async function reserveAssetIds(job: AssetImport, allocate: () => Promise<number>): Promise<number> {
  if (job.first_asset_id !== undefined) return job.first_asset_id;
  const first = await allocate();
  if (await imports.setOnce(job, 'first_asset_id', first)) return first;
  const stored = (await getImport(job.tenant, job.import_id))?.first_asset_id;
  if (stored === undefined) throw new Error(`import ${job.import_id}: its asset ids were not stored`);
  return stored;
}

/** Progress: rows written of total (only ever moves forward). */
export const recordProgress = imports.recordProgress;

/**
 * A count change added exactly once: the count update and the mark's conditional put commit
 * together, so a re-run finds the mark and skips it.
 */
export const countOnceWrites = (job: AssetImport, c: CountChange): Transaction[] => [
  ImportCountMarkEntity.build(PutTransaction)
    .item({
      ...key(job),
      sub: c.sub,
      shard: c.shard,
      company_id: c.company_id,
      active: c.active ?? 0,
      inactive: c.inactive ?? 0,
    })
    .options({ condition: { attr: 'sub', exists: false } }),
  AssetListCountEntity.build(UpdateTransaction).item({
    tenant: job.tenant,
    company_id: c.company_id,
    sub: c.sub,
    shard: c.shard,
    ...(c.active ? { active: $add(c.active) } : {}),
    ...(c.inactive ? { inactive: $add(c.inactive) } : {}),
  }),
];

/** Takes back a count an import added, exactly once (the mark's conditional delete with it). */
export const uncountWrites = (mark: ImportCountMark): Transaction[] => [
  ImportCountMarkEntity.build(DeleteTransaction)
    .key({ tenant: mark.tenant, import_id: mark.import_id, sub: mark.sub, shard: mark.shard })
    .options({ condition: { attr: 'sub', exists: true } }),
  AssetListCountEntity.build(UpdateTransaction).item({
    tenant: mark.tenant,
    company_id: mark.company_id,
    sub: mark.sub,
    shard: mark.shard,
    ...(mark.active ? { active: $add(-mark.active) } : {}),
    ...(mark.inactive ? { inactive: $add(-mark.inactive) } : {}),
  }),
];

/** The count items this import has added to. */
export async function countMarks(job: AssetImport): Promise<ImportCountMark[]> {
  const marks: ImportCountMark[] = [];
  const query = table
    .build(QueryCommand)
    .entities(ImportCountMarkEntity)
    .query({ partition: importKeys.job(job.tenant, job.import_id), range: { beginsWith: 'COUNTED#' } });
  for await (const page of query.paginate()) marks.push(...(page.Items ?? []));
  return marks;
}

/** Ends a job, Completed or Failed; either way it leaves the queue. Only an InProgress job ends. */
export const finishImport = (
  job: AssetImport,
  outcome: {
    status: ImportStatusName;
    assetsCreated: number;
    written: number;
    problems: number;
    message?: string;
  },
  now = new Date(),
): Promise<boolean> =>
  imports.finish(
    job,
    {
      status: outcome.status,
      written: outcome.written,
      problems: outcome.problems,
      message: outcome.message,
      extra: { assets_created: outcome.assetsCreated },
    },
    now,
  );

/** Gives the job back after a failed attempt (its staged writes stay: the next run continues them). */
export const releaseImport = imports.release;

// ---- the files bucket ----

/** A presigned PUT for the rows' JSON of that import. */
export const presignImportUpload = imports.uploadUrl;
/** Whether the rows of that import were uploaded. */
export const importUploaded = imports.uploaded;
/** The uploaded JSON, parsed; undefined when nothing was uploaded under that id. */
export const readImportFile = imports.readRows;
export const writeProblems = (tenant: string, importId: string, problems: UploadProblem[]) =>
  imports.writeProblems(tenant, importId, problems);
export const readProblems = imports.readProblems;
