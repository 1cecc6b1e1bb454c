/**
 * Meter readings held for review (issue 28 item 3): one item per reading in its company's
 * partition (`{tenant}#HELDREADINGS#{company}`), sorted by the time it was received, so the
 * manager's list is one query; a review deletes it (conditionally: one review per reading).
 */
import { randomUUID } from 'node:crypto';
import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { writeMany } from '#lib/batch-write.js';
import { pad, table } from '#lib/db.js';
import { isConditionalCheckFailure } from '#lib/retry.js';

export const heldKeys = {
  held: (tenant: string, companyId: number) => `${tenant}#HELDREADINGS#${pad(companyId, 6)}`,
};

export const HeldReadingEntity = new Entity({
  name: 'HeldMeterReading',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    reading_id: string().key(),
    asset_id: number(),
    asset_name: string(),
    value: number(),
    at: string(),
    meter_hours_then: number(),
    reason: string(),
    /** `api:{key name}` or `import:{user}`. */
    source: string(),
    received_at: string(),
  }),
  computeKey: ({
    tenant,
    company_id,
    reading_id,
  }: {
    tenant: string;
    company_id: number;
    reading_id: string;
  }) => ({
    pk: heldKeys.held(tenant, company_id),
    sk: reading_id,
  }),
});
export type HeldReadingRecord = FormattedItem<typeof HeldReadingEntity>;

/** A reading id sorted by receipt: the time in base 36 (fixed width), then a random tail. */
export const newHeldReadingId = (now = Date.now()) =>
  `${now.toString(36).padStart(10, '0')}-${randomUUID().slice(0, 8)}`;

export async function putHeldReadings(records: HeldReadingRecord[]): Promise<void> {
  if (!records.length) return;
  await writeMany(records.map((r) => HeldReadingEntity.build(BatchPutRequest).item(r)));
}

export async function listHeldReadings(tenant: string, companyId: number): Promise<HeldReadingRecord[]> {
  const items: HeldReadingRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(HeldReadingEntity)
    .query({ partition: heldKeys.held(tenant, companyId) });
  for await (const page of query.paginate()) items.push(...(page.Items ?? []));
  return items;
}

export async function getHeldReading(
  tenant: string,
  companyId: number,
  readingId: string,
): Promise<HeldReadingRecord | undefined> {
  const { Item } = await HeldReadingEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, reading_id: readingId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** Removes a reviewed reading; false when another review took it first. */
export async function deleteHeldReading(record: HeldReadingRecord): Promise<boolean> {
  try {
    await HeldReadingEntity.build(DeleteItemCommand)
      .key(record)
      .options({ condition: { attr: 'reading_id', exists: true } })
      .send();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}
