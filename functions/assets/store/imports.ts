/**
 * Asset import jobs (functions/assets/import-job.ts): the job item (state, progress, the asset ids
 * reserved for it, the runner's lease), the per-tenant queue index (gsi1) the runner reads, the
 * requester's history index (gsi2), the marks of the list counts an import has added (so a re-run
 * adds each once and a cleanup takes back exactly those), and the uploaded rows and problem
 * report in the files bucket under imports/. Never a Scan.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { ImportStatus, type ImportStatusName } from '#shared/assets/rules.js';
import type { UploadProblem } from '#shared/assets/schemas.js';
import { getS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { table } from '#lib/db.js';
import { claimLease } from '#lib/jobs/lease.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import type { Transaction } from '#lib/transactions.js';
import type { CountChange } from '../listing.js';
import { AssetListCountEntity } from './list-index.js';

export const IMPORT_PREFIX = 'imports/';
export const importRowsKey = (tenant: string, importId: string) =>
  `${IMPORT_PREFIX}${tenant}/${importId}/rows.json`;
export const importProblemsKey = (tenant: string, importId: string) =>
  `${IMPORT_PREFIX}${tenant}/${importId}/problems.json`;

const importKeys = {
  job: (tenant: string, importId: string) => `${tenant}#ASSETIMPORT#${importId}`,
  queue: (tenant: string) => `${tenant}#ASSETIMPORTQ`,
  byRequester: (tenant: string, uuid: string) => `${tenant}#ASSETIMPORTSBY#${uuid}`,
};

export const AssetImportEntity = new Entity({
  name: 'AssetImport',
  table,
  schema: item({
    tenant: string().key(),
    import_id: string().key(),
    /** uuid of the user who started it (the only one who reads it). */
    requested_by: string(),
    company_id: number(),
    /** The site for rows without a Functional location. */
    site_id: number().optional(),
    file_name: string(),
    status: string(),
    total: number().default(0),
    written: number().default(0),
    /** Assets created (Completed); `created` is the item's timestamp. */
    assets_created: number().default(0),
    problems: number().default(0),
    message: string().optional(),
    started_at: string(),
    finished_at: string().optional(),
    /** The first of the `total` consecutive asset ids reserved for the rows (row i gets first + i). */
    first_asset_id: number().optional(),
    attempts: number().default(0),
    /** While a runner works on the job, others leave it alone until this time. */
    lease_until: string().optional(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ tenant, import_id }: { tenant: string; import_id: string }) => ({
    pk: importKeys.job(tenant, import_id),
    sk: 'IMPORT',
  }),
});
export type AssetImport = FormattedItem<typeof AssetImportEntity>;

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

export interface NewImport {
  tenant: string;
  import_id: string;
  requested_by: string;
  company_id: number;
  site_id?: number;
  file_name: string;
}

