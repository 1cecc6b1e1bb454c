/**
 * Dates as the spec writes them, for the server and the web app alike, all through dayjs and its
 * utc, timezone, relativeTime and customParseFormat plugins (no calendar arithmetic of our own):
 *  - display: MM-DD-YYYY and MM-DD-YYYY hh:mm a, in Los Angeles time unless a site's own timezone
 *    applies (core-platform 2.2 and 9, maintenance: "time in the site's timezone");
 *  - relative age of notifications: 'N secs/mins/hours/days/months/years ago' (core-platform 2.5);
 *  - payloads: date-only YYYY-MM-DD (report ranges, PM completion) and Los Angeles
 *    YYYY-MM-DD HH:mm:ss (issue updated_at), parsed strictly;
 *  - report ranges: whole UTC days, both ends included.
 *
 * This module is the one place that configures dayjs (plugins are installed once per dayjs
 * instance, the first configuration wins): import dates from here rather than extending dayjs
 * elsewhere. Plugins are imported by file (`dayjs/plugin/utc.js`) so Node ESM, esbuild and Vite
 * all resolve them the same way.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * Relative ages count whole units (5 min 59 s is '5 mins ago') and move to the next unit when it
 * is reached: under a minute in seconds, then minutes, hours, days, months (from 30 days, by the
 * calendar) and years. dayjs's defaults would round (45 s is 'a minute ago').
 */
const RELATIVE_THRESHOLDS = [
  { l: 's', r: 59, d: 'second' },
  { l: 'm', r: 1 },
  { l: 'mm', r: 59, d: 'minute' },
  { l: 'h', r: 1 },
  { l: 'hh', r: 23, d: 'hour' },
  { l: 'd', r: 1 },
  { l: 'dd', r: 29, d: 'day' },
  { l: 'M', r: 1 },
  { l: 'MM', r: 11, d: 'month' },
  { l: 'y', r: 1 },
  { l: 'yy', d: 'year' },
];

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);
dayjs.extend(relativeTime, { thresholds: RELATIVE_THRESHOLDS, rounding: Math.floor });

/**
 * English relative ages in the spec's units (secs/mins/hours/days/months/years ago), singular for
 * one: '1 day ago', '1 month ago' (issue 26: '1 months ago' read as a typo to users). The spec lists
 * the units, not the text for one, so this is the reading users expect. Registered without becoming
 * dayjs's global locale.
 */
const SPEC_ENGLISH = 'en-assetcare';
// The plugin uses 'm', 'h', … for a count of one; only seconds reach '%d' with 1. It takes a function
// there (as dayjs's own plural locales do); its types say string.
const seconds = ((n: number) => (n === 1 ? '1 sec' : `${n} secs`)) as unknown as string;
dayjs.locale(
  {
    ...dayjs.Ls.en,
    name: SPEC_ENGLISH,
    relativeTime: {
      future: 'in %s',
      past: '%s ago',
      s: seconds,
      m: '1 min',
      mm: '%d mins',
      h: '1 hour',
      hh: '%d hours',
      d: '1 day',
      dd: '%d days',
      M: '1 month',
      MM: '%d months',
      y: '1 year',
      yy: '%d years',
    },
  },
  undefined,
  true,
);

/**
 * dayjs with the plugins above, for modules that need calendar arithmetic beyond these helpers
 * (shared/pm: adding months to a due day). Import it from here so the plugins are surely installed.
 */
export { dayjs };

/** The spec's 'Los Angeles time', and the zone a site has when none is stored. */
export const LOS_ANGELES = 'America/Los_Angeles';
/** Display formats (dayjs tokens): 03-08-2026 and 03-08-2026 01:59 am. */
export const DISPLAY_DATE = 'MM-DD-YYYY';
export const DISPLAY_DATE_TIME = 'MM-DD-YYYY hh:mm a';
/** With seconds (the devices list's Last Sync Time): 03-08-2026 01:59:07 am. */
export const DISPLAY_DATE_TIME_SECONDS = 'MM-DD-YYYY hh:mm:ss a';
/** Payload formats: date-only, and the Los Angeles wall time of issue updates. */
export const DATE_ONLY = 'YYYY-MM-DD';
export const LA_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A moment: a Date, epoch milliseconds or an ISO 8601 string (with its offset or Z). */
export type Moment = Date | number | string;

