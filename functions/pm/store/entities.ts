/** The PM store's ids and dynamodb-toolbox entities (the key layout is described in functions/pm/store/asset-pms.ts). */
import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ulid } from 'ulid';
import { table } from '#lib/db.js';
import { pmKeys } from './keys.js';

export const ids = {
  assetPm: (assetId: number) => `${assetId}-${ulid()}`,
  plan: (assetId: number) => `${assetId}-P${ulid()}`,
  trigger: (assetPmId: string, seq: number) => `${assetPmId}.${seq}`,
  task: (triggerId: string, n: number) => `${triggerId}.${n}`,
  /** The asset an id belongs to, or null for an id the server never made. */
  assetOf: (id: string): number | null => {
    const match = /^(\d{1,15})-/.exec(id);
    const n = match ? Number(match[1]) : NaN;
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  },
  assetPmOfTrigger: (triggerId: string) => triggerId.split('.')[0],
  triggerOfTask: (taskId: string) => taskId.split('.').slice(0, 2).join('.'),
};

export const AssetPmEntity = new Entity({
  name: 'AssetPm',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    asset_pm_id: string().key(),
    pm: any(),
    version: number(),
  }),
  computeKey: ({
    tenant,
    asset_id,
    asset_pm_id,
  }: {
    tenant: string;
    asset_id: number;
    asset_pm_id: string;
  }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: `APM#${asset_pm_id}` }),
});

export const OpenTriggerEntity = new Entity({
  name: 'PmOpenTrigger',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    asset_id: number().key(),
    asset_pm_id: string().key(),
    trigger_id: string(),
    version: number(),
    t: any(),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
  }),
  computeKey: ({
    tenant,
    asset_id,
    asset_pm_id,
  }: {
    tenant: string;
    asset_id: number;
    asset_pm_id: string;
  }) => ({ pk: pmKeys.asset(tenant, asset_id), sk: `OPEN#${asset_pm_id}` }),
});

export const DoneTriggerEntity = new Entity({
  name: 'PmDoneTrigger',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), done_key: string().key(), c: any() }),
  computeKey: ({ tenant, asset_id, done_key }: { tenant: string; asset_id: number; done_key: string }) => ({
    pk: pmKeys.asset(tenant, asset_id),
    sk: `DONE#${done_key}`,
  }),
});

export const AssetPlanEntity = new Entity({
  name: 'AssetPmPlan',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), asset_id: number().key(), plan: any() }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: pmKeys.asset(tenant, asset_id),
    sk: 'PLAN',
  }),
});

export const PmMeterEntity = new Entity({
  name: 'PmMeter',
  table,
  timestamps: false,
  /** `v`: the state's version, raised by each write and checked by the next (store/meter.ts). */
  schema: item({ tenant: string().key(), asset_id: number().key(), m: any(), v: number().optional() }),
  computeKey: ({ tenant, asset_id }: { tenant: string; asset_id: number }) => ({
    pk: pmKeys.asset(tenant, asset_id),
    sk: 'PMMETER',
  }),
});

export const PmListEntryEntity = new Entity({
  name: 'PmListEntry',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), site_id: number().key(), entry: string().key(), row: any() }),
  computeKey: ({ tenant, site_id, entry }: { tenant: string; site_id: number; entry: string }) => ({
    pk: pmKeys.site(tenant, site_id),
    sk: entry,
  }),
});

/** Open PMs by status, completions and those on time, per site. */
export const PmSiteCounterEntity = new Entity({
  name: 'PmSiteCounter',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    overdue: number().optional(),
    due: number().optional(),
    in_progress: number().optional(),
    waiting: number().optional(),
    open: number().optional(),
    completed: number().optional(),
    on_time: number().optional(),
  }),
  computeKey: ({ tenant, site_id }: { tenant: string; site_id: number }) => ({
    pk: pmKeys.site(tenant, site_id),
    sk: 'COUNT',
  }),
});
type CounterName = 'overdue' | 'due' | 'in_progress' | 'waiting' | 'open' | 'completed' | 'on_time';
/** A site's counters (absent ones are 0: a counter item is born by its first $add). */
export type PmSiteCounter = Record<CounterName, number> & { site_id: number };
