/**
 * The demo PM library and asset PMs (issue 10 item 8), for each company with a site that shows PM:
 *
 * - The library, through the library store (functions/pm-library/store/library.ts, what PM/ calls use):
 *   category 'Heavy equipment' with the plans '250-hour service' (250 hour service by meter and a
 *   quarterly safety inspection) and '500-hour service' (the same two plus the 500 hour service,
 *   time or meter, whichever first); category 'Inspections' with the plan 'Annual inspection'
 *   (annual safety inspection and annual crane load test, by time). Tasks from the seeded catalogue.
 * - Asset plans with history: on up to eight active assets of each PM site, the 250-hour plan (odd
 *   assets) or the 500-hour plan (even ones), its PMs some overdue, some due today, some upcoming,
 *   some completed with history; the assets' recent readings (8 to 10 hours a day) feed the forecast.
 *   Written straight to the store (putAssetPmsInBulk) with the engine's own trigger arithmetic, as
 *   the API cannot make a PM with a past.
 * - Fresh asset plans: the next two active assets of each PM site get 'Annual inspection' through
 *   assignLibraryPlan, the very function AssetPM/AddPlanToAsset runs.
 * - Parts (issue 25 item 3): the 250- and 500-hour services and the annual inspection name the
 *   seeded parts each service needs (filters, oil, grease); the asset PMs carry them (the fresh
 *   ones copied by assignLibraryPlan), so the PM list answers whether each site has them.
 */
import { AssetStatus, SiteStatus } from '#shared/codes.js';
import { dateOnlyIn, dayjs, DATE_ONLY } from '#shared/dates.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from '#shared/pm/codes.js';
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import { completedOnTime } from '#shared/pm/estimates.js';
import { triggerDue, type TriggerDue } from '#shared/pm/triggers.js';
import { findByInternalId } from '#functions/assets/store/assets.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import { newTrigger } from '#functions/pm/operations/trigger-step.js';
import { putAssetPmsInBulk } from '#functions/pm/store/bulk-writes.js';
import { putMeter, withReading } from '#functions/pm/store/meter.js';
import type {
  AssetPmData,
  CompletionData,
  MeterState,
  PlanData,
  PmTask,
} from '#functions/pm/store/stored-shapes.js';
import { createCategory, createPlan } from '#functions/pm-library/operations/library.js';
import { createPm, setLibraryPmParts, type PmInput } from '#functions/pm-library/operations/pms.js';
import { libraryPlanForAsset } from '#functions/pm/store/library.js';
import { assignLibraryPlan } from '#functions/pm/operations/asset-pms.js';
import { ids } from '#functions/pm/store/entities.js';
import { planPut } from '#functions/pm/store/write-builders.js';
import { writeTransaction } from '#lib/transactions.js';
import { listTasks, type TaskRecord } from '#functions/tasks/store.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';
import { applyOpsFacts } from '#functions/rollups/ops-rollups.js';
import { SEED_TASKS } from './seed-tasks.js';
import { seededPartIds } from './seed-parts.js';
import type { PmPartLine } from '#shared/pm/detail-schemas.js';

const ZONE = 'America/Los_Angeles';
const PER_SITE = 8;
/** Assets per PM site after the first eight that get the annual inspection plan through assignLibraryPlan. */
const FRESH_PER_SITE = 2;
const DAY = 86_400_000;

type Item = Parameters<typeof putAssetPmsInBulk>[1][number];

type LibraryKey = 'service250' | 'quarterly' | 'service500' | 'annual' | 'crane';

/** The library's PMs: title, description, schedule (the start day filled in when seeded) and the catalogue tasks by title. */
const LIBRARY_PMS: Record<
  LibraryKey,
  { title: string; description: string; schedule: Partial<PmInput>; tasks: number[] }
> = {
  service250: {
    title: '250 hour service',
    description: 'Oil, filters and greasing every 250 engine hours',
    schedule: {
      pm_trigger_by: PmTriggerBy.MeterHours,
      meter_hours_starting_at: 0,
      meter_hours_repeates_every: 250,
    },
    tasks: [0, 1, 2],
  },
  quarterly: {
    title: 'Quarterly safety inspection',
    description: 'Brakes and coolant every three months',
    schedule: {
      pm_trigger_by: PmTriggerBy.Time,
      datetime_repeates_every: 3,
      datetime_repeat_time_period_type: RepeatPeriod.Months,
    },
    tasks: [6, 7],
  },
  service500: {
    title: '500 hour service',
    description: 'The full service: every 500 engine hours or six months, whichever comes first',
    schedule: {
      pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
      datetime_repeates_every: 6,
      datetime_repeat_time_period_type: RepeatPeriod.Months,
      meter_hours_starting_at: 0,
      meter_hours_repeates_every: 500,
    },
    tasks: [0, 1, 2, 3, 4, 5],
  },
  annual: {
    title: 'Annual safety inspection',
    description: 'The yearly inspection: brakes, tyres and battery',
    schedule: {
      pm_trigger_by: PmTriggerBy.Time,
      datetime_repeates_every: 1,
      datetime_repeat_time_period_type: RepeatPeriod.Years,
    },
    tasks: [6, 9, 5],
  },
  crane: {
    title: 'Annual crane load test',
    description: 'Load test and certification of lifting gear',
    schedule: {
      pm_trigger_by: PmTriggerBy.Time,
      datetime_repeates_every: 1,
      datetime_repeat_time_period_type: RepeatPeriod.Years,
    },
    tasks: [11],
  },
};