const at = (moment: Moment) => dayjs(moment);

/** Whether the runtime knows this IANA zone name (e.g. 'America/Denver'). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}
/** Zone names already checked: building an Intl formatter costs tens of microseconds, lists ask per row. */
const knownZones = new Map<string, boolean>();

/**
 * The moment in the zone. dayjs's `tz()` builds a new Intl formatter on every call, which made the
 * zone conversion the largest cost of a list page's dates. A zone's offset changes only at transitions
 * on a quarter hour (UTC), so the offset `tz()` finds is kept per zone and quarter hour, and the
 * moment is shown at that offset.
 */
function inZone(time: Dayjs, zone: string): Dayjs {
  const key = `${zone}|${Math.floor(time.valueOf() / QUARTER_HOUR_MS)}`;
  let offset = zoneOffsets.get(key);
  if (offset === undefined) {
    offset = time.tz(zone).utcOffset();
    if (zoneOffsets.size >= ZONE_OFFSETS_KEPT) zoneOffsets.clear();
    zoneOffsets.set(key, offset);
  }
  // utcOffset reads a number of magnitude 16 or less as hours; real zone offsets in minutes never are, except 0 (UTC).
  return time.utcOffset(offset);
}
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const ZONE_OFFSETS_KEPT = 10_000;
const zoneOffsets = new Map<string, number>();

function formatIn(moment: Moment, zone: string, format: string): string {
  const time = at(moment);
  return time.isValid() ? inZone(time, zone).format(format) : '';
}

/** MM-DD-YYYY of the moment in the zone (Los Angeles by default); '' for an invalid moment. */
export const formatDate = (moment: Moment, zone: string = LOS_ANGELES) =>
  formatIn(moment, zone, DISPLAY_DATE);

/** MM-DD-YYYY hh:mm a of the moment in the zone (Los Angeles by default); '' for an invalid moment. */
export const formatDateTime = (moment: Moment, zone: string = LOS_ANGELES) =>
  formatIn(moment, zone, DISPLAY_DATE_TIME);

/** MM-DD-YYYY hh:mm:ss a in the viewer's own (the runtime's local) time; '' for an invalid moment. */
export function formatLocalDateTimeSeconds(moment: Moment): string {
  const time = at(moment);
  return time.isValid() ? time.format(DISPLAY_DATE_TIME_SECONDS) : '';
}

/** The zone a site's times are shown in: its stored timezone, or Los Angeles when that is missing or unknown. */
export const siteZone = (siteTimezone: string | null | undefined) =>
  isTimeZone(siteTimezone) ? siteTimezone : LOS_ANGELES;

/** MM-DD-YYYY hh:mm a in the site's stored timezone. */
export const formatSiteDateTime = (moment: Moment, siteTimezone: string | null | undefined) =>
  formatDateTime(moment, siteZone(siteTimezone));

/** MM-DD-YYYY in the site's stored timezone. */
export const formatSiteDate = (moment: Moment, siteTimezone: string | null | undefined) =>
  formatDate(moment, siteZone(siteTimezone));

/** 'N secs/mins/hours/days/months/years ago'; a moment after `now` (clock skew) or an invalid one reads '0 secs ago'. */
export function relativeAge(moment: Moment, now: Moment = Date.now()): string {
  const reference = at(now);
  let time = at(moment);
  if (!time.isValid() || time.isAfter(reference)) time = reference;
  return time.locale(SPEC_ENGLISH).from(reference);
}

// ---- Payloads ----

