/** Sample calls of the company settings, branding and single sign-on routes for the route-wide tests (test-support/samples.ts). */
import type { DomainSamples } from '#functions/test-support/samples.js';
import { asAdmin } from '#functions/test-support/samples.js';
import { getTenant } from './store.js';

/** The demo tenant's branding as stored: the contract's save writes it back unchanged. */
const demoBranding = (f: Parameters<NonNullable<DomainSamples['prepare']>>[0]) =>
  f.extra.demoBranding as { name: string; color: string | null; version: number };

export const tenancySamples: DomainSamples = {
  prepare: async (f) => {
    const demo = await getTenant('demo');
    f.extra.demoBranding = {
      name: demo?.name ?? 'AssetCare Demo',
      color: demo?.color ?? null,
      version: demo?.branding_version ?? 0,
    };
  },
  contract: {
    'GET Company/GetBranding': [(f) => asAdmin(f)],
    'POST Company/BrandingLogoUploadUrl': [
      (f) => asAdmin(f, { body: { content_type: 'image/png', size: 1024 } }),
    ],
    'POST Company/UpdateBranding': [(f) => asAdmin(f, { body: { ...demoBranding(f), logo_file: null } })],
    'GET Company/GetCompanySettings/{company_id}': [
      (f) => asAdmin(f, { pathParameters: { company_id: '1' } }),
    ],
    'GET Company/GetSsoSettings': [(f) => asAdmin(f)],
    // Saved as demo has it: no identity provider, passwords on.
    'POST Company/UpdateSsoSettings': [
      (f) => asAdmin(f, { body: { enabled: false, password_sign_in: true } }),
    ],
    'POST Company/UpdateCompanySettings': [
      (f) => asAdmin(f, { body: { company_id: 1, create_issues_from_inspections: true } }),
    ],
  },
  isolation: {
    'Company/BrandingLogoUploadUrl': { body: { content_type: 'image/png', size: 1024 } },
    'Company/UpdateBranding': { body: { name: 'Other', color: '#112233', logo_file: null, version: 0 } },
    'Company/GetCompanySettings/{company_id}': { pathParameters: { company_id: '1' } },
    'Company/UpdateCompanySettings': { body: { company_id: 1, create_issues_from_inspections: true } },
    'Company/UpdateSsoSettings': { body: { enabled: false, password_sign_in: true } },
  },
};
