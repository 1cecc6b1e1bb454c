/**
 * The inspection-forms import job: a spreadsheet of more than IMPORT_SYNC_MAX_ROWS rows
 * (shared/common/import-jobs.ts). The browser uploads the sheet's rows as JSON to the files bucket
 * (inspection-imports/{tenant}/{id}/rows.json) and starts the job with its own id; this module
 * checks the rows again (planUpload: the same checks and texts as Inspection/UploadInspectionForms)
 * and writes them as Accepted inspections, storing progress (rows written of total) on the job
 * item. Runs by the scheduled runner (jobs.ts runInspectionImports, every minute) and, on the twin,
 * at once from the start call; the lease (functions/lib/jobs/lease.ts) keeps two runs apart.
 *
 * ALL OR NOTHING, CHOSEN WAY: "stage then commit idempotently", as the asset import does. Every
 * write is deterministic and repeatable, so a run killed at any point is continued by the next
 * one and never duplicates:
 *  - row i is the inspection importedInspectionId(import id, i), created and dated at the job's
 *    start, so its record and list entries have the same keys and contents in every run (puts
 *    overwrite); the asset-word markers are shared and never taken back (a search checks counts);
 *  - records and their list entries are written group by group; `written` moves forward only
 *    after a whole group, and a re-run continues from there;
 *  - the only non-idempotent writes, the list counts and the reports' roll-up counters, are each
 *    committed in one transaction with a mark of this job (functions/lib/jobs/once.ts): a re-run
 *    finds the mark and skips it; the mark keeps the write's undo;
 *  - the job ends Completed (with one notification of fixed id) only after all of that.
 * Until the counts are added the staged inspections are not counted, so a list may briefly show
 * rows beyond its total while a job runs (as the one-request upload does between its phases).
 * A job that cannot finish (its attempts used up, or its rows refused) is abandoned by
 * cleanupInspectionImport: the marked counts and roll-ups taken back, the entries and records of
 * its rows deleted, then Failed. Nothing of it stays.
 */
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import pLimit from 'p-limit';
import { NotificationType } from '#shared/codes.js';
import { ImportJobMessages, ImportStatus, type UploadProblem } from '#shared/common/import-jobs.js';
import { InspectionImportMessages } from '#shared/inspections/messages.js';
import { inspectionImportRowsFile } from '#shared/inspections/upload-schemas.js';
import { tableBatchWriter, writeAllBatches, type BatchWriter } from '#lib/jobs/batches.js';
import { applyOnce, jobMarks, undoOnce } from '#lib/jobs/once.js';
import { logger, withKeys } from '#lib/logger.js';
import { notifyJobRequester } from '#functions/notifications/index.js';
import {
  mergeRollupChanges,
  rollupChanges,
  rollupUndo,
  rollupUpdateByToolbox,
  type RollupChange,
} from '#functions/rollups/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import type { CountChange } from './listing.js';
import { planUpload, uploadScope, type PlannedProblem } from './operations/upload-plan.js';
import { InspectionEntity, type InspectionRecord } from './store/entities.js';
import { importedInspectionId, inspectionImports, type InspectionImport } from './store/imports.js';
import {
  bulkIndexOf,
  countUpdateWrite,
  getInspections,
  InspectionListCountEntity,
  entryDeleteRequest,
  InspectionListEntryEntity,
} from './store/list-index.js';

/** Attempts before a job is abandoned (cleaned up and Failed). */
export const MAX_INSPECTION_IMPORT_ATTEMPTS = 3;
/** Longer than a run can take (the runner's Lambda timeout), so a killed run's job is taken again later. */
export const INSPECTION_IMPORT_LEASE_MS = 15 * 60_000;
/** Inspections written between two progress updates. */
export const INSPECTION_IMPORT_GROUP = 100;
const PARALLEL = 8;

export type InspectionImportOutcome = 'completed' | 'refused' | 'failed' | 'retry' | 'busy';

export interface InspectionImportOptions {
  /** How records and list entries are written (a test swaps it to kill a run half-way). */
  writer?: BatchWriter;
  /** The run's clock (a test moves it past a killed run's lease). */
  now?: Date;
}

const COUNT_MARK = 'count#';
const ROLLUP_MARK = 'rollup#';

