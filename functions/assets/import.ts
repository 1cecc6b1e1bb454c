/**
 * The spreadsheet import (spec core 2.8, 5): every row checked with the shared `uploadRow` schema
 * and against the store (form, functional location, internal ids in the file and stored, the
 * Children column), every problem reported at once; then all rows written in phases (writeImport),
 * and if one fails, what the earlier ones wrote is deleted again: nothing is half-imported.
 */
import { AssetStatus, SiteStatus } from '#shared/codes.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { childIdsOf, uploadHeaderOf, type UploadField } from '#shared/assets/rules.js';
import { uploadRow, type UploadProblem } from '#shared/assets/payload-schemas.js';
import type { Form } from '#functions/forms/index.js';
import { logger } from '#lib/logger.js';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { untilFirstFailure } from '#lib/pool.js';
import type { Org } from '#functions/tenancy/index.js';
import { AssetEntity } from './store/entities.js';
import { writeImportTypesAndEvents } from './import-events.js';
import { bulkIndexOf, countUpdateWrite, entryDeleteRequest, entryPutRequest } from './store/list-index.js';
import {
  allocateAssetIds,
  AssetIdEntity,
  assetRecordOf,
  type AssetRecord,
  type NewAsset,
} from './store/assets.js';

export interface ImportTarget {
  tenant: string;
  companyId: number;
  /** The site for rows without a Functional location. */
  siteId: number | null | undefined;
  org: Org;
  /** The company's inspection checklists. */
  forms: Form[];
}

