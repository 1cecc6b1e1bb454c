/** What the inspection list handlers share: the caller's list scope and in-memory paging. */
import { listScope } from '#functions/assets/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';

export interface Caller {
  tenant: { company_code: string };
  user: User;
  roleId: number;
  siteId: number;
}
export const scopeFor = (c: Caller, org: Org, narrow: { company_id?: number[]; site_id?: number[] }) =>
  listScope({ roleId: c.roleId, siteId: c.siteId, sites: c.user.sites }, org, narrow);

export const pageOf = <T>(items: T[], size: number, index: number) =>
  items.slice((index - 1) * size, index * size);
