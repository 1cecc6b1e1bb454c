/**
 * Issue 4 bench: 2,000 users in tenant demo, then p50/p95 of the first page of POST
 * User/FilterUsers with a role filter through the local API (target p95 < 100 ms), from one
 * connection, as a company admin over the whole company and as a manager on one site. The other
 * list paths (no role filter; a search, which reads whole partitions) are measured beside them.
 *
 * Users are written straight to the table with their list entries and counters (no pool users:
 * the list needs none), and only once per twin.
 */
import { Role, UserStatus } from '#shared/codes.js';
import { getUserByUsername, insertUsersInBulk, type NewUser } from '#functions/users/store/index.js';
import { accessToken } from './auth.js';
import { latencyFigures, type LoadResult, runLoad } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const USERS = 2_000;
const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 10);
const COMPANY_1_SITES = [2, 3, 4];
const COMPANY_2_SITES = [6, 7, 8];

const benchUsername = (i: number) => `bench-user-${String(i).padStart(4, '0')}@demo.test`;

/** A deterministic mix: mostly operators at one site, some maintenance staff, managers, executives, company admins. */
function benchUser(i: number): NewUser {
  const company2 = i % 3 === 2;
  const sites = company2 ? COMPANY_2_SITES : COMPANY_1_SITES;
  const kind = i % 20;
  let roles: number[];
  let userSites: number[];
  if (kind < 14) [roles, userSites] = [[Role.Operator], [sites[i % 3]]];
  else if (kind < 16) [roles, userSites] = [[Role.MaintenanceStaff], [sites[(i + 1) % 3]]];
  else if (kind < 18) [roles, userSites] = [[Role.Manager], sites.slice(0, 1 + (i % 3))];
  else if (kind < 19) [roles, userSites] = [[Role.Executive, Role.Manager], sites];
  else [roles, userSites] = [[Role.CompanyAdmin], sites];
  const username = benchUsername(i);
  return {
    tenant: 'demo',
    uuid: `bench-${String(i).padStart(4, '0')}-0000-0000-000000000000`,
    username,
    email: username,
    firstname: `Bench${i}`,
    lastname: `User${i % 97}`,
    status: i % 10 === 9 ? UserStatus.Inactive : UserStatus.Active,
    roles,
    sites: userSites,
    default_role_web: roles[0],
    default_role_app: roles[0],
    default_site: userSites[0],
    default_company: company2 ? 2 : 1,
    prefer_language_id: 1,
    is_registration_succeed: i % 5 !== 0,
    email_notification_status: true,
    executive_report_status: false,
    operator_usage_report_email_not_status: false,
    manager_pm_notification_status: true,
  };
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seeded = Date.now();
  if (!(await getUserByUsername('demo', benchUsername(USERS - 1)))) {
    const users = Array.from({ length: USERS }, (_, i) => benchUser(i));
    await insertUsersInBulk('demo', users);
  }
  const seedSeconds = Math.round((Date.now() - seeded) / 100) / 10;
  const expectedCompanyOperators = Array.from({ length: USERS }, (_, i) => benchUser(i)).filter(
    (u) => u.roles.includes(Role.Operator) && u.default_company === 1,
  ).length;

  const [adminToken, managerToken] = await Promise.all([
    accessToken(ctx, 'demo', 'companyadmin@demo.test', 'Demo@1234'),
    accessToken(ctx, 'demo', 'manager@demo.test', 'Demo@1234'),
  ]);
  const list =
    (
      token: string,
      roleId: number,
      siteId: number,
      body: Record<string, unknown>,
      check?: (listsize: number) => void,
    ) =>
    async () => {
      const response = await fetch(`${ctx.apiUrl}User/FilterUsers`, {
        method: 'POST',
        headers: {
          token,
          domain_name: 'demo',
          platform: 'web',
          role_id: String(roleId),
          site_id: String(siteId),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          pagesize: 20,
          pageindex: 1,
          site_id: [],
          company_id: [],
          status: 0,
          search_string: '',
          ...body,
        }),
      });
      const answer = (await response.json()) as { success: number; list: unknown[]; listsize: number };
      if (
        response.status !== 200 ||
        answer.success !== 1 ||
        answer.list.length !== Math.min(20, answer.listsize)
      )
        throw new Error(`status ${response.status}`);
      check?.(answer.listsize);
    };

  const cases: [string, () => Promise<void>, string][] = [
    [
      'company admin, all sites, role Operator, page 1',
      list(adminToken, Role.CompanyAdmin, 1, { role_id: [Role.Operator] }, (size) => {
        // Bench users plus the seeded demo operator.
        if (size !== expectedCompanyOperators + 1)
          throw new Error(`listsize ${size}, expected ${expectedCompanyOperators + 1}`);
      }),
      'p95 < 100 ms',
    ],
    [
      'manager, one site, role Operator, page 1',
      list(managerToken, Role.Manager, 2, { role_id: [Role.Operator] }),
      'p95 < 100 ms',
    ],
    [
      'company admin, all sites, no role filter, page 1',
      list(adminToken, Role.CompanyAdmin, 1, {}),
      'informative',
    ],
    [
      'company admin, all sites, role Operator, search, page 1',
      list(adminToken, Role.CompanyAdmin, 1, { role_id: [Role.Operator], search_string: 'user4' }),
      'informative',
    ],
  ];
  const rows: BenchRow[] = [];
  for (const [name, task, target] of cases) {
    await runLoad(task, 1, 4);
    const result: LoadResult = await runLoad(task, 1, SECONDS);
    rows.push({
      name: `POST User/FilterUsers: ${name} (${USERS} users, 1 conn, ${SECONDS}s)`,
      figures: {
        ...latencyFigures(result),
        target,
      },
    });
  }
  rows[0].figures['seed s'] = seedSeconds;
  return rows;
}
