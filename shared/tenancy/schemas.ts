import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';

export const userPoolDetailsQuery = lazySchema(() =>
  z.object({
    company_code: z
      .string({ error: Messages.companyCodeRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: Messages.companyCodeRequired })
      .max(63, { error: Messages.unknownCompany })
      .regex(/^[a-z0-9-]+$/, { error: Messages.unknownCompany }),
  }),
);

// ---- responses ----

export const branding = lazySchema(() =>
  z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    color: z.string().nullable(),
  }),
);
export type Branding = z.infer<typeof branding>;

/** GET company/GetUserPoolDetails: what the web app needs to sign in to the tenant's pool. */
export const userPoolDetails = lazySchema(() =>
  z.object({
    company_code: z.string(),
    identity_pool_id: z.string(),
    region: z.string(),
    user_pool_id: z.string(),
    user_pool_web_client_id: z.string(),
    /** Set only for the local twin: the Cognito emulator's URL. */
    user_pool_endpoint: z.string().nullish(),
    branding,
  }),
);
export type UserPoolDetails = z.infer<typeof userPoolDetails>;

// ---- the company's inspection settings ----

export const companySettingsParams = lazySchema(() =>
  z.object({
    company_id: z.coerce
      .number({ error: Messages.companyIdRequired })
      .int({ error: Messages.companyIdRequired })
      .positive({ error: Messages.companyIdRequired }),
  }),
);
export const companySettingsBody = lazySchema(() =>
  companySettingsParams.extend({
    /** Failed checklist items open issues automatically (on by default). */
    create_issues_from_inspections: z.boolean({ error: Messages.invalidRequest }),
  }),
);
export const companySettings = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_name: z.string(),
    create_issues_from_inspections: z.boolean(),
  }),
);
export type CompanySettings = z.infer<typeof companySettings>;
