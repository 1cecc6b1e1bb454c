/**
 * The PM sweep's writes of one site (../jobs.ts): its stepped triggers packed into transactions
 * (their writes, the site's counters moved once, the notice batch, the pm.due / pm.overdue events'
 * outbox item), a transaction cancelled by a trigger another writer moved written again without it.
 */
import { logger } from '#lib/logger.js';
import { deferWrites, type RaisedEvent } from '#lib/outbox.js';
import { cancellationReasons, isConditionalCheckFailure } from '#lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { newNotificationId } from '#functions/notifications/index.js';
import type { ReminderSettings } from '#shared/pm/reminders.js';
import { step, type StepResult } from '../operations/trigger-step.js';
import { pmStatusEvents } from '../operations/pm-events.js';
import { MAX_GROUP_NOTICES, type NoticeGroup } from '../operations/notify.js';
import { slimNotice, type PmNotice } from '../operations/pm-notices.js';
import { counterWrites, type Counts } from '../store/site-counters.js';
import { getAssetPm, getOpenTrigger } from '../store/asset-pms.js';
import { openTriggerWrites } from '../store/write-builders.js';
import type { AssetPmData, MeterState, StoredTrigger } from '../store/stored-shapes.js';
import { noticeBatchId, noticeBatchPut } from '../store/notices.js';

/** Write rounds for triggers another writer moved meanwhile (re-read and re-stepped each round). */
const WRITE_ROUNDS = 3;

export interface Pending {
  stored: StoredTrigger;
  pm: AssetPmData;
  result: StepResult;
}

export interface Committed extends NoticeGroup {
  batchId: string | null;
}

/** The webhook event of a trigger the step moved to Due or Overdue (none for another move). */
const pmEvent = (tenant: string, item: Pending, now: Date): RaisedEvent[] =>
  pmStatusEvents(tenant, item.result.next, item.result.statusChanged, now);

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
export async function writeSite(
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
