/**
 * A tenant's e-mail branding (name, colour, logo, web address) from its registry record's fields.
 *
 * The logo a super admin uploaded (functions/tenancy/logo.ts, `logo_file`) goes into the mail
 * itself, as an inline image (a `cid:` link to an attachment of the message): mails are read days
 * later, after any presigned link has expired. `mailBrandOf` reads it from the files bucket once,
 * for every mail of a send batch; without one (or when it cannot be read) the deployment's
 * `logo_url` is linked, else the brand's name stands in.
 */
import { config } from '../config.js';
import { loadS3 } from '../aws.js';
import { logger } from '../logger.js';
import { tenantWebUrl, type MailAttachment } from '../mail.js';
import type { MailBrand } from './templates/layout.js';

export interface BrandSource {
  company_code: string;
  name: string;
  color?: string | null;
  logo_url?: string | null;
  logo_file?: string | null;
}

/** Where uploaded logos live in the files bucket: `branding/{tenant}/{logo_file}`. */
export const LOGO_PREFIX = 'branding/';
export const logoKey = (tenant: string, logoFile: string) => `${LOGO_PREFIX}${tenant}/${logoFile}`;

/** The Content-ID of the inline logo, which the layout's img names as `cid:` + it. */
export const LOGO_CONTENT_ID = 'tenant-logo';

/** The branding with the deployment's logo link only (no read of the bucket). */
export const brandOf = (tenant: BrandSource): MailBrand => ({
  name: tenant.name,
  color: tenant.color ?? null,
  logoUrl: tenant.logo_url ?? null,
  webUrl: tenantWebUrl(tenant.company_code),
});

/** The branding of a send batch: the uploaded logo read once and carried inline, else as brandOf. */
export async function mailBrandOf(tenant: BrandSource): Promise<MailBrand> {
  const brand = brandOf(tenant);
  if (!tenant.logo_file) return brand;
  const key = logoKey(tenant.company_code, tenant.logo_file);
  try {
    const { getS3, GetObjectCommand } = await loadS3();
    const object = await getS3().send(new GetObjectCommand({ Bucket: config.filesBucket, Key: key }));
    const inlineLogo: MailAttachment = {
      fileName: tenant.logo_file,
      contentType: object.ContentType ?? 'application/octet-stream',
      content: await object.Body!.transformToByteArray(),
      contentId: LOGO_CONTENT_ID,
    };
    return { ...brand, inlineLogo };
  } catch (error) {
    logger.warn('mail: the uploaded logo could not be read; its logo_url is used', {
      tenant: tenant.company_code,
      error: (error as Error).message,
    });
    return brand;
  }
}

/** One send batch's branding, read on its first mail (a batch that sends none reads nothing). */
export function batchBrand(tenant: BrandSource): () => Promise<MailBrand> {
  let brand: Promise<MailBrand> | undefined;
  return () => (brand ??= mailBrandOf(tenant));
}
