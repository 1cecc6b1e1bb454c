/** GET company/GetUserPoolDetails?company_code= : public, read before sign-in. */
import { Messages } from '#shared/messages.js';
import { PUBLIC_RATE_LIMITS } from '#shared/session/rules.js';
import { TenancyApi } from '#shared/tenancy/api.js';
import { TenantStatus } from '#shared/tenancy/rules.js';
import { ok } from '#lib/envelope.js';
import { forbidden, notFound } from '#lib/errors.js';
import { PLATFORM_RATE_TENANT, sourceOf, takeRate } from '#lib/rate-limit.js';
import { route } from '#functions/tenancy/route.js';
import { logoUrlOf } from '../logo.js';
import { getTenant } from '../store.js';

export const getUserPoolDetails = route(TenancyApi.getUserPoolDetails, async ({ query, event }) => {
  // Counted before the lookup, under no tenant: probing many company codes is what it slows down.
  const { limit, windowSeconds } = PUBLIC_RATE_LIMITS.userPoolDetailsPerAddress;
  await takeRate(
    [{ tenant: PLATFORM_RATE_TENANT, what: `POOL#${sourceOf(event)}`, limit, windowSeconds }],
    Messages.tooManyRequests,
  );
  const tenant = await getTenant(query.company_code);
  // A suspended tenant's sign-in page says so (its data is kept); any other non-active one is unknown.
  if (tenant?.status === TenantStatus.Suspended) throw forbidden(Messages.tenantSuspended);
  if (!tenant || tenant.status !== TenantStatus.Active) throw notFound(Messages.unknownCompany);
  return ok({
    company_code: tenant.company_code,
    identity_pool_id: tenant.identity_pool_id ?? '',
    region: tenant.region,
    user_pool_id: tenant.user_pool_id,
    user_pool_web_client_id: tenant.user_pool_web_client_id,
    user_pool_endpoint: tenant.user_pool_endpoint,
    // The uploaded logo as a presigned GET (functions/tenancy/logo.ts says why), else the deployment's.
    branding: { name: tenant.name, logo_url: await logoUrlOf(tenant), color: tenant.color ?? null },
    // Single sign-on (issue 27 item 2): the login page's button and whether its password form shows.
    sso_provider_name: tenant.sso_provider_name ?? null,
    oauth_domain: tenant.oauth_domain ?? null,
    password_sign_in: tenant.password_sign_in ?? true,
  });
});