type PlannedAsset = Omit<NewAsset, 'asset_id' | 'tenant'>;

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every row's problems (row numbers as the sheet shows them), or the assets to write. */
export function planImport(
  rows: Record<string, unknown>[],
  target: ImportTarget,
  taken: Set<string>,
): { problems: UploadProblem[]; assets: PlannedAsset[] } {
  const problems: UploadProblem[] = [];
  const companySites = target.org.sites.filter(
    (s) => s.company_id === target.companyId && s.status !== SiteStatus.AllSites,
  );
  const siteByName = new Map(companySites.map((s) => [norm(s.site_name), s]));
  const defaultSite = companySites.find((s) => s.site_id === target.siteId);
  const formById = new Map(target.forms.map((f) => [f.form_id, f]));
  const formByName = new Map(target.forms.map((f) => [norm(f.form_name), f]));

  const planned: (PlannedAsset & { rowNumber: number; childIds: string[] })[] = [];
  const rowOfId = new Map<string, number>();
  rows.forEach((raw, index) => {
    const rowNumber =
      typeof raw.row === 'number' && Number.isInteger(raw.row) && raw.row > 0 ? raw.row : index + 2;
    const problem = (field: UploadField, message: string) =>
      problems.push({ row: rowNumber, column: uploadHeaderOf(field), message });
    const parsed = uploadRow.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'internal_asset_id') as UploadField;
        if (seen.has(field)) continue;
        seen.add(field);
        problem(field, issue.message);
      }
      // Its id still counts: a later row repeating it is reported too.
      const id = String(raw.internal_asset_id ?? '').trim();
      if (/^\d+$/.test(id) && !rowOfId.has(id)) rowOfId.set(id, rowNumber);
      return;
    }
    const row = parsed.data;
    let failed = false;
    const fail = (field: UploadField, message: string) => {
      failed = true;
      problem(field, message);
    };
    if (rowOfId.has(row.internal_asset_id)) fail('internal_asset_id', AssetMessages.internalIdRepeated);
    else if (taken.has(row.internal_asset_id)) fail('internal_asset_id', AssetMessages.internalIdTaken);
    rowOfId.set(row.internal_asset_id, rowNumber);
    const form = formById.get(row.inspectionform_id) ?? formByName.get(norm(row.inspectionform_id));
    if (!form) fail('inspectionform_id', AssetMessages.inspectionFormUnknown);
    const site = row.site_location ? siteByName.get(norm(row.site_location)) : defaultSite;
    if (!site)
      fail('site_location', row.site_location ? AssetMessages.siteUnknown : AssetMessages.siteRequired);
    const childIds = childIdsOf(row.children);
    if (childIds.includes(row.internal_asset_id)) fail('children', AssetMessages.childCycle);
    if (failed || !form || !site) return;
    planned.push({
      rowNumber,
      childIds,
      internal_asset_id: row.internal_asset_id,
      name: row.name,
      asset_type: row.asset_type,
      product_name: row.product_name,
      model_name: row.model_name,
      model_year: row.model_year,
      asset_serial_number: row.asset_serial_number,
      current_stage: row.current_stage,
      inspectionform_id: form.form_id,
      company_id: target.companyId,
      site_id: site.site_id,
      status: AssetStatus.Active,
    });
  });

  // The Children column: each child a row of the file, with one parent, and no loops.
  const byId = new Map(planned.map((p) => [p.internal_asset_id, p]));
  const allIds = new Set(rowOfId.keys());
  const parentOf = new Map<string, string>();
  for (const p of planned) {
    for (const child of p.childIds) {
      if (!allIds.has(child))
        problems.push({
          row: p.rowNumber,
          column: uploadHeaderOf('children'),
          message: AssetMessages.childUnknown,
        });
      else if (parentOf.has(child) && parentOf.get(child) !== p.internal_asset_id)
        problems.push({
          row: p.rowNumber,
          column: uploadHeaderOf('children'),
          message: AssetMessages.childTwice,
        });
      else parentOf.set(child, p.internal_asset_id);
    }
  }
  const levelOf = (id: string): number | null => {
    let level = 1;
    const seen = new Set<string>([id]);
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
      if (seen.has(at)) return null;
      seen.add(at);
      level += 1;
    }
    return level;
  };
  for (const p of planned) {
    const level = levelOf(p.internal_asset_id);
    if (level === null)
      problems.push({
        row: p.rowNumber,
        column: uploadHeaderOf('children'),
        message: AssetMessages.childCycle,
      });
    p.levels = level ?? 1;
    const parent = parentOf.get(p.internal_asset_id);
    if (parent && byId.has(parent)) p.parent_internal_asset_id = parent;
    p.children_count = new Set(p.childIds).size;
  }
  problems.sort((a, b) => a.row - b.row);
  if (problems.length) return { problems, assets: [] };
  return { problems, assets: planned.map(({ rowNumber: _r, childIds: _c, ...asset }) => asset) };
}

const PARALLEL_WRITES = 8;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

type BatchRequest = Parameters<BatchWriteCommand['requests']>[number];

/** How the import writes many items; a test swaps it to force a fault. */
export interface ImportWriter {
  batchWrite(requests: BatchRequest[]): Promise<void>;
  /** The count updates, up to MAX_TRANSACTION_ITEMS at a time (writeTransaction when absent). */
  transact?(transactions: Transaction[]): Promise<void>;
}
export const tableWriter: ImportWriter = {
  batchWrite: async (requests) => {
    await executeBatchWrite({ maxAttempts: 20 }, table.build(BatchWriteCommand).requests(...requests));
  },
};

export class ImportFailed extends Error {
  constructor(
    readonly reason: unknown,
    readonly internalIdTaken: boolean,
  ) {
    super('import failed and was undone');
  }
}

const sentinelKey = (r: AssetRecord) => ({
  tenant: r.tenant,
  company_id: r.company_id,
  internal_asset_id: r.internal_asset_id,
});

/**
 * Writes the planned assets all or nothing; returns the records written. A DynamoDB transaction
 * holds 100 items and an asset has a dozen (record, internal-id sentinel, list entries, counts), so
 * thousands of rows are written in phases, each undone if a later one fails:
 * 1. the internal-id sentinels, each a conditional put (the one check that holds against a
 *    concurrent import of the same ids);
 * 2. the records and their list entries, batch puts (ids are fresh from the sequence);
 * 3. the list counts, summed per count item, so each shard gets one update however many rows, in
 *    transactions of up to 100 updates (one request rather than one per shard: a 20-row file's
 *    97 updates were most of its DynamoDB calls), each chunk counted or not as a whole.
 * Until phase 3 the new assets are not counted, so a list may briefly show more rows than its total.
 */
