/** The choices of the user forms: assignable roles, languages. */
import { LANGUAGES, ROLE_NAMES } from '#shared/codes.js';
import { assignableRoles } from '#shared/users/rules.js';
import { ok } from '#lib/envelope.js';
import { route } from '#functions/users/route.js';
import { UsersApi } from '#shared/users/api.js';

/** GET User/GetAllRoles: the roles the caller may assign in the user forms (spec 6), {role_id, name}. */
export const getAllRoles = route(UsersApi.getAllRoles, async ({ roleId }) => {
  const list = assignableRoles(roleId).map((id) => ({ role_id: id, name: ROLE_NAMES[id] }));
  return ok({ list, listsize: list.length });
});

/** GET User/GetAllLanguages (path not given by the spec): the language choices, {id, language}. */
export const getAllLanguages = route(UsersApi.getAllLanguages, async () =>
  ok({ list: LANGUAGES, listsize: LANGUAGES.length }),
);
