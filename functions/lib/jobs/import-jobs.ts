/**
 * The import jobs' common machinery (shared/common/import-jobs.ts says what an import job is), one
 * for every import kind (assets, past inspections): the job item's attributes, its queue index
 * (gsi1, InProgress jobs per tenant, the runner reads it) and the requester's history index
 * (gsi2); creating (idempotent on the client's id), reading, claiming (the runners' lease),
 * recording progress, releasing after a failed attempt and ending a job; and (import-files.ts) the
 * uploaded rows and the per-row problem report in the files bucket. A kind declares its entity with
 * `importJobAttributes` plus its own attributes and gets these by `importJobStore`. Never a Scan.
 */
import type { Entity, FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  ImportJobMessages,
  ImportStatus,
  takesImportJob,
  type ImportRow,
  type ImportStatusName,
} from '#shared/common/import-jobs.js';
import { table } from '../db.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import { logger } from '../logger.js';
import { isConditionalCheckFailure } from '../retry.js';
import { importJobFiles } from './import-files.js';
import { claimLease } from './lease.js';
import { startRunner } from './start-runner.js';

/** What every import job item holds (its key is the tenant and the client's import id). */
export const importJobAttributes = {
  tenant: string().key(),
  import_id: string().key(),
  /** uuid of the user who started it (the only one who reads it). */
  requested_by: string(),
  company_id: number(),
  file_name: string(),
  status: string(),
  total: number().default(0),
  written: number().default(0),
  problems: number().default(0),
  message: string().optional(),
  started_at: string(),
  finished_at: string().optional(),
  attempts: number().default(0),
  /** While a runner works on the job, others leave it alone until this time. */
  lease_until: string().optional(),
  gsi1pk: string().optional(),
  gsi1sk: string().optional(),
  gsi2pk: string().optional(),
  gsi2sk: string().optional(),
};

/** The common part of a job item, as stored. */
export interface ImportJobItem {
  tenant: string;
  import_id: string;
  requested_by: string;
  company_id: number;
  file_name: string;
  status: string;
  total: number;
  written: number;
  problems: number;
  message?: string;
  started_at: string;
  finished_at?: string;
  attempts: number;
  lease_until?: string;
}

export interface NewImportJob {
  tenant: string;
  import_id: string;
  requested_by: string;
  company_id: number;
  file_name: string;
}

/**
 * The key strings of one import kind (`name` such as 'ASSETIMPORT'), its files' prefix in the
 * bucket, and `runner`, the job of functions/jobs.ts that runs its imports.
 */
export const importJobKeys = (name: string, filesPrefix: string, runner: string) => ({
  runner,
  job: (tenant: string, importId: string) => `${tenant}#${name}#${importId}`,
  queue: (tenant: string) => `${tenant}#${name}Q`,
  byRequester: (tenant: string, uuid: string) => `${tenant}#${name}SBY#${uuid}`,
  rowsFile: (tenant: string, importId: string) => `${filesPrefix}${tenant}/${importId}/rows.json`,
  problemsFile: (tenant: string, importId: string) => `${filesPrefix}${tenant}/${importId}/problems.json`,
});
export type ImportJobKeys = ReturnType<typeof importJobKeys>;

/** The outcome a job ends with; `extra` holds the kind's own attributes (such as what it created). */
export interface ImportOutcomeFields {
  status: ImportStatusName;
  written: number;
  problems: number;
  message?: string;
  extra?: Record<string, unknown>;
}

const key = (job: Pick<ImportJobItem, 'tenant' | 'import_id'>) => ({
  tenant: job.tenant,
  import_id: job.import_id,
});

/**
 * The operations of one import kind over its entity (built with importJobAttributes). The toolbox
 * cannot see the common attributes through the generic entity: the items are passed as `never`.
 */