/** Categories and their plans (names within the library's rules: at most 49 characters, letters, digits, spaces and '-'). */
export const SEED_PM_LIBRARY: { category: string; plans: { name: string; pms: LibraryKey[] }[] }[] = [
  {
    category: 'Heavy equipment',
    plans: [
      { name: '250-hour service', pms: ['service250', 'quarterly'] },
      { name: '500-hour service', pms: ['service250', 'quarterly', 'service500'] },
    ],
  },
  { category: 'Inspections', plans: [{ name: 'Annual inspection', pms: ['annual', 'crane'] }] },
];

/** The parts each library PM's service needs (issue 25 item 3), by part number (seed-parts.ts). */
const LIBRARY_PM_PARTS: Partial<Record<LibraryKey, [string, number][]>> = {
  service250: [
    ['FLT-OIL-320', 1],
    ['OIL-15W40-20', 1],
  ],
  service500: [
    ['FLT-OIL-320', 1],
    ['FLT-FUEL-1R', 2],
    ['FLT-AIR-PR', 1],
    ['FLT-HYD-10M', 1],
    ['OIL-15W40-20', 2],
  ],
  annual: [['GRS-EP2-400', 4]],
};

/** A seeded library plan: its id and name, and the library PM id (and parts) of each of its PMs. */
interface SeededPlan {
  pm_plan_id: number;
  name: string;
  pmIds: Partial<Record<LibraryKey, number>>;
}

/** A library PM's parts as stored (the company's seeded parts; one it lacks is left out). */
const partLinesOf = (key: LibraryKey, partIds: Map<string, string>): PmPartLine[] =>
  (LIBRARY_PM_PARTS[key] ?? []).flatMap(([number, quantity]) => {
    const part_id = partIds.get(number);
    return part_id ? [{ part_id, quantity }] : [];
  });

/** Writes the company's PM library through the library store; the plans by name. */
async function seedLibrary(
  tenant: string,
  companyId: number,
  tasks: TaskRecord[],
  startDay: string,
  partIds: Map<string, string>,
): Promise<Map<string, SeededPlan>> {
  const taskId = (n: number) => tasks.find((t) => t.task_title === SEED_TASKS[n][0])?.task_id;
  const plans = new Map<string, SeededPlan>();
  for (const { category, plans: planSpecs } of SEED_PM_LIBRARY) {
    const { pm_category_id } = await createCategory(tenant, companyId, category);
    for (const { name, pms } of planSpecs) {
      const plan = await createPlan(tenant, companyId, pm_category_id, name);
      const seeded: SeededPlan = { pm_plan_id: plan.pm_plan_id, name, pmIds: {} };
      for (const key of pms) {
        const def = LIBRARY_PMS[key];
        const byTime = def.schedule.pm_trigger_by !== PmTriggerBy.MeterHours;
        const input: PmInput = {
          pm_plan_id: plan.pm_plan_id,
          title: def.title,
          description: def.description,
          status: 1,
          pm_trigger_type: PmTriggerType.Recurring,
          pm_trigger_by: PmTriggerBy.Time,
          is_trigger_on_starting_at: false,
          datetime_due_at: null,
          meter_hours_due_at: null,
          datetime_starting_at: byTime ? startDay : null,
          datetime_repeates_every: null,
          datetime_repeat_time_period_type: null,
          meter_hours_starting_at: null,
          meter_hours_repeates_every: null,
          ...def.schedule,
          task_ids: def.tasks.map(taskId).filter((id): id is number => id !== undefined),
          attachments: [],
          service_dealer_id: null,
        };
        const pm = await createPm(tenant, companyId, input);
        seeded.pmIds[key] = pm.pm_id;
        // The parts its service needs, as Part/SetLibraryPmParts sets them (copied by assignLibraryPlan).
        const parts = partLinesOf(key, partIds);
        if (parts.length) await setLibraryPmParts(tenant, pm, parts);
      }
      plans.set(name, seeded);
    }
  }
  return plans;
}

