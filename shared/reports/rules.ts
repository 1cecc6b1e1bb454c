/**
 * The reports' pure rules, used by the web form and the server alike (spec core 5 and 9): the
 * report types, the date-range checks with the spec's messages, the site-local day of an
 * inspection, and the approved-inspection percentage.
 */
import { dayjs, DATE_ONLY, isDateOnly } from '../dates.js';
import { ReportMessages } from './messages.js';

/** Spec 9 'Report types', in the dropdown's order after 'None'. */
export const ReportKind = {
  Yard: 'yard',
  EquipmentType: 'equipment-type',
  Asset: 'asset',
  LatestHourReading: 'latest-hour-reading',
  AssetInspection: 'asset-inspection',
} as const;
export type ReportKindId = (typeof ReportKind)[keyof typeof ReportKind];

export const REPORT_TYPES: { value: ReportKindId; label: string }[] = [
  { value: ReportKind.Yard, label: 'Yard' },
  { value: ReportKind.EquipmentType, label: 'Equipment Type' },
  { value: ReportKind.Asset, label: 'Asset' },
  { value: ReportKind.LatestHourReading, label: 'Latest Hour Reading' },
  { value: ReportKind.AssetInspection, label: 'Asset Inspection' },
];

/** Spec 9: report ranges up to one year, ninety days for the asset history; polling 5 s. */
export const HISTORY_MAX_DAYS = 90;
export const REPORT_POLL_MS = 5000;

export const needsDates = (kind: ReportKindId | '' | null | undefined) =>
  !!kind && kind !== ReportKind.LatestHourReading;

export interface ReportForm {
  kind: ReportKindId | '' | null | undefined;
  /** The asset's internal id (history type only). */
  asset?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}
export type ReportField = 'kind' | 'asset' | 'fromDate' | 'toDate';
export interface ReportProblem {
  field: ReportField;
  message: string;
}

/**
 * Every problem of the form, each on its field, in the order the spec lists them. `today` is the
 * viewer's today (YYYY-MM-DD); the server passes the latest today on earth (see latestToday), so a
 * user west of UTC is never refused their own today.
 */
export function reportFormProblems(form: ReportForm, today: string): ReportProblem[] {
  const problems: ReportProblem[] = [];
  if (!form.kind) return [{ field: 'kind', message: ReportMessages.selectReport }];
  const history = form.kind === ReportKind.AssetInspection;
  if (history && !form.asset?.trim()) problems.push({ field: 'asset', message: ReportMessages.selectAsset });
  if (!needsDates(form.kind)) return problems;
  const from = form.fromDate?.trim() || '';
  const to = form.toDate?.trim() || '';
  if (!from) problems.push({ field: 'fromDate', message: ReportMessages.selectFromDate });
  else if (!isDateOnly(from) || from > today)
    problems.push({ field: 'fromDate', message: ReportMessages.validDate });
  if (!to) problems.push({ field: 'toDate', message: ReportMessages.selectToDate });
  else if (!isDateOnly(to) || to > today)
    problems.push({ field: 'toDate', message: ReportMessages.validDate });
  if (problems.some((p) => p.field === 'fromDate' || p.field === 'toDate')) return problems;
  if (from > to) {
    problems.push(
      { field: 'fromDate', message: ReportMessages.fromBeforeTo },
      { field: 'toDate', message: ReportMessages.toAfterFrom },
    );
    return problems;
  }
  const days = dayjs.utc(to, DATE_ONLY).diff(dayjs.utc(from, DATE_ONLY), 'day') + 1;
  if (history && days > HISTORY_MAX_DAYS)
    problems.push({ field: 'toDate', message: ReportMessages.ninetyDays });
  else if (!history && dayjs.utc(to, DATE_ONLY).isAfter(dayjs.utc(from, DATE_ONLY).add(1, 'year')))
    problems.push({ field: 'toDate', message: ReportMessages.oneYear });
  return problems;
}

/** The first problem's message, or null (what the server answers). */
export const reportFormProblem = (form: ReportForm, today: string) =>
  reportFormProblems(form, today)[0]?.message ?? null;

/** The latest To a user may pick: today, or for the history up to 89 days after From (and never after today). */
export function maxToDate(
  kind: ReportForm['kind'],
  fromDate: string | null | undefined,
  today: string,
): string {
  if (kind !== ReportKind.AssetInspection || !fromDate || !isDateOnly(fromDate)) return today;
  const limit = dayjs
    .utc(fromDate, DATE_ONLY)
    .add(HISTORY_MAX_DAYS - 1, 'day')
    .format(DATE_ONLY);
  return limit < today ? limit : today;
}

/** The date on earth furthest ahead (UTC+14): the server's 'today' for the no-future-dates rule. */
export const latestToday = (now: Date = new Date()) => dayjs(now).tz('Pacific/Kiritimati').format(DATE_ONLY);

export type DayMeasure = 's' | 'a' | 'm' | 'u' | 'f' | 'l';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A cached YYYY-MM-DD formatter of a zone (an unknown zone falls back to UTC). */
function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    }
    dayFormats.set(timezone, format);
  }
  return format;
}

/**
 * An instant's day in the site's timezone: the date, its month (yyyy-mm) and day of month (dd).
 * A cached Intl formatter rather than dayjs's tz(): the roll-ups of a bulk upload or seed compute
 * this hundreds of thousands of times, and dayjs builds a formatter per call (same zone data).
 */
export function siteDayOf(
  moment: string | Date,
  timezone: string,
): { date: string; month: string; dd: string } {
  const date = dayFormat(timezone).format(typeof moment === 'string' ? new Date(moment) : moment);
  return { date, month: date.slice(0, 7), dd: date.slice(8, 10) };
}

/** Months (yyyy-mm) from the month of `from` to the month of `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (
    let m = dayjs.utc(from.slice(0, 7) + '-01', DATE_ONLY);
    m.format('YYYY-MM') <= to.slice(0, 7);
    m = m.add(1, 'month')
  )
    months.push(m.format('YYYY-MM'));
  return months;
}

/** Spec 9: the approved-inspection percentage to 2 decimals ('0.00' with no inspection). */
export const approvedPercentage = (approved: number, total: number) =>
  total > 0 ? ((approved / total) * 100).toFixed(2) : '0.00';
