/** Users calls of spec 7 ('Users, devices, reports'): list, filter options, create/edit/profile, status, resend, labels. */
import { ALL_ROLE_IDS, LANGUAGES, ROLE_NAMES, Role, UserStatus } from '../../shared/codes.js';
import { Messages } from '../../shared/messages.js';
import { assignableRoles, canCreateUsers, isBarcodeSelectable, USER_ADMIN_ROLES, USER_LIST_ROLES } from '../../shared/users/rules.js';
import { WEB_ROLES } from '../../shared/roles.js';
import { barcodeBody, resendQuery, userDetailParams, userListBody, userOptionBody, userPayload, userStatusBody, type UserPayload } from '../../shared/users/schemas.js';
import { generateOperatorIdentity, userFormIssues, usesGeneratedIdentity, type UserFormVariant } from '../../shared/users/rules.js';
import { failure, ok, okList, rawFile } from '../lib/envelope.js';
import { badRequest, conflict, notFound, refuse } from '../lib/errors.js';
import { route } from '../lib/http.js';
import type { Logger } from '../lib/logger.js';
import type { Org, Tenant } from '../tenancy/store.js';
import { createIdentity, deleteIdentity, generateTemporaryPassword, resetTemporaryPassword, setIdentityEnabled, updateIdentityNames } from './identity.js';
import { renderUserLabels } from './labels.js';
import { queryListing, readListCounts } from './listing.js';
import { sendTemporaryPassword } from './mail.js';
import { assertManages, listUnits, reaches, resolveAssignment, siteOptions, type Viewer } from './scope.js';
import { createUserRecord, deleteUserRecord, getUser, identityTaken, rebuildUserListing, updateUser, type User } from './store.js';
import { userDetail, userRow } from './views.js';

function firstIssue(payload: UserPayload, variant: UserFormVariant, creatorRoleId: number) {
  const [issue] = userFormIssues(payload, { variant, creatorRoleId });
  if (issue) throw badRequest(issue.message);
}

async function loadTarget(tenant: string, uuid: string): Promise<User> {
  const target = await getUser(tenant, uuid);
  if (!target) throw notFound(Messages.userNotFound);
  return target;
}

const page = <T>(items: T[], pageSize: number, pageIndex: number) => items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
const matches = (text: string, search: string) => !search || text.toLowerCase().includes(search.toLowerCase());

// ---- list and filter options ----

/** POST User/FilterUsers: one page of the users the caller sees, with per-row permissions. */
export const filterUsers = route({ auth: 'session', roles: USER_LIST_ROLES, body: userListBody }, async ({ tenant, user, roleId, siteId, body, org: readOrg }) => {
  const viewer: Viewer = { user, roleId, siteId };
  const [org, counts] = await Promise.all([readOrg(), readListCounts(tenant.company_code)]);
  const units = listUnits(viewer, org, body);
  if (units.length === 0) return okList([], 0);
  const query = {
    units,
    roles: body.role_id.filter((id) => (ALL_ROLE_IDS as number[]).includes(id)),
    status: body.status,
    search: body.search_string,
    pageSize: body.pagesize,
    pageIndex: body.pageindex,
  };
  let result = await queryListing(tenant.company_code, query, counts);
  if (!result.indexed) {
    await rebuildUserListing(tenant.company_code);
    result = await queryListing(tenant.company_code, query, await readListCounts(tenant.company_code));
  }
  return okList(
    result.entries.map((entry) => userRow(entry, org, viewer)),
    result.total,
  );
});

/** POST User/FilterUsersRoleOptions (path not given by the spec): the Role filter's options, {role_id, name}. */
export const filterUsersRoleOptions = route({ auth: 'session', roles: USER_LIST_ROLES, body: userOptionBody }, async ({ roleId, body }) => {
  // Only a super admin's list can hold super admins, so only they are offered that role.
  const roles = ALL_ROLE_IDS.filter((id) => id !== Role.SuperAdmin || roleId === Role.SuperAdmin)
    .map((id) => ({ role_id: id, name: ROLE_NAMES[id] }))
    .filter((r) => matches(r.name, body.option_search_string));
  return okList(page(roles, body.pagesize, body.pageindex), roles.length);
});

