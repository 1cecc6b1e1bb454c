/**
 * The webhook events `pm.due` and `pm.overdue` (shared/webhooks/rules.ts): raised by the
 * transaction that moves an open trigger to Due (32) or Overdue (31), as a RaisedEvent in that
 * transaction's outbox item (functions/lib/outbox.ts raisedEvent), so an event goes out exactly
 * when its move is saved. Two writers move triggers: the time sweep (jobs.ts) and a meter reading
 * (engine.ts saveStep: inspection submit or approval, Asset/UpdateMeterHours, the public API's
 * meter readings, a held reading applied, mark-complete's reading).
 */
import { raisedEvent, type RaisedEvent } from '#lib/outbox.js';
import { PmStatus } from '#shared/pm/codes.js';
import type { OpenTriggerData } from '../store/stored-shapes.js';

/**
 * The event of a trigger moved to `next` (none unless its status changed to Due or Overdue).
 * `meterHours`: the reading that moved it, for a move made by a meter reading.
 */
export function pmStatusEvents(
  tenant: string,
  next: OpenTriggerData,
  statusChanged: boolean,
  now: Date,
  meterHours?: number,
): RaisedEvent[] {
  if (!statusChanged || (next.status !== PmStatus.Due && next.status !== PmStatus.Overdue)) return [];
  return [
    raisedEvent(
      tenant,
      next.site_id,
      next.status === PmStatus.Due ? 'pm.due' : 'pm.overdue',
      {
        asset_pm_id: next.asset_pm_id,
        trigger_id: next.trigger_id,
        asset_id: next.asset_id,
        internal_asset_id: next.internal_asset_id,
        site_id: next.site_id,
        title: next.title,
        status: next.status,
        due_day: next.due_day,
        ...(next.due_at !== null ? { due_at: new Date(next.due_at).toISOString() } : {}),
        ...(next.due_meter_hours !== null ? { due_meter_hours: next.due_meter_hours } : {}),
        ...(meterHours !== undefined ? { meter_hours: meterHours } : {}),
      },
      now,
    ),
  ];
}
