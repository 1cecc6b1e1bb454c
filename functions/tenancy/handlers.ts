import { Messages } from '../../shared/messages.js';
import { userPoolDetailsQuery } from '../../shared/tenancy/schemas.js';
import { ok } from '../lib/envelope.js';
import { notFound } from '../lib/errors.js';
import { route } from '../lib/http.js';
import { companiesWithSites, sitesVisibleTo } from './org.js';
import { getTenant } from './store.js';

/** GET company/GetUserPoolDetails?company_code= : public, read before sign-in. */
export const getUserPoolDetails = route({ auth: 'public', query: userPoolDetailsQuery }, async ({ query }) => {
  const tenant = await getTenant(query.company_code);
  if (!tenant || tenant.status !== 1) throw notFound(Messages.unknownCompany);
  return ok({
    company_code: tenant.company_code,
    identity_pool_id: tenant.identity_pool_id ?? '',
    region: tenant.region,
    user_pool_id: tenant.user_pool_id,
    user_pool_web_client_id: tenant.user_pool_web_client_id,
    user_pool_endpoint: tenant.user_pool_endpoint,
    branding: { name: tenant.name, logo_url: tenant.logo_url ?? null, color: tenant.color ?? null },
  });
});

/** GET Company/GetAllCompaniesWithSites: the companies and sites the caller may pick from. */
export const getAllCompaniesWithSites = route({ auth: 'token' }, async ({ user, org: readOrg }) => {
  const org = await readOrg();
  return ok(companiesWithSites(sitesVisibleTo(user, org), org.companies));
});