/** POST User/FilterUsersCompanyOptions (path not given by the spec): the Company filter (super admin), {company_id, company_name, sites}. */
export const filterUsersCompanyOptions = route({ auth: 'session', roles: USER_LIST_ROLES, body: userOptionBody }, async ({ user, roleId, siteId, body, org: readOrg }) => {
  const org = await readOrg();
  const sites = siteOptions({ user, roleId, siteId }, org, []);
  const companies = org.companies
    .filter((c) => sites.some((s) => s.company_id === c.company_id) && matches(c.company_name, body.option_search_string))
    .map((c) => ({
      company_id: c.company_id,
      company_name: c.company_name,
      sites: sites.filter((s) => s.company_id === c.company_id).map((s) => ({ site_id: s.site_id, site_name: s.site_name })),
    }));
  return okList(page(companies, body.pagesize, body.pageindex), companies.length);
});

/** POST User/FilterUsersSiteOptions (path not given by the spec): the Site filter, {site_id, site_name}. */
export const filterUsersSiteOptions = route({ auth: 'session', roles: USER_LIST_ROLES, body: userOptionBody }, async ({ user, roleId, siteId, body, org: readOrg }) => {
  const org = await readOrg();
  const sites = siteOptions({ user, roleId, siteId }, org, body.company_id)
    .filter((s) => matches(s.site_name, body.option_search_string))
    .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
  return okList(page(sites, body.pagesize, body.pageindex), sites.length);
});

/** GET User/GetAllRoles: the roles the caller may assign in the user forms (spec 6), {role_id, name}. */
export const getAllRoles = route({ auth: 'session', roles: WEB_ROLES }, async ({ roleId }) => {
  const list = assignableRoles(roleId).map((id) => ({ role_id: id, name: ROLE_NAMES[id] }));
  return ok({ list, listsize: list.length });
});

/** GET User/GetAllLanguages (path not given by the spec): the language choices, {id, language}. */
export const getAllLanguages = route({ auth: 'token' }, async () => ok({ list: LANGUAGES, listsize: LANGUAGES.length }));

// ---- details ----

/** GET User/GetUserDetails/{uuid}: a user the caller may open, or the caller themselves (profile). */
export const getUserDetails = route({ auth: 'session', roles: WEB_ROLES, params: userDetailParams }, async ({ tenant, user, roleId, siteId, params, org: readOrg }) => {
  const org = await readOrg();
  const viewer: Viewer = { user, roleId, siteId };
  if (params.uuid === user.uuid) return ok(userDetail(user, org, { can_edit: false }));
  const target = await loadTarget(tenant.company_code, params.uuid);
  assertManages(viewer, org, target);
  return ok(userDetail(target, org, { can_edit: true }));
});

// ---- create, edit, profile ----

/**
 * POST User/addUpdateUser: without uuid it creates (spec 3 create payload); with the caller's own
 * uuid it is the profile update (names only, spec 6); with another uuid the edit.
 */
export const addUpdateUser = route({ auth: 'session', roles: WEB_ROLES, body: userPayload }, async (request) => {
  const { user, body } = request;
  if (body.requestby && body.requestby !== user.uuid) throw refuse(Messages.roleNotAuthorised);
  if (body.uuid && body.uuid === user.uuid) return updateProfile(request.tenant, user, body, request.log);
  if (body.uuid) return editUser(request.tenant, { user, roleId: request.roleId, siteId: request.siteId }, body, request.log, request.org);
  return createUser(request.tenant, { user, roleId: request.roleId, siteId: request.siteId }, body, request.log, request.org);
});

async function updateProfile(tenant: Tenant, user: User, body: UserPayload, log: Logger) {
  firstIssue(body, 'profile', 0);
  const firstname = body.firstname!;
  const lastname = body.lastname!;
  if (firstname !== user.firstname || lastname !== user.lastname) {
    await updateUser(user, { firstname, lastname });
    await updateIdentityNames(tenant, user.username, firstname, lastname).catch((error: Error) => log.warn('identity names not updated', { error: error.message }));
  }
  return ok({ uuid: user.uuid, firstname, lastname }, Messages.profileUpdated);
}

/**
 * Create order: identity pool user first (its `sub` is the uuid), then the record, then the
 * e-mail. A failed step undoes the earlier ones, so nothing is left half-made.
 */
