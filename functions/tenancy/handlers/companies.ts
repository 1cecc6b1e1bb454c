/** GET Company/GetAllCompaniesWithSites: the companies and sites the caller may pick from. */
import { TenancyApi } from '#shared/tenancy/api.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/tenancy/route.js';
import { companiesWithSites, sitesVisibleTo } from '../org.js';

export const getAllCompaniesWithSites = route(
  TenancyApi.getAllCompaniesWithSites,
  async ({ user, org: readOrg }) => {
    const org = await readOrg();
    return ok(companiesWithSites(sitesVisibleTo(user, org), org.companies));
  },
);
