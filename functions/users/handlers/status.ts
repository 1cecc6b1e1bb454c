/** Activate/deactivate and resend the temporary password (spec 4 'User toggle', 7). */
import { Messages } from '#shared/messages.js';
import { failure, ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/route.js';
import { changeStatus } from '../operations/status-change.js';
import { UsersApi } from '#shared/users/api.js';
import { generateTemporaryPassword, resetTemporaryPassword } from '../operations/identity.js';
import { sendTemporaryPassword } from '../operations/mail.js';
import { assertManages } from '../scope.js';
import { getUserOrNotFound, updateUser } from '../store/index.js';

/** POST User/updateUserStatus {userid, status}: activate or deactivate (sign-in in the pool too). */
export const updateUserStatus = route(
  UsersApi.updateUserStatus,
  async ({ tenant, user, roleId, siteId, body, log, org: readOrg }) => {
    const target = await getUserOrNotFound(tenant.company_code, body.userid);
    const org = await readOrg();
    assertManages({ user, roleId, siteId }, org, target);
    if (target.status !== body.status) {
      await changeStatus(
        tenant,
        target,
        body.status,
        () => updateUser(target, { status: body.status }, org),
        log,
      );
    }
    return ok({ uuid: target.uuid, status: body.status }, Messages.userStatusUpdated);
  },
);

/** GET User/resendTempPassword?user_id=: a new temporary password by e-mail while the registration is incomplete. */
export const resendTempPassword = route(
  UsersApi.resendTempPassword,
  async ({ tenant, user, roleId, siteId, query, log, org: readOrg }) => {
    const target = await getUserOrNotFound(tenant.company_code, query.user_id);
    const org = await readOrg();
    assertManages({ user, roleId, siteId }, org, target);
    if (target.is_registration_succeed) throw badRequest(Messages.registrationComplete);
    const temporaryPassword = generateTemporaryPassword();
    try {
      await resetTemporaryPassword(tenant, target.username, temporaryPassword);
      await sendTemporaryPassword({ tenant, user: target, temporaryPassword, requester: user });
    } catch (error) {
      log.error('resend of the temporary password failed', {
        uuid: target.uuid,
        error: (error as Error).message,
      });
      return failure(Messages.resendFailed);
    }
    return ok(null, Messages.tempPasswordSent);
  },
);
