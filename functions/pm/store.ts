/**
 * PM triggers: each is the next occurrence of an asset PM, coming due by time, by meter hours or
 * by whichever comes first. Only what the trigger sweep (jobs.ts) reads and writes is defined
 * here. The PM domain adds the rest on these same entities: asset PM plans and tasks, creating
 * a trigger when a PM is scheduled or completed (the next occurrence of a recurring PM),
 * mark-complete (which removes the trigger from both due indexes), list filters and metrics.
 *
 * A trigger sits in two overloaded indexes while it still has a notice to send:
 *  - gsi1 `<tenant>#PMDUE#TIME`, sorted by the time of its next notice (time-based triggers);
 *  - gsi2 `<tenant>#PMDUE#METER`, sorted by asset (meter-based triggers), read with each
 *    asset's current meter reading.
 * The sweep reads both by key, never by Scan, and drops the trigger from them once it has
 * sent the overdue notice.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { Role, UserStatus } from '../../shared/codes.js';
import { PmTriggerBy } from '../../shared/pm/codes.js';
import { METER_HOURS_OVERDUE_AFTER } from '../../shared/pm/status.js';
import { pad, table } from '../lib/db.js';
import { listAllUsers, type User } from '../users/store/index.js';

/** Spec maintenance 4, 'Trigger by': kept in shared/pm/codes.ts with the other PM codes. */
export { PmTriggerBy };

/** Which notice a trigger has had: none yet, the due notice, the overdue notice (the last). */
export const PmNotice = { None: 0, Due: 1, Overdue: 2 } as const;
export type PmNoticeStage = (typeof PmNotice)[keyof typeof PmNotice];

/** A PM still open this long after it came due is overdue: a day, or a day's running on the meter. */
export const OVERDUE_AFTER_MS = 24 * 3_600_000;
export const OVERDUE_AFTER_METER_HOURS = METER_HOURS_OVERDUE_AFTER;

export const pmKeys = {
  trigger: (tenant: string, triggerId: string) => `${tenant}#PMTRIGGER#${triggerId}`,
  timeQueue: (tenant: string) => `${tenant}#PMDUE#TIME`,
  meterWatch: (tenant: string) => `${tenant}#PMDUE#METER`,
  assetMeter: (tenant: string, assetId: number) => `${tenant}#ASSET#${pad(assetId, 10)}`,
};

export const PmTriggerEntity = new Entity({
  name: 'PmTrigger',
  table,
  schema: item({
    tenant: string().key(),
    trigger_id: string().key(),
    asset_pm_id: string(),
    asset_id: number(),
    asset_name: string(),
    site_id: number(),
    title: string(),
    trigger_by: number(),
    /** ISO date-time the PM comes due (time-based triggers). */
    due_datetime: string().optional(),
    /** Meter reading at which the PM comes due (meter-based triggers). */
    due_meter_hours: number().optional(),
    notice_stage: number().default(PmNotice.None),
    due_notice_at: string().optional(),
    overdue_notice_at: string().optional(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ tenant, trigger_id }: { tenant: string; trigger_id: string }) => ({
    pk: pmKeys.trigger(tenant, trigger_id),
    sk: 'PMTRIGGER',
  }),
});

/**
 * An asset's current meter reading, the one number the meter-based sweep needs. Later work: the
 * assets and inspections domains write it whenever meter hours change (inspection submit, meter
 * history, mark-complete), in the same write that changes the asset's own record.
 */
export const AssetMeterEntity = new Entity({
  name: 'AssetMeter',
  table,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    meter_hours: number(),
  }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: pmKeys.assetMeter(tenant, asset_id),
    sk: 'METER',
  }),
});

export type PmTrigger = FormattedItem<typeof PmTriggerEntity>;
export type NewPmTrigger = Pick<PmTrigger, 'tenant' | 'trigger_id' | 'asset_pm_id' | 'asset_id' | 'asset_name' | 'site_id' | 'title' | 'trigger_by'> &
  Partial<Pick<PmTrigger, 'due_datetime' | 'due_meter_hours'>>;

const byTime = (trigger: Pick<PmTrigger, 'trigger_by'>) => trigger.trigger_by !== PmTriggerBy.MeterHours;
const byMeter = (trigger: Pick<PmTrigger, 'trigger_by'>) => trigger.trigger_by !== PmTriggerBy.Time;
const timeQueueSk = (at: number, triggerId: string) => `${new Date(at).toISOString()}#${triggerId}`;

