/**
 * The dashboard's small entries, one partition per site (spec 2.4): a pending inspection
 * (`P#{checkout time}#{id}`, oldest first), the same inspection by asset (`A#{asset}#{checkout
 * time}#{id}`: the earlier-pending check reads one key range), and a checked-out asset
 * (`C#{approval time}#{id}`). Written in the same transaction as the inspection record by
 * `dashboardWrites(before, after)`; the dashboard reads one partition per site, never records.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { InspectionStage } from '#shared/inspections/rules.js';
import { pad, table } from '#lib/db.js';
import type { Transaction } from '#lib/transactions.js';
import type { InspectionRecord } from './entities.js';
import { getInspection } from './inspections.js';
import { prefixRange } from '#lib/key-range.js';

const dashboardPartition = (tenant: string, siteId: number) => `${tenant}#INSPDASH#${pad(siteId, 6)}`;

/** What a dashboard row shows of an inspection, stored as one JSON string: 500 of them parse fast. */
export interface DashboardEntry {
  inspection_id: string;
  site_id: number;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  meter_hours: number;
  operator_firstname: string;
  operator_lastname: string;
  checkout_requested_at: string;
  submitted_at: string;
  approved_at?: string;
  image_names: string[];
  new_notok_attributes: { id: string; name: string }[];
}

export const DashboardEntryEntity = new Entity({
  name: 'InspectionDashboardEntry',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), site_id: number().key(), entry_key: string().key(), row: string() }),
  computeKey: ({ tenant, site_id, entry_key }: { tenant: string; site_id: number; entry_key: string }) => ({
    pk: dashboardPartition(tenant, site_id),
    sk: entry_key,
  }),
});

const isPending = (r: InspectionRecord | null) => r?.status === InspectionStage.Pending;
const isCheckedOut = (r: InspectionRecord | null) =>
  r?.status === InspectionStage.Accepted && !r.checked_in_at && r.source === 'app';

/** The entry keys a record has on its site's dashboard. */
function keysOf(r: InspectionRecord | null): string[] {
  if (!r) return [];
  if (isPending(r))
    return [
      `P#${r.checkout_requested_at}#${r.inspection_id}`,
      `A#${pad(r.asset_id)}#${r.checkout_requested_at}#${r.inspection_id}`,
    ];
  if (isCheckedOut(r)) return [`C#${r.approved_at ?? ''}#${r.inspection_id}`];
  return [];
}

export const dashboardEntryOf = (r: InspectionRecord): DashboardEntry => ({
  inspection_id: r.inspection_id,
  site_id: r.site_id,
  asset_id: r.asset_id,
  internal_asset_id: r.internal_asset_id,
  asset_name: r.asset_name,
  meter_hours: r.meter_hours,
  operator_firstname: r.operator_firstname,
  operator_lastname: r.operator_lastname,
  checkout_requested_at: r.checkout_requested_at,
  submitted_at: r.submitted_at ?? r.checkout_requested_at,
  ...(r.approved_at ? { approved_at: r.approved_at } : {}),
  image_names: r.image_names,
  new_notok_attributes: r.new_notok_attributes,
});

/** The item of one entry key (for bulk writers: the bench and seeds). */
export const dashboardItem = (r: InspectionRecord, entry_key: string) => ({
  tenant: r.tenant,
  site_id: r.site_id,
  entry_key,
  row: JSON.stringify(dashboardEntryOf(r)),
});
/** Every dashboard item of a record (none for drafts, checked-in or uploaded inspections). */
export const dashboardItemsOf = (r: InspectionRecord) => keysOf(r).map((key) => dashboardItem(r, key));

/** The writes that move a record's dashboard entries from `before` to `after`. */
export function dashboardWrites(
  before: InspectionRecord | null,
  after: InspectionRecord | null,
): Transaction[] {
  const old = new Set(keysOf(before));
  const next = new Set(keysOf(after));
  return [
    ...[...old]
      .filter((k) => !next.has(k) || before!.site_id !== after!.site_id)
      .map((entry_key) =>
        DashboardEntryEntity.build(DeleteTransaction).key({
          tenant: before!.tenant,
          site_id: before!.site_id,
          entry_key,
        }),
      ),
    ...[...next].map((entry_key) =>
      DashboardEntryEntity.build(PutTransaction).item(dashboardItem(after!, entry_key)),
    ),
  ];
}

async function readPrefix(
  tenant: string,
  siteId: number,
  prefix: string,
  limit?: number,
): Promise<DashboardEntry[]> {
  const out: DashboardEntry[] = [];
  const query = table
    .build(QueryCommand)
    .entities(DashboardEntryEntity)
    .query({ partition: dashboardPartition(tenant, siteId), range: prefixRange(prefix) })
    .options(limit ? { limit } : {});
  for await (const page of query.paginate()) {
    for (const e of page.Items ?? []) out.push(JSON.parse(e.row) as DashboardEntry);
    if (limit && out.length >= limit) break;
  }
  return limit ? out.slice(0, limit) : out;
}

/** A site's pending inspections, oldest checkout request first. */
export const readPending = (tenant: string, siteId: number) => readPrefix(tenant, siteId, 'P#');
/** A site's checked-out assets, oldest approval first. */
export const readCheckedOut = (tenant: string, siteId: number) => readPrefix(tenant, siteId, 'C#');

/** The oldest pending inspection of an asset requested before this one (spec 4), or null. */
export async function earlierPendingId(
  record: Pick<
    InspectionRecord,
    'tenant' | 'site_id' | 'asset_id' | 'checkout_requested_at' | 'inspection_id'
  >,
): Promise<string | null> {
  const mine = `${record.checkout_requested_at}#${record.inspection_id}`;
  const earlier = (await readPrefix(record.tenant, record.site_id, `A#${pad(record.asset_id)}#`, 10)).filter(
    (row) =>
      row.inspection_id !== record.inspection_id &&
      `${row.checkout_requested_at}#${row.inspection_id}` < mine,
  );
  // Dashboard rows follow the inspection through the outbox (a moment after its write): a row whose
  // inspection was approved meanwhile is stale, so each candidate is confirmed on the record itself.
  for (const row of earlier) {
    const stored = await getInspection(record.tenant, row.inspection_id);
    if (stored?.status === InspectionStage.Pending) return row.inspection_id;
  }
  return null;
}
