/**
 * The asset import job: a spreadsheet of more than IMPORT_SYNC_MAX_ROWS rows (shared/assets/rules.ts).
 * The browser uploads the checked rows' JSON to the files bucket (imports/{tenant}/{id}/rows.json)
 * and starts the job with its own id; this module validates the rows again (planImport, the same
 * checks and texts as Asset/BulkUploadAssets) and writes them, storing progress (rows written of
 * total) on the job item. Runs by the scheduled runner (jobs.ts runAssetImports, every minute, as
 * the report jobs do) and, on the twin, at once from the start call; a lease keeps two runs apart.
 *
 * ALL OR NOTHING, CHOSEN WAY: "stage then commit idempotently". Every write is deterministic and
 * repeatable, so a run killed at any point is continued by the next one and never duplicates:
 *  - the job reserves its asset ids once (first_asset_id on the job item): row i is asset
 *    first + i in every run, its created time the job's start, so its record and list entries
 *    have the same keys and contents each time (puts overwrite);
 *  - internal-id uniqueness is reserved idempotently: the sentinel's put succeeds when absent or
 *    already holding this job's asset id; another asset's id there is a real clash;
 *  - records are written before their list entries, group by group; `written` moves forward only
 *    after a group is wholly written, and a re-run continues from there;
 *  - the list counts (the only non-idempotent writes) are added once per count item: each count
 *    update commits in one transaction with a mark of this job (functions/lib/jobs/once.ts, as
 *    the inspection-forms upload job does), which a re-run finds and skips; the mark keeps its undo;
 *  - the assets' webhook events (asset.changed, created) go out once the counts are added, in the
 *    types registry's transactions (import-events.ts), their ids fixed by the job: a re-run queues each once;
 *  - the job ends Completed (with one notification of fixed id) only after all of that.
 * A job that cannot finish (its attempts used up, or a clash found while writing) is abandoned by
 * cleanupImport: it takes back the marked counts and deletes the entries, records and sentinels
 * of its id range, then ends Failed. Nothing of it stays. Until the counts phase the staged assets
 * are not counted, so a list may briefly show rows beyond its total while a job runs.
 */
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import pLimit from 'p-limit';
import { AssetMessages } from '#shared/assets/messages.js';
import { ImportStatus } from '#shared/assets/rules.js';
import { importRowsFile, type UploadProblem } from '#shared/assets/payload-schemas.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { NotificationType } from '#shared/codes.js';
import { getMany } from '#lib/batch-get.js';
import { applyOnce, undoOnce } from '#lib/jobs/once.js';
import { logger, withKeys } from '#lib/logger.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { untilFirstFailure } from '#lib/pool.js';
import { listAllForms } from '#functions/forms/index.js';
import { notifyJobRequester } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { writeImportTypesAndEvents } from './import-events.js';
import { planImport, tableWriter, type ImportWriter } from './import.js';
import type { CountChange } from './listing.js';
import { AssetEntity } from './store/entities.js';
import {
  allocateAssetIds,
  AssetIdEntity,
  assetRecordOf,
  getAssets,
  type AssetRecord,
  type NewAsset,
} from './store/assets.js';
import {
  claimImport,
  countMarks,
  finishImport,
  getImport,
  readImportFile,
  recordProgress,
  releaseImport,
  reserveAssetIds,
  writeProblems,
  type AssetImport,
} from './store/imports.js';
import { bulkIndexOf, countUpdateWrite, entryDeleteRequest, entryPutRequest } from './store/list-index.js';

/** Attempts before a job is abandoned (cleaned up and Failed). */
export const MAX_IMPORT_ATTEMPTS = 3;
/** Longer than a run can take (the runner's Lambda timeout), so a killed run's job is taken again later. */
export const IMPORT_LEASE_MS = 15 * 60_000;
/** Assets written between two progress updates. */
export const IMPORT_GROUP = 250;
const PARALLEL_WRITES = 8;
/** The mark of a list count added once (functions/lib/jobs/once.ts): `count#{company}#{sub}#{shard}`. */
const COUNT_MARK = 'count#';

export type ImportOutcome = 'completed' | 'refused' | 'failed' | 'retry' | 'busy';

