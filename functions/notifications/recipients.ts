/** Who gets a site's notifications. PLACEHOLDER: the operator slice builds it. */
import type { Org } from '../tenancy/store.js';

/** The uuids of the active managers of a site (those holding the site, or their company's all-sites entry). */
export async function siteManagers(tenant: string, org: Org, siteId: number): Promise<string[]> {
  void tenant;
  void org;
  void siteId;
  throw new Error('not built yet');
}
