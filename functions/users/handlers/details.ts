/** GET User/GetUserDetails/{uuid}: a user the caller may open, or the caller (profile). */
import { ok } from '#lib/envelope.js';
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
    if (params.uuid === user.uuid) return ok(userDetail(user, org, { can_edit: false }));
    const target = await getUserOrNotFound(tenant.company_code, params.uuid);
    assertManages(viewer, org, target);
    return ok(userDetail(target, org, { can_edit: true }));
  },
);
