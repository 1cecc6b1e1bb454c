/**
 * The PM calendar's view state in the URL (?view=month|week&date=YYYY-MM-DD, so a reload or a
 * shared link shows the same weeks) and the range of days one read covers: a month view's full
 * weeks (at most six, 42 days) or one week, Sunday first as react-big-calendar draws them. Pure.
 */
import dayjs from 'dayjs';

export type CalendarView = 'month' | 'week';
export const DAY = 'YYYY-MM-DD';

export function viewOf(params: URLSearchParams): { view: CalendarView; date: string } {
  const view = params.get('view') === 'week' ? 'week' : 'month';
  const asked = params.get('date') ?? '';
  const date = dayjs(asked, DAY, true).isValid() ? asked : dayjs().format(DAY);
  return { view, date };
}

/** The days the view shows: month -> the first to the last day of its weeks; week -> Sunday to Saturday. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  const d = dayjs(date, DAY);
  const first = view === 'month' ? d.startOf('month').startOf('week') : d.startOf('week');
  const last = view === 'month' ? d.endOf('month').endOf('week') : d.endOf('week');
  return { from: first.format(DAY), to: last.format(DAY) };
}

/** The toolbar's title: 'November 2026', or 'Nov 22 – Nov 28, 2026' for a week. */
export function titleOf(view: CalendarView, date: string): string {
  const d = dayjs(date, DAY);
  if (view === 'month') return d.format('MMMM YYYY');
  const { from, to } = rangeOf('week', date);
  return `${dayjs(from).format('MMM D')} – ${dayjs(to).format('MMM D, YYYY')}`;
}

/** The date one step back or forward (a month or a week). */
export const stepOf = (view: CalendarView, date: string, by: 1 | -1) =>
  dayjs(date, DAY).add(by, view).format(DAY);
