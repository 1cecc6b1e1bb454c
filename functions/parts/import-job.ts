/**
 * The parts import job (issue 25 item 1; the common machinery is functions/lib/jobs/): the browser
 * uploads the sheet's rows as JSON to the files bucket (part-imports/{tenant}/{id}/rows.json) and
 * starts the job with its own id; this module checks every row (operations/import-plan.ts) and,
 * only when no row has a problem, writes the parts, storing progress (rows written of total) on
 * the job item. A refused file writes nothing: its per-row report goes to the files bucket and the
 * job ends Failed with the count. Runs by the scheduled runner (jobs.ts runPartImports, every
 * minute) and, on the twin, at once from the start call; the lease keeps two runs apart.
 *
 * Every file is a job, however small (unlike the asset and inspection uploads, there is no older
 * one-request call to keep): a few rows end before the page's first poll, and one path means one
 * set of checks and one report.
 *
 * ALL OR NOTHING, IDEMPOTENT: row i is the part importedPartId(import id, i), created at the job's
 * start, so every run plans the same items. Each part is one transaction (its number reserved,
 * the part, its stock items, its list entries and counts), whose part put is conditioned on the
 * part being absent: a re-run skips the parts an earlier run committed, so nothing (the counts
 * included) is written twice; the number's condition accepts this part's own reservation. A number
 * taken meanwhile by another part, or attempts used up, abandons the job: cleanupPartImport deletes
 * the parts of its rows (their numbers, stock, list entries and counts with them), then Failed.
 */
import pLimit from 'p-limit';
import { ImportJobMessages, ImportStatus, type UploadProblem } from '#shared/common/import-jobs.js';
import { PartMessages } from '#shared/parts/messages.js';
import { partImportHeaderOf } from '#shared/parts/import-rules.js';
import { partImportRowsFile } from '#shared/parts/import-schemas.js';
import { partNumberKey } from '#shared/parts/rules.js';
import { SiteStatus } from '#shared/codes.js';
import { getMany } from '#lib/batch-get.js';
import { logger, withKeys } from '#lib/logger.js';
import { failedCondition, isTransactionConflict, withRetry } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { getDealers } from '#functions/dealers/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { newPartItems, newPartWrites } from './operations/catalogue.js';
import { planPartImport, sheetRowOf } from './operations/import-plan.js';
import { PartNumberEntity } from './store/entities.js';
import { getPartRecords, partDeleteWrites } from './store/parts.js';
import { importedPartId, partImports, type PartImport } from './store/imports.js';

/** Attempts before a job is abandoned (cleaned up and Failed). */
export const MAX_PART_IMPORT_ATTEMPTS = 3;
/** Longer than a run can take (the runner's Lambda timeout), so a killed run's job is taken again later. */
export const PART_IMPORT_LEASE_MS = 15 * 60_000;
/** Parts written between two progress updates. */
export const PART_IMPORT_GROUP = 100;
const PARALLEL = 8;

export type PartImportOutcome = 'completed' | 'refused' | 'failed' | 'retry' | 'busy';

export interface PartImportOptions {
  /** The run's clock (a test moves it past a killed run's lease). */
  now?: Date;
  /** Called before each part's transaction (a test throws from it to kill a run half-way). */
  beforeWrite?: (index: number) => void;
}

/** A number taken by another part while the job wrote: the job cannot finish. */
class PartImportRefused extends Error {
  constructor(readonly problems: UploadProblem[]) {
    super(problems[0]?.message ?? ImportJobMessages.failed);
  }
}

async function uploadedRows(job: PartImport) {
  const uploaded = await partImports.readRows(job.tenant, job.import_id);
  const file = partImportRowsFile.safeParse(uploaded);
  if (file.success) return { rows: file.data.parts };
  return {
    reason:
      uploaded === undefined
        ? ImportJobMessages.uploadMissing
        : (file.error.issues[0]?.message ?? PartMessages.importFileEmpty),
  };
}

/** The part numbers of the rows that another part than this job's holds. */
async function takenNumbers(job: PartImport, rows: Record<string, unknown>[]): Promise<Set<string>> {
  const keys = [
    ...new Set(
      rows
        .map((r) =>
          typeof r.part_number === 'string' || typeof r.part_number === 'number'
            ? partNumberKey(String(r.part_number))
            : '',
        )
        .filter(Boolean),
    ),
  ];
  const mine = new Set(rows.map((_, i) => importedPartId(job.import_id, i)));
  const found = await getMany(
    PartNumberEntity,
    keys.map((number_key) => ({ tenant: job.tenant, company_id: job.company_id, number_key })),
  );
  return new Set(found.filter((n) => !mine.has(n.part_id)).map((n) => n.number_key));
}

/** The company's dealers among the ids the rows name. */
async function companyDealerIds(job: PartImport, rows: Record<string, unknown>[]): Promise<Set<number>> {
  const ids = rows.map((r) => Number(r.preferred_dealer_id)).filter((n) => Number.isSafeInteger(n) && n > 0);
  const dealers = await getDealers(job.tenant, ids);
  return new Set(
    [...dealers.values()].filter((d) => d.company_id === job.company_id).map((d) => d.service_dealer_id),
  );
}

