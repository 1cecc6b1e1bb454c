/**
 * A date range filter (Cloudscape DateRangePicker, whole days only, absolute ranges): the value
 * is two YYYY-MM-DD days, either empty; 'To' may not come before 'From' nor lie in the future
 * in the site's timezone (spec 9: no future dates). rangeText shows a range as MM-DD-YYYY.
 */
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import { DATE_ONLY, dateOnlyIn, DISPLAY_DATE, siteZone } from '@shared/dates';
import dayjs from 'dayjs';

export interface DayRange {
  from: string;
  to: string;
}

const I18N: DateRangePickerProps.I18nStrings = {
  ariaLabel: 'Date range',
  absoluteModeTitle: 'Absolute range',
  cancelButtonLabel: 'Cancel',
  clearButtonLabel: 'Clear',
  applyButtonLabel: 'Apply',
  startDateLabel: 'From date',
  endDateLabel: 'To date',
  isoDateConstraintText: 'YYYY-MM-DD',
  isoDatePlaceholder: 'YYYY-MM-DD',
  dateConstraintText: 'YYYY-MM-DD',
  errorIconAriaLabel: 'Error',
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
  currentMonthAriaLabel: 'Current month',
  renderSelectedAbsoluteRangeAriaLive: (start, end) => `Range selected from ${start} to ${end}`,
};

/** Spec 9 'no future dates' (today in the site's zone), and From before To (spec 5's report texts). */
const rangeCheck =
  (today: string): DateRangePickerProps.ValidationFunction =>
  (range) => {
    if (!range || range.type !== 'absolute') return { valid: true };
    if (!range.startDate) return { valid: false, errorMessage: 'Please select from date' };
    if (!range.endDate) return { valid: false, errorMessage: 'Please select to date' };
    if (range.startDate > range.endDate)
      return { valid: false, errorMessage: 'From date should be less than todate' };
    if (range.endDate.slice(0, 10) > today) return { valid: false, errorMessage: 'Please select valid date' };
    return { valid: true };
  };

/** MM-DD-YYYY - MM-DD-YYYY of a chosen range, or ''. */
export const rangeText = (range: DayRange) =>
  range.from && range.to
    ? `${dayjs(range.from).format(DISPLAY_DATE)} - ${dayjs(range.to).format(DISPLAY_DATE)}`
    : '';

export function DateRangeFilter({
  value,
  onChange,
  timezone,
  placeholder = 'Filter by date range',
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The site's timezone: what 'today' is. */
  timezone: string | null | undefined;
  placeholder?: string;
}) {
  const today = dateOnlyIn(Date.now(), siteZone(timezone));
  return (
    <DateRangePicker
      dateOnly
      rangeSelectorMode="absolute-only"
      relativeOptions={[]}
      placeholder={placeholder}
      i18nStrings={I18N}
      isDateEnabled={(date) => dayjs(date).format(DATE_ONLY) <= today}
      isValidRange={rangeCheck(today)}
      value={value.from && value.to ? { type: 'absolute', startDate: value.from, endDate: value.to } : null}
      onChange={({ detail }) => {
        const range = detail.value;
        if (range?.type === 'absolute')
          onChange({ from: range.startDate.slice(0, 10), to: range.endDate.slice(0, 10) });
        else onChange({ from: '', to: '' });
      }}
    />
  );
}
