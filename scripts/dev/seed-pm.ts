/**
 * The demo asset PMs: on up to eight active assets of each site that shows PM, a 250-hour service
 * (recurring by meter), a quarterly inspection (recurring by time) and, on every other asset, a
 * 500-hour service (time or meter, whichever first): some overdue, some due today, some upcoming,
 * some completed with history; the assets' recent readings (8 to 10 hours a day) feed the forecast.
 * Written straight to the store (putAssetPmsInBulk) with the engine's own trigger arithmetic.
 *
 * The PMs carry no library plan: the PM library's store (branch wt-pmlib) was not merged when this
 * was written; once it is, add a plan per asset through AssetPM/AddPlanToAsset instead.
 */
import { AssetStatus, SiteStatus } from '../../shared/codes.js';
import { dateOnlyIn, dayjs, DATE_ONLY } from '../../shared/dates.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from '../../shared/pm/codes.js';
import { completedOnTime } from '../../shared/pm/estimates.js';
import { triggerDue, type TriggerDue } from '../../shared/pm/triggers.js';
import { findByInternalId } from '../../functions/assets/store/assets.js';
import type { AssetRecord } from '../../functions/assets/store/entities.js';
import { newTrigger, withReading } from '../../functions/pm/engine.js';
import { putAssetPmsInBulk, putMeter, type AssetPmData, type CompletionData, type MeterState, type PmTask } from '../../functions/pm/store.js';
import { listTasks } from '../../functions/tasks/store.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';
import { applyOpsFacts } from '../../functions/reports/ops-rollups.js';

const ZONE = 'America/Los_Angeles';
const PER_SITE = 8;
const DAY = 86_400_000;

type Item = Parameters<typeof putAssetPmsInBulk>[1][number];

function assetPm(asset: AssetRecord, n: number, title: string, schedule: Partial<AssetPmData['schedule']>, tasks: PmTask[]): AssetPmData {
  const now = new Date().toISOString();
  return {
    asset_pm_id: `${asset.asset_id}-SEED${String(n).padStart(2, '0')}`,
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    site_id: asset.site_id,
    company_id: asset.company_id,
    asset_pm_plan_id: null,
    asset_pm_plan_name: '',
    pm_plan_id: null,
    pm_id: null,
    title,
    description: `${title} as the manufacturer's schedule asks`,
    status: 1,
    schedule: {
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.Time,
      datetime_due_at: null,
      meter_hours_due_at: null,
      datetime_starting_at: null,
      datetime_repeates_every: null,
      datetime_repeat_time_period_type: null,
      meter_hours_starting_at: null,
      meter_hours_repeates_every: null,
      is_trigger_on_starting_at: false,
      ...schedule,
    },
    tasks,
    attachments: [],
    service_dealer_id: null,
    service_dealer: null,
    next_seq: 1,
    last_completion: null,
    completed_count: 0,
    created_at: now,
    updated_at: now,
  };
}

/** The PM with `completions` behind it and its open trigger at `due`. */
function withHistory(pm: AssetPmData, due: TriggerDue, completions: CompletionData[], meter: MeterState, now: number): Item {
  const saved = { ...pm, next_seq: completions.length + 2, completed_count: completions.length, last_completion: completions.at(-1) ?? null };
  const last = completions.at(-1);
  const opening = { at: last ? Date.parse(last.recorded_at) : now - 90 * DAY, meterHours: last?.completed_at_meter_hours ?? null, day: last?.completed_on ?? null };
  const { next } = newTrigger(saved, completions.length + 1, due, opening, now, meter.meter_hours, null);
  return { pm: saved, trigger: next, completions };
}

function completion(pm: AssetPmData, seq: number, due: TriggerDue, day: string, meterHours: number | null, startDay: string | null, startMeter: number | null): CompletionData {
  return {
    pm_trigger_id: `${pm.asset_pm_id}.${seq}`,
    completed_on: day,
    completed_at_meter_hours: meterHours,
    completed_in_hours: 2,
    completed_in_minutes: 15,
    comments: 'Done by the yard crew',
    completed_by_name: 'Maria Lopez',
    on_time: completedOnTime(due, { day: startDay, meterHours: startMeter }, { completedOn: day, completedAtMeterHours: meterHours }),
    due_date: due.dueDay,
    due_meter_hours: due.dueMeterHours,
    recorded_at: new Date(Date.parse(`${day}T20:00:00Z`)).toISOString(),
  };
}

