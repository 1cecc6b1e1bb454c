/**
 * The reports built from the roll-ups (rollups.ts), never from the inspections: which sites a
 * caller's reports cover, the Yard, Equipment Type and Asset reports over a range of site days,
 * the latest hour reading, the executive's latest meter hours and the built-in insights.
 */
import { SiteStatus } from '#shared/codes.js';
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { approvedPercentage, monthsBetween } from '#shared/reports/rules.js';
import type {
  AssetReportRow,
  EquipmentTypeRow,
  ExecutiveRow,
  Insights,
  LatestHourRow,
  YardRow,
} from '#shared/reports/schemas.js';
import { feedSites, type AssetViewer } from '#functions/assets/index.js';
import { getAssets } from '#functions/assets/index.js';
import { Sub as IssueSub } from '#functions/issues/index.js';
import { readEntries as readIssueEntries } from '#functions/issues/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import { readOpsMonths, type OpsMonth } from '#functions/rollups/index.js';
import {
  daysOf,
  lastTwelveMonthsOfDays,
  readMonths,
  readSummaries,
  type Rollup,
} from '#functions/rollups/index.js';

/**
 * The sites a caller's reports and insights cover (spec 2.13): the active site, or under the
 * all-sites entry every active site of theirs in the company; never another tenant's (the
 * partitions start with the verified tenant). Optional company and site filters narrow it.
 */
export function reportSites(
  viewer: AssetViewer,
  org: Org,
  filter: { companyId?: number; siteId?: number } = {},
): Site[] {
  return feedSites(viewer, org).filter(
    (s) =>
      s.status !== SiteStatus.Inactive &&
      (!filter.companyId || s.company_id === filter.companyId) &&
      (!filter.siteId || s.site_id === filter.siteId),
  );
}

interface Tally {
  submitted: number;
  approved: number;
}
const tallyOf = (items: Rollup[], from: string, to: string): Tally => {
  const t = { submitted: 0, approved: 0 };
  for (const item of items)
    for (const day of daysOf(item, from, to)) {
      t.submitted += day.s;
      t.approved += day.a;
    }
  return t;
};
const countsRow = (t: Tally) => ({
  approvedinspection: t.approved,
  totalinspection: t.submitted,
  approvedpercentage: approvedPercentage(t.approved, t.submitted),
});

/** Yard (the spec's monthly report): one row per site. */
export async function yardReport(
  tenant: string,
  sites: Site[],
  from: string,
  to: string,
): Promise<YardRow[]> {
  return Promise.all(
    sites.map(async (site) => ({
      yard: site.site_name,
      site_id: site.site_id,
      ...countsRow(
        tallyOf(await readMonths(tenant, site.site_id, 'S', from.slice(0, 7), to.slice(0, 7)), from, to),
      ),
    })),
  );
}

/** Equipment Type (the weekly report): one row per site and asset type with inspections in the range. */
export async function equipmentTypeReport(
  tenant: string,
  sites: Site[],
  from: string,
  to: string,
): Promise<EquipmentTypeRow[]> {
  const perSite = await Promise.all(
    sites.map(async (site) => {
      const byType = new Map<string, Rollup[]>();
      for (const item of await readMonths(tenant, site.site_id, 'T', from.slice(0, 7), to.slice(0, 7)))
        byType.set(item.asset_type ?? '', [...(byType.get(item.asset_type ?? '') ?? []), item]);
      return [...byType.entries()]
        .map(([type, items]) => ({
          yard: site.site_name,
          site_id: site.site_id,
          equipment_type: type,
          ...countsRow(tallyOf(items, from, to)),
        }))
        .filter((row) => row.totalinspection > 0);
    }),
  );
  return perSite
    .flat()
    .sort((a, b) => a.yard.localeCompare(b.yard) || a.equipment_type.localeCompare(b.equipment_type));
}

/** Asset (the weekly asset detail): per asset, its first and last reading in the range and its inspections. */
export async function assetReport(
  tenant: string,
  sites: Site[],
  from: string,
  to: string,
): Promise<AssetReportRow[]> {
  const perSite = await Promise.all(
    sites.map(async (site) => {
      const byAsset = new Map<number, Rollup[]>();
      for (const item of await readMonths(tenant, site.site_id, 'A', from.slice(0, 7), to.slice(0, 7)))
        byAsset.set(item.asset_id!, [...(byAsset.get(item.asset_id!) ?? []), item]);
      return [...byAsset.values()].flatMap((items) => {
        items.sort((a, b) => a.month!.localeCompare(b.month!));
        let begin: number | null = null;
        let end: number | null = null;
        const t = { submitted: 0, approved: 0 };
        for (const item of items)
          for (const day of daysOf(item, from, to)) {
            t.submitted += day.s;
            t.approved += day.a;
            if (day.f !== undefined && begin === null) begin = day.f;
            if (day.l !== undefined) end = day.l;
          }
        if (t.submitted === 0) return [];
        const last = items[items.length - 1];
        return [
          {
            yard: site.site_name,
            site_id: site.site_id,
            internal_asset_id: last.internal_asset_id ?? '',
            asset_name: last.asset_name ?? '',
            begin_hours: begin,
            end_hours: end,
            ...countsRow(t),
          },
        ];
      });
    }),
  );
  return perSite
    .flat()
    .sort(
      (a, b) =>
        a.yard.localeCompare(b.yard) ||
        a.internal_asset_id.localeCompare(b.internal_asset_id, undefined, { numeric: true }),
    );
}

