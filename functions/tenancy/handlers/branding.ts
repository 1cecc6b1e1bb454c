/**
 * The tenant's branding (issue 27 item 1): its super admins read it, get a presigned upload for a
 * new logo, and save name, colour and logo. The tenant is the verified token's; the contract's
 * roles refuse everyone else. A save writes only the registry item, conditionally on the version
 * it read; a retried save that finds its own values already stored answers as the first did.
 */
import { BrandingMessages } from '#shared/tenancy/messages.js';
import { TenancyApi } from '#shared/tenancy/api.js';
import type { TenantBranding } from '#shared/tenancy/schemas.js';
import { ok } from '#lib/envelope.js';
import { conflict } from '#lib/errors.js';
import { route } from '#functions/tenancy/route.js';
import { assertLogoUploaded, logoUploadUrl, logoUrlOf } from '../logo.js';
import { getTenant, saveBranding, type BrandingFields, type Tenant } from '../store.js';

async function brandingOf(tenant: Tenant): Promise<TenantBranding> {
  return {
    name: tenant.name,
    color: tenant.color ?? null,
    logo_url: await logoUrlOf(tenant),
    logo_file: tenant.logo_file ?? null,
    version: tenant.branding_version ?? 0,
  };
}

const sameBranding = (tenant: Tenant, fields: BrandingFields) =>
  tenant.name === fields.name &&
  (tenant.color ?? null) === fields.color &&
  (tenant.logo_file ?? null) === fields.logo_file;

export const getBranding = route(TenancyApi.getBranding, async ({ tenant }) => {
  // Read again: the route chain's tenant may come from the registry cache.
  return ok(await brandingOf((await getTenant(tenant.company_code)) ?? tenant));
});

export const brandingLogoUploadUrl = route(TenancyApi.brandingLogoUploadUrl, async ({ tenant, body }) => {
  return ok(await logoUploadUrl(tenant.company_code, body));
});

export const updateBranding = route(TenancyApi.updateBranding, async ({ tenant, body }) => {
  const code = tenant.company_code;
  const fields: BrandingFields = { name: body.name, color: body.color, logo_file: body.logo_file };
  const stored = await getTenant(code);
  // A logo not already kept must be in the bucket, an image of an allowed type and size.
  if (fields.logo_file && fields.logo_file !== stored?.logo_file)
    await assertLogoUploaded(code, fields.logo_file);
  const saved = await saveBranding(code, fields, body.version);
  if (saved !== 'changed') return ok(await brandingOf(saved), BrandingMessages.saved);
  // The version moved on: this same save retried (its values are what is stored now), or another's.
  const now = await getTenant(code);
  if (now && sameBranding(now, fields) && (now.branding_version ?? 0) === body.version + 1)
    return ok(await brandingOf(now), BrandingMessages.saved);
  throw conflict(BrandingMessages.changedMeanwhile);
});
