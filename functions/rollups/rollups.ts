/**
 * Daily inspection roll-ups (reports and insights never scan inspections). One partition per
 * tenant and site; in it, per calendar month of the site's own timezone:
 *   S#yyyy-mm                the site's month
 *   T#yyyy-mm#<asset type>   the asset type's month at the site
 *   A#yyyy-mm#<asset id>     the asset's month
 * and per asset L#<asset id>, its all-time summary (first and latest inspection, latest hours).
 * A month item holds one attribute per day and measure (`s07` = submitted on the 7th), so a one-year
 * Yard report reads 13 items per site and a one-year Asset report 13 per asset:
 *   s  inspections submitted that day          a  of those, approved (counted on the submit day)
 *   m  minutes from submit to approval, summed over the approved ones (time to approve = m / a)
 *   u  meter hours used (each reading's increase over the asset's previous one)
 *   f / l  first and last meter reading of the day (asset items only)
 * Counters move with ADD, so concurrent inspections never lose an update. The writes are returned
 * as transaction items for the inspection's own transaction (submit, approve) and summed for the
 * spreadsheet upload.
 */
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $get, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import pLimit from 'p-limit';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { monthsBetween, siteDayOf, type DayMeasure } from '#shared/reports/rules.js';
import { getMany } from '#lib/batch-get.js';
import { pad, table } from '#lib/db.js';
import { rawUpdateTransaction, type RawUpdate, type Transaction } from '#lib/transactions.js';

export const rollupKeys = {
  partition: (tenant: string, siteId: number) => `${tenant}#ROLLUP#${pad(siteId, 6)}`,
  site: (month: string) => `S#${month}`,
  type: (month: string, assetType: string) => `T#${month}#${assetType}`,
  asset: (month: string, assetId: number) => `A#${month}#${pad(assetId)}`,
  summary: (assetId: number) => `L#${pad(assetId)}`,
};

export const DAY_MEASURES: readonly DayMeasure[] = ['s', 'a', 'm', 'u', 'f', 'l'];
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));
const dayAttributes = Object.fromEntries(
  DAY_MEASURES.flatMap((m) => DAYS.map((d) => [`${m}${d}`, number().optional()])),
) as Record<string, ReturnType<typeof number>>;

export const RollupEntity = new Entity({
  name: 'Rollup',
  table,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    /** The sort key (rollupKeys). */
    rollup: string().key(),
    company_id: number().optional(),
    /** yyyy-mm (month items). */
    month: string().optional(),
    asset_type: string().optional(),
    asset_id: number().optional(),
    internal_asset_id: string().optional(),
    asset_name: string().optional(),
    asset_serial_number: string().optional(),
    /** Summary items: ISO times of the first and latest submitted inspection, latest reading, all-time count. */
    first_inspection_at: string().optional(),
    latest_inspection_at: string().optional(),
    latest_hours: number().optional(),
    submitted: number().optional(),
    ...dayAttributes,
  }),
  computeKey: ({ tenant, site_id, rollup }: { tenant: string; site_id: number; rollup: string }) => ({
    pk: rollupKeys.partition(tenant, site_id),
    sk: rollup,
  }),
});

export type Rollup = FormattedItem<typeof RollupEntity> & Record<string, unknown>;

/** The inspection facts a roll-up needs (a subset of the inspection record and its asset). */
export interface RolledInspection {
  tenant: string;
  inspection_id: string;
  company_id: number;
  site_id: number;
  asset_id: number;
  internal_asset_id: string;
  asset_name: string;
  /** 0 draft, 8 pending, 10 accepted. */
  status: number;
  submitted_at?: string;
  approved_at?: string;
  meter_hours: number;
}
export interface RolledAsset {
  asset_type?: string;
  asset_serial_number?: string;
  /** The asset's reading before this inspection (usage is the increase over it). */
  meter_hours?: number;
}

/** One roll-up change: which item and what to add or set on it. */
export interface RollupChange {
  key: { tenant: string; site_id: number; rollup: string };
  labels: Record<string, string | number>;
  add: Record<string, number>;
  /** Set to the value (last reading, latest time). */
  set: Record<string, string | number>;
  /** Set only when absent (first reading, first time). */
  setIfAbsent: Record<string, string | number>;
}

