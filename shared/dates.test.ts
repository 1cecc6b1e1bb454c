/** shared/dates.ts: display in Los Angeles and site time, relative ages, strict payload parsing, report ranges. */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dateOnlyIn,
  daysBetween,
  dayjs,
  formatDate,
  formatDateTime,
  formatLosAngelesDateTime,
  formatSiteDate,
  formatSiteDateTime,
  isDateOnly,
  isTimeZone,
  parseDateOnly,
  parseLosAngelesDateTime,
  relativeAge,
  siteZone,
  utcDayEnd,
  utcDayRange,
  utcDayStart,
} from './dates.js';

describe('Los Angeles display (MM-DD-YYYY hh:mm a)', () => {
  it.each([
    // 2026-03-08: clocks go from 02:00 PST to 03:00 PDT (10:00 UTC).
    ['2026-03-08T09:59:00Z', '03-08-2026 01:59 am'],
    ['2026-03-08T10:00:00Z', '03-08-2026 03:00 am'],
    // 2026-11-01: clocks go back from 02:00 PDT to 01:00 PST (09:00 UTC): 01:30 happens twice.
    ['2026-11-01T08:30:00Z', '11-01-2026 01:30 am'],
    ['2026-11-01T09:30:00Z', '11-01-2026 01:30 am'],
    ['2026-11-01T10:30:00Z', '11-01-2026 02:30 am'],
    // Month and year ends: the UTC date is already the next day.
    ['2026-03-01T07:59:59Z', '02-28-2026 11:59 pm'],
    ['2026-03-01T08:00:00Z', '03-01-2026 12:00 am'],
    ['2027-01-01T07:30:00Z', '12-31-2026 11:30 pm'],
    ['2026-07-01T06:59:00Z', '06-30-2026 11:59 pm'],
    // Leap day.
    ['2028-02-29T20:00:00Z', '02-29-2028 12:00 pm'],
    ['2028-03-01T07:00:00Z', '02-29-2028 11:00 pm'],
  ])('%s reads %s', (moment, shown) => {
    expect(formatDateTime(moment)).toBe(shown);
    expect(formatDate(moment)).toBe(shown.slice(0, 10));
  });

  it('takes Dates and epoch milliseconds, and shows nothing for an invalid moment', () => {
    expect(formatDateTime(new Date('2026-07-04T16:15:00Z'))).toBe('07-04-2026 09:15 am');
    expect(formatDate(Date.UTC(2026, 6, 4, 6, 0))).toBe('07-03-2026');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('site time', () => {
  it("shows a moment in the site's stored timezone", () => {
    expect(formatSiteDateTime('2026-03-08T10:00:00Z', 'America/New_York')).toBe('03-08-2026 06:00 am');
    expect(formatSiteDateTime('2026-03-08T10:00:00Z', 'America/Phoenix')).toBe('03-08-2026 03:00 am');
    expect(formatSiteDate('2026-03-01T03:00:00Z', 'America/Chicago')).toBe('02-28-2026');
    expect(formatSiteDate('2026-03-01T03:00:00Z', 'Europe/London')).toBe('03-01-2026');
  });

  it('falls back to Los Angeles when the site has no timezone or an unknown one', () => {
    expect(formatSiteDateTime('2026-03-08T10:00:00Z', undefined)).toBe('03-08-2026 03:00 am');
    expect(formatSiteDateTime('2026-03-08T10:00:00Z', 'America-Los_Angeles')).toBe('03-08-2026 03:00 am');
    expect(siteZone('')).toBe('America/Los_Angeles');
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('relative age (notifications)', () => {
  const now = Date.parse('2026-03-31T12:00:00.000Z');
  const ago = (seconds: number) => relativeAge(now - seconds * 1000, now);

  it.each([
    [0, '0 secs ago'],
    [1, '1 sec ago'],
    [59, '59 secs ago'],
    [60, '1 min ago'],
    [5 * 60 + 59, '5 mins ago'],
    [3599, '59 mins ago'],
    [3600, '1 hour ago'],
    [3 * 3600 + 1, '3 hours ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [29 * 86_400, '29 days ago'],
    [30 * 86_400, '1 month ago'],
    [364 * 86_400, '11 months ago'],
    [365 * 86_400, '1 year ago'],
    [800 * 86_400, '2 years ago'],
  ])('%i seconds old reads %s', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });

  it('counts months by the calendar and takes ISO strings', () => {
    expect(relativeAge('2026-01-31T12:00:00Z', now)).toBe('2 months ago');
    expect(relativeAge('2025-03-31T12:00:00Z', now)).toBe('1 year ago');
  });

  it('reads 0 secs for a moment in the future (clock skew) or an invalid one', () => {
    expect(ago(-5)).toBe('0 secs ago');
    expect(relativeAge('garbage', now)).toBe('0 secs ago');
  });
});

describe('date-only payloads (YYYY-MM-DD, strict)', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-12-31', '2026-04-30', '2000-02-29'])('accepts %s', (text) => {
    expect(isDateOnly(text)).toBe(true);
    expect(parseDateOnly(text)?.toISOString()).toBe(`${text}T00:00:00.000Z`);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '02-03-2026',
    '2026-2-3',
    '2026/02/03',
    ' 2026-02-03',
    '2026-02-03T00:00',
    '',
  ])('rejects %j', (text) => {
    expect(isDateOnly(text)).toBe(false);
    expect(parseDateOnly(text)).toBeNull();
  });

  it('rejects what is not a string', () => {
    expect(isDateOnly(20260203)).toBe(false);
    expect(isDateOnly(new Date())).toBe(false);
    expect(parseDateOnly(null)).toBeNull();
  });

  it("gives the day of a moment in a zone, Los Angeles by default (today's date for a payload)", () => {
    expect(dateOnlyIn('2026-03-01T07:59:59Z')).toBe('2026-02-28');
    expect(dateOnlyIn('2026-03-01T07:59:59Z', 'UTC')).toBe('2026-03-01');
  });
});

describe('Los Angeles YYYY-MM-DD HH:mm:ss (issue updated_at)', () => {
  it.each([
    ['2026-07-04 09:15:00', '2026-07-04T16:15:00.000Z'],
    ['2026-01-15 23:59:59', '2026-01-16T07:59:59.000Z'],
    ['2026-03-08 01:59:59', '2026-03-08T09:59:59.000Z'],
    ['2026-03-08 03:00:00', '2026-03-08T10:00:00.000Z'],
    // In the spring gap the clocks had already moved on: 02:30 is 03:30 PDT.
    ['2026-03-08 02:30:00', '2026-03-08T10:30:00.000Z'],
    ['2026-11-01 00:30:00', '2026-11-01T07:30:00.000Z'],
    // The repeated hour reads as standard time.
    ['2026-11-01 01:30:00', '2026-11-01T09:30:00.000Z'],
    ['2028-02-29 12:00:00', '2028-02-29T20:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseLosAngelesDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30 10:00:00',
    '2026-03-08T02:30:00',
    '2026-03-08 2:30:00',
    '2026-03-08 24:00:00',
    '03-08-2026 01:00:00',
    '2026-03-08',
  ])('rejects %j', (text) => {
    expect(parseLosAngelesDateTime(text)).toBeNull();
  });

  it('writes a moment back in the same format', () => {
    expect(formatLosAngelesDateTime('2026-11-01T09:30:00Z')).toBe('2026-11-01 01:30:00');
    expect(formatLosAngelesDateTime('2026-03-08T10:00:00Z')).toBe('2026-03-08 03:00:00');
  });
});

describe('report ranges (whole UTC days)', () => {
  it('gives the first and the last moment of a UTC day', () => {
    expect(utcDayStart('2026-03-08').toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(utcDayEnd('2026-03-08').toISOString()).toBe('2026-03-08T23:59:59.999Z');
    expect(utcDayEnd('2028-02-29').toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(() => utcDayStart('2026-02-30')).toThrow(RangeError);
  });

  it('includes both ends of a range and counts its days', () => {
    expect(utcDayRange('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-03-31T23:59:59.999Z'),
      days: 31,
    });
    expect(utcDayRange('2026-03-08', '2026-03-08')?.days).toBe(1);
    expect(utcDayRange('2028-02-28', '2028-03-01')?.days).toBe(3);
    expect(utcDayRange('2026-02-28', '2026-03-01')?.days).toBe(2);
  });

  it('refuses a reversed range or an invalid day', () => {
    expect(utcDayRange('2026-04-10', '2026-04-01')).toBeNull();
    expect(utcDayRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(utcDayRange('2026-02-01', '03-01-2026')).toBeNull();
    expect(utcDayRange(undefined, '2026-03-01')).toBeNull();
  });

  it('counts calendar days between two dates, over DST changes, leap days and month ends', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-01-31', '2026-02-28')).toBe(28);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
  });
});

describe('independent of the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['Pacific/Auckland', 'America/New_York', 'Asia/Kolkata'])(
    'gives the same answers with TZ=%s',
    (zone) => {
      process.env.TZ = zone;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0); // the zone really applies
      expect(formatDateTime('2026-03-08T10:00:00Z')).toBe('03-08-2026 03:00 am');
      expect(parseLosAngelesDateTime('2026-11-01 01:30:00')?.toISOString()).toBe('2026-11-01T09:30:00.000Z');
      expect(parseDateOnly('2026-03-29')?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
      expect(isDateOnly('2026-02-30')).toBe(false);
      expect(utcDayRange('2026-03-28', '2026-03-30')?.days).toBe(3);
      expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    },
  );
});

describe('zone conversion kept per quarter hour', () => {
  const zones = [
    'America/Los_Angeles',
    'America/Denver',
    'America/St_Johns', // -03:30 / -02:30
    'Asia/Kolkata', // +05:30, no DST
    'Australia/Lord_Howe', // a 30-minute DST shift
    'Pacific/Chatham', // +12:45 / +13:45
    'UTC',
  ];

  it("reads the same as dayjs's own tz() for any moment and zone, the first time and from the kept offset", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const expected = dayjs(ms).tz(zone).format('MM-DD-YYYY hh:mm:ss a');
          expect(formatDateTime(ms, zone)).toBe(expected.replace(/:\d\d (am|pm)$/, ' $1'));
          expect(formatDateTime(ms, zone)).toBe(expected.replace(/:\d\d (am|pm)$/, ' $1'));
          expect(dateOnlyIn(ms, zone)).toBe(dayjs(ms).tz(zone).format('YYYY-MM-DD'));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('shows the minutes on each side of a DST change at their own offsets', () => {
    // Los Angeles, 2026-03-08 02:00 PST became 03:00 PDT (10:00 UTC); 2026-11-01 02:00 PDT became 01:00 PST (09:00 UTC).
    expect(formatDateTime(Date.UTC(2026, 2, 8, 9, 59))).toBe('03-08-2026 01:59 am');
    expect(formatDateTime(Date.UTC(2026, 2, 8, 10, 0))).toBe('03-08-2026 03:00 am');
    expect(formatDateTime(Date.UTC(2026, 10, 1, 8, 59))).toBe('11-01-2026 01:59 am');
    expect(formatDateTime(Date.UTC(2026, 10, 1, 9, 0))).toBe('11-01-2026 01:00 am');
  });
});
