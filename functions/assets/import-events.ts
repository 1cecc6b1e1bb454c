/**
 * The webhook events `asset.changed` (change `created`) of imported assets (Asset/BulkUploadAssets
 * and the import job): raised once the import has committed (its list counts added), as outbox
 * items (functions/lib/outbox.ts) in the same transactions as the types registry's writes, so an
 * import undone (nothing of it stays) raises none. An asset's event id is fixed by the import
 * (`idBase`, the job's id): a job run again after a failure queues each delivery once.
 */
import { randomUUID } from 'node:crypto';
import { deferWrites } from '#lib/outbox.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { assetChangedEvent, type AssetRecord } from './store/assets.js';
import { assetTypeWrite } from './store/asset-types.js';

/** Events one outbox item carries (some 400 bytes each, far below DynamoDB's 400 KB item). */
export const IMPORT_EVENTS_PER_ITEM = 100;

/**
 * Writes the types registry's puts (idempotent) and the imported assets' events, up to
 * MAX_TRANSACTION_ITEMS items a transaction: the events' outbox items take their room from the
 * types' batch.
 */
export async function writeImportTypesAndEvents(
  tenant: string,
  companyId: number,
  records: AssetRecord[],
  idBase: string = randomUUID(),
  at = new Date(),
): Promise<void> {
  const types = [
    ...new Map(
      records.filter((r) => r.asset_type).map((r) => [r.asset_type.trim().toLowerCase(), r.asset_type]),
    ).values(),
  ];
  const events: Transaction[] = [];
  for (let n = 0; n < records.length; n += IMPORT_EVENTS_PER_ITEM) {
    const part = records.slice(n, n + IMPORT_EVENTS_PER_ITEM);
    const raised = part.map((r) => ({ ...assetChangedEvent(null, r, at), id: `${idBase}-${r.asset_id}` }));
    events.push(...deferWrites(tenant, `ASSETIMPORT#${idBase}`, [], [], raised));
  }
  const writes = [...types.map((name) => assetTypeWrite(tenant, companyId, name)), ...events];
  for (let n = 0; n < writes.length; n += MAX_TRANSACTION_ITEMS)
    await writeTransaction(writes.slice(n, n + MAX_TRANSACTION_ITEMS));
}
