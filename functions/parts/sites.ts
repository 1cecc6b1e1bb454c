/** The sites parts are stocked at: a company's own sites, never its All Sites entry. */
import { SiteStatus } from '#shared/codes.js';
import { PartMessages } from '#shared/parts/messages.js';
import { badRequest } from '#lib/errors.js';
import type { Org } from '#functions/tenancy/index.js';

/** A stocking site of the company (not its All Sites entry), or a 400. */
export function companySite(org: Org, companyId: number, siteId: number) {
  const site = org.sites.find(
    (s) => s.site_id === siteId && s.company_id === companyId && s.status !== SiteStatus.AllSites,
  );
  if (!site) throw badRequest(PartMessages.siteInvalid);
  return site;
}
