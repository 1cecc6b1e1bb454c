/**
 * Test support for the users tests: a tenant of their own (pool, registry, org, users), so
 * creates and toggles never disturb the demo tenant other tests count on.
 *
 * Company 1 holds sites 2 and 3, the inactive site 4 and its all-sites entry 1; company 2 holds
 * site 6 and its all-sites entry 5.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { Role, SiteStatus } from '#shared/codes.js';
import { seed } from '#scripts/dev/seed.js';
import type { SeedTenant, SeedUser } from '#scripts/dev/seed-data.js';
import { getCognito } from '#lib/aws.js';
import { call, signIn, tenant as loadTenant, type CallOptions } from '#functions/test-support/index.js';

export const TEST_PASSWORD = 'Users@1234';

/** The org of every users test tenant (see the header). */
export const TEST_COMPANIES: SeedTenant['companies'] = [
  { id: 1, name: 'North Co' },
  { id: 2, name: 'South Co' },
];
export const TEST_SITES: SeedTenant['sites'] = [
  { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
  { id: 2, company: 1, name: 'North Yard' },
  { id: 3, company: 1, name: 'North Depot' },
  { id: 4, company: 1, name: 'North Closed', status: SiteStatus.Inactive },
  { id: 5, company: 2, name: 'All Sites', status: SiteStatus.AllSites },
  { id: 6, company: 2, name: 'South Yard' },
];

export interface UsersTenant {
  code: string;
  name: (user: string) => string;
  token: (user: string) => Promise<string>;
  /** Calls a users route as a seeded user with an active role and site. */
  as: <T = Record<string, unknown>>(
    user: string,
    roleId: number,
    siteId: number,
    method: 'GET' | 'POST',
    path: string,
    options?: CallOptions,
  ) => ReturnType<typeof call<T>>;
  poolUser: (username: string) => Promise<AdminGetUserCommandOutput | null>;
}

export interface ExtraUser {
  name: string;
  roles: number[];
  sites: number[];
  temporary?: boolean;
}

/**
 * A fresh tenant with the org above and its users; `forms` also seeds the demo checklists in
 * company 1; `maintenance` shows maintenance (work orders, PM) at site 2.
 */
export async function seedUsersTenant(
  prefix: string,
  extraUsers: ExtraUser[] = [],
  options: { forms?: boolean; maintenance?: boolean } = {},
): Promise<UsersTenant> {
  const code = `${prefix}${randomUUID().slice(0, 6)}`;
  const name = (user: string) => (user.includes('@') ? user : `${user}@${code}.test`);
  const user = (
    username: string,
    roles: number[],
    sites: number[],
    extra: Partial<SeedUser> = {},
  ): SeedUser => ({
    label: username,
    username: name(username),
    firstname: username[0].toUpperCase() + username.slice(1),
    lastname: 'Tester',
    password: TEST_PASSWORD,
    roles,
    sites,
    ...extra,
  });
  const spec: SeedTenant = {
    code,
    name: 'Users Test',
    color: '#000000',
    logo: 'demo',
    companies: TEST_COMPANIES,
    sites: options.maintenance ? TEST_SITES.map((s) => (s.id === 2 ? { ...s, pm: true } : s)) : TEST_SITES,
    users: [
      user('manager', [Role.Manager], [2, 3, 4]),
      user('admin', [Role.CompanyAdmin], [1, 2, 3, 4]),
      user('root', [Role.SuperAdmin], []),
      user('exec', [Role.Executive], [2, 3]),
      user('op', [Role.Operator], [2]),
      user('maint', [Role.MaintenanceStaff], [2]),
      user('southboss', [Role.Manager], [6]),
      ...extraUsers.map((extra) =>
        user(extra.name, extra.roles, extra.sites, { temporary: extra.temporary }),
      ),
    ],
    ...(options.forms ? { forms: [{ company: 1, site: 2, submittedBy: name('op') }] } : {}),
  };
  await seed(process.env.COGNITO_LOCAL_URL!, [spec]);
  const tokens = new Map<string, Promise<string>>();
  const token = (who: string) => {
    if (!tokens.has(who)) tokens.set(who, signIn(code, name(who), TEST_PASSWORD));
    return tokens.get(who)!;
  };
  return {
    code,
    name,
    token,
    as: async (who, roleId, siteId, method, path, options = {}) =>
      call(method, path, { ...options, token: await token(who), domain: code, roleId, siteId }),
    poolUser: async (username) => {
      const t = await loadTenant(code);
      try {
        return await getCognito().send(
          new AdminGetUserCommand({ UserPoolId: t.user_pool_id, Username: username }),
        );
      } catch (error) {
        if ((error as Error).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
  };
}

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Mail the SES emulator holds for an address, oldest first. */
export async function mailTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: StoredMail[];
  };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

/** The temporary password written in a mail. */
export const passwordIn = (mail: StoredMail) => /Temporary password: (\S+)/.exec(mail.body.text ?? '')?.[1];
