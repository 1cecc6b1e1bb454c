/**
 * The tenant's uploaded logo in the files bucket: its key (`branding/{tenant}/{logo_file}`, the
 * name ours: a uuid and the type's extension), the presigned PUT the super admin's browser uploads
 * with (type and length signed, as attachments and photos are), the HEAD check a save makes before
 * it keeps the name (s3rver does not check signatures, and a client could PUT something else), and
 * the presigned GET the tenant lookup answers with.
 *
 * Served by a presigned GET in the lookup's answer rather than a public route of its own: the
 * lookup is already read before sign-in on every load (so the URL is fresh each time), the bucket
 * stays private with no public path into it, and no Lambda or API Gateway has to answer with
 * binary image bodies. The GET lasts LOGO_URL_SECONDS, longer than a sign-in; a page that stays
 * open keeps the image it loaded.
 */
import { randomUUID } from 'node:crypto';
import {
  LOGO_CONTENT_TYPES,
  LOGO_TYPES,
  LOGO_UPLOAD_MINUTES,
  MAX_LOGO_BYTES,
  type LogoType,
} from '#shared/tenancy/branding.js';
import { BrandingMessages } from '#shared/tenancy/messages.js';
import type { BrandingLogoUpload } from '#shared/tenancy/schemas.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import { logoKey } from '#lib/mail/brand.js';

export const LOGO_URL_SECONDS = 12 * 3600;

// The key's shape is lib's: the mails read the logo too (lib/mail/brand.ts).
export { LOGO_PREFIX, logoKey } from '#lib/mail/brand.js';

/** A presigned PUT of a new logo under the tenant. */
export async function logoUploadUrl(
  tenant: string,
  input: { content_type: LogoType; size: number },
): Promise<BrandingLogoUpload> {
  const seconds = LOGO_UPLOAD_MINUTES * 60;
  const logoFile = `${randomUUID()}.${LOGO_TYPES[input.content_type]}`;
  const { presignedPut } = await loadS3();
  const upload_url = await presignedPut({
    bucket: config.filesBucket,
    key: logoKey(tenant, logoFile),
    contentType: input.content_type,
    size: input.size,
    expiresIn: seconds,
  });
  return {
    logo_file: logoFile,
    upload_url,
    headers: { 'Content-Type': input.content_type },
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}

/** Refuses (400) unless the logo is in the bucket under the tenant, an allowed image type and within the size. */
export async function assertLogoUploaded(tenant: string, logoFile: string): Promise<void> {
  const { headOrNull } = await loadS3();
  const head = await headOrNull(config.filesBucket, logoKey(tenant, logoFile));
  if (!head) throw badRequest(BrandingMessages.logoNotUploaded);
  const type = (head.ContentType ?? '').split(';')[0].trim().toLowerCase();
  if (!(LOGO_CONTENT_TYPES as string[]).includes(type)) throw badRequest(BrandingMessages.logoTypeInvalid);
  if ((head.ContentLength ?? 0) > MAX_LOGO_BYTES) throw badRequest(BrandingMessages.logoTooLarge);
  if ((head.ContentLength ?? 0) === 0) throw badRequest(BrandingMessages.logoEmpty);
}

/** The logo a page shows: the uploaded one (a presigned GET), else the deployment's, else none. */
export async function logoUrlOf(tenant: {
  company_code: string;
  logo_file?: string;
  logo_url?: string;
}): Promise<string | null> {
  if (!tenant.logo_file) return tenant.logo_url ?? null;
  const { presignedGet } = await loadS3();
  return presignedGet({
    bucket: config.filesBucket,
    key: logoKey(tenant.company_code, tenant.logo_file),
    expiresIn: LOGO_URL_SECONDS,
  });
}
