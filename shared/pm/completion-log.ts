/**
 * The completion log (issue 24 item 3): every completion of an asset PM is its own record, written
 * in the same transaction as the completion (functions/pm/operations/asset-pms.ts completeTrigger), listed
 * per asset and per PM by key. This file holds its pure rule: whether a completion was late and by
 * how much, in the due/overdue rule's own words (status.ts pmDue), so 'Late by 10 MHrs' on the
 * log is what the list said ('Overdue by 10 MHrs') when the work was signed off.
 */
import { pmDue } from './status.js';
import type { TriggerDue } from './triggers.js';
import { CompletionLogTexts } from './messages.js';

/** 'Late by 3 days' / 'Late by 10 MHrs' when the completion came after its due point, else null (on time). */
export function lateBy(
  due: Pick<TriggerDue, 'triggerBy' | 'dueDay' | 'dueMeterHours' | 'timeZone'>,
  completion: { completedOn: string; completedAtMeterHours: number | null },
): string | null {
  // The completion day's noon in UTC is that calendar day in every site zone the product serves.
  const { state, text } = pmDue(due, `${completion.completedOn}T12:00:00Z`, completion.completedAtMeterHours);
  return state === 'overdue' && text ? CompletionLogTexts.lateBy(text) : null;
}

/** A log row's reading: '7,200 MHrs', or '-' when none was entered. */
export const meterText = (n: number | null) => (n === null ? '-' : `${n.toLocaleString('en-US')} MHrs`);

/** A log row's timeliness: past its due point yet within the compliance tolerance (estimates.ts: 10%) it still counts as on time, as the PM's card says. */
export const latenessText = (row: { late_by: string | null; on_time: boolean }) =>
  row.late_by
    ? row.on_time
      ? `${row.late_by} (${CompletionLogTexts.withinTolerance})`
      : row.late_by
    : CompletionLogTexts.onTime;
