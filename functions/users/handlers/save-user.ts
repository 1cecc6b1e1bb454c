/** POST User/addUpdateUser: create, edit and profile (spec 3, 5, 6). */
import { UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { canCreateUsers, USER_ADMIN_ROLES } from '#shared/users/rules.js';
import { type UserPayload } from '#shared/users/schemas.js';
import {
  generateOperatorIdentity,
  userFormIssues,
  usesGeneratedIdentity,
  type UserFormVariant,
} from '#shared/users/rules.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, refuse } from '#lib/errors.js';
import { route } from '#functions/users/route.js';
import { changeStatus } from '../operations/status-change.js';
import { UsersApi } from '#shared/users/api.js';
import type { Logger } from '#lib/logger.js';
import type { Org, Tenant } from '#functions/tenancy/index.js';
import {
  createIdentity,
  deleteIdentity,
  generateTemporaryPassword,
  setIdentityEnabled,
  updateIdentityNames,
} from '../operations/identity.js';
import { sendTemporaryPassword } from '../operations/mail.js';
import { assertManages, resolveAssignment, type Viewer } from '../scope.js';
import {
  createUserRecord,
  deleteUserRecord,
  getUser,
  getUserOrNotFound,
  identityTaken,
  updateUser,
  type User,
} from '../store/index.js';

function firstIssue(payload: UserPayload, variant: UserFormVariant, creatorRoleId: number) {
  const [issue] = userFormIssues(payload, { variant, creatorRoleId });
  if (issue) throw badRequest(issue.message);
}

/**
 * POST User/addUpdateUser: without uuid it creates (spec 3 create payload); with the caller's own
 * uuid it is the profile update (names only, spec 6); with another uuid the edit.
 */
export const addUpdateUser = route(UsersApi.addUpdateUser, async (request) => {
  const { user, body } = request;
  if (body.requestby && body.requestby !== user.uuid) throw refuse(Messages.roleNotAuthorised);
  if (body.uuid && body.uuid === user.uuid) return updateProfile(request.tenant, user, body, request.log);
  if (body.uuid)
    return editUser(
      request.tenant,
      { user, roleId: request.roleId, siteId: request.siteId },
      body,
      request.log,
      request.org,
    );
  return createUser(
    request.tenant,
    { user, roleId: request.roleId, siteId: request.siteId },
    body,
    request.log,
    request.org,
  );
});

async function updateProfile(tenant: Tenant, user: User, body: UserPayload, log: Logger) {
  firstIssue(body, 'profile', 0);
  const firstname = body.firstname!;
  const lastname = body.lastname!;
  if (firstname !== user.firstname || lastname !== user.lastname) {
    await updateUser(user, { firstname, lastname });
    await updateIdentityNames(tenant, user.username, firstname, lastname).catch((error: Error) =>
      log.warn('identity names not updated', { error: error.message }),
    );
  }
  return ok({ uuid: user.uuid, firstname, lastname }, Messages.profileUpdated);
}

/**
 * Create order: identity pool user first (its `sub` is the uuid), then the record, then the
 * e-mail. A failed step undoes the earlier ones, so nothing is left half-made.
 */
async function createUser(
  tenant: Tenant,
  viewer: Viewer,
  body: UserPayload,
  log: Logger,
  readOrg: () => Promise<Org>,
) {
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
  const temporaryPassword =
    body.form !== 'legacy' && body.password ? body.password : generateTemporaryPassword();
  const uuid = await createIdentity(tenant, { ...identity, ...names, temporaryPassword });
  const undoIdentity = () =>
    deleteIdentity(tenant, identity.username).catch((error: Error) =>
      log.error('could not undo the identity pool user', {
        username: identity.username,
        error: error.message,
      }),
    );

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
    await deleteUserRecord(record).catch((undo: Error) =>
      log.error('could not undo the user record', { uuid, error: undo.message }),
    );
    await undoIdentity();
    throw error;
  }
  return ok({ uuid, username: identity.username, email: identity.email }, Messages.userCreated);
}

async function editUser(
  tenant: Tenant,
  viewer: Viewer,
  body: UserPayload,
  log: Logger,
  readOrg: () => Promise<Org>,
) {
  if (!(USER_ADMIN_ROLES as number[]).includes(viewer.roleId)) throw refuse(Messages.roleNotAuthorised);
  const target = await getUserOrNotFound(tenant.company_code, body.uuid!);
  const org = await readOrg();
  assertManages(viewer, org, target);
  // Spec 3: the update's language defaults to 1.
  const payload = {
    ...body,
    prefer_language_id: body.prefer_language_id === undefined ? 1 : body.prefer_language_id,
  };
  firstIssue(payload, 'edit', viewer.roleId);
  const sameText = (a: string | null | undefined, b: string) => !a || a.toLowerCase() === b.toLowerCase();
  if (!sameText(payload.username, target.username) || !sameText(payload.email, target.email))
    throw badRequest(Messages.identityReadOnly);
  const assignment = resolveAssignment(viewer, org, payload, target);

  const roles = assignment.roles;
  const keepIfHeld = (roleId: number | undefined) =>
    roleId !== undefined && roles.includes(roleId) ? roleId : undefined;
  const status = payload.status as number;
  const firstname = payload.firstname!;
  const lastname = payload.lastname!;
  await changeStatus(
    tenant,
    target,
    status,
    () =>
      updateUser(
        target,
        {
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
          active_site:
            target.active_site !== undefined && assignment.sites.includes(target.active_site)
              ? target.active_site
              : undefined,
          default_company: assignment.companyId,
          prefer_language_id: payload.prefer_language_id!,
        },
        org,
      ),
    log,
  );
  if (firstname !== target.firstname || lastname !== target.lastname) {
    await updateIdentityNames(tenant, target.username, firstname, lastname).catch((error: Error) =>
      log.warn('identity names not updated', { error: error.message }),
    );
  }
  return ok({ uuid: target.uuid }, Messages.userUpdated);
}
