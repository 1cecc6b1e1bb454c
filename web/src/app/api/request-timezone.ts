/** The browser's time zone as list calls send it (spec 7 'timezone', '/' replaced by '-'): America-Los_Angeles. */
export function requestTimezone(zone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return (zone || 'UTC').replaceAll('/', '-');
}
