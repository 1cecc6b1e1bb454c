/**
 * The PM part of an asset's maintenance record (issue 24), for the reports domain's PDF (above PM,
 * it reads it through PM's public module): the asset's plan, its PMs with their next due as the
 * PM Plan tab shows them, the current meter, and the completion log newest first, as
 * GET AssetPM/GetCompletionLog answers it. Key reads of the asset's partition only.
 */
import { AssetPmMessages } from '#shared/pm/messages.js';
import type { AssetPmItem, CompletionLogRow } from '#shared/pm/detail-schemas.js';
import { getMeter } from './meter.js';
import { getPlanOfAsset, listAssetPms, listCompletions, listOpenTriggers } from './asset-pms.js';
import { assetPmItemOf, completionLogRowOf } from '../views.js';

export interface AssetPmRecord {
  /** The plan's name, or 'No PM Plan'. */
  plan_name: string;
  meter_hours: number | null;
  /** When the last reading was taken (epoch ms), if the meter has readings. */
  meter_read_at: number | null;
  /** Soonest due first, PMs without an open trigger last. */
  pms: AssetPmItem[];
  /** Newest first. */
  log: CompletionLogRow[];
}

export async function assetPmRecord(tenant: string, assetId: number, now: number): Promise<AssetPmRecord> {
  const [plan, pms, open, meter, done] = await Promise.all([
    getPlanOfAsset(tenant, assetId),
    listAssetPms(tenant, assetId),
    listOpenTriggers(tenant, assetId),
    getMeter(tenant, assetId),
    listCompletions(tenant, assetId),
  ]);
  const openOf = new Map(open.map((o) => [o.t.asset_pm_id, o.t]));
  const pmOf = new Map(pms.map(({ pm }) => [pm.asset_pm_id, pm]));
  const dueKey = (id: string) => openOf.get(id)?.due_day ?? '9999';
  return {
    plan_name: plan?.asset_pm_plan_name ?? AssetPmMessages.noPmPlan,
    meter_hours: meter.meter_hours,
    meter_read_at: meter.readings.at(-1)?.[0] ?? null,
    pms: pms
      .map(({ pm }) => pm)
      .sort(
        (a, b) =>
          dueKey(a.asset_pm_id).localeCompare(dueKey(b.asset_pm_id)) || a.title.localeCompare(b.title),
      )
      .map((pm) => assetPmItemOf(pm, openOf.get(pm.asset_pm_id) ?? null, meter, now)),
    log: done
      .map((c) => completionLogRowOf(c, pmOf.get(c.asset_pm_id ?? c.pm_trigger_id.split('.')[0])))
      .sort(
        (a, b) =>
          b.completed_on.localeCompare(a.completed_on) || b.pm_trigger_id.localeCompare(a.pm_trigger_id),
      ),
  };
}