/** The assets' current meter hours (their records), by id. */
async function currentHours(
  tenant: string,
  assetIds: number[],
): Promise<Map<number, { hours: number | null; serial: string }>> {
  const assets = await getAssets(tenant, assetIds);
  return new Map(
    assets.map((a) => [a.asset_id, { hours: a.meter_hours ?? null, serial: a.asset_serial_number ?? '' }]),
  );
}

/** Latest Hour Reading: each inspected asset of the sites, latest inspection first. */
export async function latestHourReport(tenant: string, sites: Site[]): Promise<LatestHourRow[]> {
  const perSite = await Promise.all(
    sites.map(async (site) => (await readSummaries(tenant, site.site_id)).map((s) => ({ s, site }))),
  );
  const all = perSite.flat();
  const current = await currentHours(
    tenant,
    all.map(({ s }) => s.asset_id!),
  );
  return all
    .map(({ s, site }) => ({
      internal_asset_id: s.internal_asset_id ?? '',
      asset_name: s.asset_name ?? '',
      current_meter_hours: current.get(s.asset_id!)?.hours ?? s.latest_hours ?? null,
      latest_inspection_date: s.latest_inspection_at ?? null,
      timezone: site.timezone,
    }))
    .sort((a, b) => (b.latest_inspection_date ?? '').localeCompare(a.latest_inspection_date ?? ''));
}

/** The executive's latest meter hours: usage and submitted inspections of the last 12 months (site days, today included). */
export async function executiveReport(
  tenant: string,
  sites: Site[],
  now = new Date(),
): Promise<ExecutiveRow[]> {
  const perSite = await Promise.all(
    sites.map(async (site) => {
      const { from, to } = lastTwelveMonthsOfDays(now, site.timezone);
      const [summaries, months] = await Promise.all([
        readSummaries(tenant, site.site_id),
        readMonths(tenant, site.site_id, 'A', from.slice(0, 7), to.slice(0, 7)),
      ]);
      const usage = new Map<number, { used: number; submitted: number }>();
      for (const item of months) {
        const u = usage.get(item.asset_id!) ?? { used: 0, submitted: 0 };
        for (const day of daysOf(item, from, to)) {
          u.used += day.u;
          u.submitted += day.s;
        }
        usage.set(item.asset_id!, u);
      }
      return summaries.map((s) => ({ s, site, u: usage.get(s.asset_id!) ?? { used: 0, submitted: 0 } }));
    }),
  );
  const all = perSite.flat();
  const current = await currentHours(
    tenant,
    all.map(({ s }) => s.asset_id!),
  );
  return all
    .map(({ s, site, u }) => ({
      internal_asset_id: s.internal_asset_id ?? '',
      asset_name: s.asset_name ?? '',
      asset_serial_number: current.get(s.asset_id!)?.serial || s.asset_serial_number || '',
      current_meter_hours: current.get(s.asset_id!)?.hours ?? s.latest_hours ?? null,
      last_12_month_Usage_Hours: Math.round(u.used * 100) / 100,
      first_inspection_date: s.first_inspection_at ?? null,
      latest_inspection_date: s.latest_inspection_at ?? null,
      last_12_month_Submitted_Inspections: u.submitted,
      timezone: site.timezone,
    }))
    .sort((a, b) => a.internal_asset_id.localeCompare(b.internal_asset_id, undefined, { numeric: true }));
}

const AGE_BUCKETS = [
  { bucket: '0-7 days', max: 7 },
  { bucket: '8-30 days', max: 30 },
  { bucket: '31-90 days', max: 90 },
  { bucket: 'Over 90 days', max: Number.POSITIVE_INFINITY },
];
const OPEN = [IssueStatus.Open, IssueStatus.InProgress, IssueStatus.Waiting];

