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
 */
import pLimit from 'p-limit';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger, withKeys } from '#lib/logger.js';
import { deferWrites, raisedEvent, type RaisedEvent } from '#lib/outbox.js';
import { cancellationReasons, isConditionalCheckFailure } from '#lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction } from '#lib/transactions.js';
import { newNotificationId } from '#functions/notifications/index.js';
import { listActiveCompanyTenants } from '#functions/tenancy/index.js';
import { PmStatus } from '#shared/pm/codes.js';
import { isByMeter } from '#shared/pm/triggers.js';
import type { ReminderSettings } from '#shared/pm/reminders.js';
import { clock } from './operations/clock.js';
import { step, type StepResult } from './operations/trigger-step.js';
import {
  deliverNoticeGroups,
  MAX_GROUP_NOTICES,
  slimNotice,
  type NoticeGroup,
  type PmNotice,
} from './operations/notify.js';
import { reminderSettingsForMany } from './operations/settings.js';
import { counterWrites, type Counts } from './store/site-counters.js';
import { dueTriggers, getAssetPm, getAssetPms, getOpenTrigger } from './store/asset-pms.js';
import { getMeters } from './store/meter.js';
import { openTriggerWrites } from './store/write-builders.js';
import type { AssetPmData, MeterState, StoredTrigger } from './store/stored-shapes.js';
import { deleteNoticeBatches, noticeBatchesBefore, noticeBatchId, noticeBatchPut } from './store/notices.js';
import type { Transaction } from '#lib/transactions.js';

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
/** Write rounds for triggers another writer moved meanwhile (re-read and re-stepped each round). */
const WRITE_ROUNDS = 3;
/** A notice batch older than this belongs to a run that stopped (the job's timeout is 300 s). */
export const NOTICE_LEASE_MS = 10 * 60_000;

interface Pending {
  stored: StoredTrigger;
  pm: AssetPmData;
  result: StepResult;
}

interface Committed extends NoticeGroup {
  batchId: string | null;
}

/** The webhook event of a trigger the step moved to Due or Overdue (none for another move). */
function pmEvent(tenant: string, item: Pending, now: Date): RaisedEvent[] {
  const { next, statusChanged } = item.result;
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
      },
      now,
    ),
  ];
}

/** Packs a site's stepped triggers into transactions: their writes, the counter moved once, the notice batch, the webhook events' outbox item. */
function packGroups(tenant: string, now: Date, items: Pending[]) {
  const groups: {
    items: Pending[];
    offsets: number[];
    writes: Transaction[];
    notices: PmNotice[];
    deltas: Map<number, Counts>;
  }[] = [];
  // Room left for the counter item, the notice batch and the events' outbox item.
  const room = MAX_TRANSACTION_ITEMS - 3;
  let current: (typeof groups)[number] | undefined;
  for (const item of items) {
    const deltas = new Map<number, Counts>();
    const own = openTriggerWrites(
      tenant,
      item.pm,
      item.stored,
      item.result.next,
      item.result.statusChanged,
      deltas,
    );
    const notices = item.result.notices.map(slimNotice);
    if (
      !current ||
      current.writes.length + own.length > room ||
      current.notices.length + notices.length > MAX_GROUP_NOTICES
    ) {
      current = { items: [], offsets: [], writes: [], notices: [], deltas: new Map() };
      groups.push(current);
    }
    current.items.push(item);
    current.offsets.push(current.writes.length);
    current.writes.push(...own);
    current.notices.push(...notices);
    for (const [siteId, counts] of deltas) {
      const sum = current.deltas.get(siteId) ?? {};
      for (const [key, n] of Object.entries(counts) as [keyof Counts, number][])
        sum[key] = (sum[key] ?? 0) + n;
      current.deltas.set(siteId, sum);
    }
  }
  return groups.map((g) => {
    const batch = g.notices.length
      ? {
          batch_id: noticeBatchId(now),
          id_base: newNotificationId(now.getTime()),
          at: now.toISOString(),
          notices: JSON.stringify(g.notices),
        }
      : null;
    const events = g.items.flatMap((item) => pmEvent(tenant, item, now));
    return {
      ...g,
      batch,
      transaction: [
        ...g.writes,
        ...counterWrites(tenant, g.deltas),
        ...(batch ? [noticeBatchPut(tenant, batch)] : []),
        ...deferWrites(tenant, `PMSWEEP#${g.items[0]!.stored.t.site_id}`, [], [], events),
      ],
    };
  });
}

/** A trigger another writer moved: read again and stepped again (null when gone or nothing to do). */
async function restep(
  tenant: string,
  item: Pending,
  now: Date,
  settings: ReminderSettings | null,
  meter: MeterState | undefined,
): Promise<Pending | null> {
  const [stored, pm] = await Promise.all([
    getOpenTrigger(tenant, item.stored.t.asset_id, item.stored.t.asset_pm_id),
    getAssetPm(tenant, item.stored.t.asset_pm_id),
  ]);
  if (!stored || !pm) return null;
  const result = step(stored.t, now.getTime(), meter?.meter_hours ?? null, settings);
  return result.changed ? { stored, pm: pm.pm, result } : null;
}

/**
 * Saves one site's stepped triggers, a transaction after another; returns the committed notice
 * groups. A transaction cancelled by a trigger's condition is written again without it, and that
 * trigger read and stepped again (its notices are the other writer's).
 */
async function writeSite(
  tenant: string,
  now: Date,
  items: Pending[],
  context: { settings: Map<number, ReminderSettings | null>; meters: Map<number, MeterState> },
  tally: { moved: number; transactions: number },
): Promise<Committed[]> {
  const committed: Committed[] = [];
  let queue = items;
  for (let round = 0; round < WRITE_ROUNDS && queue.length; round++) {
    const again: Pending[] = [];
    for (const group of packGroups(tenant, now, queue)) {
      try {
        await writeTransaction(group.transaction);
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons.some((r) => r.Code === 'ConditionalCheckFailed') && !isConditionalCheckFailure(error))
          throw error;
        const moved = group.items.filter(
          (_, i) => reasons[group.offsets[i]]?.Code === 'ConditionalCheckFailed',
        );
        again.push(...group.items.filter((item) => !moved.includes(item)));
        const restepped = await Promise.all(
          moved.map((item) =>
            restep(
              tenant,
              item,
              now,
              context.settings.get(item.stored.t.asset_id) ?? null,
              context.meters.get(item.stored.t.asset_id),
            ),
          ),
        );
        again.push(...restepped.filter((p): p is Pending => p !== null));
        continue;
      }
      tally.transactions += 1;
      tally.moved += group.items.length;
      if (group.batch)
        committed.push({
          notices: group.notices,
          idBase: group.batch.id_base,
          at: now,
          batchId: group.batch.batch_id,
        });
    }
    queue = again;
  }
  if (queue.length)
    logger.warn('PM sweep: triggers left for the next run (moved by other writers each round)', {
      tenant,
      left: queue.length,
    });
  return committed;
}

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