/** The job's rows as uploaded, or the reason they cannot be read. */
async function uploadedRows(job: InspectionImport) {
  const uploaded = await inspectionImports.readRows(job.tenant, job.import_id);
  const file = inspectionImportRowsFile.safeParse(uploaded);
  if (file.success) return { rows: file.data.inspections };
  return {
    reason:
      uploaded === undefined
        ? ImportJobMessages.uploadMissing
        : (file.error.issues[0]?.message ?? ImportJobMessages.uploadMissing),
  };
}

/** A problem as the report shows it: the sheet's own row number when the browser sent it (header is row 1). */
const reportedProblem =
  (rows: Record<string, unknown>[]) =>
  (p: PlannedProblem): UploadProblem => ({
    row: typeof rows[p.index]?.row === 'number' ? (rows[p.index].row as number) : p.index + 2,
    column: p.column,
    message: p.message,
  });

/** Tells the requester how the job ended (one notification, its id fixed by the job). */
const notify = (job: InspectionImport, heading: string, message: string) =>
  notifyJobRequester(job, {
    type: NotificationType.InspectionImportDone,
    idPrefix: 'inspimport',
    heading,
    message,
  });

/** Checks and writes the job's rows (see the top of this file); 'completed' or 'refused'. */
async function importRows(job: InspectionImport, writer: BatchWriter): Promise<'completed' | 'refused'> {
  const tenant = job.tenant;
  const file = await uploadedRows(job);
  if (!file.rows) {
    await abandonInspectionImport(job, file.reason);
    return 'refused';
  }
  const rows = file.rows;
  const total = rows.length;
  const org = await getOrg(tenant);
  // The job's clock is its start: every run plans the same inspections.
  const startedAt = new Date(job.started_at);
  const { companySites, todayAt } = uploadScope(org, job.company_id, startedAt);
  const { problems, records, assetTypes } = await planUpload(
    tenant,
    job.company_id,
    companySites,
    rows,
    job.started_at,
    todayAt,
    (i) => importedInspectionId(job.import_id, i),
  );
  if (problems.length) {
    await abandonInspectionImport(job, problems[0].message, problems.map(reportedProblem(rows)));
    return 'refused';
  }
  await inspectionImports.recordProgress(job, Math.min(job.written, total), total);

  // 1. Records and their list entries (the markers with the first group), a group at a time.
  const { entries, markers, counts } = bulkIndexOf(records);
  const entriesOf = new Map<string, typeof entries>();
  for (const e of entries) entriesOf.set(e.inspection_id, [...(entriesOf.get(e.inspection_id) ?? []), e]);
  const resumeAt =
    Math.floor(Math.min(job.written, total) / INSPECTION_IMPORT_GROUP) * INSPECTION_IMPORT_GROUP;
  for (let at = resumeAt; at < total; at += INSPECTION_IMPORT_GROUP) {
    const group = records.slice(at, at + INSPECTION_IMPORT_GROUP);
    await writeAllBatches(
      [
        ...group.map((r) => InspectionEntity.build(BatchPutRequest).item(r)),
        ...(at === resumeAt
          ? markers.map((m) => InspectionListCountEntity.build(BatchPutRequest).item(m))
          : []),
      ],
      writer,
      PARALLEL,
    );
    await writeAllBatches(
      group.flatMap((r) =>
        (entriesOf.get(r.inspection_id) ?? []).map((e) =>
          InspectionListEntryEntity.build(BatchPutRequest).item(e),
        ),
      ),
      writer,
      PARALLEL,
    );
    await inspectionImports.recordProgress(job, at + group.length, total);
  }

  // 2. The list counts and the reports' roll-ups, each applied once (its mark commits with it).
  await pLimit(PARALLEL).map(counts, (c) =>
    applyOnce(tenant, job.import_id, `${COUNT_MARK}${c.company_id}#${c.sub}#${c.shard}`, c, [
      countUpdateWrite(tenant, c, 1),
    ]),
  );
  const rollups = mergeRollupChanges(
    records.flatMap((r) =>
      rollupChanges(
        null,
        r,
        { asset_type: assetTypes.get(r.asset_id) },
        org.sites.find((s) => s.site_id === r.site_id)?.timezone ?? 'UTC',
      ),
    ),
  );
  await pLimit(PARALLEL).map(rollups, (change) =>
    applyOnce(
      tenant,
      job.import_id,
      `${ROLLUP_MARK}${change.key.site_id}#${change.key.rollup}`,
      rollupUndo(change),
      [rollupUpdateByToolbox(change)],
    ),
  );

  await notify(
    job,
    InspectionImportMessages.doneHeading,
    InspectionImportMessages.done(total, job.file_name),
  );
  await inspectionImports.finish(job, {
    status: ImportStatus.Completed,
    written: total,
    problems: 0,
    extra: { inspections_created: total },
  });
  return 'completed';
}

