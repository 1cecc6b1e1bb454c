/** The label sheet of operators and maintenance staff (userlist.pdf), served by the users documents Lambda. */
import { Messages } from '#shared/messages.js';
import { isBarcodeSelectable } from '#shared/users/rules.js';
import { rawFile } from '#lib/envelope.js';
import { badRequest, refuse } from '#lib/errors.js';
import { route } from '#functions/users/route.js';
import { UsersApi } from '#shared/users/api.js';
import { renderUserLabels } from '../labels.js';
import { reaches, type Viewer } from '../scope.js';
import { getUserOrNotFound, type User } from '../store/index.js';

/** POST User/generateBarcodeUser {userid: [...]}: the label sheet of the chosen operators and maintenance staff (userlist.pdf). */
export const generateBarcodeUser = route(
  UsersApi.generateBarcodeUser,
  async ({ tenant, user, roleId, siteId, body, org: readOrg }) => {
    const org = await readOrg();
    const viewer: Viewer = { user, roleId, siteId };
    const ids = [...new Set(body.userid)];
    const users: User[] = [];
    for (let i = 0; i < ids.length; i += 25) {
      users.push(
        ...(await Promise.all(ids.slice(i, i + 25).map((id) => getUserOrNotFound(tenant.company_code, id)))),
      );
    }
    for (const target of users) {
      if (!reaches(viewer, org, target)) throw refuse(Messages.roleNotAuthorised);
      if (!isBarcodeSelectable(target.roles)) throw badRequest(Messages.barcodeRolesOnly);
    }
    const pdf = await renderUserLabels(users, `${tenant.name} users`);
    return rawFile(pdf, 'application/pdf', 'userlist.pdf');
  },
);
