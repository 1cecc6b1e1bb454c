/**
 * POST Inspection/UploadInspectionForms (spec core 3 'Inspection-form upload', 5): past
 * inspections from a spreadsheet, stored as Accepted (10) with source 'upload'. Every row is
 * checked first (shape, the asset by internal id in the company, the operator by username) and
 * any problem refuses the whole file with each bad row's message; then the rows are written in
 * phases (records and list entries, then the summed counts), each undone if a later one fails.
 * Uploads open no issues: they are past inspections whose failed items were dealt with then,
 * and an old 'Not ok' must not reopen or comment on today's issues of the asset.
 */
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionImportMessages, InspectionMessages } from '#shared/inspections/messages.js';
import { ok } from '#lib/envelope.js';
import { HttpError } from '#lib/errors.js';
import { table } from '#lib/db.js';
import { refuseOverSyncRows } from '#lib/jobs/import-jobs.js';
import { logger } from '#lib/logger.js';
import { untilFirstFailure } from '#lib/pool.js';
import { applyRollupChanges, rollupChanges } from '#functions/rollups/index.js';
import { route } from '#functions/users/index.js';
import { assertUploadCompany, planUpload, uploadScope } from '../operations/upload-plan.js';
import { InspectionEntity, type InspectionRecord } from '../store/entities.js';
import {
  bulkIndexOf,
  countUpdate,
  InspectionListCountEntity,
  entryDeleteRequest,
  InspectionListEntryEntity,
} from '../store/list-index.js';

const PARALLEL_WRITES = 8;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
type BatchRequest = Parameters<BatchWriteCommand['requests']>[number];
const batchWrite = async (requests: BatchRequest[]) => {
  await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...requests));
};
/**
 * Writes the inspections all or nothing (a transaction holds 100 items and one inspection has a
 * dozen): 1. the records, their list entries and asset-word markers as batch puts (fresh ids:
 * nothing to collide; markers are shared and never taken back, a search checks the counts);
 * 2. the counts summed per count item, one update each. A failure undoes what was written.
 * Until phase 2 the new rows are not counted, so a list may briefly show more rows than its total.
 */
async function writeUpload(tenant: string, records: InspectionRecord[]): Promise<void> {
  const { entries, markers, counts } = bulkIndexOf(records);
  const removeAll = async () => {
    const deletes = [
      ...records.map((r) =>
        InspectionEntity.build(BatchDeleteRequest).key({ tenant, inspection_id: r.inspection_id }),
      ),
      ...entries.map((e) => entryDeleteRequest(tenant, e)),
    ];
    const undone = await untilFirstFailure(chunks(deletes, 25), PARALLEL_WRITES, batchWrite);
    if (undone.error !== undefined) throw undone.error;
  };
  const puts = [
    ...records.map((r) => InspectionEntity.build(BatchPutRequest).item(r)),
    ...entries.map((e) => InspectionListEntryEntity.build(BatchPutRequest).item(e)),
    ...markers.map((m) => InspectionListCountEntity.build(BatchPutRequest).item(m)),
  ];
  const written = await untilFirstFailure(chunks(puts, 25), PARALLEL_WRITES, batchWrite);
  if (written.error !== undefined) {
    logger.warn('inspection upload failed writing records, undoing', {
      tenant,
      error: (written.error as Error).message,
    });
    await removeAll();
    throw written.error;
  }
  const counted = await untilFirstFailure(counts, PARALLEL_WRITES, async (c) => {
    await countUpdate(tenant, c, 1).send();
  });
  if (counted.error !== undefined) {
    logger.warn('inspection upload failed updating list counts, undoing', {
      tenant,
      error: (counted.error as Error).message,
    });
    const takenBack = await untilFirstFailure(counted.done, PARALLEL_WRITES, async (c) => {
      await countUpdate(tenant, c, -1).send();
    });
    await removeAll();
    throw takenBack.error ?? counted.error;
  }
}

/** POST Inspection/UploadInspectionForms: every row or none; a refusal lists each bad row in data.problems. */
export const uploadInspectionForms = route(InspectionsApi.uploadInspectionForms, async (req) => {
  refuseOverSyncRows(req.body.inspections.length, InspectionImportMessages.useImportJob);
  const org = await req.org();
  const tenant = req.tenant.company_code;
  const companyId = assertUploadCompany(req, org, req.body.company_id);
  const now = new Date();
  const { companySites, todayAt } = uploadScope(org, companyId, now);
  const { problems, records, assetTypes } = await planUpload(
    tenant,
    companyId,
    companySites,
    req.body.inspections,
    now.toISOString(),
    todayAt,
  );
  if (problems.length)
    throw new HttpError(400, problems[0].message, {
      problems: problems.map((p) => ({ row: p.index + 1, message: p.message })),
    });
  await writeUpload(tenant, records);
  // The reports' roll-ups, summed per item (past inspections: no usage, their readings are history).
  // The inspections are stored by now: a failure here is logged, not answered (a retried upload would store them twice).
  await applyRollupChanges(
    records.flatMap((r) =>
      rollupChanges(
        null,
        r,
        { asset_type: assetTypes.get(r.asset_id) },
        org.sites.find((s) => s.site_id === r.site_id)?.timezone ?? 'UTC',
      ),
    ),
  ).catch((error: unknown) =>
    logger.warn('inspection upload roll-ups not written', { tenant, error: (error as Error).message }),
  );
  return ok({ count: records.length }, InspectionMessages.uploaded);
});
