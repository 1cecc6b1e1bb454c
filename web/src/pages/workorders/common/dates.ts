/** How the work order screens show dates (spec maintenance 1: MM-DD-YYYY, times in the site's timezone); a date-only value stays that day. */
import { formatSiteDate, formatSiteDateTime, isDateOnly } from '@shared/dates';

export function showDate(value: string | null | undefined, timezone?: string | null): string {
  if (!value) return '-';
  if (isDateOnly(value)) {
    const [y, m, d] = value.slice(0, 10).split('-');
    return `${m}-${d}-${y}`;
  }
  return formatSiteDate(value, timezone) || '-';
}

export const showDateTime = (value: string | null | undefined, timezone?: string | null) =>
  value ? formatSiteDateTime(value, timezone) || '-' : '-';
