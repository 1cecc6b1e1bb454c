/** Who gets a site's notifications: read from the users list index by key (site and role partitions), never scanned. */
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { Role, SiteStatus, UserStatus } from '#shared/codes.js';
import { table } from '#lib/db.js';
import type { Org } from '#functions/tenancy/index.js';
import { partitionOf, siteUnit } from '#functions/users/index.js';
import { userKeys, UserListEntryEntity } from '#functions/users/index.js';

async function activeInPartition(tenant: string, partition: string): Promise<string[]> {
  const uuids: string[] = [];
  const query = table
    .build(QueryCommand)
    .entities(UserListEntryEntity)
    .query({
      partition: userKeys.userList(tenant, partition),
      range: { beginsWith: `${UserStatus.Active}#` },
    });
  for await (const page of query.paginate()) for (const entry of page.Items ?? []) uuids.push(entry.uuid);
  return uuids;
}

/** The uuids of the active managers of a site (those holding the site, or their company's all-sites entry). */
export async function siteManagers(tenant: string, org: Org, siteId: number): Promise<string[]> {
  const site = org.sites.find((s) => s.site_id === siteId);
  if (!site) return [];
  const allSites = org.sites
    .filter((s) => s.status === SiteStatus.AllSites && s.company_id === site.company_id)
    .map((s) => s.site_id);
  const lists = await Promise.all(
    [siteId, ...allSites].map((id) => activeInPartition(tenant, partitionOf(siteUnit(id), Role.Manager))),
  );
  return [...new Set(lists.flat())];
}