/**
 * Takes back everything a job may have written (idempotent; safe on a job that wrote nothing): the
 * counts and roll-ups it marked, then the list entries and records of its rows. The job item itself
 * is left for the caller to end.
 */
export async function cleanupInspectionImport(jobAsGiven: InspectionImport): Promise<void> {
  const job = (await inspectionImports.get(jobAsGiven.tenant, jobAsGiven.import_id)) ?? jobAsGiven;
  const tenant = job.tenant;
  await pLimit(PARALLEL).map(await jobMarks(tenant, job.import_id), (mark) => {
    const undo = JSON.parse(mark.undo) as unknown;
    return undoOnce(
      mark,
      mark.mark.startsWith(COUNT_MARK)
        ? [countUpdateWrite(tenant, undo as CountChange, -1)]
        : [rollupUpdateByToolbox(undo as RollupChange)],
    );
  });
  const file = await uploadedRows(job);
  const total = Math.max(job.total, file.rows?.length ?? 0);
  const ids = Array.from({ length: total }, (_, i) => importedInspectionId(job.import_id, i));
  // Entries are written after their record: every staged entry belongs to a stored record.
  const stored: InspectionRecord[] = [];
  for (let at = 0; at < ids.length; at += 500)
    stored.push(...(await getInspections(tenant, ids.slice(at, at + 500))));
  const { entries } = bulkIndexOf(stored);
  await writeAllBatches(
    [
      ...entries.map((e) => entryDeleteRequest(tenant, e)),
      ...stored.map((r) =>
        InspectionEntity.build(BatchDeleteRequest).key({ tenant, inspection_id: r.inspection_id }),
      ),
    ],
    tableBatchWriter,
    PARALLEL,
  );
}

/** Gives a job up: everything it wrote taken back, then Failed with the reason, and the user told. */
export async function abandonInspectionImport(
  job: InspectionImport,
  reason: string,
  problems: UploadProblem[] = [],
) {
  await cleanupInspectionImport(job);
  if (problems.length) await inspectionImports.writeProblems(job.tenant, job.import_id, problems);
  await notify(
    job,
    InspectionImportMessages.failedHeading,
    problems.length
      ? InspectionImportMessages.refused(new Set(problems.map((p) => p.row)).size, job.file_name)
      : `${job.file_name}: ${reason}`,
  );
  await inspectionImports.finish(job, {
    status: ImportStatus.Failed,
    written: 0,
    problems: problems.length,
    message: problems[0]?.message ?? reason,
    extra: { inspections_created: 0 },
  });
}

/** One run of a job: claim it, then write or continue it; a failure leaves it to the next run until the attempts are used up. */
export async function runInspectionImportJob(
  job: InspectionImport,
  options: InspectionImportOptions = {},
): Promise<InspectionImportOutcome> {
  const log = withKeys(logger, { job: 'inspectionImport', import: job.import_id }, 'assetcare-jobs');
  if (!(await inspectionImports.claim(job, options.now ?? new Date(), INSPECTION_IMPORT_LEASE_MS)))
    return 'busy';
  const fresh = (await inspectionImports.get(job.tenant, job.import_id)) ?? job;
  try {
    return await importRows(fresh, options.writer ?? tableBatchWriter);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('inspection import attempt failed', {
      tenant: job.tenant,
      attempt: fresh.attempts,
      error: reason,
    });
    if (fresh.attempts >= MAX_INSPECTION_IMPORT_ATTEMPTS) {
      await abandonInspectionImport(fresh, ImportJobMessages.failed);
      return 'failed';
    }
    await inspectionImports.release(fresh, reason);
    return 'retry';
  }
}
