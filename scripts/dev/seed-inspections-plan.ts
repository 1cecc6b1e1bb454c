/**
 * The plan of the seeded inspection history, pure (no reads, no writes; seed-inspections.ts does
 * both): ninety days of daily pre-use inspections of a site's machines by its operators, as the
 * operator API and the manager's approval would have written them, in the same shapes.
 *
 * - Schedule: Monday to Saturday in the site's timezone, shift 1 from 06:00, shift 2 from 14:00,
 *   now and then a night shift 3; a machine is used (and so inspected) on a day and shift by how
 *   many hours it runs a day (the slope of its meter readings). One inspection per checkout: the
 *   next starts after the asset was checked in, as the exclusive checkout makes it.
 * - Lifecycle: checkout, submit a few minutes later, a manager's approval within hours (a night
 *   shift's the next morning), check-in at the end of the shift. What has not happened by `now`
 *   stays undone: a submitted but unapproved inspection is Pending (8), an approved one not yet
 *   checked in is Checked Out. At least PENDING_AT_LEAST assets of a site are pending and
 *   CHECKED_OUT_AT_LEAST checked out (their latest inspections), whatever the time of day.
 * - Meter hours follow the asset's own readings (interpolated between them, extrapolated at their
 *   rate before and after), so they rise day by day and are never below the last reading at
 *   submit or approval; an approval that moves the meter writes a reading and activity 10, as
 *   approve.ts does, and the asset ends at its last approved reading.
 * - Failed items: each Ok / Not ok item fails now and then (P_NEW); a new failure opens an issue
 *   for the asset and item (priority 2, by the operator, linked to the inspection). While the
 *   issue is open the item keeps failing often (P_AGAIN): those failures are comments on it
 *   ('Failed again in the inspection of {its time}'), never a second issue. Issues are fixed after a few days
 *   (manager's comment, status Closed 15); recent ones are still Open, In Progress or Waiting.
 * - Photos for most inspections with a new failure (one per failed item) and a few others.
 * - Activity as the events log it: 1 submitted, 4 issues opened, 2 approved, 10 meter, 5 and 6
 *   issue updated and closed.
 * Everything random comes from a generator seeded by the tenant and asset: the same `now` gives
 * the same history.
 */
import { ActivityType, isActiveAsset, type ActivityTypeId } from '#shared/assets/rules.js';
import { dateOnlyIn, parseDateOnly, zoneDayBound } from '#shared/dates.js';
import { ValuesType } from '#shared/forms/rules.js';
import type { ChecklistAttribute } from '#shared/forms/schemas.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { AUTO_ISSUE_PRIORITY, IssueStatus, issueStatusName } from '#shared/issues/rules.js';
import type { AssetRecord } from '#functions/assets/store/assets.js';
import type { InspectionRecord } from '#functions/inspections/store/entities.js';
import { failedAgainComment, failedNotes } from '#functions/issues/operations/open-issues.js';
import type { IssueCommentRecord, IssueRecord } from '#functions/issues/store/issues.js';
import { random } from './seed-assets.js';
import type { SeedPhoto } from './seed-inspection-photos.js';

export const HISTORY_DAYS = 90;
export const PENDING_AT_LEAST = 5;
export const CHECKED_OUT_AT_LEAST = 3;
/** Chance that an Ok / Not ok item without an open issue fails in an inspection. */
export const P_NEW = 0.016;
/** Chance that an item with an open issue is reported Not ok again. */
export const P_AGAIN = 0.55;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SHIFT_START_HOUR: Record<number, number> = { 1: 6, 2: 14, 3: 22 };
const SHIFT_HOURS = 8;

