/**
 * The Mark PM completed form's values, their limits (maintenance 5 'Mark complete': minutes 0 to
 * 59, other numbers min 0, the date today or later; no messages) and its payload (maintenance 3
 * 'Mark-complete payload', the date as yyyy-mm-dd). Pure.
 */

export interface CompletionValues {
  /** YYYY-MM-DD. */
  completed_on: string;
  completed_at_meter_hours: string;
  completed_in_hours: string;
  completed_in_minutes: string;
  comments: string;
}

export type CompletionErrors = Partial<Record<keyof CompletionValues, true>>;

const number = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** The fields out of their limits (today: YYYY-MM-DD, the earliest date allowed). */
export function completionErrors(values: CompletionValues, today: string): CompletionErrors {
  const errors: CompletionErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.completed_on) || values.completed_on < today) errors.completed_on = true;
  // Meter hours may be left empty (an asset without a meter); when given, at least 0.
  const meter = values.completed_at_meter_hours.trim();
  if (meter !== '' && !(Number(meter) >= 0)) errors.completed_at_meter_hours = true;
  const hours = number(values.completed_in_hours);
  if (!(Number.isInteger(hours) && hours >= 0)) errors.completed_in_hours = true;
  const minutes = number(values.completed_in_minutes);
  if (!(Number.isInteger(minutes) && minutes >= 0 && minutes <= 59)) errors.completed_in_minutes = true;
  return errors;
}

export function completionPayload(
  values: CompletionValues,
  target: { asset_pm_id: number; pm_trigger_id: number },
) {
  const meter = values.completed_at_meter_hours.trim();
  return {
    pm_trigger_id: target.pm_trigger_id,
    asset_pm_id: target.asset_pm_id,
    comments: values.comments.trim(),
    completed_on: values.completed_on,
    completed_at_meter_hours: meter === '' ? null : Number(meter),
    completed_in_hours: Number(values.completed_in_hours),
    completed_in_minutes: Number(values.completed_in_minutes),
  };
}