/** Index keys of a trigger at a notice stage: what it is waiting for next. */
function indexKeys(trigger: NewPmTrigger, stage: PmNoticeStage) {
  if (stage === PmNotice.Overdue) return { gsi1pk: $remove(), gsi1sk: $remove(), gsi2pk: $remove(), gsi2sk: $remove() };
  const time =
    byTime(trigger) && trigger.due_datetime
      ? {
          gsi1pk: pmKeys.timeQueue(trigger.tenant),
          gsi1sk: timeQueueSk(Date.parse(trigger.due_datetime) + (stage === PmNotice.Due ? OVERDUE_AFTER_MS : 0), trigger.trigger_id),
        }
      : {};
  const meter =
    byMeter(trigger) && trigger.due_meter_hours !== undefined
      ? { gsi2pk: pmKeys.meterWatch(trigger.tenant), gsi2sk: `${pad(trigger.asset_id, 10)}#${trigger.trigger_id}` }
      : {};
  return { ...time, ...meter };
}

/** Writes an open trigger, waiting for its due notice. (The PM domain calls this when it schedules a PM.) */
export async function putPmTrigger(trigger: NewPmTrigger): Promise<void> {
  const index = indexKeys(trigger, PmNotice.None) as Record<string, string>;
  await PmTriggerEntity.build(PutItemCommand)
    .item({ ...trigger, notice_stage: PmNotice.None, ...index })
    .send();
}

export async function getPmTrigger(tenant: string, triggerId: string): Promise<PmTrigger | undefined> {
  const { Item } = await PmTriggerEntity.build(GetItemCommand).key({ tenant, trigger_id: triggerId }).options({ consistent: true }).send();
  return Item;
}

export async function putAssetMeter(tenant: string, assetId: number, meterHours: number): Promise<void> {
  await AssetMeterEntity.build(PutItemCommand).item({ tenant, asset_id: assetId, meter_hours: meterHours }).send();
}

/** Time-based triggers whose next notice is due at `now`. */
export async function triggersDueByTime(tenant: string, now: Date): Promise<PmTrigger[]> {
  const found: PmTrigger[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmTriggerEntity)
    // '~' sorts after '#', so every entry at or before now is included.
    .query({ index: 'gsi1', partition: pmKeys.timeQueue(tenant), range: { lte: `${now.toISOString()}~` } });
  for await (const page of query.paginate()) found.push(...(page.Items ?? []));
  return found;
}

/** Meter-based triggers still waiting for a notice, each with its asset's current reading. */
export async function triggersWatchingMeters(tenant: string): Promise<{ trigger: PmTrigger; meterHours: number | undefined }[]> {
  const triggers: PmTrigger[] = [];
  const query = table.build(QueryCommand).entities(PmTriggerEntity).query({ index: 'gsi2', partition: pmKeys.meterWatch(tenant) });
  for await (const page of query.paginate()) triggers.push(...(page.Items ?? []));
  const assetIds = [...new Set(triggers.map((t) => t.asset_id))];
  const readings = new Map<number, number>();
  for (let i = 0; i < assetIds.length; i += 25) {
    const batch = await Promise.all(
      assetIds.slice(i, i + 25).map((assetId) => AssetMeterEntity.build(GetItemCommand).key({ tenant, asset_id: assetId }).send()),
    );
    for (const { Item } of batch) if (Item) readings.set(Item.asset_id, Item.meter_hours);
  }
  return triggers.map((trigger) => ({ trigger, meterHours: readings.get(trigger.asset_id) }));
}

/**
 * Moves a trigger to the next notice stage, only if no other sweep got there first; the caller
 * sends the notice only when this returns true, so a retried or overlapping sweep never sends
 * the same notice twice.
 */
export async function advanceNotice(trigger: PmTrigger, to: PmNoticeStage, now: Date): Promise<boolean> {
  const stamp = to === PmNotice.Due ? { due_notice_at: now.toISOString() } : { overdue_notice_at: now.toISOString() };
  try {
    await PmTriggerEntity.build(UpdateItemCommand)
      .item({ tenant: trigger.tenant, trigger_id: trigger.trigger_id, notice_stage: to, ...stamp, ...indexKeys(trigger, to) })
      .options({ condition: { attr: 'notice_stage', eq: trigger.notice_stage } })
      .send();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Active managers by site, from the tenant's users index (one query per tenant and sweep). */
export async function managersBySite(tenant: string): Promise<Map<number, User[]>> {
  const bySite = new Map<number, User[]>();
  for (const user of await listAllUsers(tenant)) {
    if (user.status !== UserStatus.Active || !user.roles.includes(Role.Manager)) continue;
    for (const siteId of user.sites) bySite.set(siteId, [...(bySite.get(siteId) ?? []), user]);
  }
  return bySite;
}
