/** An asset's meter readings: one item each, newest first by key (inverted time), written with the reading's own change. */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';

const meterKey = (tenant: string, assetId: number) => `${tenant}#METER#${pad(assetId)}`;

const MAX_TIME = 9_999_999_999_999;

export const MeterReadingEntity = new Entity({
  name: 'MeterReading',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    /** Inverted time first: the partition reads newest first. */
    entry_key: string().key(),
    meter_hours: number(),
    updated_at: string(),
    timezone: string(),
    updated_by_name: string(),
  }),
  computeKey: ({ tenant, asset_id, entry_key }: { tenant: string; asset_id: number; entry_key: string }) => ({
    pk: meterKey(tenant, asset_id),
    sk: entry_key,
  }),
});
export type MeterReading = FormattedItem<typeof MeterReadingEntity>;

export const meterEntryKey = (at: Date, assetId: number) =>
  `${String(MAX_TIME - at.getTime()).padStart(13, '0')}#${pad(assetId)}#${Math.random().toString(36).slice(2, 8)}`;

export function meterReadingWrite(
  tenant: string,
  reading: { asset_id: number; meter_hours: number; timezone: string; updated_by_name: string; at?: Date },
): Transaction {
  const at = reading.at ?? new Date();
  return MeterReadingEntity.build(PutTransaction).item({
    tenant,
    asset_id: reading.asset_id,
    entry_key: meterEntryKey(at, reading.asset_id),
    meter_hours: reading.meter_hours,
    updated_at: at.toISOString(),
    timezone: reading.timezone,
    updated_by_name: reading.updated_by_name,
  });
}

export async function countMeterReadings(tenant: string, assetId: number): Promise<number> {
  let total = 0;
  const query = table
    .build(QueryCommand)
    .entities(MeterReadingEntity)
    .query({ partition: meterKey(tenant, assetId) })
    .options({ select: 'COUNT' });
  for await (const page of query.paginate()) total += page.Count ?? 0;
  return total;
}

/** One page of the asset's readings, newest first. */
export async function listMeterReadings(
  tenant: string,
  assetId: number,
  page: { pageSize: number; pageIndex: number },
): Promise<MeterReading[]> {
  const wanted = page.pageSize * page.pageIndex;
  const items: MeterReading[] = [];
  const query = table
    .build(QueryCommand)
    .entities(MeterReadingEntity)
    .query({ partition: meterKey(tenant, assetId) })
    .options({ limit: wanted });
  for await (const result of query.paginate()) {
    items.push(...(result.Items ?? []));
    if (items.length >= wanted) break;
  }
  return items.slice(page.pageSize * (page.pageIndex - 1), wanted);
}

/** The asset's newest reading (its time bounds how far the next one may move the meter), if any. */
export async function newestMeterReading(tenant: string, assetId: number): Promise<MeterReading | undefined> {
  const [newest] = await listMeterReadings(tenant, assetId, { pageSize: 1, pageIndex: 1 });
  return newest;
}