const SUBMITTED = (s: number) => s === 8 || s === 10;
const ACCEPTED = 10;
const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * The roll-up changes of one inspection write (before -> after): a submit (draft -> pending or
 * accepted), an approval (pending -> accepted, perhaps with new hours) or an uploaded past
 * inspection (before null). `timezone` is the site's: its local day is the report day.
 */
export function rollupChanges(
  before: RolledInspection | null,
  after: RolledInspection,
  asset: RolledAsset,
  timezone: string,
): RollupChange[] {
  const wasSubmitted = before !== null && SUBMITTED(before.status) && !!before.submitted_at;
  const isSubmitted = SUBMITTED(after.status) && !!after.submitted_at;
  if (!isSubmitted) return [];
  const { month, dd } = siteDayOf(after.submitted_at!, timezone);
  const nowAccepted = after.status === ACCEPTED && (!wasSubmitted || before!.status !== ACCEPTED);
  const hoursChanged = wasSubmitted && before!.meter_hours !== after.meter_hours;
  const add: Record<string, number> = {};
  if (!wasSubmitted) add[`s${dd}`] = 1;
  if (nowAccepted) {
    add[`a${dd}`] = 1;
    if (after.approved_at) add[`m${dd}`] = minutesBetween(after.submitted_at!, after.approved_at);
  }
  // Usage: a new reading's increase over the asset's previous one; an approval that corrects the hours moves it by the difference.
  const used = wasSubmitted
    ? after.meter_hours - before!.meter_hours
    : Math.max(0, after.meter_hours - (asset.meter_hours ?? after.meter_hours));
  if (used !== 0) add[`u${dd}`] = used;
  if (Object.keys(add).length === 0 && !hoursChanged) return [];

  const key = (rollup: string) => ({ tenant: after.tenant, site_id: after.site_id, rollup });
  const type = asset.asset_type || 'Unspecified';
  const common = { company_id: after.company_id, month };
  const changes: RollupChange[] = [
    { key: key(rollupKeys.site(month)), labels: common, add, set: {}, setIfAbsent: {} },
    {
      key: key(rollupKeys.type(month, type)),
      labels: { ...common, asset_type: type },
      add,
      set: {},
      setIfAbsent: {},
    },
    {
      key: key(rollupKeys.asset(month, after.asset_id)),
      labels: {
        ...common,
        asset_type: type,
        asset_id: after.asset_id,
        internal_asset_id: after.internal_asset_id,
        asset_name: after.asset_name,
      },
      add,
      set: { [`l${dd}`]: after.meter_hours },
      setIfAbsent: { [`f${dd}`]: after.meter_hours },
    },
  ];
  if (!wasSubmitted) {
    changes.push({
      key: key(rollupKeys.summary(after.asset_id)),
      labels: {
        company_id: after.company_id,
        asset_type: type,
        asset_id: after.asset_id,
        internal_asset_id: after.internal_asset_id,
        asset_name: after.asset_name,
        ...(asset.asset_serial_number ? { asset_serial_number: asset.asset_serial_number } : {}),
      },
      add: { submitted: 1 },
      set: { latest_inspection_at: after.submitted_at!, latest_hours: after.meter_hours },
      setIfAbsent: { first_inspection_at: after.submitted_at! },
    });
  } else if (before!.meter_hours !== after.meter_hours) {
    changes.push({
      key: key(rollupKeys.summary(after.asset_id)),
      labels: {},
      add: {},
      set: { latest_hours: after.meter_hours },
      setIfAbsent: {},
    });
  }
  return changes;
}

function updateValues(change: RollupChange): Record<string, unknown> {
  const values: Record<string, unknown> = { ...change.key, ...change.labels, ...change.set };
  for (const [name, value] of Object.entries(change.add)) values[name] = $add(value);
  for (const [name, value] of Object.entries(change.setIfAbsent)) values[name] = $get(name, value);
  return values;
}

/**
 * The roll-up writes of one inspection change, as items of the caller's transaction (at most 4
 * Updates, none when nothing a report counts changed). The one call the inspection writes make.
 */
export function inspectionRollupWrites(
  before: RolledInspection | null,
  after: RolledInspection,
  asset: RolledAsset,
  timezone: string,
): Transaction[] {
  const now = new Date().toISOString();
  return rollupChanges(before, after, asset, timezone).map((change) =>
    rawUpdateTransaction(RollupEntity, rollupUpdate(change, now)),
  );
}

