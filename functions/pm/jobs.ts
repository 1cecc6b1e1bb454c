/**
 * The PM trigger sweep (EventBridge Scheduler, see functions/jobs.ts; the twin's scheduler
 * locally): for every active tenant, reads the time queue (store.ts gsi1) up to now, so its cost
 * grows with the triggers whose next time event fell due, not with all PMs. Each is stepped
 * (engine.ts: reminders by time, Due, Overdue, 'still overdue' escalations), saved with a write
 * conditioned on its version, and only then notified: a retried or overlapping run sends nothing
 * twice. Meter events are not swept: they are evaluated when a reading arrives.
 */
import type { SchedulerEvent } from '../jobs.js';
import { logger, withKeys } from '../lib/logger.js';
import { listTenants } from '../tenancy/store.js';
import { clock } from './clock.js';
import { saveStep, step } from './engine.js';
import { deliverNotices, type PmNotice } from './notify.js';
import { reminderSettingsFor } from './settings.js';
import { getAssetPm, getMeter, getOpenTrigger, triggersDueByTime } from './store.js';

export interface PmSweepSummary {
  tenants: number;
  /** Triggers read from the time queue. */
  read: number;
  /** Triggers moved (state, reminders or escalation). */
  moved: number;
  /** In-app notifications raised (one per notice and manager). */
  notices: number;
}

const CONCURRENCY = 16;
/** A run handles at most this many per tenant; the rest wait for the next run (15 minutes later). */
const MAX_PER_RUN = 20_000;

/** Sweeps one tenant's time queue at `now`. */
export async function sweepTenant(tenant: string, now: Date): Promise<{ read: number; moved: number; notices: number }> {
  const due = await triggersDueByTime(tenant, now, MAX_PER_RUN);
  const settingsCache = new Map<string, ReturnType<typeof reminderSettingsFor>>();
  let moved = 0;
  const collected: PmNotice[] = [];
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const { asset_id, asset_pm_id } = due[next++];
      const [stored, pm, meter] = await Promise.all([getOpenTrigger(tenant, asset_id, asset_pm_id), getAssetPm(tenant, asset_pm_id), getMeter(tenant, asset_id)]);
      if (!stored || !pm) continue;
      const key = `${stored.t.company_id}#${asset_id}`;
      if (!settingsCache.has(key)) settingsCache.set(key, reminderSettingsFor(tenant, stored.t.company_id, asset_id));
      const result = step(stored.t, now.getTime(), meter.meter_hours, await settingsCache.get(key)!);
      if ((await saveStep(tenant, pm.pm, stored, result, collected)) && result.changed) moved += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  // All the run's notices at once: each manager's notifications in one write, not one per trigger.
  const sent = await deliverNotices(tenant, collected);
  return { read: due.length, moved, notices: sent.notifications };
}

export async function sweepPmTriggers(event: SchedulerEvent = {}): Promise<PmSweepSummary> {
  const now = event.time ? new Date(event.time) : clock.now();
  const log = withKeys(logger, { job: 'pmTriggerSweep' }, 'assetcare-jobs');
  const summary: PmSweepSummary = { tenants: 0, read: 0, moved: 0, notices: 0 };
  const failed: string[] = [];
  for (const tenant of await listTenants(true)) {
    if (tenant.status !== 1) continue;
    summary.tenants += 1;
    try {
      const one = await sweepTenant(tenant.company_code, now);
      summary.read += one.read;
      summary.moved += one.moved;
      summary.notices += one.notices;
    } catch (error) {
      // One tenant's failure must not hold back the others' notices.
      log.error('PM sweep failed for a tenant', { tenant: tenant.company_code, error: String(error) });
      failed.push(tenant.company_code);
    }
  }
  log.info('PM sweep done', { ...summary });
  // Failing the run makes the scheduler retry (already-sent notices are not repeated) and the alarm fire.
  if (failed.length) throw new Error(`PM sweep failed for tenants: ${failed.join(', ')}`);
  return summary;
}
