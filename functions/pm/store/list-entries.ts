/** The PM list's index entries: their sort keys, the stored row of each and the read of a site's entries by key prefix. */
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { PmStatus, type PmStatusId } from '#shared/pm/codes.js';
import { pad, table } from '#lib/db.js';
import { invertedTime } from '#lib/list-index/entries.js';
import { prefixRange } from '#lib/key-range.js';
import { PmListEntryEntity } from './entities.js';
import { pmKeys } from './keys.js';
import type { AssetPmData, CompletionData, ListRowData, OpenTriggerData } from './stored-shapes.js';

const rankOf = (status: PmStatusId) => (status === PmStatus.Overdue ? 0 : status === PmStatus.Due ? 1 : 2);
/** Due days sort as dates; meter-only PMs after every date, by due reading. */
const dueKeyOf = (t: Pick<OpenTriggerData, 'due_day' | 'due_meter_hours'>) =>
  t.due_day ?? `M${pad(Math.round((t.due_meter_hours ?? 0) * 10), 12)}`;

export const entryKeys = {
  open: (t: OpenTriggerData) => `A1#${rankOf(t.status)}#${dueKeyOf(t)}#${t.asset_pm_id}`,
  byStatus: (t: OpenTriggerData) => `S#${t.status}#${dueKeyOf(t)}#${t.asset_pm_id}`,
  done: (recordedAt: number, triggerId: string) => `A2#${invertedTime(recordedAt)}#${triggerId}`,
};

export function rowDataOf(
  pm: AssetPmData,
  t: OpenTriggerData | null,
  completion: CompletionData | null = null,
): ListRowData {
  return {
    asset_pm_id: pm.asset_pm_id,
    asset_id: pm.asset_id,
    internal_asset_id: pm.internal_asset_id,
    pm_id: pm.pm_id,
    title: pm.title,
    asset_name: pm.asset_name,
    asset_pm_plan_id: pm.asset_pm_plan_id,
    pm_plan_id: pm.pm_plan_id,
    pm_plan_name: pm.asset_pm_plan_name,
    status: completion ? PmStatus.Completed : (t?.status ?? PmStatus.Open),
    site_id: pm.site_id,
    pm_trigger_id: completion?.pm_trigger_id ?? t?.trigger_id ?? '',
    pm_trigger_type: pm.schedule.pm_trigger_type,
    pm_trigger_by: pm.schedule.pm_trigger_by,
    due_date: completion ? completion.due_date : (t?.due_day ?? null),
    due_meter_hours: completion ? completion.due_meter_hours : (t?.due_meter_hours ?? null),
    timezone: t?.timezone ?? '',
    est_hours: completion ? completion.completed_in_hours : (t?.est_hours ?? 0),
    est_minutes: completion ? completion.completed_in_minutes : (t?.est_minutes ?? 0),
    completed_on: completion?.completed_on ?? null,
    completed_on_time: completion?.on_time ?? null,
    search: `${pm.title} ${pm.asset_name} ${pm.internal_asset_id}`.toLowerCase(),
  };
}

/**
 * List entries of a site under a key prefix, in key order, until `enough` of those passing `keep`
 * are found (or all, with enough = Infinity).
 */
export async function readListEntries(
  tenant: string,
  siteId: number,
  prefix: string,
  keep: (row: ListRowData) => boolean,
  enough: number,
): Promise<{ entry: string; row: ListRowData }[]> {
  const found: { entry: string; row: ListRowData }[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmListEntryEntity)
    .query({ partition: pmKeys.site(tenant, siteId), range: prefixRange(prefix) })
    .options({ limit: Number.isFinite(enough) ? Math.min(Math.max(enough, 20), 1000) : 1000 });
  for await (const page of query.paginate()) {
    for (const it of page.Items ?? []) {
      const row = it.row as ListRowData;
      if (keep(row)) found.push({ entry: it.entry, row });
    }
    if (found.length >= enough) break;
  }
  return found;
}