export interface Person {
  uuid: string;
  firstname: string;
  lastname: string;
}
export interface PlanAsset {
  record: AssetRecord;
  /** Its meter readings, any order. */
  readings: { at: number; hours: number }[];
  checklist: { form_id: string; form_name: string; attributes: ChecklistAttribute[] };
}
export interface PlanSite {
  site_id: number;
  timezone: string;
  /** Operators (day shift first) and managers who approve, each non-empty. */
  operators: Person[];
  managers: Person[];
  assets: PlanAsset[];
}
export interface PlannedActivity {
  asset: { asset_id: number; internal_asset_id: string; name: string; site_id: number };
  type: ActivityTypeId;
  message: string;
  by: string;
  timezone: string;
  at: Date;
}
export interface PlannedReading {
  asset_id: number;
  meter_hours: number;
  timezone: string;
  updated_by_name: string;
  at: Date;
}
export interface Plan {
  inspections: InspectionRecord[];
  issues: IssueRecord[];
  comments: IssueCommentRecord[];
  activities: PlannedActivity[];
  readings: PlannedReading[];
  photos: SeedPhoto[];
  /** Assets whose open-issue count or meter hours the history changed. */
  assetChanges: { before: AssetRecord; changes: { open_issues?: number; meter_hours?: number } }[];
  /** Per site, when its issues last changed (the dashboard's Last Updated). */
  siteChanges: { site_id: number; changed_at: string }[];
  /** Answers of Ok / Not ok items, and how many of them were Not ok. */
  checkedItems: number;
  notOkItems: number;
}