async function createUser(tenant: Tenant, viewer: Viewer, body: UserPayload, log: Logger, readOrg: () => Promise<Org>) {
  if (!canCreateUsers(viewer.roleId)) throw refuse(Messages.roleNotAuthorised);
  firstIssue(body, body.form === 'legacy' ? 'legacy' : 'new', viewer.roleId);
  const org = await readOrg();
  const assignment = resolveAssignment(viewer, org, body);
  const identity = usesGeneratedIdentity(body)
    ? generateOperatorIdentity(body.firstname!, body.lastname!)
    : { username: body.username!.toLowerCase(), email: body.email!.toLowerCase() };
  const taken = await identityTaken(tenant.company_code, identity.username, identity.email);
  if (taken) throw conflict(taken);

  const names = { firstname: body.firstname!, lastname: body.lastname! };
  const status = body.status === UserStatus.Inactive ? UserStatus.Inactive : UserStatus.Active;
  // Only the new form has a (checked) password field; otherwise the pool gets a generated one.
  const temporaryPassword = body.form !== 'legacy' && body.password ? body.password : generateTemporaryPassword();
  const uuid = await createIdentity(tenant, { ...identity, ...names, temporaryPassword });
  const undoIdentity = () =>
    deleteIdentity(tenant, identity.username).catch((error: Error) => log.error('could not undo the identity pool user', { username: identity.username, error: error.message }));

  let record: User;
  try {
    if (status === UserStatus.Inactive) await setIdentityEnabled(tenant, identity.username, false);
    await createUserRecord(
      {
        tenant: tenant.company_code,
        uuid,
        ...identity,
        ...names,
        status,
        roles: assignment.roles,
        sites: assignment.sites,
        default_role_web: assignment.defaultRoleWeb,
        default_role_app: assignment.defaultRoleApp,
        default_site: assignment.defaultSite,
        default_company: assignment.companyId,
        prefer_language_id: body.prefer_language_id ?? 1,
        is_registration_succeed: false,
        email_notification_status: true,
        executive_report_status: false,
        operator_usage_report_email_not_status: false,
        manager_pm_notification_status: true,
      },
      org,
    );
    record = (await getUser(tenant.company_code, uuid))!;
  } catch (error) {
    await undoIdentity();
    throw error;
  }

  try {
    await sendTemporaryPassword({ tenant, user: record, temporaryPassword, requester: viewer.user });
  } catch (error) {
    log.error('temporary password e-mail failed; undoing the create', { error: (error as Error).message });
    await deleteUserRecord(record).catch((undo: Error) => log.error('could not undo the user record', { uuid, error: undo.message }));
    await undoIdentity();
    throw error;
  }
  return ok({ uuid, username: identity.username, email: identity.email }, Messages.userCreated);
}

/** Switches sign-in in the pool, then the record; undoes the pool change if the record write fails. */
async function changeStatus<T>(tenant: Tenant, target: User, status: number, write: () => Promise<T>, log: Logger): Promise<T> {
  if (status === target.status) return write();
  const enable = status === UserStatus.Active;
  await setIdentityEnabled(tenant, target.username, enable);
  try {
    return await write();
  } catch (error) {
    await setIdentityEnabled(tenant, target.username, !enable).catch((undo: Error) => log.error('could not undo the sign-in switch', { uuid: target.uuid, error: undo.message }));
    throw error;
  }
}

