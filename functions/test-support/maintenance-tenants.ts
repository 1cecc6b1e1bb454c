/**
 * Tenants of their own for the maintenance handler tests (service dealers, attachments, the PM
 * library): company 1 (All Sites 1, site 2 shows maintenance, site 3 does not), company 2 (All
 * Sites 5, site 6 shows maintenance), a user per role, and `as(...)` call options for them.
 */
import { randomUUID } from 'node:crypto';
import { Role, SiteStatus } from '../../shared/codes.js';
import type { SeedTenant, SeedUser } from '../../scripts/dev/seed-data.js';
import { seed } from '../../scripts/dev/seed.js';
import { signIn } from './index.js';

const PASSWORD = 'Maint@1234';
export type Who = 'admin' | 'manager' | 'southboss' | 'exec' | 'op' | 'maint' | 'root';
export const MAINTENANCE_USERS: Record<Who, { roles: number[]; sites: number[]; role: number; site: number }> = {
  admin: { roles: [Role.CompanyAdmin], sites: [1, 2, 3], role: Role.CompanyAdmin, site: 1 },
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
  southboss: { roles: [Role.Manager], sites: [6], role: Role.Manager, site: 6 },
  exec: { roles: [Role.Executive], sites: [2], role: Role.Executive, site: 2 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
  maint: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
  root: { roles: [Role.SuperAdmin], sites: [], role: Role.SuperAdmin, site: 2 },
};

function tenantSpec(code: string): SeedTenant {
  return {
    code,
    name: 'Maintenance Test',
    color: '#000000',
    logo: 'demo',
    companies: [
      { id: 1, name: 'North Co' },
      { id: 2, name: 'South Co' },
    ],
    sites: [
      { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
      { id: 2, company: 1, name: 'North Yard', pm: true },
      { id: 3, company: 1, name: 'North Depot' },
      { id: 5, company: 2, name: 'All Sites', status: SiteStatus.AllSites },
      { id: 6, company: 2, name: 'South Yard', pm: true },
    ],
    users: (Object.keys(MAINTENANCE_USERS) as Who[]).map(
      (who): SeedUser => ({ label: who, username: `${who}@${code}.test`, firstname: who, lastname: 'Tester', password: PASSWORD, roles: MAINTENANCE_USERS[who].roles, sites: MAINTENANCE_USERS[who].sites }),
    ),
  };
}

export interface As {
  who: Who;
  /** 'a' (default) or 'b': the two tenants. */
  tenant?: 'a' | 'b';
  site?: number;
  role?: number;
}

/** Seeds two tenants and signs every user in; `session(as)` gives the call options of one. */
export async function maintenanceTenants(prefix: string) {
  const codes = { a: `${prefix}${randomUUID().slice(0, 6)}`, b: `${prefix}${randomUUID().slice(0, 6)}` };
  await seed(process.env.COGNITO_LOCAL_URL!, [tenantSpec(codes.a), tenantSpec(codes.b)]);
  const tokens = new Map<string, string>();
  for (const tenant of [codes.a, codes.b])
    for (const who of Object.keys(MAINTENANCE_USERS) as Who[]) tokens.set(`${tenant}:${who}`, await signIn(tenant, `${who}@${tenant}.test`, PASSWORD));
  const session = (who: Who | As) => {
    const { who: w, tenant = 'a', site, role } = typeof who === 'string' ? ({ who } as As) : who;
    const code = codes[tenant];
    return { token: tokens.get(`${code}:${w}`)!, domain: code, roleId: role ?? MAINTENANCE_USERS[w].role, siteId: site ?? MAINTENANCE_USERS[w].site };
  };
  return { codes, session };
}
