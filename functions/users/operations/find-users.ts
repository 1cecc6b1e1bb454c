/**
 * Finding the users list's rows (spec 2.11): the units (companies, sites) the viewer sees under
 * the body's filters, read from the user listing by key. User/FilterUsers reads one page of them
 * (handlers/list.ts); the export job (reports) every row.
 */
import { ALL_ROLE_IDS } from '#shared/codes.js';
import type { UserListBody, UserRow } from '#shared/users/schemas.js';
import type { Org } from '#functions/tenancy/index.js';
import { listUnits, type Viewer } from '../scope.js';
import { readUserList, rebuildUserListing, type User } from '../store/index.js';
import { userRow } from '../views.js';

/** One page of the users the caller (this role and site) sees under `body`, with per-row permissions. */
export async function userListPage(
  request: {
    tenant: { company_code: string };
    user: User;
    roleId: number;
    siteId: number;
    org: () => Promise<Org>;
  },
  body: UserListBody,
): Promise<{ rows: UserRow[]; total: number }> {
  const { tenant, user, roleId, siteId } = request;
  const viewer: Viewer = { user, roleId, siteId };
  const org = await request.org();
  const units = listUnits(viewer, org, body);
  if (units.length === 0) return { rows: [], total: 0 };
  const query = {
    units,
    roles: body.role_id.filter((id) => (ALL_ROLE_IDS as number[]).includes(id)),
    status: body.status,
    search: body.search_string,
    pageSize: body.pagesize,
    pageIndex: body.pageindex,
  };
  let result = await readUserList(tenant.company_code, query);
  if (!result.indexed) {
    await rebuildUserListing(tenant.company_code);
    result = await readUserList(tenant.company_code, query);
  }
  return { rows: result.entries.map((entry) => userRow(entry, org, viewer)), total: result.total };
}
