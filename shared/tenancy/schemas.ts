import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { BRAND_COLOR, BRAND_NAME_MAX, isLogoFile, LOGO_CONTENT_TYPES, MAX_LOGO_BYTES } from './branding.js';
import { BrandingMessages } from './messages.js';
import {
  isProviderUrl,
  isReservedProviderName,
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_PROVIDER_NAME,
  SSO_PROVIDER_TYPES,
  SSO_URL_MAX,
  SsoMessages,
} from './sso.js';

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
    /** Single sign-on (issue 27 item 2): the provider's name for "Sign in with <name>", when connected. */
    sso_provider_name: z.string().nullish(),
    /** The OAuth domain Amplify's signInWithRedirect calls (Cognito's hosted UI; the twin's stand-in). */
    oauth_domain: z.string().nullish(),
    /** false: the tenant turned password sign-in off (SSO only); absent or true: passwords work. */
    password_sign_in: z.boolean().optional(),
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

// ---- the tenant's single sign-on (issue 27 item 2), set by its super admins ----

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    z.string({ error: Messages.invalidRequest }).max(max, { error: Messages.invalidRequest }).nullable(),
  );

/** POST Company/UpdateSsoSettings: the fields of the chosen type are required when enabled. */
export const updateSsoSettingsBody = lazySchema(() =>
  z
    .object({
      enabled: z.boolean({ error: Messages.invalidRequest }),
      provider_type: z.enum(SSO_PROVIDER_TYPES, { error: SsoMessages.providerTypeRequired }).nullish(),
      provider_name: optionalText(64),
      oidc_issuer: optionalText(SSO_URL_MAX),
      oidc_client_id: optionalText(SSO_CLIENT_ID_MAX),
      /** Empty or absent: keep the secret already stored (it is never read back). */
      oidc_client_secret: optionalText(SSO_CLIENT_SECRET_MAX),
      saml_metadata_url: optionalText(SSO_URL_MAX),
      password_sign_in: z.boolean({ error: Messages.invalidRequest }),
    })
    .superRefine((body, ctx) => {
      if (!body.enabled) return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!body.provider_type) issue('provider_type', SsoMessages.providerTypeRequired);
      const name = body.provider_name ?? '';
      if (!SSO_PROVIDER_NAME.test(name) || isReservedProviderName(name))
        issue('provider_name', SsoMessages.providerNameInvalid);
      if (body.provider_type === 'OIDC') {
        if (!body.oidc_issuer || !isProviderUrl(body.oidc_issuer))
          issue('oidc_issuer', SsoMessages.issuerInvalid);
        if (!body.oidc_client_id) issue('oidc_client_id', SsoMessages.clientIdRequired);
      }
      if (
        body.provider_type === 'SAML' &&
        (!body.saml_metadata_url || !isProviderUrl(body.saml_metadata_url))
      )
        issue('saml_metadata_url', SsoMessages.metadataUrlInvalid);
    }),
);
export type UpdateSsoSettingsBody = z.infer<typeof updateSsoSettingsBody>;

/** GET Company/GetSsoSettings (and the save's answer): the client secret only as "set" or not. */
export const ssoSettings = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    provider_type: z.enum(SSO_PROVIDER_TYPES).nullable(),
    provider_name: z.string().nullable(),
    oidc_issuer: z.string().nullable(),
    oidc_client_id: z.string().nullable(),
    client_secret_set: z.boolean(),
    saml_metadata_url: z.string().nullable(),
    password_sign_in: z.boolean(),
    /** The address to register at the identity provider as the redirect (callback) URL. */
    provider_redirect_url: z.string().nullable(),
  }),
);
export type SsoSettings = z.infer<typeof ssoSettings>;