/**
 * What takes a change back (an abandoned import job's cleanup): its counters ADDed negated; what it
 * set stays (labels, latest and first values are not counts: a report reads them as seen).
 */
export const rollupUndo = (change: RollupChange): RollupChange => ({
  key: change.key,
  labels: change.labels,
  add: Object.fromEntries(Object.entries(change.add).map(([name, value]) => [name, -value])),
  set: {},
  setIfAbsent: {},
});

/** The toolbox's Update of a change (what `rollupUpdate` must equal; the bulk writers and a test use it). */
export const rollupUpdateByToolbox = (change: RollupChange) =>
  // The values are built per attribute name; the schema has every day attribute.
  RollupEntity.build(UpdateTransaction).item(updateValues(change) as never);

/**
 * The Update of one roll-up change built by hand: what RollupEntity's own Update writes (the keys
 * and labels set, the day counters ADDed, first values set if absent, the entity name and
 * timestamps) without parsing its 200-attribute schema on the submit's path (a test compares them).
 */
export function rollupUpdate(change: RollupChange, now: string): RawUpdate {
  const sets: string[] = [];
  const adds: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let n = 0;
  const name = (attr: string, value: unknown) => {
    n += 1;
    names[`#n${n}`] = attr;
    values[`:v${n}`] = value;
    return [`#n${n}`, `:v${n}`] as const;
  };
  for (const [attr, value] of Object.entries({ ...change.key, ...change.labels, ...change.set })) {
    const [k, v] = name(attr, value);
    sets.push(`${k} = ${v}`);
  }
  for (const [attr, value] of [
    ...Object.entries(change.setIfAbsent),
    ['_et', RollupEntity.entityName] as const,
    ['_ct', now] as const,
  ]) {
    const [k, v] = name(attr, value);
    sets.push(`${k} = if_not_exists(${k}, ${v})`);
  }
  const [md, mdValue] = name('_md', now);
  sets.push(`${md} = ${mdValue}`);
  for (const [attr, value] of Object.entries(change.add)) {
    const [k, v] = name(attr, value);
    adds.push(`${k} ${v}`);
  }
  return {
    Key: { pk: rollupKeys.partition(change.key.tenant, change.key.site_id), sk: change.key.rollup },
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Many inspections at once (the spreadsheet upload, the bench seed): changes summed per item, one
 * Update each. Latest values keep the latest inspection's; first values are only set when absent,
 * which past inspections uploaded after newer ones cannot correct (noted: the summary's first date
 * may then be later than an uploaded older one).
 */
export function mergeRollupChanges(changes: RollupChange[]): RollupChange[] {
  const merged = new Map<string, RollupChange>();
  for (const change of changes) {
    const id = `${change.key.site_id}|${change.key.rollup}`;
    const seen = merged.get(id);
    if (!seen) {
      merged.set(id, {
        key: change.key,
        labels: { ...change.labels },
        add: { ...change.add },
        set: { ...change.set },
        setIfAbsent: { ...change.setIfAbsent },
      });
      continue;
    }
    Object.assign(seen.labels, change.labels);
    for (const [name, value] of Object.entries(change.add)) seen.add[name] = (seen.add[name] ?? 0) + value;
    for (const [name, value] of Object.entries(change.set)) {
      const current = seen.set[name];
      // Latest times and the readings that go with them: the later wins (times compare as ISO text).
      if (name === 'latest_inspection_at') {
        if (current === undefined || String(value) > String(current)) {
          seen.set[name] = value;
          if (change.set.latest_hours !== undefined) seen.set.latest_hours = change.set.latest_hours;
        }
      } else if (name !== 'latest_hours' || seen.set.latest_inspection_at === undefined) {
        seen.set[name] =
          name.startsWith('l') && typeof current === 'number' ? Math.max(current, Number(value)) : value;
      }
    }
    for (const [name, value] of Object.entries(change.setIfAbsent)) {
      const current = seen.setIfAbsent[name];
      seen.setIfAbsent[name] =
        current === undefined
          ? value
          : typeof value === 'number'
            ? Math.min(Number(current), value)
            : String(value) < String(current)
              ? value
              : current;
    }
  }
  return [...merged.values()];
}

/** Writes summed changes one Update each, a few at a time. */
export async function applyRollupChanges(changes: RollupChange[], parallel = 8): Promise<void> {
  await pLimit(parallel).map(mergeRollupChanges(changes), (change) =>
    RollupEntity.build(UpdateItemCommand)
      .item(updateValues(change) as never)
      .send(),
  );
}

/** The roll-up items of a site whose key lies between two keys (both included). */
export async function readRollups(
  tenant: string,
  siteId: number,
  from: string,
  to: string,
): Promise<Rollup[]> {
  const items: Rollup[] = [];
  const query = table
    .build(QueryCommand)
    .entities(RollupEntity)
    .query({ partition: rollupKeys.partition(tenant, siteId), range: { between: [from, to] } });
  for await (const page of query.paginate()) items.push(...((page.Items ?? []) as Rollup[]));
  return items;
}

/** Each day (YYYY-MM-DD) of a month item within the range, with its measures. */
export function* daysOf(item: Rollup, from: string, to: string) {
  const length = dayjs.utc(`${item.month}-01`, DATE_ONLY).daysInMonth();
  for (let d = 1; d <= length; d++) {
    const dd = String(d).padStart(2, '0');
    const date = `${item.month}-${dd}`;
    if (date < from || date > to) continue;
    const get = (m: string) => item[`${m}${dd}`] as number | undefined;
    yield {
      date,
      s: get('s') ?? 0,
      a: get('a') ?? 0,
      m: get('m') ?? 0,
      u: get('u') ?? 0,
      f: get('f'),
      l: get('l'),
    };
  }
}

/** The last 12 months of a site's days, today included: the window of every "12 months" usage figure. */
export function lastTwelveMonthsOfDays(now: Date, timezone: string): { from: string; to: string } {
  const to = dayjs(now).tz(timezone).format(DATE_ONLY);
  const from = dayjs.utc(to, DATE_ONLY).subtract(12, 'month').add(1, 'day').format(DATE_ONLY);
  return { from, to };
}

/**
 * Meter hours one asset used over the site days `from` to `to` (each reading's increase, as the
 * executive report and the insights count it), from its month items: one BatchGet.
 */
export async function assetUsageHours(
  tenant: string,
  siteId: number,
  assetId: number,
  from: string,
  to: string,
): Promise<number> {
  const items = (await getMany(
    RollupEntity,
    monthsBetween(from, to).map((month) => ({
      tenant,
      site_id: siteId,
      rollup: rollupKeys.asset(month, assetId),
    })),
  )) as Rollup[];
  let used = 0;
  for (const item of items) for (const day of daysOf(item, from, to)) used += day.u;
  return Math.round(used * 100) / 100;
}

/** Month items of one kind (S, T or A) from month `fromMonth` to `toMonth`, both included. */
export const readMonths = (
  tenant: string,
  siteId: number,
  kind: 'S' | 'T' | 'A',
  fromMonth: string,
  toMonth: string,
) => readRollups(tenant, siteId, `${kind}#${fromMonth}`, `${kind}#${toMonth}~`);

/** Every asset summary of a site. */
export const readSummaries = (tenant: string, siteId: number) => readRollups(tenant, siteId, 'L#', 'L#~');

/**
 * The roll-up changes of many stored inspections at once (seed, bench, upload): per asset in
 * submit order, each reading's usage counted over the asset's previous one (the first over
 * `startHours` of the asset, or nothing when unknown).
 */
export function historyRollupChanges(
  records: RolledInspection[],
  assetOf: (assetId: number) => (RolledAsset & { timezone: string }) | undefined,
): RollupChange[] {
  const sorted = [...records]
    .filter((r) => r.submitted_at)
    .sort((a, b) => a.asset_id - b.asset_id || a.submitted_at!.localeCompare(b.submitted_at!));
  const previous = new Map<number, number>();
  return sorted.flatMap((r) => {
    const asset = assetOf(r.asset_id);
    const before = previous.get(r.asset_id) ?? asset?.meter_hours;
    previous.set(r.asset_id, Math.max(before ?? r.meter_hours, r.meter_hours));
    return rollupChanges(
      null,
      r,
      { asset_type: asset?.asset_type, asset_serial_number: asset?.asset_serial_number, meter_hours: before },
      asset?.timezone ?? 'UTC',
    );
  });
}
