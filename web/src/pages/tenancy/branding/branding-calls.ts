/**
 * The Branding page's calls (shared/tenancy/api.ts) and where their answer is cached. The logo goes
 * as attachments do: the server gives a presigned PUT (type and size signed) and the bytes go
 * straight to S3; the save names the stored file, and the server checks it before keeping it.
 */
import { TenancyApi } from '@shared/tenancy/api';
import { logoTypeOf, MAX_LOGO_BYTES } from '@shared/tenancy/branding';
import { BrandingMessages } from '@shared/tenancy/messages';
import type { UpdateBrandingBody } from '@shared/tenancy/schemas';
import { callApi } from '../../../app/api/client';

export const brandingKeys = { tenant: ['tenancy', 'branding'] as const };

export const loadBranding = async () => (await callApi(TenancyApi.getBranding)).data;

/** A message the user reads when the file cannot be the logo (before any call), or null. */
export function logoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!logoTypeOf(file)) return BrandingMessages.logoTypeInvalid;
  if (file.size === 0) return BrandingMessages.logoEmpty;
  if (file.size > MAX_LOGO_BYTES) return BrandingMessages.logoTooLarge;
  return null;
}

/** Uploads a logo; resolves with its stored name, or rejects with the message to show. */
export async function uploadLogo(file: File): Promise<string> {
  const problem = logoProblem(file);
  if (problem) throw new Error(problem);
  const { data } = await callApi(
    TenancyApi.brandingLogoUploadUrl,
    { body: { content_type: logoTypeOf(file)!, size: file.size } },
    { quiet: true },
  );
  const put = await fetch(data.upload_url, { method: 'PUT', headers: data.headers, body: file }).catch(
    () => null,
  );
  if (!put?.ok) throw new Error(BrandingMessages.uploadFailed);
  return data.logo_file;
}

export const saveBranding = (body: UpdateBrandingBody) =>
  callApi(TenancyApi.updateBranding, { body }, { quiet: true });
