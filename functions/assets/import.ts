/**
 * The spreadsheet import (spec core 2.8, 5): every row checked with the shared `uploadRow` schema
 * and against the store (form, functional location, internal ids in the file and stored, the
 * Children column), every problem reported at once; then all rows written in batched transactions,
 * and if one batch fails, what the earlier ones wrote is deleted again: nothing is half-imported.
 */
import { AssetStatus, SiteStatus } from '../../shared/codes.js';
import { AssetMessages } from '../../shared/assets/messages.js';
import { childIdsOf, uploadHeaderOf, type UploadField } from '../../shared/assets/rules.js';
import { uploadRow, type UploadProblem } from '../../shared/assets/schemas.js';
import type { Form } from '../forms/store.js';
import { logger } from '../lib/logger.js';
import { failedCondition, isTransactionConflict } from '../lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction } from '../lib/transactions.js';
import type { Org } from '../tenancy/store.js';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws.js';
import {
  allocateAssetIds,
  assetRecordOf,
  assetTypeWrite,
  createAssetItems,
  deleteAssetWrites,
  rawTransactItem,
  type AssetRecord,
  type NewAsset,
  type RawTransactItem,
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
export function planImport(rows: Record<string, unknown>[], target: ImportTarget, taken: Set<string>): { problems: UploadProblem[]; assets: PlannedAsset[] } {
  const problems: UploadProblem[] = [];
  const companySites = target.org.sites.filter((s) => s.company_id === target.companyId && s.status !== SiteStatus.AllSites);
  const siteByName = new Map(companySites.map((s) => [norm(s.site_name), s]));
  const defaultSite = companySites.find((s) => s.site_id === target.siteId);
  const formById = new Map(target.forms.map((f) => [f.form_id, f]));
  const formByName = new Map(target.forms.map((f) => [norm(f.form_name), f]));

  const planned: (PlannedAsset & { rowNumber: number; childIds: string[] })[] = [];
  const rowOfId = new Map<string, number>();
  rows.forEach((raw, index) => {
    const rowNumber = typeof raw.row === 'number' && Number.isInteger(raw.row) && raw.row > 0 ? raw.row : index + 2;
    const problem = (field: UploadField, message: string) => problems.push({ row: rowNumber, column: uploadHeaderOf(field), message });
    const parsed = uploadRow.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'internal_asset_id') as UploadField;
        if (seen.has(field)) continue;
        seen.add(field);
        problem(field, issue.message);
      }
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
    if (!site) fail('site_location', row.site_location ? AssetMessages.siteUnknown : AssetMessages.siteRequired);
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
      if (!allIds.has(child)) problems.push({ row: p.rowNumber, column: uploadHeaderOf('children'), message: AssetMessages.childUnknown });
      else if (parentOf.has(child) && parentOf.get(child) !== p.internal_asset_id) problems.push({ row: p.rowNumber, column: uploadHeaderOf('children'), message: AssetMessages.childTwice });
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
    if (level === null) problems.push({ row: p.rowNumber, column: uploadHeaderOf('children'), message: AssetMessages.childCycle });
    p.levels = level ?? 1;
    const parent = parentOf.get(p.internal_asset_id);
    if (parent && byId.has(parent)) p.parent_internal_asset_id = parent;
    p.children_count = new Set(p.childIds).size;
  }
  problems.sort((a, b) => a.row - b.row);
  if (problems.length) return { problems, assets: [] };
  return { problems, assets: planned.map(({ rowNumber: _r, childIds: _c, ...asset }) => asset) };
}

/** The table key an item of a transaction writes (one transaction may not touch an item twice). */
function itemKeyOf(item: RawTransactItem): string {
  const op = item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck;
  const key = op?.Key ?? op?.Item ?? {};
  return `${String(key.pk)}|${String(key.sk)}`;
}

interface Batch {
  records: AssetRecord[];
  writes: RawTransactItem[];
}

