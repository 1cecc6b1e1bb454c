/**
 * Test support: assets written as the store writes them (the record and its list index entries in
 * one transaction), for tests and samples that need assets without going through the add route.
 */
import { randomInt } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { AssetStatus } from '#shared/codes.js';
import { writeTransaction } from '#lib/transactions.js';
import { AssetEntity, type AssetRecord } from './store/entities.js';
import { assetIndexWrites } from './store/list-index.js';

export type TestAsset = Pick<AssetRecord, 'company_id' | 'site_id'> & Partial<AssetRecord>;

/** Writes an asset (a random id high above seeded ones unless given) and answers its record. */
export async function putTestAsset(tenant: string, asset: TestAsset): Promise<AssetRecord> {
  const now = new Date().toISOString();
  const asset_id = asset.asset_id ?? randomInt(100_000_000, 900_000_000);
  const record = {
    tenant,
    asset_id,
    internal_asset_id: String(asset_id),
    name: `Test asset ${asset_id}`,
    asset_type: 'Loader',
    product_name: 'Caterpillar',
    model_name: '950M',
    model_year: '2021',
    asset_serial_number: `SN${asset_id}`,
    current_stage: 'In service',
    status: AssetStatus.Active,
    levels: 1,
    children_count: 0,
    open_issues: 0,
    version: 1,
    created: now,
    modified: now,
    ...asset,
  } as AssetRecord;
  await writeTransaction([AssetEntity.build(PutTransaction).item(record), ...assetIndexWrites(null, record)]);
  return record;
}
