import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { BRAND_COLOR, BRAND_NAME_MAX, isLogoFile, LOGO_CONTENT_TYPES, MAX_LOGO_BYTES } from './branding.js';
import { BrandingMessages } from './messages.js';

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

// ---- the tenant's branding (issue 27 item 1), edited by its super admins ----

/** GET Company/GetBranding: what the form starts from; `version` goes back with the save. */
export const tenantBranding = lazySchema(() =>
  branding.extend({
    /** The uploaded logo's stored name (logo_url is then a presigned GET of it); null: the deployment's logo or none. */
    logo_file: z.string().nullable(),
    /** Counts saves: a save names the version it started from, so two editors never overwrite each other unseen. */
    version: z.number().int(),
  }),
);
export type TenantBranding = z.infer<typeof tenantBranding>;

/** POST Company/BrandingLogoUploadUrl: the logo's type and size (no bytes). */
export const brandingLogoUploadBody = lazySchema(() =>
  z.object({
    content_type: z.enum(LOGO_CONTENT_TYPES, { error: BrandingMessages.logoTypeInvalid }),
    size: z.coerce
      .number({ error: BrandingMessages.logoTooLarge })
      .int({ error: BrandingMessages.logoTooLarge })
      .min(1, { error: BrandingMessages.logoEmpty })
      .max(MAX_LOGO_BYTES, { error: BrandingMessages.logoTooLarge }),
  }),
);
export type BrandingLogoUploadBody = z.infer<typeof brandingLogoUploadBody>;

export const brandingLogoUpload = lazySchema(() =>
  z.object({
    /** The stored name to save as logo_file once the bytes are PUT. */
    logo_file: z.string(),
    /** PUT the bytes here with exactly these headers before it expires. */
    upload_url: z.string(),
    headers: z.record(z.string(), z.string()),
    expires_at: z.string(),
  }),
);
export type BrandingLogoUpload = z.infer<typeof brandingLogoUpload>;

/** POST Company/UpdateBranding. */
export const updateBrandingBody = lazySchema(() =>
  z.object({
    name: z
      .string({ error: BrandingMessages.nameRequired })
      .trim()
      .min(1, { error: BrandingMessages.nameRequired })
      .max(BRAND_NAME_MAX, { error: BrandingMessages.nameRequired }),
    /** #rrggbb, or null ('' too) for the product's default colour. */
    color: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: BrandingMessages.colorInvalid })
        .regex(BRAND_COLOR, { error: BrandingMessages.colorInvalid })
        .transform((c) => c.toLowerCase())
        .nullable(),
    ),
    /**
     * An uploaded logo's stored name (from BrandingLogoUploadUrl, or the one saved before); null
     * drops the uploaded logo (the deployment's logo, if any, shows again).
     */
    logo_file: z
      .string({ error: BrandingMessages.logoNotUploaded })
      .refine(isLogoFile, { error: BrandingMessages.logoNotUploaded })
      .nullable(),
    /** The version the form was read at (GetBranding). */
    version: z.coerce
      .number({ error: BrandingMessages.versionRequired })
      .int({ error: BrandingMessages.versionRequired })
      .min(0, { error: BrandingMessages.versionRequired }),
  }),
);
export type UpdateBrandingBody = z.infer<typeof updateBrandingBody>;
