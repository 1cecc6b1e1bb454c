/** The tenancy endpoints of spec 7 ('Authentication and session'): the tenant's pool, its companies and sites. */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Role } from '../codes.js';
import { endpoint, envelope } from '../common/endpoint.js';
import { companyWithSites } from '../session/schemas.js';
import { BRANDING_ROLES } from './branding.js';
import { SSO_ROLES } from './sso.js';
import {
  brandingLogoUpload,
  brandingLogoUploadBody,
  companySettings,
  companySettingsBody,
  companySettingsParams,
  ssoSettings,
  tenantBranding,
  updateBrandingBody,
  updateSsoSettingsBody,
  userPoolDetails,
  userPoolDetailsQuery,
} from './schemas.js';

/** Who changes a company's settings: its company admins, and super admins. */
export const COMPANY_SETTINGS_ROLES = [Role.SuperAdmin, Role.CompanyAdmin] as const;

export const TenancyApi = {
  getUserPoolDetails: endpoint({
    method: 'GET',
    path: 'company/GetUserPoolDetails',
    summary: "The tenant's identity pool, read before sign-in",
    auth: 'public',
    query: userPoolDetailsQuery,
    response: lazySchema(() => envelope(userPoolDetails)),
  }),
  getAllCompaniesWithSites: endpoint({
    method: 'GET',
    path: 'Company/GetAllCompaniesWithSites',
    summary: 'The companies and sites the caller may pick from',
    auth: 'token',
    response: lazySchema(() => envelope(z.array(companyWithSites))),
  }),
  getCompanySettings: endpoint({
    method: 'GET',
    path: 'Company/GetCompanySettings/{company_id}',
    summary: "A company's inspection settings (company admin of that company, or super admin)",
    auth: 'session',
    roles: COMPANY_SETTINGS_ROLES,
    params: companySettingsParams,
    response: lazySchema(() => envelope(companySettings)),
  }),
  updateCompanySettings: endpoint({
    method: 'POST',
    path: 'Company/UpdateCompanySettings',
    summary: 'Turns opening issues from failed checklist items on or off for a company',
    auth: 'session',
    roles: COMPANY_SETTINGS_ROLES,
    body: companySettingsBody,
    response: lazySchema(() => envelope(companySettings)),
  }),
  getBranding: endpoint({
    method: 'GET',
    path: 'Company/GetBranding',
    summary: "The tenant's branding as its super admin edits it (name, colour, logo, version)",
    auth: 'session',
    roles: BRANDING_ROLES,
    response: lazySchema(() => envelope(tenantBranding)),
  }),
  brandingLogoUploadUrl: endpoint({
    method: 'POST',
    path: 'Company/BrandingLogoUploadUrl',
    summary:
      "A presigned S3 PUT for the tenant's logo (PNG, JPEG or WebP, at most 512 kB; type and size signed)",
    auth: 'session',
    roles: BRANDING_ROLES,
    body: brandingLogoUploadBody,
    response: lazySchema(() => envelope(brandingLogoUpload)),
  }),
  updateBranding: endpoint({
    method: 'POST',
    path: 'Company/UpdateBranding',
    summary:
      "Saves the tenant's name, colour and logo (the logo checked in S3 first); refused when another save came first",
    auth: 'session',
    roles: BRANDING_ROLES,
    body: updateBrandingBody,
    response: lazySchema(() => envelope(tenantBranding)),
  }),
  getSsoSettings: endpoint({
    method: 'GET',
    path: 'Company/GetSsoSettings',
    summary: "The tenant's single sign-on settings (the client secret only as set or not)",
    auth: 'session',
    roles: SSO_ROLES,
    response: lazySchema(() => envelope(ssoSettings)),
  }),
  updateSsoSettings: endpoint({
    method: 'POST',
    path: 'Company/UpdateSsoSettings',
    summary:
      "Connects (or disconnects) the tenant's OIDC or SAML identity provider to its pool and turns password sign-in on or off",
    auth: 'session',
    roles: SSO_ROLES,
    body: updateSsoSettingsBody,
    response: lazySchema(() => envelope(ssoSettings)),
  }),
};
