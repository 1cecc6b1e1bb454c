/**
 * Reliability metrics of a scope (company, site, model or asset) over a period of calendar months
 * (issue 25 item 6), from the monthly roll-ups that the downtime writes keep (never from the
 * downtime records). Pure: the server reads the month items by key and hands their measures here.
 *
 * What a month item counts (functions/reliability/store/rollups.ts):
 *   dc  unplanned downtimes opened that month (the failures)     pc  planned downtimes opened
 *   hu  unplanned hours down in that month                       hp  planned hours down
 *   rh  repair hours: the whole length of the unplanned downtimes closed that month
 *   rc  unplanned downtimes closed that month (the repairs)
 *   f:<kind>:<code>  downtimes opened that month by an issue or work order carrying that code
 * Hours down count once the downtime closes (split over the months it spans); an open downtime
 * is not in the roll-ups yet.
 *
 *   MTBF = (asset hours in the period - hours down) / failures
 *   MTTR = repair hours / repairs
 *   availability = 1 - hours down / asset hours (floored to one decimal, as the asset card)
 * where asset hours = assets in the scope x the period's hours.
 */
import type { FailureCodeKind } from './rules.js';

export const RELIABILITY_MEASURES = ['dc', 'pc', 'hu', 'hp', 'rh', 'rc'] as const;
export type ReliabilityMeasure = (typeof RELIABILITY_MEASURES)[number];

/** The measures of one or more month items, with the failure-code counts by `kind:code`. */
export type ReliabilityTotals = Record<ReliabilityMeasure, number> & { codes: Record<string, number> };

/** The most a period may span (months). */
export const METRICS_MAX_MONTHS = 24;
/** How many failure codes the metrics answer. */
export const TOP_CODES = 5;
/** A downtime's hours are split over at most this many months (earlier hours go to the first). */
export const SPLIT_MAX_MONTHS = 12;

const HOUR = 3_600_000;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The attribute of a failure code's count. */
export const codeAttribute = (kind: FailureCodeKind, code: string) => `f:${kind}:${code}`;

export const emptyTotals = (): ReliabilityTotals => ({ dc: 0, pc: 0, hu: 0, hp: 0, rh: 0, rc: 0, codes: {} });

/** Sums month items (raw attributes: the measures and `f:` counts; anything else is ignored). */
export function sumMonths(items: Record<string, unknown>[]): ReliabilityTotals {
  const totals = emptyTotals();
  for (const item of items)
    for (const [name, value] of Object.entries(item)) {
      if (typeof value !== 'number') continue;
      if ((RELIABILITY_MEASURES as readonly string[]).includes(name))
        totals[name as ReliabilityMeasure] += value;
      else if (name.startsWith('f:'))
        totals.codes[name.slice(2)] = (totals.codes[name.slice(2)] ?? 0) + value;
    }
  return totals;
}

/** yyyy-mm of an instant (UTC). */
export const monthOf = (at: string | Date) => new Date(at).toISOString().slice(0, 7);

const monthStart = (month: string) => Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
const nextMonth = (month: string) => {
  const d = new Date(monthStart(month));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
};

/** The months from `from` to `to` (yyyy-mm, both included). */
export function monthsFromTo(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length <= 1200; m = nextMonth(m)) months.push(m);
  return months;
}

/**
 * The hours of a downtime in each UTC month it spans, oldest first: at most SPLIT_MAX_MONTHS
 * months (a longer downtime's earlier hours count in the first of them), so a close writes a
 * bounded number of items.
 */
export function hoursByMonth(start: string, end: string): { month: string; hours: number }[] {
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!(to > from)) return [{ month: monthOf(end), hours: 0 }];
  const spans: { month: string; hours: number }[] = [];
  for (let month = monthOf(start); monthStart(month) < to; month = nextMonth(month)) {
    const a = Math.max(from, monthStart(month));
    const b = Math.min(to, monthStart(nextMonth(month)));
    spans.push({ month, hours: (b - a) / HOUR });
  }
  if (spans.length > SPLIT_MAX_MONTHS) {
    const early = spans.splice(0, spans.length - SPLIT_MAX_MONTHS + 1);
    spans.unshift({ month: early[early.length - 1].month, hours: early.reduce((s, x) => s + x.hours, 0) });
  }
  return spans.map((s) => ({ month: s.month, hours: round(s.hours, 6) }));
}

/**
 * The period's hours: from the first day of `fromMonth` to the end of `toMonth`, or to `now`
 * when the period reaches it (a period wholly in the future has none).
 */
export function periodHours(fromMonth: string, toMonth: string, now: Date): number {
  const start = monthStart(fromMonth);
  const end = Math.min(monthStart(nextMonth(toMonth)), now.getTime());
  return Math.max(0, (end - start) / HOUR);
}

export interface FailureCodeCount {
  kind: FailureCodeKind;
  code: string;
  count: number;
}

export interface ReliabilityMetrics {
  /** Mean hours between (unplanned) failures; null without any. */
  mtbf_hours: number | null;
  /** Mean hours to repair; null without a repair closed in the period. */
  mttr_hours: number | null;
  /** 0..100 floored to one decimal; null when the scope has no assets. */
  availability_pct: number | null;
  downtime_count: number;
  planned_count: number;
  hours_down_unplanned: number;
  hours_down_planned: number;
  repair_hours: number;
  repair_count: number;
  asset_count: number;
  period_hours: number;
  /** The most frequent failure codes, most first (ties by kind and code). */
  top_failure_codes: FailureCodeCount[];
}

/** The most frequent codes of the totals. */
export function topFailureCodes(codes: Record<string, number>, limit = TOP_CODES): FailureCodeCount[] {
  return Object.entries(codes)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => {
      const at = key.indexOf(':');
      return { kind: key.slice(0, at) as FailureCodeKind, code: key.slice(at + 1), count };
    })
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code))
    .slice(0, limit);
}

/** The metrics of totals over `hours` of a period for `assets` assets. */
export function metricsOf(totals: ReliabilityTotals, assets: number, hours: number): ReliabilityMetrics {
  const assetHours = Math.max(0, assets) * Math.max(0, hours);
  const down = totals.hu + totals.hp;
  const up = Math.max(0, assetHours - down);
  return {
    mtbf_hours: totals.dc > 0 && assetHours > 0 ? round(up / totals.dc, 2) : null,
    mttr_hours: totals.rc > 0 ? round(totals.rh / totals.rc, 2) : null,
    availability_pct:
      assetHours > 0 ? Math.max(0, Math.floor(1000 * (1 - down / assetHours) + 1e-9) / 10) : null,
    downtime_count: totals.dc,
    planned_count: totals.pc,
    hours_down_unplanned: round(totals.hu, 2),
    hours_down_planned: round(totals.hp, 2),
    repair_hours: round(totals.rh, 2),
    repair_count: totals.rc,
    asset_count: assets,
    period_hours: round(hours, 2),
    top_failure_codes: topFailureCodes(totals.codes),
  };
}