export function importJobStore<E extends Entity>(entity: E, keys: ImportJobKeys) {
  type Job = FormattedItem<E> & ImportJobItem;
  const update = (values: Record<string, unknown>, condition: Record<string, unknown>) =>
    entity
      .build(UpdateItemCommand)
      .item(values as never)
      .options({ condition } as never)
      .send();
  const ignoreEnded = (error: unknown) => {
    if (!isConditionalCheckFailure(error)) throw error;
  };

  const get = async (tenant: string, importId: string): Promise<Job | undefined> => {
    const { Item } = await entity
      .build(GetItemCommand)
      .key({ tenant, import_id: importId } as never)
      .options({ consistent: true })
      .send();
    return Item as Job | undefined;
  };

  const query = async (index: 'gsi1' | 'gsi2', partition: string, reverse: boolean): Promise<Job[]> => {
    const jobs: Job[] = [];
    const pages = table.build(QueryCommand).entities(entity).query({ index, partition }).options({ reverse });
    for await (const page of pages.paginate()) jobs.push(...((page.Items ?? []) as Job[]));
    return jobs;
  };

  return {
    keys,
    get,

    /** Queues a new import (InProgress); false when that id exists already (a repeated start). */
    async create(job: NewImportJob & Record<string, unknown>, now = new Date()): Promise<boolean> {
      try {
        await entity
          .build(PutItemCommand)
          .item({
            ...job,
            status: ImportStatus.InProgress,
            started_at: now.toISOString(),
            gsi1pk: keys.queue(job.tenant),
            gsi1sk: `${now.toISOString()}#${job.import_id}`,
            gsi2pk: keys.byRequester(job.tenant, job.requested_by),
            gsi2sk: `${now.toISOString()}#${job.import_id}`,
          } as never)
          .options({ condition: { attr: 'import_id', exists: false } } as never)
          .send();
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** InProgress imports of a tenant, oldest first. */
    queued: (tenant: string) => query('gsi1', keys.queue(tenant), false),

    /** A page of the requester's imports, newest first, with the total. */
    async byRequester(
      tenant: string,
      uuid: string,
      page: { pageSize: number; pageIndex: number },
    ): Promise<{ items: Job[]; total: number }> {
      const all = await query('gsi2', keys.byRequester(tenant, uuid), true);
      return {
        items: all.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize),
        total: all.length,
      };
    },

    /** Takes the job for `leaseMs` unless another runner holds it (or it ended); counts the attempt. */
    claim: (job: Job, now: Date, leaseMs: number) =>
      claimLease(entity, key(job) as never, ImportStatus.InProgress, now, leaseMs),

    /** Progress: rows written of total (only ever moves forward). */
    recordProgress: (job: Job, written: number, total: number) =>
      update(
        { ...key(job), written, total },
        {
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
      ).then(() => undefined, ignoreEnded),

    /** Sets the kind's own attributes once (a re-run reads the stored ones); false when already set. */
    async setOnce(job: Job, attribute: string, value: unknown): Promise<boolean> {
      try {
        await update({ ...key(job), [attribute]: value }, { attr: attribute, exists: false });
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** Ends a job, Completed or Failed; either way it leaves the queue. Only an InProgress job ends. */
    async finish(job: Job, outcome: ImportOutcomeFields, now = new Date()): Promise<boolean> {
      try {
        await update(
          {
            ...key(job),
            ...outcome.extra,
            status: outcome.status,
            written: outcome.written,
            problems: outcome.problems,
            ...(outcome.message ? { message: outcome.message.slice(0, 500) } : {}),
            finished_at: now.toISOString(),
            lease_until: $remove(),
            gsi1pk: $remove(),
            gsi1sk: $remove(),
          },
          { attr: 'status', eq: ImportStatus.InProgress },
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** Gives the job back after a failed attempt (its staged writes stay: the next run continues them). */
    release: (job: Job, error: string) =>
      update(
        { ...key(job), message: error.slice(0, 500), lease_until: $remove() },
        { attr: 'status', eq: ImportStatus.InProgress },
      ).then(() => undefined, ignoreEnded),

    /** The caller's import of that id, or 404 (another user's answers like one that does not exist). */
    async own(tenant: string, uuid: string, importId: string): Promise<Job> {
      const job = await get(tenant, importId);
      if (!job || job.requested_by !== uuid) throw notFound(ImportJobMessages.notFound);
      return job;
    },

    /** Before a presigned upload: an id already started is that import, its file not replaced (409 to its owner, 404 to others). */
    async assertNotStarted(tenant: string, uuid: string, importId: string): Promise<void> {
      const existing = await get(tenant, importId);
      if (existing)
        throw existing.requested_by === uuid
          ? conflict(ImportJobMessages.alreadyStarted)
          : notFound(ImportJobMessages.notFound);
    },

    /**
     * Starts the import of the uploaded rows once: the same id again answers the same import (its
     * owner's; 404 to others). For a new start, `prepare` runs the kind's checks (it may throw) and
     * gives the rest of the job (its company, ...); then the upload must be there (400), the job is
     * queued and started: in the cloud its runner is invoked at once (asynchronously: a run in this
     * Lambda would freeze with the response), in the twin it runs in this process. If the start
     * fails, the runner's schedule takes the job within a minute.
     */
    async startOnce(
      job: Omit<NewImportJob, 'company_id'>,
      prepare: () => Promise<{ company_id: number } & Record<string, unknown>>,
      run: (started: Job) => Promise<unknown>,
    ): Promise<Job> {
      const repeat = await get(job.tenant, job.import_id);
      if (repeat) {
        if (repeat.requested_by !== job.requested_by) throw notFound(ImportJobMessages.notFound);
        return repeat;
      }
      const rest = await prepare();
      if (!(await this.uploaded(job.tenant, job.import_id)))
        throw badRequest(ImportJobMessages.uploadMissing);
      await this.create({ ...job, ...rest });
      const started = (await get(job.tenant, job.import_id))!;
      if (started.requested_by !== job.requested_by) throw notFound(ImportJobMessages.notFound);
      const kickFailed = (error: unknown) =>
        logger.warn('import start failed; the scheduled runner will take it', {
          tenant: job.tenant,
          import: job.import_id,
          error: (error as Error).message,
        });
      if (process.env.AWS_LAMBDA_FUNCTION_NAME) await startRunner(keys.runner).catch(kickFailed);
      else void run(started).catch(kickFailed);
      return started;
    },

    // ---- the files bucket (import-files.ts) ----
    ...importJobFiles(keys),
  };
}

/**
 * The spec's one-request upload calls take at most IMPORT_SYNC_MAX_ROWS rows; a larger file is an
 * import job. More rows answer 413 (Content Too Large), not 400: the request is well formed and
 * every row may be right, it is only too large for one request, and the message names the job
 * calls to use. Checked before anything is read or written.
 */
export function refuseOverSyncRows(rows: number, message: string): void {
  if (takesImportJob(rows)) throw new HttpError(413, message);
}

/** A job item as the history row and the polled progress (shared ImportRow); `created` is the kind's own count. */
export const importJobRow = (job: ImportJobItem, created: number): ImportRow => ({
  import_id: job.import_id,
  file_name: job.file_name,
  company_id: job.company_id,
  status: job.status as ImportRow['status'],
  total: job.total,
  written: job.written,
  created,
  problems: job.problems,
  message: job.message ?? null,
  started_at: job.started_at,
  finished_at: job.finished_at ?? null,
});
