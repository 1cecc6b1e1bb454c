/** GET company/GetUserPoolDetails?company_code= : public, read before sign-in. */
import { Messages } from '#shared/messages.js';
import { TenancyApi } from '#shared/tenancy/api.js';
import { ok } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/tenancy/route.js';
import { getTenant } from '../store.js';

export const getUserPoolDetails = route(TenancyApi.getUserPoolDetails, async ({ query }) => {
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