/** Groups each record's writes into transactions of at most 100 items, none touching an item twice. */
export function batchWrites(records: AssetRecord[], writesOf: (record: AssetRecord) => RawTransactItem[]): Batch[] {
  const batches: Batch[] = [];
  let current: Batch = { records: [], writes: [] };
  let keys = new Set<string>();
  for (const record of records) {
    const writes = writesOf(record);
    const recordKeys = writes.map(itemKeyOf);
    if (current.writes.length + writes.length > MAX_TRANSACTION_ITEMS || recordKeys.some((k) => keys.has(k))) {
      batches.push(current);
      current = { records: [], writes: [] };
      keys = new Set();
    }
    current.records.push(record);
    current.writes.push(...writes);
    for (const k of recordKeys) keys.add(k);
  }
  if (current.records.length) batches.push(current);
  return batches;
}

const CONCURRENT_BATCHES = 4;

/** Writes each batch (a few at a time); resolves with the batches written and the first failure. */
async function writeBatches(batches: Batch[], write: (writes: RawTransactItem[]) => Promise<void>): Promise<{ written: Batch[]; error?: unknown; failed?: Batch }> {
  const written: Batch[] = [];
  let error: unknown;
  let failed: Batch | undefined;
  let next = 0;
  const worker = async () => {
    while (error === undefined && next < batches.length) {
      const batch = batches[next++];
      try {
        await writeWithConflictRetry(batch.writes, write);
        written.push(batch);
      } catch (e) {
        if (error === undefined) {
          error = e;
          failed = batch;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_BATCHES, batches.length) }, worker));
  return { written, error, failed };
}

/** Parallel batches share the list index's count items: a conflict is worth more attempts than a single write's. */
async function writeWithConflictRetry(writes: RawTransactItem[], write: (writes: RawTransactItem[]) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(writes);
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
    }
  }
}

export class ImportFailed extends Error {
  constructor(
    readonly reason: unknown,
    readonly internalIdTaken: boolean,
  ) {
    super('import failed and was undone');
  }
}

/** Sends one transaction of raw items. */
export async function sendTransaction(items: RawTransactItem[]): Promise<void> {
  await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items as NonNullable<TransactWriteCommandInput['TransactItems']> }));
}

/** Writes the planned assets all or nothing; returns the records written. */
export async function writeImport(tenant: string, assets: PlannedAsset[], write: (writes: RawTransactItem[]) => Promise<void> = sendTransaction): Promise<AssetRecord[]> {
  if (assets.length === 0) return [];
  const ids = await allocateAssetIds(tenant, assets.length);
  const now = new Date();
  const records = assets.map((asset, i) => assetRecordOf({ ...asset, tenant, asset_id: ids[i] } as NewAsset, now));
  const { written, error, failed } = await writeBatches(batchWrites(records, createAssetItems), write);
  if (error !== undefined) {
    logger.warn('asset import failed, undoing the batches written', { tenant, written: written.length, error: (error as Error).message });
    const undo = batchWrites(
      written.flatMap((b) => b.records),
      (record) => deleteAssetWrites(record).map(rawTransactItem),
    );
    const undone = await writeBatches(undo, sendTransaction);
    if (undone.error !== undefined) throw undone.error;
    // A failed condition on an internal id's sentinel: someone took that id since the check.
    const sentinelAt = (failed?.writes ?? []).map((w, i) => (itemKeyOf(w).includes('#ASSETID#') ? i : -1)).filter((i) => i >= 0);
    throw new ImportFailed(error, sentinelAt.some((i) => failedCondition(error, i)));
  }
  // The types registry only names what is in use: written once per type after the assets.
  const types = [...new Map(records.filter((r) => r.asset_type).map((r) => [r.asset_type.trim().toLowerCase(), r.asset_type])).values()];
  for (let at = 0; at < types.length; at += MAX_TRANSACTION_ITEMS) {
    await writeTransaction(types.slice(at, at + MAX_TRANSACTION_ITEMS).map((name) => assetTypeWrite(tenant, records[0].company_id, name)));
  }
  return records;
}
