/**
 * The asset record and its keys. Other assets items live beside their code: the list index in
 * list-index.ts (entries and sharded counts, rules in ../listing.ts), meter readings and ids in
 * assets.ts, the activity log in functions/activity/. Every key starts with the tenant.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';

export const assetKeys = {
  asset: (tenant: string, assetId: number) => `${tenant}#ASSET#${pad(assetId)}`,
  /** Internal ids are unique per company: one sentinel item per id, put in the asset's create transaction. */
  internalId: (tenant: string, companyId: number, internalId: string) =>
    `${tenant}#ASSETID#${pad(companyId, 6)}#${internalId}`,
  /** The tenant's asset id sequence. */
  sequence: (tenant: string) => `${tenant}#ASSETSEQ`,
};

export const AssetEntity = new Entity({
  name: 'Asset',
  table,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    internal_asset_id: string(),
    name: string(),
    asset_type: string().default(''),
    product_name: string().default(''),
    model_name: string().default(''),
    model_year: string().default(''),
    asset_serial_number: string().default(''),
    current_stage: string().default(''),
    inspectionform_id: string().optional(),
    company_id: number(),
    site_id: number(),
    /** 3 to 7 (spec 4). */
    status: number(),
    meter_hours: number().optional(),
    /** The parent's internal id (same company); absent for a top-level asset. */
    parent_internal_asset_id: string().optional(),
    /** 1 for a top-level asset, the parent's level + 1 below it. */
    levels: number().default(1),
    children_count: number().default(0),
    criticality_index: number().optional(),
    condition_index: number().optional(),
    /** Changed only in the same transaction as the issue write that opens or closes an issue. */
    open_issues: number().default(0),
    /** S3 key of the photo in the files bucket. */
    photo_key: string().optional(),
    /** Optimistic lock: every update checks and bumps it. */
    version: number().default(1),
  }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: assetKeys.asset(tenant, asset_id),
    sk: 'ASSET',
  }),
});

export type AssetRecord = FormattedItem<typeof AssetEntity>;
