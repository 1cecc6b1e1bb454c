/**
 * Tenants of their own for the maintenance handler tests (service dealers, attachments, the PM
 * library, PM notifications): company 1 (All Sites 1, site 2 shows maintenance, site 3 does not),
 * company 2 (All Sites 5, site 6 shows maintenance), a user per role, and `as(...)` call options
 * for them. A test that needs other users (or a brand its mails show) passes its own.
 */
import { randomUUID } from 'node:crypto';
import { Role, SiteStatus } from '#shared/codes.js';
import type { SeedTenant, SeedUser } from '#scripts/dev/seed-data.js';
import { seed } from '#scripts/dev/seed.js';
import { signIn } from './index.js';

const PASSWORD = 'Maint@1234';
export type Who = 'admin' | 'manager' | 'southboss' | 'exec' | 'op' | 'maint' | 'root';
/** A test user: the roles and sites seeded, and the role and site its calls act in. */
export interface MaintenanceUser {
  roles: number[];
  sites: number[];
  role: number;
  site: number;
}
export const MAINTENANCE_USERS: Record<Who, MaintenanceUser> = {
  admin: { roles: [Role.CompanyAdmin], sites: [1, 2, 3], role: Role.CompanyAdmin, site: 1 },
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
  southboss: { roles: [Role.Manager], sites: [6], role: Role.Manager, site: 6 },
  exec: { roles: [Role.Executive], sites: [2], role: Role.Executive, site: 2 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
  maint: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
  root: { roles: [Role.SuperAdmin], sites: [], role: Role.SuperAdmin, site: 2 },
};

/** Who and how the tenants are seeded; absent, the maintenance users and a plain brand. */
export interface MaintenanceTenantOptions<W extends string> {
  users?: Record<W, MaintenanceUser>;
  /** The tenant's name (mails show it), from its code. */
  name?: (code: string) => string;
  color?: string;
}

function tenantSpec<W extends string>(
  code: string,
  users: Record<W, MaintenanceUser>,
  options: MaintenanceTenantOptions<W>,
): SeedTenant {
  return {
    code,
    name: options.name?.(code) ?? 'Maintenance Test',
    color: options.color ?? '#000000',
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
    users: (Object.keys(users) as W[]).map((who): SeedUser => ({
      label: who,
      username: `${who}@${code}.test`,
      firstname: who,
      lastname: 'Tester',
      password: PASSWORD,
      roles: users[who].roles,
      sites: users[who].sites,
    })),
  };
}

export interface As<W extends string = Who> {
  who: W;
  /** 'a' (default) or 'b': the two tenants. */
  tenant?: 'a' | 'b';
  site?: number;
  role?: number;
}

/**
 * Seeds two tenants and signs every user in; `session(as)` gives the call options of one. Users
 * sign in as `{who}@{code}.test`.
 */
export async function maintenanceTenants<W extends string = Who>(
  prefix: string,
  options: MaintenanceTenantOptions<W> = {},
) {
  const users = options.users ?? (MAINTENANCE_USERS as Record<W, MaintenanceUser>);
  const codes = { a: `${prefix}${randomUUID().slice(0, 6)}`, b: `${prefix}${randomUUID().slice(0, 6)}` };
  await seed(process.env.COGNITO_LOCAL_URL!, [
    tenantSpec(codes.a, users, options),
    tenantSpec(codes.b, users, options),
  ]);
  const tokens = new Map<string, string>();
  for (const tenant of [codes.a, codes.b])
    for (const who of Object.keys(users) as W[])
      tokens.set(`${tenant}:${who}`, await signIn(tenant, `${who}@${tenant}.test`, PASSWORD));
  const session = (who: W | As<W>) => {
    const { who: w, tenant = 'a', site, role } = typeof who === 'string' ? ({ who } as As<W>) : who;
    const code = codes[tenant];
    return {
      token: tokens.get(`${code}:${w}`)!,
      domain: code,
      roleId: role ?? users[w].role,
      siteId: site ?? users[w].site,
    };
  };
  return { codes, session };
}
