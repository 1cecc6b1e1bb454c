/**
 * The inspection record and its keys (spec core 3 'Inspection detail'). An inspection starts as
 * a draft when the operator checks an asset out, becomes Pending (8) on submit and Accepted (10)
 * on approval; `checked_in_at` ends the asset's checkout. Its other items live beside their code:
 * the list index in list-index.ts, the dashboard's pending and checked-out entries in
 * dashboard.ts. Every key starts with the tenant.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { table } from '#lib/db.js';

export const inspectionKeys = {
  inspection: (tenant: string, inspectionId: string) => `${tenant}#INSP#${inspectionId}`,
  /** The operator's open checkout of an asset (one per asset: a conditional put makes it exclusive). */
  assetCheckout: (tenant: string, assetId: number) => `${tenant}#INSPCHECKOUT#${assetId}`,
};

export const InspectionEntity = new Entity({
  name: 'Inspection',
  table,
  schema: item({
    tenant: string().key(),
    inspection_id: string().key(),
    asset_id: number(),
    internal_asset_id: string(),
    asset_name: string(),
    company_id: number(),
    site_id: number(),
    /** 0 draft, 8 pending, 10 accepted (shared/inspections/rules.ts InspectionStage). */
    status: number(),
    operator_uuid: string(),
    operator_firstname: string(),
    operator_lastname: string(),
    /**
     * ISO times. checkout_requested_at and submitted_at are the DEVICE's times of the two steps
     * where the field app sent them (bounded: shared/inspections/rules.ts 'Field sync'), so every
     * list, age and report reads when the inspection was done; the server's receive times beside
     * them (checkout_synced_at, synced_at), and the device's unbounded claims (device_*).
     */
    checkout_requested_at: string(),
    checkout_synced_at: string().optional(),
    device_checkout_at: string().optional(),
    submitted_at: string().optional(),
    synced_at: string().optional(),
    device_submitted_at: string().optional(),
    approved_at: string().optional(),
    checked_in_at: string().optional(),
    shift: number().default(0),
    meter_hours: number().default(0),
    operator_notes: string().default(''),
    is_comment_important: boolean().default(false),
    manager_uuid: string().optional(),
    manager_name: string().optional(),
    manager_notes: string().default(''),
    /** The checklist form answered, and each answer (values_type as in shared/forms/rules.ts). */
    form_id: string().default(''),
    form_name: string().default(''),
    answers: list(
      map({ id: string(), name: string(), values_type: number(), value: string(), values: list(string()) }),
    ).default([]),
    /** Not-ok attributes that were not already open for the asset when submitted. */
    new_notok_attributes: list(map({ id: string(), name: string() })).default([]),
    /** Photo names; the S3 keys are under inspections/{tenant}/{inspection_id}/ (see photos.ts). */
    image_names: list(string()).default([]),
    /** Issues opened or commented on by this inspection. */
    issue_ids: list(string()).default([]),
    /** 'app' (the operator API), 'upload' (a spreadsheet of past inspections) or 'seed'. */
    source: string().default('app'),
    version: number().default(1),
  }),
  computeKey: ({ tenant, inspection_id }: { tenant: string; inspection_id: string }) => ({
    pk: inspectionKeys.inspection(tenant, inspection_id),
    sk: 'INSPECTION',
  }),
});

export type InspectionRecord = FormattedItem<typeof InspectionEntity>;

/** The stored fields a list row shows (read by projection: not the answers). */
export const INSPECTION_ROW_FIELDS = [
  'inspection_id',
  'submitted_at',
  'checkout_requested_at',
  'site_id',
  'company_id',
  'asset_id',
  'asset_name',
  'internal_asset_id',
  'status',
  'shift',
  'operator_uuid',
  'operator_firstname',
  'operator_lastname',
  'manager_name',
  'approved_at',
  'meter_hours',
  'new_notok_attributes',
  'image_names',
] as const;
export type InspectionRowFields = Pick<InspectionRecord, (typeof INSPECTION_ROW_FIELDS)[number]>;