type Rng = () => number;
const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const pick = <T>(rng: Rng, items: readonly T[]) => items[Math.floor(rng() * items.length)];
const between = (rng: Rng, low: number, high: number) => low + rng() * (high - low);
const hex = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
/** A version-4-shaped uuid from the generator (ids stay the same from one seed to the next). */
export const uuidOf = (rng: Rng) =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ['8', '9', 'a', 'b'])}${hex(rng, 3)}-${hex(rng, 12)}`;
const iso = (ms: number) => new Date(ms).toISOString();
/** The moment, or the next 07:00 to 08:00 in the zone when it falls outside the workday (managers and fitters work days). */
function inWorkday(ms: number, zone: string, rng: Rng): number {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: zone }).format(ms),
  );
  if (hour >= 7 && hour < 17) return ms;
  const top = ms - (ms % HOUR);
  return top + ((7 - hour + 24) % 24 || 24) * HOUR + Math.round(rng() * 59) * MINUTE;
}
const nameOf = (p: Person) => `${p.firstname} ${p.lastname}`.trim();

/** What an operator writes about a failed item, and what the fitter did. */
const FAULTS: Record<string, { note: string; fix: string }> = {
  hydraulicHoses: {
    note: 'Weeping hose on the boom cylinder, oil on the ground',
    fix: 'Replaced the hose and fitting, no leak under load.',
  },
  tracks: { note: 'Track tension low on the left side', fix: 'Re-tensioned both tracks, checked rollers.' },
  tyres: { note: 'Cut in the sidewall of the front right tyre', fix: 'Tyre replaced, wheel nuts torqued.' },
  lights: { note: 'Rear work light out', fix: 'New LED work light fitted.' },
  mirrors: { note: 'Left mirror cracked', fix: 'Mirror glass replaced.' },
  engineOil: { note: 'Oil below the minimum mark', fix: 'Topped up, no leak found; watch consumption.' },
  coolant: {
    note: 'Coolant low, sweet smell after shutdown',
    fix: 'Radiator hose clamp tightened, coolant topped up.',
  },
  hydraulicFluid: {
    note: 'Hydraulic fluid below the sight glass',
    fix: 'Topped up, return line seal replaced.',
  },
  horn: { note: 'Horn does not sound', fix: 'Horn relay replaced.' },
  seatBelt: { note: 'Seat belt does not latch', fix: 'Seat belt buckle replaced.' },
  fireExtinguisher: {
    note: 'Extinguisher gauge in the red',
    fix: 'Extinguisher swapped for a serviced one.',
  },
};
const faultOf = (a: { id: string; name: string }) =>
  FAULTS[a.id] ?? { note: `${a.name} not ok`, fix: `${a.name} repaired.` };
const SAFETY_ITEMS = new Set(['hydraulicHoses', 'seatBelt', 'fireExtinguisher', 'horn']);
const ROUTINE_NOTES = [
  'Walkaround done',
  'Greased pins and bushings',
  'Cab glass cleaned',
  'Low on DEF, refilled',
  'Bucket teeth worn, still ok',
  'Washed down after shift',
];
const MANAGER_NOTES = ['Reviewed with the operator', 'Ok to run', 'Photos checked', 'Keep an eye on it'];
const WAITING_NOTES = ['Parts on order, ETA end of the week', 'Waiting for the dealer technician'];
const FUEL = ['1/4', '1/3', '1/2', '1/2', '2/3', '3/4', '3/4', 'F', 'F', 'F'];

/** Meter hours at a moment from the asset's readings: interpolated between them, at their rate before and after. */
export function meterCurve(
  readings: { at: number; hours: number }[],
  fallback: { at: number; hours: number },
) {
  const points = (readings.length ? [...readings] : [fallback]).sort((a, b) => a.at - b.at);
  for (let i = 1; i < points.length; i++)
    points[i] = { ...points[i], hours: Math.max(points[i].hours, points[i - 1].hours) };
  const first = points[0];
  const last = points.at(-1)!;
  const rate = Math.max(
    points.length > 1 && last.at > first.at ? (last.hours - first.hours) / (last.at - first.at) : 0,
    0.5 / DAY,
  );
  const at = (t: number): number => {
    if (t <= first.at) return Math.max(0, Math.round(first.hours - rate * (first.at - t)));
    if (t >= last.at) return Math.round(last.hours + rate * (t - last.at));
    const i = points.findIndex((p) => p.at > t) - 1;
    const [a, b] = [points[i], points[i + 1]];
    return Math.round(a.hours + ((b.hours - a.hours) * (t - a.at)) / (b.at - a.at));
  };
  /** The highest reading taken at or before t (null before the first). */
  const readingAt = (t: number): number | null =>
    points
      .filter((p) => p.at <= t && readings.length)
      .reduce<number | null>((m, p) => Math.max(m ?? 0, p.hours), null);
  return { at, readingAt, hoursPerDay: rate * DAY };
}

interface Visit {
  shift: number;
  operator: Person;
  manager: Person;
  checkout: number;
  submit: number;
  /** Null: still pending. */
  approve: number | null;
  /** Null: still checked out. */
  checkin: number | null;
}

/** The asset's visits (checkout to check-in), oldest first, none overlapping, none started after `now`. */
function scheduleVisits(
  rng: Rng,
  site: PlanSite,
  asset: PlanAsset,
  hoursPerDay: number,
  now: number,
): Visit[] {
  const until = isActiveAsset(asset.record.status) ? now : now - 4 * DAY;
  const today = parseDateOnly(dateOnlyIn(now, site.timezone))!.getTime();
  const chance: Record<number, number> = {
    1: Math.min(0.2, Math.max(0.05, hoursPerDay / 26)),
    2: hoursPerDay > 5.5 ? Math.min(0.08, (hoursPerDay - 5.5) / 6) : 0.01,
    3: hoursPerDay > 6 ? 0.02 : 0,
  };
  const visits: Visit[] = [];
  let free = 0;
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const day = new Date(today - back * DAY).toISOString().slice(0, 10);
    const midnight = zoneDayBound(day, site.timezone)!;
    const sunday = new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
    for (const shift of [1, 2, 3]) {
      const used = rng() < chance[shift];
      const late = rng();
      if (sunday || !used) continue;
      const checkout =
        midnight +
        SHIFT_START_HOUR[shift] * HOUR +
        Math.round(between(rng, 4, 90)) * MINUTE +
        Math.round(rng() * 59_000);
      const submit = checkout + Math.round(between(rng, 7, 22)) * MINUTE + Math.round(rng() * 59_000);
      const approve =
        shift === 3
          ? midnight + DAY + 7 * HOUR + Math.round(between(rng, 5, 150)) * MINUTE
          : submit + Math.round(between(rng, 20, 200)) * MINUTE;
      const checkin = Math.max(
        midnight + (SHIFT_START_HOUR[shift] + SHIFT_HOURS) * HOUR - Math.round(late * 40) * MINUTE,
        approve + 10 * MINUTE,
      );
      const swap = site.operators.length > 1 && rng() < 0.15;
      const operator = site.operators[((shift === 2 ? 1 : 0) + (swap ? 1 : 0)) % site.operators.length];
      const manager = rng() < 0.75 ? site.managers[0] : pick(rng, site.managers);
      if (checkout < free || submit > now || checkout > until) continue;
      visits.push({
        shift,
        operator,
        manager,
        checkout,
        submit,
        approve: approve > now ? null : approve,
        checkin: checkin > now ? null : checkin,
      });
      free = checkin + 5 * MINUTE;
    }
  }
  return visits;
}

/** At least PENDING_AT_LEAST pending and CHECKED_OUT_AT_LEAST checked-out assets at the site (their latest inspections). */
function keepSomeOpen(lasts: Visit[]) {
  const pending = lasts.filter((v) => v.approve === null);
  for (const v of lasts
    .filter((l) => l.approve !== null)
    .sort((a, b) => b.submit - a.submit)
    .slice(0, Math.max(0, PENDING_AT_LEAST - pending.length))) {
    v.approve = null;
    v.checkin = null;
  }
  const out = lasts.filter((v) => v.approve !== null && v.checkin === null);
  for (const v of lasts
    .filter((l) => l.approve !== null && l.checkin !== null)
    .sort((a, b) => b.approve! - a.approve!)
    .slice(0, Math.max(0, CHECKED_OUT_AT_LEAST - out.length)))
    v.checkin = null;
}

interface OpenDefect {
  issue: IssueRecord;
  /** When it is fixed (may be after now: still open). */
  fixedAt: number;
}

/** The whole plan of a tenant's sites. */
export function planInspections(tenant: string, sites: PlanSite[], now: number): Plan {
  const plan: Plan = {
    inspections: [],
    issues: [],
    comments: [],
    activities: [],
    readings: [],
    photos: [],
    assetChanges: [],
    siteChanges: [],
    checkedItems: 0,
    notOkItems: 0,
  };
  for (const site of sites) {
    const perAsset = site.assets.map((asset) => {
      const rng = random(hashOf(`${tenant}#inspections#${asset.record.asset_id}`));
      const curve = meterCurve(asset.readings, { at: now - DAY, hours: asset.record.meter_hours ?? 0 });
      return { asset, rng, curve, visits: scheduleVisits(rng, site, asset, curve.hoursPerDay, now) };
    });
    keepSomeOpen(
      perAsset
        .filter((a) => isActiveAsset(a.asset.record.status) && a.visits.length)
        .map((a) => a.visits.at(-1)!),
    );
    let siteChanged = '';
    for (const { asset, rng, curve, visits } of perAsset) {
      const changed = planAssetHistory(plan, tenant, site, asset, rng, curve, visits, now);
      if (changed > siteChanged) siteChanged = changed;
    }
    if (siteChanged) plan.siteChanges.push({ site_id: site.site_id, changed_at: siteChanged });
  }
  return plan;
}

