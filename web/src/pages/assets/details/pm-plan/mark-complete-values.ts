/**
 * The Mark PM completed form's values, their payload (maintenance 3 'Mark-complete payload': the
 * date as yyyy-mm-dd) and the schema checking it: the shared markCompleteBody (what the server
 * checks: minutes 0 to 59, numbers min 0, integers) plus the form's own rules of maintenance 5
 * 'Mark complete' (the date picker allows today or later) and the server's 'completed at meter
 * hours is required for a meter hours PM'. The spec shows no messages for these limits: the form
 * outlines the field in red; only the meter rule, which the server words, shows its text. Pure.
 */
import { AssetPmMessages } from '@shared/pm/messages';
import { markCompleteBody, type MarkCompleteBody } from '@shared/pm/schemas';

export interface CompletionValues {
  /** YYYY-MM-DD. */
  completed_on: string;
  completed_at_meter_hours: string;
  completed_in_hours: string;
  completed_in_minutes: string;
  comments: string;
}

export interface CompletionTarget {
  asset_pm_id: string;
  pm_trigger_id: string;
}

/** The values as the call's body (before the schema reads it). */
export const completionPayload = (values: CompletionValues, target: CompletionTarget) => ({
  pm_trigger_id: target.pm_trigger_id,
  asset_pm_id: target.asset_pm_id,
  comments: values.comments.trim(),
  completed_on: values.completed_on,
  completed_at_meter_hours: values.completed_at_meter_hours.trim(),
  // An empty hours or minutes field is 0 (the shared schema reads it so).
  completed_in_hours: values.completed_in_hours.trim(),
  completed_in_minutes: values.completed_in_minutes.trim(),
});

/** The schema the form checks with: the server's, the date no earlier than `today`, and the meter reading for a meter PM. */
export function completionSchema(today: string, meterRequired: boolean) {
  return markCompleteBody.superRefine((body, ctx) => {
    if (body.completed_on < today) ctx.addIssue({ code: 'custom', path: ['completed_on'], message: '' });
    if (meterRequired && body.completed_at_meter_hours === null)
      ctx.addIssue({
        code: 'custom',
        path: ['completed_at_meter_hours'],
        message: AssetPmMessages.completedAtMeterRequired,
      });
  });
}

export type { MarkCompleteBody };