export async function writeImport(
  tenant: string,
  assets: PlannedAsset[],
  writer: ImportWriter = tableWriter,
): Promise<AssetRecord[]> {
  if (assets.length === 0) return [];
  const ids = await allocateAssetIds(tenant, assets.length);
  const now = new Date();
  const records = assets.map((asset, i) =>
    assetRecordOf({ ...asset, tenant, asset_id: ids[i] } as NewAsset, now),
  );
  const { entries, counts } = bulkIndexOf(records);
  const removeSentinels = (done: AssetRecord[]) =>
    untilFirstFailure(
      chunks(
        done.map((r) => AssetIdEntity.build(BatchDeleteRequest).key(sentinelKey(r))),
        25,
      ),
      PARALLEL_WRITES,
      (batch) => tableWriter.batchWrite(batch),
    );
  const removeAll = async () => {
    const deletes = [
      ...records.map((r) => AssetEntity.build(BatchDeleteRequest).key({ tenant, asset_id: r.asset_id })),
      ...entries.map(entryDeleteRequest),
    ];
    const undone = await untilFirstFailure(chunks(deletes, 25), PARALLEL_WRITES, (batch) =>
      tableWriter.batchWrite(batch),
    );
    const sentinels = await removeSentinels(records);
    if (undone.error !== undefined || sentinels.error !== undefined) throw undone.error ?? sentinels.error;
  };

  const claimed = await untilFirstFailure(records, PARALLEL_WRITES * 2, async (r) => {
    await AssetIdEntity.build(PutItemCommand)
      .item({ ...sentinelKey(r), asset_id: r.asset_id })
      .options({ condition: { attr: 'asset_id', exists: false } })
      .send();
  });
  if (claimed.error !== undefined) {
    logger.warn('asset import could not claim its internal ids, undoing', {
      tenant,
      claimed: claimed.done.length,
    });
    await removeSentinels(claimed.done);
    throw new ImportFailed(claimed.error, isConditionalCheckFailure(claimed.error));
  }

  const puts = [
    ...records.map((r) => AssetEntity.build(BatchPutRequest).item(r)),
    ...entries.map(entryPutRequest),
  ];
  const written = await untilFirstFailure(chunks(puts, 25), PARALLEL_WRITES, (batch) =>
    writer.batchWrite(batch),
  );
  if (written.error !== undefined) {
    logger.warn('asset import failed writing records, undoing', {
      tenant,
      error: (written.error as Error).message,
    });
    await removeAll();
    throw new ImportFailed(written.error, false);
  }

  const countChunks = chunks(counts, MAX_TRANSACTION_ITEMS);
  const countAll = (chunk: typeof counts, sign: 1 | -1, transact = writeTransaction) =>
    transact(chunk.map((c) => countUpdateWrite(tenant, c, sign)));
  const counted = await untilFirstFailure(countChunks, PARALLEL_WRITES, (chunk) =>
    countAll(chunk, 1, writer.transact),
  );
  if (counted.error !== undefined) {
    logger.warn('asset import failed updating list counts, undoing', {
      tenant,
      error: (counted.error as Error).message,
    });
    const takenBack = await untilFirstFailure(counted.done, PARALLEL_WRITES, (chunk) => countAll(chunk, -1));
    await removeAll();
    if (takenBack.error !== undefined) throw takenBack.error;
    throw new ImportFailed(counted.error, false);
  }

  // The types registry only names what is in use: written once per type after the assets, with
  // the assets' webhook events (asset.changed, created), now that the import is committed.
  await writeImportTypesAndEvents(tenant, records[0].company_id, records);
  return records;
}
