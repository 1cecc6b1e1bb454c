/** The PM list's filter options (spec 2.1: PM title, asset, plan), per site, counted by the asset PMs using them. */
import { Entity } from 'dynamodb-toolbox/entity';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add, $set } from 'dynamodb-toolbox/entity/actions/update';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { table } from '#lib/db.js';
import { prefixRange } from '#lib/key-range.js';
import { type Transaction } from '#lib/transactions.js';
import { pmKeys } from './keys.js';
import type { AssetPmData } from './stored-shapes.js';

export type OptionKind = 'T' | 'A' | 'P';

/** An option of a site's PM list filters, with how many asset PMs use it (listed while above 0). */
export const PmOptionEntity = new Entity({
  name: 'PmOption',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    option_key: string().key(),
    n: number(),
    label: string(),
    value: any(),
  }),
  computeKey: ({ tenant, site_id, option_key }: { tenant: string; site_id: number; option_key: string }) => ({
    pk: pmKeys.site(tenant, site_id),
    sk: `O#${option_key}`,
  }),
});

const optionLabel = (label: string) => label.toLowerCase().slice(0, 100);

/** The options an asset PM uses: its library PM's title, its asset, its plan. */
export function optionsOf(pm: AssetPmData): { key: string; label: string; value: unknown }[] {
  const options: { key: string; label: string; value: unknown }[] = [
    {
      key: `A#${optionLabel(pm.asset_name)}#${pm.internal_asset_id}`,
      label: pm.asset_name,
      value: { internal_asset_id: pm.internal_asset_id, name: pm.asset_name },
    },
  ];
  if (pm.pm_id !== null)
    options.push({
      key: `T#${optionLabel(pm.title)}#${pm.pm_id}`,
      label: pm.title,
      value: { pm_id: pm.pm_id, title: pm.title },
    });
  if (pm.pm_plan_id !== null)
    options.push({
      key: `P#${optionLabel(pm.asset_pm_plan_name)}#${pm.pm_plan_id}`,
      label: pm.asset_pm_plan_name,
      value: { pm_plan_id: pm.pm_plan_id, plan_name: pm.asset_pm_plan_name },
    });
  return options;
}

/** The option count moves of an asset PM going from `before` to `after` (created: before null; deleted: after null). */
export function optionWrites(
  tenant: string,
  before: AssetPmData | null,
  after: AssetPmData | null,
): Transaction[] {
  const moves = new Map<string, { siteId: number; label: string; value: unknown; n: number }>();
  for (const [pm, n] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!pm) continue;
    for (const option of optionsOf(pm)) {
      const id = `${pm.site_id}|${option.key}`;
      const seen = moves.get(id);
      moves.set(id, { siteId: pm.site_id, label: option.label, value: option.value, n: (seen?.n ?? 0) + n });
    }
  }
  return [...moves]
    .filter(([, move]) => move.n !== 0)
    .map(([id, move]) =>
      PmOptionEntity.build(UpdateTransaction).item({
        tenant,
        site_id: move.siteId,
        option_key: id.split('|')[1],
        n: $add(move.n),
        label: move.label,
        value: $set(move.value),
      }),
    );
}

/** A page of a site's options of one kind, by label, starting with `search` (lower-cased); the prefix read by key (key-range.ts). */
export async function readOptions(
  tenant: string,
  siteId: number,
  kind: OptionKind,
  search: string,
  enough: number,
): Promise<{ key: string; value: unknown }[]> {
  const found: { key: string; value: unknown }[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmOptionEntity)
    .query({ partition: pmKeys.site(tenant, siteId), range: prefixRange(`O#${kind}#${optionLabel(search)}`) })
    .options({ limit: Math.min(Math.max(enough, 20), 1000) });
  for await (const page of query.paginate()) {
    for (const it of page.Items ?? []) if (it.n > 0) found.push({ key: it.option_key, value: it.value });
    if (found.length >= enough) break;
  }
  return found;
}
