/** The list scope of a request's caller (../listing.ts's listScope from the token's role, site and sites). */
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { listScope } from '../list-scope.js';

export interface Caller {
  tenant: { company_code: string };
  user: User;
  roleId: number;
  siteId: number;
}
export const scopeFor = (c: Caller, org: Org, narrow: { company_id?: number[]; site_id?: number[] }) =>
  listScope({ roleId: c.roleId, siteId: c.siteId, sites: c.user.sites }, org, narrow);
