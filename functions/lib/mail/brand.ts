/** A tenant's e-mail branding (name, colour, logo, web address) from its registry record's fields. */
import { tenantWebUrl } from '../mail.js';
import type { MailBrand } from './templates/layout.js';

export interface BrandSource {
  company_code: string;
  name: string;
  color?: string | null;
  logo_url?: string | null;
}

export const brandOf = (tenant: BrandSource): MailBrand => ({
  name: tenant.name,
  color: tenant.color ?? null,
  logoUrl: tenant.logo_url ?? null,
  webUrl: tenantWebUrl(tenant.company_code),
});
