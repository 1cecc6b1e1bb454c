/**
 * Availability, MTTR and MTBF of one asset over a period (issue 25 item 6), from its downtime
 * records. Pure: the server reads the records by key and hands them here; the tests pin the
 * arithmetic. An open downtime (no end) counts up to `now`; a downtime that started before the
 * period counts only from the period's start (and one that ends after it, only to its end).
 */

/** The choices of period on the asset page, in days. */
export const AVAILABILITY_PERIODS = [30, 90, 365] as const;
export type AvailabilityPeriod = (typeof AVAILABILITY_PERIODS)[number];

export interface DowntimeSpan {
  /** ISO instants; `end` null while the asset is still down. */
  start: string;
  end: string | null;
  planned: boolean;
}

export interface Availability {
  /** 0..100, rounded DOWN to one decimal place: 100 only when the asset was never down in the period. */
  availability_pct: number;
  /** Downtimes that overlap the period (planned and unplanned). */
  downtime_count: number;
  /** Hours down within the period (all downtimes), two decimal places. */
  hours_down: number;
  /** Mean hours to repair: hours down within the period / downtime count; null without downtime. */
  mttr_hours: number | null;
  /** Mean hours between failures: up time within the period / unplanned downtimes; null without any. */
  mtbf_hours: number | null;
  unplanned_count: number;
  planned_count: number;
}

const HOUR = 3_600_000;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The period's bounds: the `days` before `now`. */
export function periodOf(days: number, now: Date): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - days * 24 * HOUR), to: now };
}

/** The milliseconds of a downtime inside [from, to] (an open one runs to `now`). */
export function clippedMs(span: DowntimeSpan, from: Date, to: Date, now: Date): number {
  const start = Math.max(Date.parse(span.start), from.getTime());
  const end = Math.min(span.end ? Date.parse(span.end) : now.getTime(), to.getTime());
  return Math.max(0, end - start);
}

/** Whether a downtime touches the period at all. */
export function overlaps(span: DowntimeSpan, from: Date, to: Date, now: Date): boolean {
  const start = Date.parse(span.start);
  const end = span.end ? Date.parse(span.end) : now.getTime();
  return start <= to.getTime() && end >= from.getTime();
}

/** The figures of the period [from, to] from the asset's downtimes (any order; those outside are ignored). */
export function availabilityOf(spans: DowntimeSpan[], from: Date, to: Date, now: Date = to): Availability {
  const periodMs = Math.max(0, to.getTime() - from.getTime());
  const inPeriod = spans.filter((s) => overlaps(s, from, to, now));
  const downMs = inPeriod.reduce((sum, s) => sum + clippedMs(s, from, to, now), 0);
  const unplanned = inPeriod.filter((s) => !s.planned);
  const upMs = Math.max(0, periodMs - downMs);
  return {
    // Down: floored, so a short downtime still reads below 100%.
    availability_pct: periodMs === 0 ? 100 : Math.floor(1000 * (1 - downMs / periodMs) + 1e-9) / 10,
    downtime_count: inPeriod.length,
    hours_down: round(downMs / HOUR, 2),
    mttr_hours: inPeriod.length ? round(downMs / HOUR / inPeriod.length, 2) : null,
    mtbf_hours: unplanned.length ? round(upMs / HOUR / unplanned.length, 2) : null,
    unplanned_count: unplanned.length,
    planned_count: inPeriod.length - unplanned.length,
  };
}
