/** Sample calls of the company settings routes for the route-wide tests (test-support/samples.ts). */
import type { DomainSamples } from '#functions/test-support/samples.js';
import { asAdmin } from '#functions/test-support/samples.js';

export const tenancySamples: DomainSamples = {
  contract: {
    'GET Company/GetCompanySettings/{company_id}': [
      (f) => asAdmin(f, { pathParameters: { company_id: '1' } }),
    ],
    'POST Company/UpdateCompanySettings': [
      (f) => asAdmin(f, { body: { company_id: 1, create_issues_from_inspections: true } }),
    ],
  },
  isolation: {
    'Company/GetCompanySettings/{company_id}': { pathParameters: { company_id: '1' } },
    'Company/UpdateCompanySettings': { body: { company_id: 1, create_issues_from_inspections: true } },
  },
};
