/** The users list (POST User/FilterUsers) and its filter options (spec 2.11, 7). */
import { ALL_ROLE_IDS, ROLE_NAMES, Role } from '#shared/codes.js';
import { okList } from '#lib/envelope.js';
import { route } from '#functions/users/route.js';
import { UsersApi } from '#shared/users/api.js';
import { siteOptions } from '../scope.js';
import { userListPage } from '../operations/find-users.js';

const page = <T>(items: T[], pageSize: number, pageIndex: number) =>
  items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
const matches = (text: string, search: string) =>
  !search || text.toLowerCase().includes(search.toLowerCase());

/** POST User/FilterUsers: one page of the users the caller sees, with per-row permissions (operations/find-users.ts). */
export const filterUsers = route(UsersApi.filterUsers, async (request) => {
  const { rows, total } = await userListPage(request, request.body);
  return okList(rows, total);
});

/** POST User/FilterUsersRoleOptions (path not given by the spec): the Role filter's options, {role_id, name}. */
export const filterUsersRoleOptions = route(UsersApi.filterUsersRoleOptions, async ({ roleId, body }) => {
  // Only a super admin's list can hold super admins, so only they are offered that role.
  const roles = ALL_ROLE_IDS.filter((id) => id !== Role.SuperAdmin || roleId === Role.SuperAdmin)
    .map((id) => ({ role_id: id, name: ROLE_NAMES[id] }))
    .filter((r) => matches(r.name, body.option_search_string));
  return okList(page(roles, body.pagesize, body.pageindex), roles.length);
});

/** POST User/FilterUsersCompanyOptions (path not given by the spec): the Company filter (super admin), {company_id, company_name, sites}. */
export const filterUsersCompanyOptions = route(
  UsersApi.filterUsersCompanyOptions,
  async ({ user, roleId, siteId, body, org: readOrg }) => {
    const org = await readOrg();
    const sites = siteOptions({ user, roleId, siteId }, org, []);
    const companies = org.companies
      .filter(
        (c) =>
          sites.some((s) => s.company_id === c.company_id) &&
          matches(c.company_name, body.option_search_string),
      )
      .map((c) => ({
        company_id: c.company_id,
        company_name: c.company_name,
        sites: sites
          .filter((s) => s.company_id === c.company_id)
          .map((s) => ({ site_id: s.site_id, site_name: s.site_name })),
      }));
    return okList(page(companies, body.pagesize, body.pageindex), companies.length);
  },
);

/** POST User/FilterUsersSiteOptions (path not given by the spec): the Site filter, {site_id, site_name}. */
export const filterUsersSiteOptions = route(
  UsersApi.filterUsersSiteOptions,
  async ({ user, roleId, siteId, body, org: readOrg }) => {
    const org = await readOrg();
    const sites = siteOptions({ user, roleId, siteId }, org, body.company_id)
      .filter((s) => matches(s.site_name, body.option_search_string))
      .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
    return okList(page(sites, body.pagesize, body.pageindex), sites.length);
  },
);