/** Queues a new import (InProgress); false when that id exists already (a repeated start). */
export async function createImport(job: NewImport, now = new Date()): Promise<boolean> {
  try {
    await AssetImportEntity.build(PutItemCommand)
      .item({
        ...job,
        status: ImportStatus.InProgress,
        started_at: now.toISOString(),
        gsi1pk: importKeys.queue(job.tenant),
        gsi1sk: `${now.toISOString()}#${job.import_id}`,
        gsi2pk: importKeys.byRequester(job.tenant, job.requested_by),
        gsi2sk: `${now.toISOString()}#${job.import_id}`,
      })
      .options({ condition: { attr: 'import_id', exists: false } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getImport(tenant: string, importId: string): Promise<AssetImport | undefined> {
  const { Item } = await AssetImportEntity.build(GetItemCommand)
    .key({ tenant, import_id: importId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** InProgress imports of a tenant, oldest first. */
export async function queuedImports(tenant: string): Promise<AssetImport[]> {
  const jobs: AssetImport[] = [];
  const query = table
    .build(QueryCommand)
    .entities(AssetImportEntity)
    .query({ index: 'gsi1', partition: importKeys.queue(tenant) });
  for await (const page of query.paginate()) jobs.push(...(page.Items ?? []));
  return jobs;
}

/** A page of the requester's imports, newest first, with the total. */
export async function requesterImports(
  tenant: string,
  uuid: string,
  page: { pageSize: number; pageIndex: number },
): Promise<{ items: AssetImport[]; total: number }> {
  const all: AssetImport[] = [];
  const query = table
    .build(QueryCommand)
    .entities(AssetImportEntity)
    .query({ index: 'gsi2', partition: importKeys.byRequester(tenant, uuid) })
    .options({ reverse: true });
  for await (const p of query.paginate()) all.push(...(p.Items ?? []));
  return {
    items: all.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize),
    total: all.length,
  };
}

const key = (job: Pick<AssetImport, 'tenant' | 'import_id'>) => ({
  tenant: job.tenant,
  import_id: job.import_id,
});

/** Takes the job for `leaseMs` unless another runner holds it (or it ended); counts the attempt. */
export const claimImport = (job: AssetImport, now: Date, leaseMs: number): Promise<boolean> =>
  claimLease(AssetImportEntity, key(job), ImportStatus.InProgress, now, leaseMs);

/**
 * The job's asset ids: reserved once (the first run stores them; a later one reads them back),
 * so every run writes row i as the same asset. An id range reserved by a run that died before
 * storing it is simply never used.
 */
export async function reserveAssetIds(job: AssetImport, allocate: () => Promise<number>): Promise<number> {
  if (job.first_asset_id !== undefined) return job.first_asset_id;
  const first = await allocate();
  try {
    await AssetImportEntity.build(UpdateItemCommand)
      .item({ ...key(job), first_asset_id: first })
      .options({ condition: { attr: 'first_asset_id', exists: false } })
      .send();
    return first;
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const stored = (await getImport(job.tenant, job.import_id))?.first_asset_id;
    if (stored === undefined) throw error;
    return stored;
  }
}

/** Progress: rows written of total (only ever moves forward). */
export async function recordProgress(job: AssetImport, written: number, total: number): Promise<void> {
  await AssetImportEntity.build(UpdateItemCommand)
    .item({ ...key(job), written, total })
    .options({
      condition: {
        and: [
          { attr: 'status', eq: ImportStatus.InProgress },
          {
            or: [
              { attr: 'written', exists: false },
              { attr: 'written', lte: written },
            ],
          },
        ],
      },
    })
    .send()
    .catch((error: unknown) => {
      if (!isConditionalCheckFailure(error)) throw error;
    });
}

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
export async function finishImport(
  job: AssetImport,
  outcome: {
    status: ImportStatusName;
    assetsCreated: number;
    written: number;
    problems: number;
    message?: string;
  },
  now = new Date(),
): Promise<boolean> {
  try {
    await AssetImportEntity.build(UpdateItemCommand)
      .item({
        ...key(job),
        status: outcome.status,
        assets_created: outcome.assetsCreated,
        written: outcome.written,
        problems: outcome.problems,
        ...(outcome.message ? { message: outcome.message.slice(0, 500) } : {}),
        finished_at: now.toISOString(),
        lease_until: $remove(),
        gsi1pk: $remove(),
        gsi1sk: $remove(),
      })
      .options({ condition: { attr: 'status', eq: ImportStatus.InProgress } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Gives the job back after a failed attempt (its staged writes stay: the next run continues them). */
export async function releaseImport(job: AssetImport, error: string): Promise<void> {
  await AssetImportEntity.build(UpdateItemCommand)
    .item({ ...key(job), message: error.slice(0, 500), lease_until: $remove() })
    .options({ condition: { attr: 'status', eq: ImportStatus.InProgress } })
    .send()
    .catch((e: unknown) => {
      if (!isConditionalCheckFailure(e)) throw e;
    });
}

// ---- the files bucket ----

/** The uploaded JSON, parsed; undefined when nothing was uploaded under that id. */
export async function readImportFile(tenant: string, importId: string): Promise<unknown> {
  try {
    const object = await getS3().send(
      new GetObjectCommand({ Bucket: config.filesBucket, Key: importRowsKey(tenant, importId) }),
    );
    const text = await object.Body!.transformToString('utf-8');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
    throw error;
  }
}

export async function writeProblems(
  tenant: string,
  importId: string,
  problems: UploadProblem[],
): Promise<void> {
  await getS3().send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: importProblemsKey(tenant, importId),
      Body: JSON.stringify(problems),
      ContentType: 'application/json',
    }),
  );
}

export async function readProblems(tenant: string, importId: string): Promise<UploadProblem[]> {
  try {
    const object = await getS3().send(
      new GetObjectCommand({ Bucket: config.filesBucket, Key: importProblemsKey(tenant, importId) }),
    );
    return JSON.parse(await object.Body!.transformToString('utf-8')) as UploadProblem[];
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return [];
    throw error;
  }
}
