/**
 * The parts domain's items and keys. Every key starts with the tenant; nothing is scanned.
 *
 * - A part is `{tenant}#PART#{part_id}` / `PART`; in the same partition its stock items
 *   (`STOCK#{site}`: on hand, minimum, bin, the low-stock crossing marker) and its movements
 *   (`MOVE#{newest first id}`), so a part's page is one Query.
 * - A part number is reserved per company by `{tenant}#PARTNO#{company}` / `{number folded}`,
 *   put with a condition in the transaction that creates (or renumbers) the part.
 * - The list index (../listing.ts): entries in `{tenant}#PARTLIST#{company}#{sub}` sorted by
 *   status and part number, and sharded counts in `{tenant}#PARTCOUNT#{company}` / `{sub}#{shard}`.
 * - A work order's part lines (`{tenant}#WOPARTS#{wo}` / `LINE#{oldest first id}`): what each use
 *   on one of its tasks took (part, quantity, unit cost at the time), written in the transaction of
 *   the use, so the work order's parts cost is one Query of its own partition.
 * - Every movement bumps the part's `version` (the condition of its transaction), so two movements
 *   of one part never both pass on one reading: the last units cannot be used twice.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { pad, table } from '#lib/db.js';
import {
  listCountKey,
  listCountKeyAttributes,
  listEntryKey,
  listEntryKeyAttributes,
} from '#lib/list-index/entities.js';

export const partKeys = {
  part: (tenant: string, partId: string) => `${tenant}#PART#${partId}`,
  stock: (siteId: number) => `STOCK#${pad(siteId, 8)}`,
  stockPrefix: 'STOCK#',
  movement: (id: string) => `MOVE#${id}`,
  movementPrefix: 'MOVE#',
  partNumbers: (tenant: string, companyId: number) => `${tenant}#PARTNO#${pad(companyId, 6)}`,
  list: (tenant: string, companyId: number, sub: string) => `${tenant}#PARTLIST#${pad(companyId, 6)}#${sub}`,
  counts: (tenant: string, companyId: number) => `${tenant}#PARTCOUNT#${pad(companyId, 6)}`,
  mailed: (noticeId: string) => `MAILED#${noticeId}`,
  woParts: (tenant: string, woId: number) => `${tenant}#WOPARTS#${pad(woId, 10)}`,
  woPartLine: (seq: string) => `LINE#${seq}`,
  woPartLinePrefix: 'LINE#',
};

export const PartEntity = new Entity({
  name: 'Part',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    part_id: string().key(),
    company_id: number(),
    part_number: string(),
    name: string(),
    description: string(),
    category: string(),
    unit: string(),
    unit_cost: number(),
    /** The moving average cost of what was received (receive updates it). */
    average_cost: number(),
    preferred_dealer_id: number().optional(),
    is_active: boolean(),
    total_on_hand: number(),
    /** Sites with a stock item, and those of them at or below their minimum (the list index's). */
    site_ids: list(number()).default([]),
    low_site_ids: list(number()).default([]),
    /** Its photo's stored name in the files bucket (functions/parts/photo.ts); absent without one. */
    photo_file: string().optional(),
    version: number(),
    created_by: string(),
    created_at: string(),
    updated_at: string(),
  }),
  computeKey: ({ tenant, part_id }: { tenant: string; part_id: string }) => ({
    pk: partKeys.part(tenant, part_id),
    sk: 'PART',
  }),
});
export type PartRecord = FormattedItem<typeof PartEntity>;

export const PartNumberEntity = new Entity({
  name: 'PartNumber',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    number_key: string().key(),
    part_id: string(),
  }),
  computeKey: ({
    tenant,
    company_id,
    number_key,
  }: {
    tenant: string;
    company_id: number;
    number_key: string;
  }) => ({
    pk: partKeys.partNumbers(tenant, company_id),
    sk: number_key,
  }),
});

export const StockEntity = new Entity({
  name: 'PartStock',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    part_id: string().key(),
    site_id: number().key(),
    company_id: number(),
    on_hand: number(),
    minimum_quantity: number(),
    bin_location: string(),
    /** The crossing marker: set when the quantity fell to or below the minimum (notified once), cleared when it rises above. */
    low_marked: boolean(),
  }),
  computeKey: ({ tenant, part_id, site_id }: { tenant: string; part_id: string; site_id: number }) => ({
    pk: partKeys.part(tenant, part_id),
    sk: partKeys.stock(site_id),
  }),
});
export type StockRecord = FormattedItem<typeof StockEntity>;

export const MovementEntity = new Entity({
  name: 'PartMovement',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    part_id: string().key(),
    /** Newest-first id: the history reads in key order. */
    seq: string().key(),
    movement_id: string(),
    kind: string(),
    site_id: number(),
    quantity: number(),
    on_hand_after: number(),
    unit_cost: number(),
    reason: string(),
    wo_id: number().optional(),
    task_id: number().optional(),
    other_site_id: number().optional(),
    by_uuid: string(),
    at: string(),
  }),
  computeKey: ({ tenant, part_id, seq }: { tenant: string; part_id: string; seq: string }) => ({
    pk: partKeys.part(tenant, part_id),
    sk: partKeys.movement(seq),
  }),
});
export type MovementRecord = FormattedItem<typeof MovementEntity>;

export const PartListEntryEntity = new Entity({
  name: 'PartListEntry',
  table,
  timestamps: false,
  schema: item({
    ...listEntryKeyAttributes,
    part_id: string(),
    order: string(),
    category: string(),
    site_ids: list(number()).default([]),
    low_site_ids: list(number()).default([]),
    search: string(),
  }),
  computeKey: listEntryKey(partKeys.list),
});
export type PartListEntryRecord = FormattedItem<typeof PartListEntryEntity>;

export const PartCountEntity = new Entity({
  name: 'PartCount',
  table,
  timestamps: false,
  schema: item({
    ...listCountKeyAttributes,
    active: number().optional(),
    inactive: number().optional(),
    label: string().optional(),
  }),
  computeKey: listCountKey(partKeys.counts),
});

/** A low-stock e-mail sent (its notice's id): a redelivered outbox item sends it once. */
export const LowStockMailEntity = new Entity({
  name: 'PartLowStockMail',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), part_id: string().key(), notice_id: string().key(), at: string() }),
  computeKey: ({ tenant, part_id, notice_id }: { tenant: string; part_id: string; notice_id: string }) => ({
    pk: partKeys.part(tenant, part_id),
    sk: partKeys.mailed(notice_id),
  }),
});

/** A part used on a work order's task: written with the use's movement (the work order's parts cost is read from these). */
export const WorkOrderPartLineEntity = new Entity({
  name: 'WorkOrderPartLine',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    wo_id: number().key(),
    seq: string().key(),
    task_id: number(),
    part_id: string(),
    part_number: string(),
    name: string(),
    unit: string(),
    /** Positive: the quantity used. */
    quantity: number(),
    /** The part's average cost when it was used. */
    unit_cost: number(),
    movement_id: string(),
    by_uuid: string(),
    at: string(),
  }),
  computeKey: ({ tenant, wo_id, seq }: { tenant: string; wo_id: number; seq: string }) => ({
    pk: partKeys.woParts(tenant, wo_id),
    sk: partKeys.woPartLine(seq),
  }),
});
export type WorkOrderPartLineRecord = FormattedItem<typeof WorkOrderPartLineEntity>;
