/**
 * The users calls' contract (spec 3 'User create payload', 'User list row', 'User detail fields
 * read'; 7 'Users'): zod request and response schemas. The form checks live in rules.ts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { UserStatus } from '../codes.js';
import { Messages } from '../messages.js';

import { idList, optionalId, pageNumber, readId, searchText, text } from '../common/readers.js';

/** A user's uuid (the identity pool's `sub`). */
export const userUuid = lazySchema(() =>
  z
    .string({ error: Messages.userIdRequired })
    .trim()
    .min(1, { error: Messages.userIdRequired })
    .max(64, { error: Messages.invalidRequest })
    .regex(/^[A-Za-z0-9-]+$/, { error: Messages.invalidRequest }),
);

// ---- list and filter options (spec 7: POST User/FilterUsers and POST User/{option}) ----

/** Status filter: 0 all, 1 active, 2 inactive. */
const statusFilter = lazySchema(() =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(0), z.literal(UserStatus.Active), z.literal(UserStatus.Inactive)], {
      error: Messages.invalidRequest,
    }),
  ),
);

export const userListBody = lazySchema(() =>
  z.object({
    pagesize: pageNumber(20, 100).transform((n) => n || 20),
    /** 1-based; 0 is read as the first page, as some clients send it. */
    pageindex: pageNumber(1, 100_000).transform((n) => Math.max(n, 1)),
    site_id: idList('site_id'),
    company_id: idList('company_id'),
    role_id: idList('role_id'),
    status: statusFilter,
    search_string: searchText,
    user_id: text(64),
  }),
);
export type UserListBody = z.infer<typeof userListBody>;

export const userOptionBody = lazySchema(() =>
  userListBody.extend({
    option_search_string: searchText,
  }),
);
export type UserOptionBody = z.infer<typeof userOptionBody>;

// ---- status, barcode, resend, details ----

export const userStatusBody = lazySchema(() =>
  z.object({
    userid: userUuid,
    status: z.preprocess(
      readId,
      z.union([z.literal(UserStatus.Active), z.literal(UserStatus.Inactive)], {
        error: Messages.statusRequired,
      }),
    ),
  }),
);

export const barcodeBody = lazySchema(() =>
  z.object({
    userid: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(userUuid, { error: Messages.selectAtLeastOneUser })
        .min(1, { error: Messages.selectAtLeastOneUser })
        .max(500, { error: Messages.invalidRequest }),
    ),
  }),
);

export const resendQuery = lazySchema(() => z.object({ user_id: userUuid }));
export const userDetailParams = lazySchema(() => z.object({ uuid: userUuid }));

// ---- create / update / profile (POST User/addUpdateUser) ----

/** Every field any of the three payloads may carry; the form checks below decide what is required. */
export const userPayload = lazySchema(() =>
  z.object({
    uuid: text(64),
    requestby: text(64),
    /**
     * Which create form sent the payload: 'legacy' (/users/create) or 'new' (/users/createnew,
     * the default). Not in the spec's payload; it picks the form's own validation texts.
     */
    form: z.enum(['legacy', 'new'], { error: Messages.invalidRequest }).nullish(),
    email: text(254, Messages.userFieldTooLong('Email', 254)),
    username: text(128, Messages.userFieldTooLong('Username', 128)),
    password: z
      .string({ error: Messages.invalidRequest })
      .max(256, { error: Messages.invalidRequest })
      .nullish(),
    firstname: text(100, Messages.userFieldTooLong('First Name', 100)),
    lastname: text(100, Messages.userFieldTooLong('Last Name', 100)),
    status: optionalId,
    prefer_language_id: optionalId,
    ac_default_role_app: optionalId,
    ac_default_role_web: optionalId,
    ac_active_role_app: optionalId,
    ac_active_role_web: optionalId,
    ac_default_site: optionalId,
    ac_active_site: optionalId,
    ac_default_company: optionalId,
    ac_active_company: optionalId,
    userroles: idList('role_id'),
    usersites: idList('site_id'),
  }),
);
export type UserPayload = z.infer<typeof userPayload>;

// ---- responses ----

export const userRoleRow = lazySchema(() => z.object({ role_id: z.number(), role_name: z.string() }));

/** A site of a user as the users screens read it (spec 3 spells the company 'comapny_name'). */
export const userSiteRow = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
    comapny_name: z.string(),
    company_name: z.string(),
    status: z.number(),
  }),
);
export type UserSiteRow = z.infer<typeof userSiteRow>;

/** A row of POST User/FilterUsers, with the per-row permissions the server computed. */
export const userRow = lazySchema(() =>
  z.object({
    uuid: z.string(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    status: z.number(),
    status_name: z.string(),
    default_rolename_app: z.number().nullable(),
    default_rolename_app_name: z.string(),
    default_rolename_web: z.number().nullable(),
    default_rolename_web_name: z.string(),
    usersites: z.array(userSiteRow),
    userroles: z.array(userRoleRow),
    /** Read from the first site. */
    company_name: z.string(),
    is_registration_succeed: z.boolean(),
    can_view: z.boolean(),
    can_toggle: z.boolean(),
    can_resend: z.boolean(),
    barcode_selectable: z.boolean(),
  }),
);
export type UserRow = z.infer<typeof userRow>;

/** GET User/GetUserDetails/{uuid}. */
export const userDetail = lazySchema(() =>
  z.object({
    uuid: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    username: z.string(),
    status: z.number(),
    status_name: z.string(),
    userroles: z.array(userRoleRow),
    default_rolename_web: z.number().nullable(),
    default_rolename_web_name: z.string(),
    default_rolename_app: z.number().nullable(),
    default_rolename_app_name: z.string(),
    usersites: z.array(userSiteRow),
    default_site_id: z.number().nullable(),
    default_site_name: z.string().nullable(),
    company_id: z.number().nullable(),
    company_name: z.string().nullable(),
    prefer_language_id: z.number(),
    prefer_language_name: z.string().nullable(),
    is_registration_succeed: z.boolean(),
    /** Spec 4: the edit form locks the roles when the default role is operator or maintenance staff. */
    is_role_locked: z.boolean(),
    can_edit: z.boolean(),
    /** Issue 27: SES reported a permanent bounce or a complaint for the address; no mail is sent to it. */
    email_suppressed: z.object({ reason: z.enum(['bounce', 'complaint']), at: z.string() }).nullable(),
  }),
);
export type UserDetail = z.infer<typeof userDetail>;

export const roleChoice = lazySchema(() => z.object({ role_id: z.number(), name: z.string() }));
export type RoleChoice = z.infer<typeof roleChoice>;
export const languageChoice = lazySchema(() => z.object({ id: z.number(), language: z.string() }));
export type LanguageChoice = z.infer<typeof languageChoice>;
export const siteOption = lazySchema(() =>
  z.object({ site_id: z.number(), site_name: z.string(), company_id: z.number() }),
);
export type SiteOption = z.infer<typeof siteOption>;
export const companyOption = lazySchema(() =>
  z.object({
    company_id: z.number(),
    company_name: z.string(),
    sites: z.array(z.object({ site_id: z.number(), site_name: z.string() })),
  }),
);
export type CompanyOption = z.infer<typeof companyOption>;

export const createdUser = lazySchema(() =>
  z.object({ uuid: z.string(), username: z.string(), email: z.string() }),
);
export const savedUser = lazySchema(() =>
  z.union([
    createdUser,
    z.object({ uuid: z.string(), firstname: z.string(), lastname: z.string() }),
    z.object({ uuid: z.string() }),
  ]),
);
export const userStatusChanged = lazySchema(() => z.object({ uuid: z.string(), status: z.number() }));