export interface ImportJobOptions {
  /** How records and list entries are written (a test swaps it to kill a run half-way). */
  writer?: ImportWriter;
  /** The run's clock (a test moves it past a killed run's lease). */
  now?: Date;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** A clash found while writing (another asset took an internal id meanwhile): the job cannot finish. */
class ImportRefused extends Error {
  constructor(readonly problems: UploadProblem[]) {
    super(problems[0]?.message ?? AssetMessages.importFailed);
  }
}

/** The ids' sentinels that hold another asset than this job's (row i is first + i). */
async function takenByOthers(
  tenant: string,
  companyId: number,
  internalIds: string[],
  mine: (assetId: number) => boolean,
): Promise<Set<string>> {
  const keys = [...new Set(internalIds)].map((internal_asset_id) => ({
    tenant,
    company_id: companyId,
    internal_asset_id,
  }));
  const found = await getMany(AssetIdEntity, keys);
  return new Set(found.filter((s) => !mine(s.asset_id)).map((s) => s.internal_asset_id));
}

/** The ids named by the file's rows (trimmed digits, as the row schema reads them). */
const internalIdsOf = (rows: Record<string, unknown>[]) =>
  rows.map((r) => String(r.internal_asset_id ?? '').trim()).filter((id) => /^\d+$/.test(id));

/** Tells the requester how the job ended (one notification, its id fixed by the job). */
const notify = (job: AssetImport, heading: string, message: string) =>
  notifyJobRequester(job, { type: NotificationType.AssetImportDone, idPrefix: 'import', heading, message });

/** Validates and writes the job's rows (see the top of this file); 'completed' or 'refused'. */
async function importRows(job: AssetImport, writer: ImportWriter): Promise<'completed' | 'refused'> {
  const tenant = job.tenant;
  const uploaded = await readImportFile(tenant, job.import_id);
  const file = importRowsFile.safeParse(uploaded);
  if (!file.success) {
    const reason =
      uploaded === undefined
        ? AssetMessages.importUploadMissing
        : (file.error.issues[0]?.message ?? AssetMessages.fileEmpty);
    await abandonImport(job, reason);
    return 'refused';
  }
  const rows = file.data.AssetRequestModel;
  const total = rows.length;
  const [org, forms] = await Promise.all([
    getOrg(tenant),
    listAllForms(tenant, job.company_id, FormTypeId.InspectionChecklist),
  ]);
  const first = job.first_asset_id;
  const mine = (assetId: number) => first !== undefined && assetId >= first && assetId < first + total;
  const taken = await takenByOthers(tenant, job.company_id, internalIdsOf(rows), mine);
  const { problems, assets } = planImport(
    rows,
    { tenant, companyId: job.company_id, siteId: job.site_id, org, forms },
    taken,
  );
  if (problems.length) {
    await abandonImport(job, problems[0].message, problems);
    return 'refused';
  }

  const firstId = await reserveAssetIds(job, async () => (await allocateAssetIds(tenant, total))[0]);
  const startedAt = new Date(job.started_at);
  const records = assets.map((asset, i) =>
    assetRecordOf({ ...asset, tenant, asset_id: firstId + i } as NewAsset, startedAt),
  );
  await recordProgress(job, Math.min(job.written, total), total);

  // 1. Internal ids, reserved idempotently: absent, or already this row's asset.
  const clashes: UploadProblem[] = [];
  await pLimit(PARALLEL_WRITES * 2).map(records, async (r, i) => {
    try {
      await AssetIdEntity.build(PutItemCommand)
        .item({
          tenant,
          company_id: r.company_id,
          internal_asset_id: r.internal_asset_id,
          asset_id: r.asset_id,
        })
        .options({
          condition: {
            or: [
              { attr: 'asset_id', exists: false },
              { attr: 'asset_id', eq: r.asset_id },
            ],
          },
        })
        .send();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
      const raw = rows[i];
      clashes.push({
        row: typeof raw.row === 'number' ? raw.row : i + 2,
        column: 'Object',
        message: AssetMessages.internalIdTaken,
      });
    }
  });
  if (clashes.length) throw new ImportRefused(clashes.sort((a, b) => a.row - b.row));

  // 2. Records, then their list entries, a group at a time; `written` after each whole group.
  const { entries, counts } = bulkIndexOf(records);
  const entriesOf = new Map<number, typeof entries>();
  for (const e of entries) entriesOf.set(e.asset_id, [...(entriesOf.get(e.asset_id) ?? []), e]);
  const writeAll = async (requests: Parameters<ImportWriter['batchWrite']>[0]) => {
    const result = await untilFirstFailure(chunks(requests, 25), PARALLEL_WRITES, (batch) =>
      writer.batchWrite(batch),
    );
    if (result.error !== undefined) throw result.error;
  };
  const resumeAt = Math.floor(Math.min(job.written, total) / IMPORT_GROUP) * IMPORT_GROUP;
  for (let at = resumeAt; at < total; at += IMPORT_GROUP) {
    const group = records.slice(at, at + IMPORT_GROUP);
    await writeAll(group.map((r) => AssetEntity.build(BatchPutRequest).item(r)));
    await writeAll(group.flatMap((r) => (entriesOf.get(r.asset_id) ?? []).map(entryPutRequest)));
    await recordProgress(job, at + group.length, total);
  }

  // 3. The list counts, each added once (its mark commits with it).
  await pLimit(PARALLEL_WRITES).map(counts, (c) =>
    applyOnce(tenant, job.import_id, `${COUNT_MARK}${c.company_id}#${c.sub}#${c.shard}`, c, [
      countUpdateWrite(tenant, c, 1),
    ]),
  );

  // 4. The types registry names what is in use (idempotent puts); the same transactions carry the
  // assets' webhook events (asset.changed, created), their ids fixed by the job (a re-run queues each once).
  await writeImportTypesAndEvents(tenant, job.company_id, records, job.import_id);

  await notify(job, AssetMessages.importDoneHeading, AssetMessages.importDone(total, job.file_name));
  await finishImport(job, {
    status: ImportStatus.Completed,
    assetsCreated: total,
    written: total,
    problems: 0,
  });
  return 'completed';
}

/**
 * Takes back everything a job may have written (idempotent; safe on a job that wrote nothing):
 * the counts it marked, then the list entries and records of its id range, then the sentinels that
 * hold its ids. The job item itself is left for the caller to end.
 */
export async function cleanupImport(jobAsGiven: AssetImport): Promise<void> {
  const job = (await getImport(jobAsGiven.tenant, jobAsGiven.import_id)) ?? jobAsGiven;
  const tenant = job.tenant;
  for (const mark of await countMarks(job))
    await undoOnce(mark, [countUpdateWrite(tenant, JSON.parse(mark.undo) as CountChange, -1)]);
  const first = job.first_asset_id;
  if (first === undefined) return; // nothing was staged before the ids were reserved
  const file = importRowsFile.safeParse(await readImportFile(tenant, job.import_id));
  const rows = file.success ? file.data.AssetRequestModel : [];
  const total = Math.max(job.total, rows.length);
  const ids = Array.from({ length: total }, (_, i) => first + i);
  // Entries are written after their record: every staged entry belongs to a stored record.
  const stored: AssetRecord[] = [];
  for (const part of chunks(ids, 500)) stored.push(...(await getAssets(tenant, part)));
  const { entries } = bulkIndexOf(stored);
  const deletes = [
    ...entries.map(entryDeleteRequest),
    ...stored.map((r) => AssetEntity.build(BatchDeleteRequest).key({ tenant, asset_id: r.asset_id })),
  ];
  const removed = await untilFirstFailure(chunks(deletes, 25), PARALLEL_WRITES, (batch) =>
    tableWriter.batchWrite(batch),
  );
  if (removed.error !== undefined) throw removed.error;
  const internalIds = new Set([...internalIdsOf(rows), ...stored.map((r) => r.internal_asset_id)]);
  await pLimit(PARALLEL_WRITES * 2).map([...internalIds], async (internalId) => {
    try {
      await AssetIdEntity.build(DeleteItemCommand)
        .key({ tenant, company_id: job.company_id, internal_asset_id: internalId })
        .options({ condition: { attr: 'asset_id', between: [first, first + total - 1] } })
        .send();
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error; // absent, or another asset's: left alone
    }
  });
}

/** Gives a job up: everything it wrote taken back, then Failed with the reason, and the user told. */
export async function abandonImport(job: AssetImport, reason: string, problems: UploadProblem[] = []) {
  await cleanupImport(job);
  if (problems.length) await writeProblems(job.tenant, job.import_id, problems);
  await notify(
    job,
    AssetMessages.importFailedHeading,
    problems.length
      ? AssetMessages.importRefused(new Set(problems.map((p) => p.row)).size, job.file_name)
      : `${job.file_name}: ${reason}`,
  );
  await finishImport(job, {
    status: ImportStatus.Failed,
    assetsCreated: 0,
    written: 0,
    problems: problems.length,
    message: problems[0]?.message ?? reason,
  });
}

/** One run of a job: claim it, then write or continue it; a failure leaves it to the next run until the attempts are used up. */
export async function runImportJob(job: AssetImport, options: ImportJobOptions = {}): Promise<ImportOutcome> {
  const log = withKeys(logger, { job: 'assetImport', import: job.import_id }, 'assetcare-jobs');
  if (!(await claimImport(job, options.now ?? new Date(), IMPORT_LEASE_MS))) return 'busy';
  const fresh = (await getImport(job.tenant, job.import_id)) ?? job;
  try {
    return await importRows(fresh, options.writer ?? tableWriter);
  } catch (error) {
    if (error instanceof ImportRefused) {
      await abandonImport(fresh, error.message, error.problems);
      return 'refused';
    }
    const reason = error instanceof Error ? error.message : String(error);
    log.warn('asset import attempt failed', { tenant: job.tenant, attempt: fresh.attempts, error: reason });
    if (fresh.attempts >= MAX_IMPORT_ATTEMPTS) {
      await abandonImport(fresh, AssetMessages.importFailed);
      return 'failed';
    }
    await releaseImport(fresh, reason);
    return 'retry';
  }
}
