/**
 * The PM calendar's read of a site's open PMs (issue 24), by key ranges of the site's PM list
 * partition (store.ts): an open PM's entry is `A1#<rank>#<due>#<asset_pm_id>`, where <due> is its
 * due day (YYYY-MM-DD) or, for a meter-only PM, `M<due reading>`. So, per status rank (overdue, due,
 * other): the PMs due on a day from..to are one BETWEEN range, and the meter-only PMs (placed by
 * the usage forecast, which moves with every reading, so it is not in a key) one prefix range.
 * Six Queries per site, never a Scan; the dated part costs what the range holds, the meter part
 * what the site's meter-only PMs number.
 */
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { table } from '#lib/db.js';
import { KEY_END, prefixRange } from '#lib/key-range.js';
import { PmListEntryEntity } from './entities.js';
import { pmKeys } from './keys.js';
import type { ListRowData } from './stored-shapes.js';

const RANKS = [0, 1, 2] as const;

async function readRange(
  tenant: string,
  siteId: number,
  range: { between: [string, string] },
): Promise<ListRowData[]> {
  const found: ListRowData[] = [];
  const query = table
    .build(QueryCommand)
    .entities(PmListEntryEntity)
    .query({ partition: pmKeys.site(tenant, siteId), range })
    .options({ limit: 1000 });
  for await (const page of query.paginate())
    for (const it of page.Items ?? []) found.push(it.row as ListRowData);
  return found;
}

/** A site's open PMs due on a day from..to, and its open meter-only PMs. */
export async function readCalendarRows(
  tenant: string,
  siteId: number,
  from: string,
  to: string,
): Promise<{ dated: ListRowData[]; meterOnly: ListRowData[] }> {
  const [dated, meterOnly] = await Promise.all([
    Promise.all(
      RANKS.map((rank) =>
        readRange(tenant, siteId, { between: [`A1#${rank}#${from}`, `A1#${rank}#${to}#${KEY_END}`] }),
      ),
    ),
    Promise.all(RANKS.map((rank) => readRange(tenant, siteId, prefixRange(`A1#${rank}#M`)))),
  ]);
  return { dated: dated.flat(), meterOnly: meterOnly.flat() };
}