export async function seedAssetPms(spec: SeedTenant): Promise<number> {
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return 0;
  const now = Date.now();
  const today = dateOnlyIn(now, ZONE);
  const day = (offset: number) => dayjs.utc(today, DATE_ONLY).add(offset, 'day').format(DATE_ONLY);
  const items: Item[] = [];
  for (const company of spec.companies) {
    const pmSites = new Set(spec.sites.filter((s) => s.company === company.id && s.pm && s.status !== SiteStatus.AllSites).map((s) => s.id));
    if (pmSites.size === 0) continue;
    const tasks = (await listTasks(spec.code, company.id, { pageSize: 12, pageIndex: 1 })).map((t) => ({ task_id: t.task_id, task_code: t.task_code, task_title: t.task_title, task_est_hours: t.task_est_hours, task_est_minutes: t.task_est_minutes }));
    const bySite = new Map<number, AssetRecord[]>();
    for (let internal = company.id * 10_000 + 1000; internal < company.id * 10_000 + 1100; internal++) {
      const asset = await findByInternalId(spec.code, company.id, String(internal));
      if (!asset || asset.status !== AssetStatus.Active || !pmSites.has(asset.site_id)) continue;
      const list = bySite.get(asset.site_id) ?? [];
      if (list.length < PER_SITE) bySite.set(asset.site_id, [...list, asset]);
    }
    for (const assets of bySite.values()) {
      for (const [k, asset] of assets.entries()) {
        const hours = asset.meter_hours ?? 1000;
        // 30 days of readings at 8 to 10 hours a day, the last one yesterday (k = 7: two weeks old, flagged stale).
        let meter: MeterState = { meter_hours: null, readings: [] };
        const lastDay = k === 7 ? 15 : 1;
        for (let d = 30; d >= lastDay; d -= 3) meter = withReading(meter, Math.round(hours - (d - lastDay) * (8 + (k % 3))), now - d * DAY);
        await putMeter(spec.code, asset.asset_id, meter);
        const current = meter.meter_hours ?? hours;

        // 1. 250-hour service by meter: overdue (k 0), due now (k 1), upcoming (others).
        const service = assetPm(asset, 1, '250 hour service', { pm_trigger_by: PmTriggerBy.MeterHours, meter_hours_starting_at: 0, meter_hours_repeates_every: 250 }, tasks.slice(0, 3));
        const dueMeter = k === 0 ? current - 40 : k === 1 ? current : current + 30 + k * 25;
        const serviceDue = triggerDue(PmTriggerBy.MeterHours, null, dueMeter, ZONE);
        const serviceDone = k === 2 ? [completion(service, 1, triggerDue(PmTriggerBy.MeterHours, null, dueMeter - 250, ZONE), day(-35), dueMeter - 250, null, dueMeter - 500)] : [];
        items.push(withHistory(service, serviceDue, serviceDone, meter, now));

        // 2. Quarterly inspection by time: overdue (k 3), due today (k 4), upcoming with two completions behind (others).
        const inspection = assetPm(asset, 2, 'Quarterly safety inspection', { datetime_starting_at: day(-200), datetime_repeates_every: 3, datetime_repeat_time_period_type: RepeatPeriod.Months }, tasks.slice(6, 8));
        const dueDay = k === 3 ? day(-9) : k === 4 ? today : day(20 + k * 7);
        const history = k === 3 || k === 4 ? [] : [
          completion(inspection, 1, triggerDue(PmTriggerBy.Time, day(-170), null, ZONE), day(-168), null, day(-260), null),
          // The second one late: outside the 10% tolerance (compliance below 100%).
          completion(inspection, 2, triggerDue(PmTriggerBy.Time, day(-78), null, ZONE), day(-60), null, day(-168), null),
        ];
        items.push(withHistory(inspection, triggerDue(PmTriggerBy.Time, dueDay, null, ZONE), history, meter, now));

        // 3. 500-hour service, time or meter, on every other asset.
        if (k % 2 === 0) {
          const big = assetPm(asset, 3, '500 hour service', { pm_trigger_by: PmTriggerBy.TimeOrMeterHours, datetime_starting_at: day(-100), datetime_repeates_every: 6, datetime_repeat_time_period_type: RepeatPeriod.Months, meter_hours_starting_at: 0, meter_hours_repeates_every: 500 }, tasks.slice(0, 6));
          items.push(withHistory(big, triggerDue(PmTriggerBy.TimeOrMeterHours, day(80), current + 200, ZONE), [], meter, now));
        }
      }
    }
  }
  if (items.length) await putAssetPmsInBulk(spec.code, items);
  // The insights' PM compliance and planned work of the seeded completions (completing a PM writes it in its transaction).
  await applyOpsFacts(
    spec.code,
    items.flatMap((item) => (item.completions ?? []).map((c) => ({ site: item.pm, when: { day: c.completed_on }, add: { pc: 1, po: c.on_time ? 1 : 0 } }))),
  );
  return items.length;
}
