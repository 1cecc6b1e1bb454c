/**
 * The PM trigger sweep (EventBridge Scheduler, see functions/jobs.ts; the twin's scheduler
 * locally): for every active tenant, reads the time queue (store.ts gsi1) up to now, so its cost
 * grows with the triggers whose next time event fell due, not with all PMs. Each is stepped
 * (engine.ts: reminders by time, Due, Overdue, 'still overdue' escalations) and saved with a write
 * conditioned on its version; only what was saved is notified, so a retried or overlapping run
 * sends nothing twice. Meter events are not swept: they are evaluated when a reading arrives.
 *
 * Cost per run, whatever the number due: one Query of the queue (it projects the whole trigger),
 * BatchGets of the asset PMs (consistent), of the meters of meter triggers and of the reminder
 * settings; then per site transactions of up to 100 items, each saving many triggers with the
 * site's counters moved once and the notices they raised (a notice batch, store.ts); then one
 * delivery of all notices (notify.ts), each batch deleted once its notices went out.
 *
 * The webhook events `pm.due` and `pm.overdue` of the triggers a transaction moves to Due (32) or
 * Overdue (31) travel in one outbox item of that same transaction (functions/lib/outbox.ts
 * raisedEvent), so an event is raised exactly when its move is saved.
 *
 * Nothing lost: a trigger whose write did not happen is still in the queue for the next run; a
 * notice batch whose delivery did not finish (the run stopped) is delivered by a later run once it
 * is older than NOTICE_LEASE_MS, its notifications with ids fixed in it, so stored once.
 *
 * The job is jobs/pm-trigger-sweep.ts, its per-site writes jobs/write-site.ts; this module is the
 * job's entry point.
 */
export {
  NOTICE_LEASE_MS,
  sweepPmTriggers,
  sweepTenant,
  type PmSweepSummary,
  type SweepPhases,
  type TenantSweep,
} from './jobs/pm-trigger-sweep.js';