const noMaintenance = () => ({
  issues_closed: 0,
  close_minutes: 0,
  pm_completed: 0,
  pm_on_time: 0,
  wo_completed: 0,
  wo_cost: 0,
  labour_cost: 0,
  parts_cost: 0,
});
type Measures = ReturnType<typeof noMaintenance>;
/** Adds one day of an O# item (ops-rollups.ts) to a day's or site's measures. */
function addOps(to: Measures, item: OpsMonth, dd: string) {
  const get = (m: string) => (item[`${m}${dd}`] as number | undefined) ?? 0;
  to.issues_closed += get('ic');
  to.close_minutes += get('it');
  to.pm_completed += get('pc');
  to.pm_on_time += get('po');
  to.wo_completed += get('wd');
  // Every cost figure is labour + parts (issue 25 item 3); the two are kept apart to be shown side by side.
  const cents = (n: number) => Math.round(n * 100) / 100;
  to.labour_cost = cents(to.labour_cost + get('wc') / 100);
  to.parts_cost = cents(to.parts_cost + get('wp') / 100);
  to.wo_cost = cents(to.wo_cost + (get('wc') + get('wp')) / 100);
}

/**
 * The built-in insights: per day and per site from the roll-ups (inspections: S# items; issues
 * closed, PM completions, work orders and their cost: O# items, at most 13 of each per site for a
 * year), open issues from the issue list index (open ones only).
 */
export async function insightsOf(
  tenant: string,
  sites: Site[],
  from: string,
  to: string,
  now = new Date(),
): Promise<Insights> {
  const days = new Map<string, Insights['days'][number]>();
  for (const month of monthsBetween(from, to)) {
    for (let d = dayjs.utc(`${month}-01`, DATE_ONLY); d.format('YYYY-MM') === month; d = d.add(1, 'day')) {
      const date = d.format(DATE_ONLY);
      if (date >= from && date <= to)
        days.set(date, {
          date,
          submitted: 0,
          approved: 0,
          approve_minutes: 0,
          usage_hours: 0,
          ...noMaintenance(),
        });
    }
  }
  const ages = new Map(AGE_BUCKETS.map((b) => [b.bucket, 0]));
  const perSite = await Promise.all(
    sites.map(async (site) => {
      const [months, ops, open] = await Promise.all([
        readMonths(tenant, site.site_id, 'S', from.slice(0, 7), to.slice(0, 7)),
        readOpsMonths(tenant, site.site_id, from.slice(0, 7), to.slice(0, 7)),
        Promise.all(
          OPEN.map((status) =>
            readIssueEntries(tenant, site.company_id, IssueSub.siteStatus(site.site_id, status)),
          ),
        ).then((lists) => lists.flat()),
      ]);
      const row = {
        site_id: site.site_id,
        site_name: site.site_name,
        submitted: 0,
        approved: 0,
        approve_minutes: 0,
        usage_hours: 0,
        open_issues: open.length,
        ...noMaintenance(),
      };
      for (const item of months)
        for (const day of daysOf(item, from, to)) {
          const total = days.get(day.date)!;
          total.submitted += day.s;
          total.approved += day.a;
          total.approve_minutes += day.m;
          total.usage_hours += day.u;
          row.submitted += day.s;
          row.approved += day.a;
          row.approve_minutes += day.m;
          row.usage_hours += day.u;
        }
      for (const item of ops)
        for (const date of days.keys()) {
          if (date.slice(0, 7) !== item.month) continue;
          addOps(days.get(date)!, item, date.slice(8, 10));
          addOps(row, item, date.slice(8, 10));
        }
      for (const issue of open) {
        const age = (now.getTime() - Date.parse(issue.created_at)) / 86_400_000;
        const bucket = AGE_BUCKETS.find((b) => age <= b.max)!.bucket;
        ages.set(bucket, (ages.get(bucket) ?? 0) + 1);
      }
      return row;
    }),
  );
  return {
    sites: perSite,
    days: [...days.values()],
    open_issue_ages: [...ages.entries()].map(([bucket, count]) => ({ bucket, count })),
  };
}

/**
 * The row-level security tags of a QuickSight embed session: the tenant, the company and the
 * allowed sites (spec 2.13: a manager with a specific active site gets that site, otherwise all
 * active sites, plus the company).
 */
export function quickSightSessionTags(tenant: string, sites: Site[]): { Key: string; Value: string }[] {
  const active = sites.filter((s) => s.status !== SiteStatus.AllSites && s.status !== SiteStatus.Inactive);
  return [
    { Key: 'tenant', Value: tenant },
    { Key: 'company_id', Value: [...new Set(active.map((s) => s.company_id))].join(',') },
    { Key: 'site_id', Value: active.map((s) => s.site_id).join(',') },
  ];
}