async function importRows(job: PartImport, options: PartImportOptions): Promise<'completed' | 'refused'> {
  const tenant = job.tenant;
  const file = await uploadedRows(job);
  if (!file.rows) {
    await abandonPartImport(job, file.reason);
    return 'refused';
  }
  const rows = file.rows;
  const total = rows.length;
  const org = await getOrg(tenant);
  const sites = org.sites.filter((s) => s.company_id === job.company_id && s.status !== SiteStatus.AllSites);
  const [taken, dealerIds] = await Promise.all([takenNumbers(job, rows), companyDealerIds(job, rows)]);
  const { problems, parts } = planPartImport(rows, { sites, dealerIds, taken });
  if (problems.length) {
    await abandonPartImport(job, problems[0].message, problems);
    return 'refused';
  }
  await partImports.recordProgress(job, Math.min(job.written, total), total);

  // The job's clock is its start: every run plans the same parts.
  const startedAt = new Date(job.started_at);
  const clashes: UploadProblem[] = [];
  const resumeAt = Math.floor(Math.min(job.written, total) / PART_IMPORT_GROUP) * PART_IMPORT_GROUP;
  for (let at = resumeAt; at < total; at += PART_IMPORT_GROUP) {
    const indexes = Array.from({ length: Math.min(PART_IMPORT_GROUP, total - at) }, (_, i) => at + i);
    await pLimit(PARALLEL).map(indexes, async (i) => {
      options.beforeWrite?.(i);
      const { part, stock } = newPartItems(
        tenant,
        job.company_id,
        importedPartId(job.import_id, i),
        parts[i],
        job.requested_by,
        startedAt,
      );
      try {
        // Parallel parts may meet on a list count shard: a conflict committed nothing, so it is retried.
        await withRetry(() => writeTransaction(newPartWrites(tenant, part, stock)), {
          attempts: 8,
          retryIf: isTransactionConflict,
        });
      } catch (error) {
        if (failedCondition(error, 0))
          clashes.push({
            row: sheetRowOf(rows[i], i),
            column: partImportHeaderOf('part_number'),
            message: PartMessages.partNumberTaken,
          });
        // Item 1: the part is there, committed whole by an earlier run of this job.
        else if (!failedCondition(error, 1)) throw error;
      }
    });
    if (clashes.length) throw new PartImportRefused(clashes.sort((a, b) => a.row - b.row));
    await partImports.recordProgress(job, at + indexes.length, total);
  }

  await partImports.finish(job, {
    status: ImportStatus.Completed,
    written: total,
    problems: 0,
    extra: { parts_created: total },
  });
  return 'completed';
}

/**
 * Takes back every part a job may have written (idempotent; safe on a job that wrote nothing):
 * each with its number, stock items and list entries and counts, in one transaction. The job item
 * itself is left for the caller to end.
 */
export async function cleanupPartImport(job: PartImport): Promise<void> {
  const file = await uploadedRows(job);
  const total = Math.max(job.total, file.rows?.length ?? 0);
  const ids = Array.from({ length: total }, (_, i) => importedPartId(job.import_id, i));
  for (let at = 0; at < ids.length; at += 100) {
    const stored = await getPartRecords(job.tenant, ids.slice(at, at + 100));
    await pLimit(PARALLEL).map(stored, (part) =>
      withRetry(async () => writeTransaction(await partDeleteWrites(job.tenant, part)), {
        attempts: 8,
        retryIf: isTransactionConflict,
      }),
    );
  }
}

/** Gives a job up: everything it wrote taken back, its report stored, then Failed with the reason. */
export async function abandonPartImport(job: PartImport, reason: string, problems: UploadProblem[] = []) {
  await cleanupPartImport(job);
  if (problems.length) await partImports.writeProblems(job.tenant, job.import_id, problems);
  await partImports.finish(job, {
    status: ImportStatus.Failed,
    written: 0,
    problems: problems.length,
    message: problems.length
      ? PartMessages.importRefused(new Set(problems.map((p) => p.row)).size, job.file_name)
      : reason,
    extra: { parts_created: 0 },
  });
}

/** One run of a job: claim it, then write or continue it; a failure leaves it to the next run until the attempts are used up. */
export async function runPartImportJob(
  job: PartImport,
  options: PartImportOptions = {},
): Promise<PartImportOutcome> {
  const log = withKeys(logger, { job: 'partImport', import: job.import_id }, 'assetcare-jobs');
  if (!(await partImports.claim(job, options.now ?? new Date(), PART_IMPORT_LEASE_MS))) return 'busy';
  const fresh = (await partImports.get(job.tenant, job.import_id)) ?? job;
  try {
    return await importRows(fresh, options);
  } catch (error) {
    if (error instanceof PartImportRefused) {
      await abandonPartImport(fresh, error.message, error.problems);
      return 'refused';
    }
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('parts import attempt failed', { tenant: job.tenant, attempt: fresh.attempts, error: reason });
    if (fresh.attempts >= MAX_PART_IMPORT_ATTEMPTS) {
      await abandonPartImport(fresh, ImportJobMessages.failed);
      return 'failed';
    }
    await partImports.release(fresh, reason);
    return 'retry';
  }
}