/** One asset's inspections, issues and their events into the plan; returns when its issues last moved (ISO, '' for never). */
function planAssetHistory(
  plan: Plan,
  tenant: string,
  site: PlanSite,
  asset: PlanAsset,
  rng: Rng,
  curve: ReturnType<typeof meterCurve>,
  visits: Visit[],
  now: number,
): string {
  const record = asset.record;
  const where = {
    asset_id: record.asset_id,
    internal_asset_id: record.internal_asset_id,
    name: record.name,
    site_id: record.site_id,
  };
  const timezone = site.timezone;
  const activity = (type: ActivityTypeId, message: string, by: string, at: number) =>
    plan.activities.push({ asset: where, type, message, by, timezone, at: new Date(at) });
  const comment = (issue: IssueRecord, text: string, by: Person, at: number) => {
    const comment_id = uuidOf(rng);
    plan.comments.push({
      tenant,
      issue_uuid: issue.issue_uuid,
      comment_key: `C#${iso(at)}#${comment_id}`,
      comment_id,
      comment: text,
      created_by_uuid: by.uuid,
      created_by_name: nameOf(by),
      created_at: iso(at),
    });
    if (iso(at) > issue.updated_at) issue.updated_at = iso(at);
  };
  const open = new Map<string, OpenDefect>();
  const defects: OpenDefect[] = [];
  let approvedMeter = 0;
  let meterNow = record.meter_hours ?? 0;

  for (const visit of visits) {
    const inspectionId = uuidOf(rng);
    const operatorName = nameOf(visit.operator);
    for (const [id, defect] of open) if (defect.fixedAt <= visit.submit) open.delete(id);
    // The operator reads the meter at the walk-around; the app refuses less than the last reading.
    let meter = Math.max(curve.at(visit.checkout), curve.readingAt(visit.submit) ?? 0, approvedMeter);

    const failedAgain: OpenDefect[] = [];
    const failedNew: ChecklistAttribute[] = [];
    const answers = asset.checklist.attributes.map((a) => {
      let value: string;
      if (a.values_type === ValuesType.OkNotOk) {
        const defect = open.get(a.id);
        const fails = rng() < (defect ? P_AGAIN : P_NEW);
        if (fails && defect) failedAgain.push(defect);
        else if (fails) failedNew.push(a);
        plan.checkedItems++;
        if (fails) plan.notOkItems++;
        value = fails ? 'Not ok' : 'Ok';
      } else if (a.values_type === ValuesType.LeftCenterRight)
        value = rng() < 0.92 ? 'Center' : pick(rng, ['Left', 'Right']);
      else if (a.values_type === ValuesType.FuelLevel) value = pick(rng, FUEL);
      else if (a.values_type === ValuesType.TankLevel) value = rng() < 0.94 ? 'Clean' : 'Not Clean';
      else value = a.values[0] ?? '';
      return { id: a.id, name: a.name, values_type: a.values_type, value, values: [...a.values] };
    });

    // Failed items: a new issue each (the sentinel's rule: one open issue per asset and item), a comment on an open one.
    const opened = failedNew.map((a) => {
      const issue: IssueRecord = {
        tenant,
        issue_uuid: uuidOf(rng),
        asset_id: record.asset_id,
        internal_asset_id: record.internal_asset_id,
        asset_name: record.name,
        company_id: record.company_id,
        site_id: record.site_id,
        name: a.name,
        notes: failedNotes(visit.submit, timezone),
        description: '',
        priority: AUTO_ISSUE_PRIORITY,
        status: IssueStatus.Open,
        inspection_id: inspectionId,
        attribute_id: a.id,
        created_by_uuid: visit.operator.uuid,
        created_by_name: operatorName,
        created_at: iso(visit.submit),
        updated_at: iso(visit.submit),
        version: 1,
      };
      const roll = rng();
      const days =
        roll < 0.45 ? between(rng, 0.3, 3) : roll < 0.8 ? between(rng, 3, 12) : between(rng, 12, 40);
      const defect = { issue, fixedAt: inWorkday(visit.submit + Math.round(days * DAY), timezone, rng) };
      open.set(a.id, defect);
      defects.push(defect);
      plan.issues.push(issue);
      return issue;
    });
    for (const defect of failedAgain)
      comment(defect.issue, failedAgainComment(visit.submit, timezone), visit.operator, visit.submit);

    const photoKinds =
      failedNew.length && rng() < 0.7
        ? failedNew.slice(0, 3).map((a) => ({ kind: a.id, caption: a.name }))
        : rng() < 0.03
          ? [{ kind: 'walkAround', caption: 'Walk-around' }]
          : [];
    const imageNames = photoKinds.map((p) => {
      const image_name = `${uuidOf(rng)}.png`;
      plan.photos.push({ tenant, inspection_id: inspectionId, image_name, ...p });
      return image_name;
    });
    const failedNames = [
      ...failedNew,
      ...failedAgain.map((d) => ({ id: d.issue.attribute_id!, name: d.issue.name })),
    ];
    const operatorNotes =
      failedNames.length && rng() < 0.7
        ? failedNames.map((a) => faultOf(a).note).join('. ')
        : rng() < 0.1
          ? pick(rng, ROUTINE_NOTES)
          : '';

    activity(
      ActivityType.InspectionSubmitted,
      `Inspection submitted by ${operatorName}`,
      operatorName,
      visit.submit,
    );
    if (opened.length)
      activity(
        ActivityType.IssueCreated,
        `Issue${opened.length > 1 ? 's' : ''} opened from inspection: ${opened.map((i) => i.name).join(', ')}`,
        operatorName,
        visit.submit + 1,
      );

    let approval: Partial<InspectionRecord> = {};
    if (visit.approve !== null) {
      // The manager's approval checks the meter against the asset's (readings taken meanwhile count).
      const assetMeter = Math.max(curve.readingAt(visit.approve) ?? 0, approvedMeter);
      meter = Math.max(meter, assetMeter);
      const by = nameOf(visit.manager);
      activity(ActivityType.InspectionApproved, `Inspection approved by ${by}`, by, visit.approve);
      if (meter !== assetMeter) {
        plan.readings.push({
          asset_id: record.asset_id,
          meter_hours: meter,
          timezone,
          updated_by_name: by,
          at: new Date(visit.approve),
        });
        activity(
          ActivityType.MeterHoursUpdated,
          `Meter hours updated from ${assetMeter} to ${meter}`,
          by,
          visit.approve + 1,
        );
      }
      approvedMeter = meter;
      meterNow = Math.max(meterNow, meter);
      approval = {
        approved_at: iso(visit.approve),
        manager_uuid: visit.manager.uuid,
        manager_name: by,
        manager_notes: rng() < 0.15 ? pick(rng, MANAGER_NOTES) : '',
      };
    }
    const last = visit.checkin ?? visit.approve ?? visit.submit;
    plan.inspections.push({
      tenant,
      inspection_id: inspectionId,
      asset_id: record.asset_id,
      internal_asset_id: record.internal_asset_id,
      asset_name: record.name,
      company_id: record.company_id,
      site_id: record.site_id,
      status: visit.approve === null ? InspectionStage.Pending : InspectionStage.Accepted,
      operator_uuid: visit.operator.uuid,
      operator_firstname: visit.operator.firstname,
      operator_lastname: visit.operator.lastname,
      checkout_requested_at: iso(visit.checkout),
      submitted_at: iso(visit.submit),
      ...(visit.checkin !== null ? { checked_in_at: iso(visit.checkin) } : {}),
      shift: visit.shift,
      meter_hours: meter,
      operator_notes: operatorNotes,
      is_comment_important:
        operatorNotes !== '' && failedNew.some((a) => SAFETY_ITEMS.has(a.id)) && rng() < 0.6,
      manager_notes: '',
      ...approval,
      form_id: asset.checklist.form_id,
      form_name: asset.checklist.form_name,
      answers,
      new_notok_attributes: failedNew.map((a) => ({ id: a.id, name: a.name })),
      image_names: imageNames,
      issue_ids: [...opened.map((i) => i.issue_uuid), ...failedAgain.map((d) => d.issue.issue_uuid)],
      // The operator API's lifecycle (checkout, submit, approval, check-in): the dashboard and check-in treat them as such.
      source: 'app',
      version: 2 + (visit.approve !== null ? 1 : 0) + (visit.checkin !== null ? 1 : 0),
      created: iso(visit.checkout),
      modified: iso(last),
    });
  }

  // Each issue's life after it was opened: taken up, waiting for parts, or fixed and closed by a manager.
  let lastMove = '';
  for (const { issue, fixedAt } of defects) {
    const manager = site.managers[0];
    const by = nameOf(manager);
    const created = Date.parse(issue.created_at);
    let moved = issue.created_at;
    const move = (status: number, at: number) => {
      issue.status = status;
      issue.version++;
      moved = iso(at);
      if (iso(at) > issue.updated_at) issue.updated_at = iso(at);
      activity(
        status === IssueStatus.Closed ? ActivityType.IssueClosed : ActivityType.IssueUpdated,
        status === IssueStatus.Closed
          ? `Issue '${issue.name}' closed`
          : `Issue '${issue.name}' updated (${issueStatusName(status)})`,
        by,
        at,
      );
    };
    const takenUp = inWorkday(created + Math.round(between(rng, 1, 6) * HOUR), timezone, rng);
    if (fixedAt <= now) {
      if (fixedAt - created > DAY && rng() < 0.6) move(IssueStatus.InProgress, takenUp);
      comment(
        issue,
        faultOf({ id: issue.attribute_id!, name: issue.name }).fix,
        manager,
        fixedAt - 10 * MINUTE,
      );
      move(IssueStatus.Closed, fixedAt);
    } else if (now - created > DAY) {
      const roll = rng();
      if (roll < 0.45) move(IssueStatus.InProgress, takenUp);
      else if (roll < 0.65) {
        comment(issue, pick(rng, WAITING_NOTES), manager, takenUp);
        move(IssueStatus.Waiting, takenUp + MINUTE);
      }
    }
    if (moved > lastMove) lastMove = moved;
  }

  const openIssues = defects.filter((d) => d.issue.status !== IssueStatus.Closed).length;
  const changes = {
    ...(openIssues !== (record.open_issues ?? 0) ? { open_issues: openIssues } : {}),
    ...(meterNow !== (record.meter_hours ?? 0) ? { meter_hours: meterNow } : {}),
  };
  if (Object.keys(changes).length) plan.assetChanges.push({ before: record, changes });
  return lastMove;
}
