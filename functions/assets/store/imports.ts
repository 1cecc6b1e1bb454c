/**
 * Asset import jobs (functions/assets/import-job.ts): the job item (state, progress, the asset ids
 * reserved for it, the runner's lease), the per-tenant queue index (gsi1) the runner reads, the
 * requester's history index (gsi2), the marks of the list counts an import has added (kept by
 * functions/lib/jobs/once.ts: a re-run adds each once and a cleanup takes back exactly those), and
 * the uploaded rows and problem report in the files bucket under imports/. Never a Scan.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import type { ImportStatusName } from '#shared/assets/rules.js';
import type { UploadProblem } from '#shared/assets/payload-schemas.js';
import { table } from '#lib/db.js';
import {
  importJobAttributes,
  importJobKeys,
  importJobStore,
  type NewImportJob,
} from '#lib/jobs/import-jobs.js';
import { jobMarks, type JobMark } from '#lib/jobs/once.js';

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

/** The marks of the writes this import has applied once and not taken back (functions/lib/jobs/once.ts): its list counts. */
export const countMarks = (job: AssetImport): Promise<JobMark[]> => jobMarks(job.tenant, job.import_id);

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
