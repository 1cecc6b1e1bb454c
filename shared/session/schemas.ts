/**
 * The sign-in and session calls' contract (spec 3 'Login data', 7 'Authentication and session'):
 * request bodies and the login data the API builds and the web app reads.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { id, optionalText } from '../common/schemas.js';

/** POST User/Login: the password was already checked by the identity pool, so it is sent as null. */
export const loginBody = lazySchema(() =>
  z.object({
    username: z.string().trim().max(128).optional().nullable(),
    password: z.null().optional(),
    notification_token: z.string().max(4096).optional().nullable(),
    os: z.string().max(20).optional().nullable(),
  }),
);

const platform = lazySchema(() =>
  z
    .union([z.literal('web'), z.literal('app'), z.coerce.number().int()])
    .optional()
    .nullable(),
);

export const activeRoleBody = lazySchema(() => z.object({ platform, role_id: id(Messages.roleIdRequired) }));
export const defaultRoleBody = lazySchema(() =>
  z.object({
    platform,
    role_id: id(Messages.roleIdRequired),
    requested_by: optionalText,
    user_id: optionalText,
  }),
);
export const activeSiteBody = lazySchema(() => z.object({ site_id: id(Messages.siteIdRequired) }));
export const defaultSiteBody = lazySchema(() =>
  z.object({
    site_id: id(Messages.siteIdRequired),
    requested_by: optionalText,
    user_id: optionalText,
  }),
);
export const companyBody = lazySchema(() =>
  z.object({
    company_id: id(Messages.companyIdRequired),
    site_id: id(Messages.siteIdRequired),
    requested_by: optionalText,
    user_id: optionalText,
  }),
);

export type ActiveRoleBody = z.infer<typeof activeRoleBody>;
export type CompanyBody = z.infer<typeof companyBody>;

// ---- responses ----

export const userRole = lazySchema(() => z.object({ role_id: z.number(), role_name: z.string() }));
export type UserRole = z.infer<typeof userRole>;

/** A site the user works in (usersites), with its company; status 20 is the company's all-sites entry. */
export const userSite = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
    company_name: z.string(),
    status: z.number(),
    isShowPM: z.boolean(),
    timezone: z.string(),
  }),
);
export type UserSite = z.infer<typeof userSite>;

/** A site as its company lists it. */
export const companySite = lazySchema(() => userSite.omit({ company_id: true, company_name: true }));
export type CompanySite = z.infer<typeof companySite>;

export const companyWithSites = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_name: z.string(),
    sites: z.array(companySite),
  }),
);
export type CompanyWithSites = z.infer<typeof companyWithSites>;

/** The login data of spec 3. */
export const loginData = lazySchema(() =>
  z.object({
    uuid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    username: z.string(),
    email: z.string(),
    status: z.number(),
    userroles: z.array(userRole),
    usersites: z.array(userSite),
    success: z.literal(1),
    default_rolename_web: z.number().nullable(),
    default_rolename_web_name: z.string().nullable(),
    default_rolename_app: z.number().nullable(),
    default_site_id: z.number().nullable(),
    default_site_name: z.string().nullable(),
    default_company_id: z.number().nullable(),
    default_company_name: z.string().nullable(),
    ac_default_client_company: z.number().nullable(),
    ac_default_client_company_name: z.string().nullable(),
    active_role_web: z.number().nullable(),
    active_site_id: z.number().nullable(),
    active_company_id: z.number().nullable(),
    executive_report_status: z.boolean(),
    email_notification_status: z.boolean(),
    operator_usage_report_email_not_status: z.boolean(),
    manager_pm_notification_status: z.boolean(),
    userEmailNotificationConfigurationSettings: z.array(z.unknown()),
    default_app_name: z.string(),
    prefer_language_id: z.number(),
    prefer_language_name: z.string(),
    unread_notifications: z.number(),
  }),
);
export type LoginData = z.infer<typeof loginData>;

/** POST User/ResendTemporaryPassword (before sign-in, from the login screen): the username whose temporary password expired. */
export const resendTemporaryPasswordBody = lazySchema(() =>
  z.object({
    username: z
      .string({ error: Messages.usernameRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: Messages.usernameRequired })
      .max(128, { error: Messages.invalidRequest }),
  }),
);

export const roleChanged = lazySchema(() => z.object({ role_id: z.number() }));
export const siteChanged = lazySchema(() => z.object({ site_id: z.number() }));
export const companyChanged = lazySchema(() => z.object({ company_id: z.number(), site_id: z.number() }));
