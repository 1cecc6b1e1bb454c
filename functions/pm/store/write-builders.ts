/** The PM store's write builders: asset PMs, plans, open triggers and completions, all returned as transaction items so callers combine them. */
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { pad } from '#lib/db.js';
import { type Transaction } from '#lib/transactions.js';
import {
  AssetPlanEntity,
  AssetPmEntity,
  DoneTriggerEntity,
  OpenTriggerEntity,
  PmListEntryEntity,
} from './entities.js';
import { pmKeys } from './keys.js';
import { entryKeys, rowDataOf } from './list-entries.js';
import { bump, COUNTER_OF, counterWrites, type Counts } from './site-counters.js';
import type { AssetPmData, CompletionData, OpenTriggerData, PlanData } from './stored-shapes.js';

/** The time-queue keys of an open trigger: where the sweep finds it, or none when nothing is ahead by time. */
export function queueKeys(tenant: string, t: OpenTriggerData) {
  return t.next_event_at === null
    ? {}
    : {
        gsi1pk: pmKeys.timeQueue(tenant),
        gsi1sk: `${new Date(t.next_event_at).toISOString()}#${t.trigger_id}`,
      };
}

/**
 * The writes that move an asset PM's open trigger from `before` to `after` (either may be null:
 * scheduled, completed, deleted): the open trigger item itself (conditioned: absent when creating,
 * the same trigger and version when changing or replacing it), its list entries and the counters.
 * `rewriteRows` false skips re-putting unchanged list entries (a reminder sent, nothing shown moved).
 * With `shared`, the counter moves are added to it for the caller to write once (one transaction
 * cannot touch the counter item twice).
 */
export function openTriggerWrites(
  tenant: string,
  pm: AssetPmData,
  before: { t: OpenTriggerData; version: number } | null,
  after: OpenTriggerData | null,
  rewriteRows = true,
  shared?: Map<number, Counts>,
): Transaction[] {
  const writes: Transaction[] = [];
  const deltas = shared ?? new Map<number, Counts>();
  const key = { tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id };
  if (after) {
    const put = OpenTriggerEntity.build(PutTransaction).item({
      ...key,
      trigger_id: after.trigger_id,
      version: (before?.version ?? 0) + 1,
      t: after,
      ...queueKeys(tenant, after),
    });
    writes.push(
      before
        ? put.options({
            condition: {
              and: [
                { attr: 'trigger_id', eq: before.t.trigger_id },
                { attr: 'version', eq: before.version },
              ],
            },
          })
        : put.options({ condition: { attr: 'trigger_id', exists: false } }),
    );
  } else if (before) {
    writes.push(
      OpenTriggerEntity.build(DeleteTransaction)
        .key(key)
        .options({
          condition: {
            and: [
              { attr: 'trigger_id', eq: before.t.trigger_id },
              { attr: 'version', eq: before.version },
            ],
          },
        }),
    );
  }
  const beforeKeys = before ? [entryKeys.open(before.t), entryKeys.byStatus(before.t)] : [];
  const afterKeys = after ? [entryKeys.open(after), entryKeys.byStatus(after)] : [];
  for (const entry of beforeKeys)
    if (!afterKeys.includes(entry))
      writes.push(PmListEntryEntity.build(DeleteTransaction).key({ tenant, site_id: pm.site_id, entry }));
  if (after && (rewriteRows || !before)) {
    const row = rowDataOf(pm, after);
    for (const entry of afterKeys)
      writes.push(PmListEntryEntity.build(PutTransaction).item({ tenant, site_id: pm.site_id, entry, row }));
  }
  if (before && COUNTER_OF[before.t.status]) bump(deltas, pm.site_id, COUNTER_OF[before.t.status], -1);
  if (after && COUNTER_OF[after.status]) bump(deltas, pm.site_id, COUNTER_OF[after.status], 1);
  return shared ? writes : [...writes, ...counterWrites(tenant, deltas)];
}

/** The writes of a completion: the history item, its list entry and the completion counters. */
export function completionWrites(
  tenant: string,
  pm: AssetPmData,
  completion: CompletionData,
  seq: number,
  shared?: Map<number, Counts>,
): Transaction[] {
  const deltas = shared ?? new Map<number, Counts>();
  bump(deltas, pm.site_id, 'completed', 1);
  if (completion.on_time) bump(deltas, pm.site_id, 'on_time', 1);
  return [
    DoneTriggerEntity.build(PutTransaction).item({
      tenant,
      asset_id: pm.asset_id,
      done_key: `${pm.asset_pm_id}#${pad(seq, 6)}`,
      c: completion,
    }),
    PmListEntryEntity.build(PutTransaction).item({
      tenant,
      site_id: pm.site_id,
      entry: entryKeys.done(Date.parse(completion.recorded_at), completion.pm_trigger_id),
      row: rowDataOf(pm, null, completion),
    }),
    ...(shared ? [] : counterWrites(tenant, deltas)),
  ];
}

/** Puts an asset PM (conditioned on its version when `version` is given, else on being new). */
export function assetPmWrite(tenant: string, pm: AssetPmData, version: number | null): Transaction {
  const put = AssetPmEntity.build(PutTransaction).item({
    tenant,
    asset_id: pm.asset_id,
    asset_pm_id: pm.asset_pm_id,
    pm,
    version: (version ?? 0) + 1,
  });
  return version === null
    ? put.options({ condition: { attr: 'version', exists: false } })
    : put.options({ condition: { attr: 'version', eq: version } });
}

export function assetPmDelete(tenant: string, pm: AssetPmData, version: number): Transaction {
  return AssetPmEntity.build(DeleteTransaction)
    .key({ tenant, asset_id: pm.asset_id, asset_pm_id: pm.asset_pm_id })
    .options({ condition: { attr: 'version', eq: version } });
}

export function planPut(tenant: string, plan: PlanData): Transaction {
  return AssetPlanEntity.build(PutTransaction)
    .item({ tenant, asset_id: plan.asset_id, plan })
    .options({ condition: { attr: 'plan', exists: false } });
}

export function planDelete(tenant: string, plan: PlanData): Transaction {
  return AssetPlanEntity.build(DeleteTransaction).key({ tenant, asset_id: plan.asset_id });
}
