/** GET User/GetUserDetails/{uuid}: a user the caller may open, or the caller (profile). */
import { ok } from '#lib/envelope.js';
import { getSuppression } from '#lib/mail-suppression.js';
import { route } from '#functions/users/route.js';
import { UsersApi } from '#shared/users/api.js';
import { assertManages, type Viewer } from '../scope.js';
import { getUserOrNotFound } from '../store/index.js';
import { userDetail } from '../views.js';

/** GET User/GetUserDetails/{uuid}: a user the caller may open, or the caller themselves (profile). */
export const getUserDetails = route(
  UsersApi.getUserDetails,
  async ({ tenant, user, roleId, siteId, params, org: readOrg }) => {
    const org = await readOrg();
    const viewer: Viewer = { user, roleId, siteId };
    // The address's suppression (SES bounce or complaint; lib/mail-suppression.ts), shown on the record.
    const suppression = async (email: string) => {
      const found = await getSuppression(tenant.company_code, email);
      return found ? { reason: found.reason, at: found.at } : null;
    };
    if (params.uuid === user.uuid)
      return ok(userDetail(user, org, { can_edit: false, email_suppressed: await suppression(user.email) }));
    const target = await getUserOrNotFound(tenant.company_code, params.uuid);
    assertManages(viewer, org, target);
    return ok(userDetail(target, org, { can_edit: true, email_suppressed: await suppression(target.email) }));
  },
);
