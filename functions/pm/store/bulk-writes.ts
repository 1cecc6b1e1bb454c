/** Bulk writes of asset PMs for the demo seed and the benches (BatchWrite, not transactions). */
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { $add, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import pLimit from 'p-limit';
import { writeMany, type BatchWriteRequest } from '#lib/batch-write.js';
import { pad } from '#lib/db.js';
import { writeTransaction } from '#lib/transactions.js';
import { AssetPmEntity, DoneTriggerEntity, OpenTriggerEntity, PmListEntryEntity } from './entities.js';
import { entryKeys, rowDataOf } from './list-entries.js';
import { optionsOf, PmOptionEntity } from './options.js';
import { bump, COUNTER_OF, counterWrites, type Counts } from './site-counters.js';
import type { AssetPmData, CompletionData, OpenTriggerData } from './stored-shapes.js';
import { queueKeys } from './write-builders.js';

/**
 * Writes many asset PMs with their open triggers, completions, list entries, options and counters
 * at once (BatchWrite, in parallel; the counters and options summed, then added). For new asset
 * PMs only (the seed, the benches): an id written twice would be counted twice.
 */
export async function putAssetPmsInBulk(
  tenant: string,
  items: { pm: AssetPmData; trigger: OpenTriggerData | null; completions?: CompletionData[] }[],
  options: { parallel?: number } = {},
): Promise<void> {
  const counts = new Map<number, Counts>();
  const optionSums = new Map<
    string,
    { siteId: number; key: string; label: string; value: unknown; n: number }
  >();
  // Requests of several entities: the builder's typing cannot follow a mixed list.
  const requests: unknown[] = [];
  for (const { pm, trigger, completions = [] } of items) {
    requests.push(
      AssetPmEntity.build(BatchPutRequest).item({
        tenant,
        asset_id: pm.asset_id,
        asset_pm_id: pm.asset_pm_id,
        pm,
        version: 1,
      }),
    );
    if (trigger) {
      requests.push(
        OpenTriggerEntity.build(BatchPutRequest).item({
          tenant,
          asset_id: pm.asset_id,
          asset_pm_id: pm.asset_pm_id,
          trigger_id: trigger.trigger_id,
          version: 1,
          t: trigger,
          ...queueKeys(tenant, trigger),
        }),
      );
      const row = rowDataOf(pm, trigger);
      for (const entry of [entryKeys.open(trigger), entryKeys.byStatus(trigger)])
        requests.push(
          PmListEntryEntity.build(BatchPutRequest).item({ tenant, site_id: pm.site_id, entry, row }),
        );
      if (COUNTER_OF[trigger.status]) bump(counts, pm.site_id, COUNTER_OF[trigger.status], 1);
    }
    completions.forEach((c, n) => {
      requests.push(
        DoneTriggerEntity.build(BatchPutRequest).item({
          tenant,
          asset_id: pm.asset_id,
          done_key: `${pm.asset_pm_id}#${pad(n + 1, 6)}`,
          c,
        }),
      );
      requests.push(
        PmListEntryEntity.build(BatchPutRequest).item({
          tenant,
          site_id: pm.site_id,
          entry: entryKeys.done(Date.parse(c.recorded_at), c.pm_trigger_id),
          row: rowDataOf(pm, null, c),
        }),
      );
      bump(counts, pm.site_id, 'completed', 1);
      if (c.on_time) bump(counts, pm.site_id, 'on_time', 1);
    });
    for (const option of optionsOf(pm)) {
      const id = `${pm.site_id}|${option.key}`;
      optionSums.set(id, {
        siteId: pm.site_id,
        key: option.key,
        label: option.label,
        value: option.value,
        n: (optionSums.get(id)?.n ?? 0) + 1,
      });
    }
  }

  await writeMany(requests as BatchWriteRequest[], options.parallel ?? 8);
  const limit = pLimit(options.parallel ?? 8);
  // Counters and options added, not put, so several calls on one site add up.
  await writeTransaction(counterWrites(tenant, counts));
  await limit.map([...optionSums.values()], (o) =>
    PmOptionEntity.build(UpdateItemCommand)
      .item({
        tenant,
        site_id: o.siteId,
        option_key: o.key,
        n: $add(o.n),
        label: o.label,
        value: $set(o.value),
      })
      .send(),
  );
}