/** The day of a strict YYYY-MM-DD (a real calendar day: no 2026-02-30, no 02-03-2026), at 00:00 UTC; null otherwise. */
function utcDay(text: unknown): Dayjs | null {
  if (typeof text !== 'string') return null;
  const day = dayjs.utc(text, DATE_ONLY, true);
  return day.isValid() ? day : null;
}

/** Whether the value is a strict YYYY-MM-DD naming a real calendar day. */
export const isDateOnly = (value: unknown): value is string => utcDay(value) !== null;

/** A strict YYYY-MM-DD as midnight UTC of that day, or null. */
export const parseDateOnly = (text: unknown): Date | null => utcDay(text)?.toDate() ?? null;

/** The YYYY-MM-DD of the moment in the zone (Los Angeles by default), e.g. today for a date-only payload. */
export const dateOnlyIn = (moment: Moment, zone: string = LOS_ANGELES) => formatIn(moment, zone, DATE_ONLY);

/**
 * A Los Angeles wall time YYYY-MM-DD HH:mm:ss (issue updated_at) as the moment it names, or null
 * when it is not one. On the autumn change day the repeated hour (01:00 to 01:59) reads as its
 * second, standard-time occurrence; a time in the spring gap (02:00 to 02:59) moves forward an
 * hour, as the clocks did.
 */
export function parseLosAngelesDateTime(text: unknown): Date | null {
  if (typeof text !== 'string' || !dayjs.utc(text, LA_DATE_TIME, true).isValid()) return null;
  return dayjs.tz(text, LA_DATE_TIME, LOS_ANGELES).toDate();
}

/** The moment as Los Angeles YYYY-MM-DD HH:mm:ss, the issue updated_at payload format. */
export const formatLosAngelesDateTime = (moment: Moment) => formatIn(moment, LOS_ANGELES, LA_DATE_TIME);

// ---- Report ranges (whole UTC days) ----

function requireDay(text: string): Dayjs {
  const day = utcDay(text);
  if (!day) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  return day;
}

/** 00:00:00.000 UTC of the day. Throws on anything but a strict YYYY-MM-DD. */
export const utcDayStart = (day: string): Date => requireDay(day).startOf('day').toDate();

/** 23:59:59.999 UTC of the day. Throws on anything but a strict YYYY-MM-DD. */
export const utcDayEnd = (day: string): Date => requireDay(day).endOf('day').toDate();

export interface DayRange {
  from: string;
  to: string;
  /** The first moment of `from` and the last of `to` (UTC): the range includes both days. */
  start: Date;
  end: Date;
  /** Days in the range, both ends counted: 1 when from equals to. */
  days: number;
}

/** The inclusive range of two strict YYYY-MM-DD days, or null when either is not one or `from` is after `to`. */
export function utcDayRange(from: unknown, to: unknown): DayRange | null {
  const first = utcDay(from);
  const last = utcDay(to);
  if (!first || !last || first.isAfter(last)) return null;
  return {
    from: first.format(DATE_ONLY),
    to: last.format(DATE_ONLY),
    start: first.startOf('day').toDate(),
    end: last.endOf('day').toDate(),
    days: last.diff(first, 'day') + 1,
  };
}

/** Calendar days from `from` to `to` (negative when `to` is earlier): 2026-02-28 to 2026-03-01 is 1. Throws on invalid days. */
export const daysBetween = (from: string, to: string): number => requireDay(to).diff(requireDay(from), 'day');

/** The first (or last, `end`) millisecond of a strict YYYY-MM-DD day in a zone; null when the text is not one. */
export function zoneDayBound(day: unknown, zone: string, end = false): number | null {
  if (!utcDay(day)) return null;
  const start = dayjs.tz(day as string, DATE_ONLY, zone);
  return end ? start.add(1, 'day').valueOf() - 1 : start.valueOf();
}

/** The day after a strict YYYY-MM-DD day, as YYYY-MM-DD. Throws on an invalid day. */
export const nextDay = (day: string): string => requireDay(day).add(1, 'day').format(DATE_ONLY);