/** The asset's plan record for a library plan (written with its PMs, as AddPlanToAsset would). */
const assetPlanOf = (asset: AssetRecord, plan: SeededPlan): PlanData => ({
  asset_pm_plan_id: ids.plan(asset.asset_id),
  asset_pm_plan_name: plan.name,
  pm_plan_id: plan.pm_plan_id,
  asset_id: asset.asset_id,
  assigned_at: new Date(Date.now() - 200 * DAY).toISOString(),
});

function assetPm(
  asset: AssetRecord,
  n: number,
  title: string,
  schedule: Partial<AssetPmData['schedule']>,
  tasks: PmTask[],
  plan: PlanData,
  pmId: number | null,
): AssetPmData {
  const now = new Date().toISOString();
  return {
    asset_pm_id: `${asset.asset_id}-SEED${String(n).padStart(2, '0')}`,
    asset_id: asset.asset_id,
    internal_asset_id: asset.internal_asset_id,
    asset_name: asset.name,
    site_id: asset.site_id,
    company_id: asset.company_id,
    asset_pm_plan_id: plan.asset_pm_plan_id,
    asset_pm_plan_name: plan.asset_pm_plan_name,
    pm_plan_id: plan.pm_plan_id,
    pm_id: pmId,
    title,
    description: `${title} as the manufacturer's schedule asks`,
    status: 1,
    schedule: scheduleFieldsOf({
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.Time,
      is_trigger_on_starting_at: false,
      ...schedule,
    }),
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
function withHistory(
  pm: AssetPmData,
  due: TriggerDue,
  completions: CompletionData[],
  meter: MeterState,
  now: number,
): Item {
  const saved = {
    ...pm,
    next_seq: completions.length + 2,
    completed_count: completions.length,
    last_completion: completions.at(-1) ?? null,
  };
  const last = completions.at(-1);
  const opening = {
    at: last ? Date.parse(last.recorded_at) : now - 90 * DAY,
    meterHours: last?.completed_at_meter_hours ?? null,
    day: last?.completed_on ?? null,
  };
  const { next } = newTrigger(saved, completions.length + 1, due, opening, now, meter.meter_hours, null);
  return { pm: saved, trigger: next, completions };
}

function completion(
  pm: AssetPmData,
  seq: number,
  due: TriggerDue,
  day: string,
  meterHours: number | null,
  startDay: string | null,
  startMeter: number | null,
): CompletionData {
  return {
    pm_trigger_id: `${pm.asset_pm_id}.${seq}`,
    completed_on: day,
    completed_at_meter_hours: meterHours,
    completed_in_hours: 2,
    completed_in_minutes: 15,
    comments: 'Done by the yard crew',
    completed_by_name: 'Maria Lopez',
    on_time: completedOnTime(
      due,
      { day: startDay, meterHours: startMeter },
      { completedOn: day, completedAtMeterHours: meterHours },
    ),
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
    const pmSites = new Set(
      spec.sites
        .filter((s) => s.company === company.id && s.pm && s.status !== SiteStatus.AllSites)
        .map((s) => s.id),
    );
    if (pmSites.size === 0) continue;
    const catalogue = await listTasks(spec.code, company.id, { pageSize: 12, pageIndex: 1 });
    const tasks = catalogue.map((t) => ({
      task_id: t.task_id,
      task_code: t.task_code,
      task_title: t.task_title,
      task_est_hours: t.task_est_hours,
      task_est_minutes: t.task_est_minutes,
    }));
    const partIds = await seededPartIds(spec.code, company.id);
    const library = await seedLibrary(spec.code, company.id, catalogue, today, partIds);
    const plan250 = library.get('250-hour service')!;
    const plan500 = library.get('500-hour service')!;
    const bySite = new Map<number, AssetRecord[]>();
    for (let internal = company.id * 10_000 + 1000; internal < company.id * 10_000 + 1100; internal++) {
      const asset = await findByInternalId(spec.code, company.id, String(internal));
      if (!asset || asset.status !== AssetStatus.Active || !pmSites.has(asset.site_id)) continue;
      const list = bySite.get(asset.site_id) ?? [];
      if (list.length < PER_SITE + FRESH_PER_SITE) bySite.set(asset.site_id, [...list, asset]);
    }
    const annual = await libraryPlanForAsset(
      spec.code,
      company.id,
      library.get('Annual inspection')!.pm_plan_id,
    );
    for (const all of bySite.values()) {
      for (const asset of all.slice(PER_SITE)) await assignLibraryPlan(spec.code, asset, annual!, ZONE);
      const assets = all.slice(0, PER_SITE);
      for (const [k, asset] of assets.entries()) {
        const libraryPlan = k % 2 === 0 ? plan500 : plan250;
        const plan = assetPlanOf(asset, libraryPlan);
        await writeTransaction([planPut(spec.code, plan)]);
        const hours = asset.meter_hours ?? 1000;
        // 30 days of readings at 8 to 10 hours a day, the last one yesterday (k = 7: two weeks old, flagged stale).
        let meter: MeterState = { meter_hours: null, readings: [] };
        const lastDay = k === 7 ? 15 : 1;
        for (let d = 30; d >= lastDay; d -= 3)
          meter = withReading(meter, Math.round(hours - (d - lastDay) * (8 + (k % 3))), now - d * DAY);
        await putMeter(spec.code, asset.asset_id, meter);
        const current = meter.meter_hours ?? hours;

        // 1. 250-hour service by meter: overdue (k 0), due now (k 1), upcoming (others).
        const service = assetPm(
          asset,
          1,
          '250 hour service',
          {
            pm_trigger_by: PmTriggerBy.MeterHours,
            meter_hours_starting_at: 0,
            meter_hours_repeates_every: 250,
          },
          tasks.slice(0, 3),
          plan,
          libraryPlan.pmIds.service250 ?? null,
        );
        const dueMeter = k === 0 ? current - 40 : k === 1 ? current : current + 30 + k * 25;
        const serviceDue = triggerDue(PmTriggerBy.MeterHours, null, dueMeter, ZONE);
        const serviceDone =
          k === 2
            ? [
                completion(
                  service,
                  1,
                  triggerDue(PmTriggerBy.MeterHours, null, dueMeter - 250, ZONE),
                  day(-35),
                  dueMeter - 250,
                  null,
                  dueMeter - 500,
                ),
              ]
            : [];
        service.parts = partLinesOf('service250', partIds);
        items.push(withHistory(service, serviceDue, serviceDone, meter, now));

        // 2. Quarterly inspection by time: overdue (k 3), due today (k 4), upcoming with two completions behind (others).
        const inspection = assetPm(
          asset,
          2,
          'Quarterly safety inspection',
          {
            datetime_starting_at: day(-200),
            datetime_repeates_every: 3,
            datetime_repeat_time_period_type: RepeatPeriod.Months,
          },
          tasks.slice(6, 8),
          plan,
          libraryPlan.pmIds.quarterly ?? null,
        );
        const dueDay = k === 3 ? day(-9) : k === 4 ? today : day(20 + k * 7);
        const history =
          k === 3 || k === 4
            ? []
            : [
                completion(
                  inspection,
                  1,
                  triggerDue(PmTriggerBy.Time, day(-170), null, ZONE),
                  day(-168),
                  null,
                  day(-260),
                  null,
                ),
                // The second one late: outside the 10% tolerance (compliance below 100%).
                completion(
                  inspection,
                  2,
                  triggerDue(PmTriggerBy.Time, day(-78), null, ZONE),
                  day(-60),
                  null,
                  day(-168),
                  null,
                ),
              ];
        items.push(
          withHistory(inspection, triggerDue(PmTriggerBy.Time, dueDay, null, ZONE), history, meter, now),
        );

        // 3. 500-hour service, time or meter, on every other asset (those on the 500-hour plan).
        if (k % 2 === 0) {
          const big = assetPm(
            asset,
            3,
            '500 hour service',
            {
              pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
              datetime_starting_at: day(-100),
              datetime_repeates_every: 6,
              datetime_repeat_time_period_type: RepeatPeriod.Months,
              meter_hours_starting_at: 0,
              meter_hours_repeates_every: 500,
            },
            tasks.slice(0, 6),
            plan,
            libraryPlan.pmIds.service500 ?? null,
          );
          big.parts = partLinesOf('service500', partIds);
          items.push(
            withHistory(
              big,
              triggerDue(PmTriggerBy.TimeOrMeterHours, day(80), current + 200, ZONE),
              [],
              meter,
              now,
            ),
          );
        }
      }
    }
  }
  if (items.length) await putAssetPmsInBulk(spec.code, items);
  // The insights' PM compliance and planned work of the seeded completions (completing a PM writes it in its transaction).
  await applyOpsFacts(
    spec.code,
    items.flatMap((item) =>
      (item.completions ?? []).map((c) => ({
        site: item.pm,
        when: { day: c.completed_on },
        add: { pc: 1, po: c.on_time ? 1 : 0 },
      })),
    ),
  );
  return items.length;
}