async function editUser(tenant: Tenant, viewer: Viewer, body: UserPayload, log: Logger, readOrg: () => Promise<Org>) {
  if (!(USER_ADMIN_ROLES as number[]).includes(viewer.roleId)) throw refuse(Messages.roleNotAuthorised);
  const target = await loadTarget(tenant.company_code, body.uuid!);
  const org = await readOrg();
  assertManages(viewer, org, target);
  // Spec 3: the update's language defaults to 1.
  const payload = { ...body, prefer_language_id: body.prefer_language_id === undefined ? 1 : body.prefer_language_id };
  firstIssue(payload, 'edit', viewer.roleId);
  const sameText = (a: string | null | undefined, b: string) => !a || a.toLowerCase() === b.toLowerCase();
  if (!sameText(payload.username, target.username) || !sameText(payload.email, target.email)) throw badRequest(Messages.identityReadOnly);
  const assignment = resolveAssignment(viewer, org, payload, target);

  const roles = assignment.roles;
  const keepIfHeld = (roleId: number | undefined) => (roleId !== undefined && roles.includes(roleId) ? roleId : undefined);
  const status = payload.status as number;
  const firstname = payload.firstname!;
  const lastname = payload.lastname!;
  await changeStatus(
    tenant,
    target,
    status,
    () =>
      updateUser(target, {
        firstname,
        lastname,
        status,
        roles,
        sites: assignment.sites,
        default_role_web: assignment.defaultRoleWeb,
        default_role_app: assignment.defaultRoleApp,
        active_role_web: keepIfHeld(target.active_role_web),
        active_role_app: keepIfHeld(target.active_role_app),
        default_site: assignment.defaultSite,
        active_site: target.active_site !== undefined && assignment.sites.includes(target.active_site) ? target.active_site : undefined,
        default_company: assignment.companyId,
        prefer_language_id: payload.prefer_language_id!,
      }),
    log,
  );
  if (firstname !== target.firstname || lastname !== target.lastname) {
    await updateIdentityNames(tenant, target.username, firstname, lastname).catch((error: Error) => log.warn('identity names not updated', { error: error.message }));
  }
  return ok({ uuid: target.uuid }, Messages.userUpdated);
}

// ---- status, resend, labels ----

/** POST User/updateUserStatus {userid, status}: activate or deactivate (sign-in in the pool too). */
export const updateUserStatus = route({ auth: 'session', roles: USER_ADMIN_ROLES, body: userStatusBody }, async ({ tenant, user, roleId, siteId, body, log, org: readOrg }) => {
  const target = await loadTarget(tenant.company_code, body.userid);
  const org = await readOrg();
  assertManages({ user, roleId, siteId }, org, target);
  if (target.status !== body.status) {
    await changeStatus(tenant, target, body.status, () => updateUser(target, { status: body.status }), log);
  }
  return ok({ uuid: target.uuid, status: body.status }, Messages.userStatusUpdated);
});

/** GET User/resendTempPassword?user_id=: a new temporary password by e-mail while the registration is incomplete. */
export const resendTempPassword = route({ auth: 'session', roles: USER_ADMIN_ROLES, query: resendQuery }, async ({ tenant, user, roleId, siteId, query, log, org: readOrg }) => {
  const target = await loadTarget(tenant.company_code, query.user_id);
  const org = await readOrg();
  assertManages({ user, roleId, siteId }, org, target);
  if (target.is_registration_succeed) throw badRequest(Messages.registrationComplete);
  const temporaryPassword = generateTemporaryPassword();
  try {
    await resetTemporaryPassword(tenant, target.username, temporaryPassword);
    await sendTemporaryPassword({ tenant, user: target, temporaryPassword, requester: user });
  } catch (error) {
    log.error('resend of the temporary password failed', { uuid: target.uuid, error: (error as Error).message });
    return failure(Messages.resendFailed);
  }
  return ok(null, Messages.tempPasswordSent);
});

/** POST User/generateBarcodeUser {userid: [...]}: the label sheet of the chosen operators and maintenance staff (userlist.pdf). */
export const generateBarcodeUser = route({ auth: 'session', roles: USER_LIST_ROLES, body: barcodeBody }, async ({ tenant, user, roleId, siteId, body, org: readOrg }) => {
  const org = await readOrg();
  const viewer: Viewer = { user, roleId, siteId };
  const ids = [...new Set(body.userid)];
  const users: User[] = [];
  for (let i = 0; i < ids.length; i += 25) {
    users.push(...(await Promise.all(ids.slice(i, i + 25).map((id) => loadTarget(tenant.company_code, id)))));
  }
  for (const target of users) {
    if (!reaches(viewer, org, target)) throw refuse(Messages.roleNotAuthorised);
    if (!isBarcodeSelectable(target.roles)) throw badRequest(Messages.barcodeRolesOnly);
  }
  const pdf = await renderUserLabels(users, `${tenant.name} users`);
  return rawFile(pdf, 'application/pdf', 'userlist.pdf');
});
