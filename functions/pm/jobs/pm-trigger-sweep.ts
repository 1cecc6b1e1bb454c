/** The PM trigger sweep job (../jobs.ts says what it does): one tenant's sweep, and every active tenant's. */
import pLimit from 'p-limit';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger, withKeys } from '#lib/logger.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { isByMeter } from '#shared/pm/triggers.js';
import { clock } from '../operations/clock.js';
import { step } from '../operations/trigger-step.js';
import { deliverNoticeGroups } from '../operations/notify.js';
import type { PmNotice } from '../operations/pm-notices.js';
import { reminderSettingsForMany } from '../operations/settings.js';
import { dueTriggers, getAssetPms } from '../store/asset-pms.js';
import { getMeters } from '../store/meter.js';
import { deleteNoticeBatches, noticeBatchesBefore } from '../store/notices.js';
import { writeSite, type Committed, type Pending } from './write-site.js';

export interface PmSweepSummary {
  tenants: number;
  /** Triggers read from the time queue. */
  read: number;
  /** Triggers moved (state, reminders or escalation). */
  moved: number;
  /** In-app notifications raised (one per notice and manager). */
  notices: number;
}

/** Milliseconds spent in each phase of a tenant's sweep (logged; the bench prints them). */
export interface SweepPhases {
  leftover: number;
  queue: number;
  reads: number;
  step: number;
  writes: number;
  deliver: number;
  /** Parts of deliver: recipients and mutes read, notifications stored, e-mails sent. */
  deliverReads: number;
  notifications: number;
  emails: number;
}

export interface TenantSweep {
  read: number;
  moved: number;
  notices: number;
  emails: number;
  /** Transactions written. */
  transactions: number;
  phases: SweepPhases;
}

/** A run handles at most this many per tenant; the rest wait for the next run (15 minutes later). */
const MAX_PER_RUN = 20_000;
/** Sites written at once (one site's transactions go one after another: they all move its counter item). */
const SITE_POOL = 4;
/** A notice batch older than this belongs to a run that stopped (the job's timeout is 300 s). */
export const NOTICE_LEASE_MS = 10 * 60_000;

/** Sweeps one tenant's time queue at `now`. `deliver: false` stops after the writes (a test's stopped run). */
export async function sweepTenant(
  tenant: string,
  now: Date,
  options: { deliver?: boolean } = {},
): Promise<TenantSweep> {
  const phases: SweepPhases = {
    leftover: 0,
    queue: 0,
    reads: 0,
    step: 0,
    writes: 0,
    deliver: 0,
    deliverReads: 0,
    notifications: 0,
    emails: 0,
  };
  let mark = performance.now();
  const lap = (phase: keyof SweepPhases) => {
    const at = performance.now();
    phases[phase] += Math.round(at - mark);
    mark = at;
  };
  const sent = { notifications: 0, emails: 0 };
  const deliver = async (groups: Committed[]) => {
    const done = await deliverNoticeGroups(tenant, groups, async (g) => {
      if (groups[g].batchId) await deleteNoticeBatches(tenant, [groups[g].batchId!]);
    });
    sent.notifications += done.notifications;
    sent.emails += done.emails;
    phases.deliverReads += done.ms.reads;
    phases.notifications += done.ms.notifications;
    phases.emails += done.ms.emails;
  };

  // Notices a stopped run left undelivered.
  if (options.deliver !== false) {
    const leftover = await noticeBatchesBefore(tenant, new Date(now.getTime() - NOTICE_LEASE_MS));
    if (leftover.length) {
      logger.warn('PM sweep: delivering notices a stopped run left', { tenant, batches: leftover.length });
      await deliver(
        leftover.map((b) => ({
          notices: JSON.parse(b.notices) as PmNotice[],
          idBase: b.id_base,
          at: new Date(b.at),
          batchId: b.batch_id,
        })),
      );
    }
  }
  lap('leftover');

  const due = await dueTriggers(tenant, now, MAX_PER_RUN);
  lap('queue');

  const [pms, meters, settings] = await Promise.all([
    getAssetPms(
      tenant,
      due.map((d) => d.t.asset_pm_id),
    ),
    getMeters(
      tenant,
      due.filter((d) => isByMeter(d.t.trigger_by)).map((d) => d.t.asset_id),
    ),
    reminderSettingsForMany(
      tenant,
      due.map((d) => ({ companyId: d.t.company_id, assetId: d.t.asset_id })),
    ),
  ]);
  lap('reads');

  const bySite = new Map<number, Pending[]>();
  for (const stored of due) {
    const pm = pms.get(stored.t.asset_pm_id);
    if (!pm) continue;
    const result = step(
      stored.t,
      now.getTime(),
      meters.get(stored.t.asset_id)?.meter_hours ?? null,
      settings.get(stored.t.asset_id) ?? null,
    );
    if (!result.changed) continue;
    bySite.set(pm.pm.site_id, [...(bySite.get(pm.pm.site_id) ?? []), { stored, pm: pm.pm, result }]);
  }
  lap('step');

  const tally = { moved: 0, transactions: 0 };
  const failures: unknown[] = [];
  const committed = (
    await pLimit(SITE_POOL).map([...bySite.values()], (items) =>
      writeSite(tenant, now, items, { settings, meters }, tally).catch((error) => {
        // The site's unwritten triggers stay in the queue; what was written is still notified below.
        failures.push(error);
        return [] as Committed[];
      }),
    )
  ).flat();
  lap('writes');

  if (options.deliver !== false) await deliver(committed);
  lap('deliver');

  logger.info('PM sweep of a tenant', {
    tenant,
    read: due.length,
    moved: tally.moved,
    transactions: tally.transactions,
    ...sent,
    phases,
  });
  if (failures.length) throw failures[0];
  return {
    read: due.length,
    moved: tally.moved,
    notices: sent.notifications,
    emails: sent.emails,
    transactions: tally.transactions,
    phases,
  };
}

export async function sweepPmTriggers(event: SchedulerEvent = {}): Promise<PmSweepSummary> {
  const now = event.time ? new Date(event.time) : clock.now();
  const log = withKeys(logger, { job: 'pmTriggerSweep' }, 'assetcare-jobs');
  const summary: PmSweepSummary = { tenants: 0, read: 0, moved: 0, notices: 0 };
  const failed: string[] = [];
  for (const tenant of await listActiveCompanyTenants()) {
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
