/** The demo data the twin starts with (README lists the logins). */
import { Role, SiteStatus } from '#shared/codes.js';

export interface SeedUser {
  username: string;
  firstname: string;
  lastname: string;
  password: string;
  roles: number[];
  /** Site ids; company admins get every site of their company. */
  sites: number[];
  defaultRole?: number;
  /** First sign-in must set a new password (the password above is temporary). */
  temporary?: boolean;
  status?: number;
  label: string;
}

export interface SeedTenant {
  code: string;
  name: string;
  color: string;
  logo: string;
  companies: { id: number; name: string }[];
  sites: { id: number; company: number; name: string; status?: number; pm?: boolean }[];
  users: SeedUser[];
  /** Companies that get the seeded inspection forms (scripts/dev/seed-forms.ts), each with the site and user of its sample submissions. */
  forms?: { company: number; site: number; submittedBy: string }[];
}

export const DEMO_PASSWORD = 'Demo@1234';
export const ACME_PASSWORD = 'Acme@1234';
export const TEMP_PASSWORD = 'Temp@1234';
/** A username that exists in both tenants, as two different people. */
export const SHARED_USERNAME = 'alex@assetcare.test';

const demoSitesOfCompany1 = [2, 3, 4];

export const SEED_TENANTS: SeedTenant[] = [
  {
    code: 'demo',
    name: 'AssetCare Demo',
    color: '#0972d3',
    logo: 'demo',
    companies: [
      { id: 1, name: 'Northwind Logistics' },
      { id: 2, name: 'Blue Ridge Construction' },
    ],
    sites: [
      { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
      { id: 2, company: 1, name: 'Reno Yard', pm: true },
      { id: 3, company: 1, name: 'Sparks Depot', pm: true },
      { id: 4, company: 1, name: 'Carson Plant' },
      { id: 5, company: 2, name: 'All Sites', status: SiteStatus.AllSites },
      { id: 6, company: 2, name: 'Asheville Yard', pm: true },
      { id: 7, company: 2, name: 'Boone Quarry' },
      { id: 8, company: 2, name: 'Hickory Depot' },
    ],
    users: [
      {
        label: 'Manager',
        username: 'manager@demo.test',
        firstname: 'Maria',
        lastname: 'Lopez',
        password: DEMO_PASSWORD,
        roles: [Role.Manager],
        sites: demoSitesOfCompany1,
      },
      {
        label: 'SuperAdmin',
        username: 'superadmin@demo.test',
        firstname: 'Sam',
        lastname: 'Carter',
        password: DEMO_PASSWORD,
        roles: [Role.SuperAdmin],
        sites: [],
      },
      {
        label: 'Operator',
        username: 'operator@demo.test',
        firstname: 'Omar',
        lastname: 'Reyes',
        password: DEMO_PASSWORD,
        roles: [Role.Operator],
        sites: [2],
      },
      // Blue Ridge's operator: Asheville Yard's inspection history (and Alex's notifications about it).
      {
        label: 'Operator (Blue Ridge)',
        username: 'operator.blueridge@demo.test',
        firstname: 'Olivia',
        lastname: 'Grant',
        password: DEMO_PASSWORD,
        roles: [Role.Operator],
        sites: [6],
      },
      {
        label: 'Maintenance staff',
        username: 'maintenance@demo.test',
        firstname: 'Mia',
        lastname: 'Chen',
        password: DEMO_PASSWORD,
        roles: [Role.MaintenanceStaff],
        sites: [2],
      },
      {
        label: 'Executive',
        username: 'executive@demo.test',
        firstname: 'Eve',
        lastname: 'Stone',
        password: DEMO_PASSWORD,
        roles: [Role.Executive],
        sites: demoSitesOfCompany1,
      },
      {
        label: 'Company Admin',
        username: 'companyadmin@demo.test',
        firstname: 'Carl',
        lastname: 'Adams',
        password: DEMO_PASSWORD,
        roles: [Role.CompanyAdmin],
        sites: [1, 2, 3, 4],
      },
      {
        label: 'Manager + Executive + Company Admin',
        username: 'multirole@demo.test',
        firstname: 'Morgan',
        lastname: 'Price',
        password: DEMO_PASSWORD,
        roles: [Role.Manager, Role.Executive, Role.CompanyAdmin],
        sites: [1, 2, 3, 4],
        defaultRole: Role.Manager,
      },
      // Only the shell's role-switch test signs in as this one: it changes the default role, which would race other tests.
      {
        label: 'Role switcher',
        username: 'roleswitch@demo.test',
        firstname: 'Robin',
        lastname: 'Shift',
        password: DEMO_PASSWORD,
        roles: [Role.Manager, Role.Executive, Role.CompanyAdmin],
        sites: [1, 2, 3, 4],
        defaultRole: Role.Manager,
      },
      {
        label: 'Manager (shared username)',
        username: SHARED_USERNAME,
        firstname: 'Alex',
        lastname: 'Demo',
        password: DEMO_PASSWORD,
        roles: [Role.Manager],
        sites: [6, 7],
      },
      {
        label: 'Manager, first sign-in',
        username: 'newmanager@demo.test',
        firstname: 'Nina',
        lastname: 'Fresh',
        password: TEMP_PASSWORD,
        roles: [Role.Manager],
        sites: [2],
        temporary: true,
      },
      {
        label: 'Manager, deactivated',
        username: 'inactive@demo.test',
        firstname: 'Ivan',
        lastname: 'Gone',
        password: DEMO_PASSWORD,
        roles: [Role.Manager],
        sites: [2],
        status: 2,
      },
    ],
    forms: [
      { company: 1, site: 2, submittedBy: 'operator@demo.test' },
      { company: 2, site: 6, submittedBy: SHARED_USERNAME },
    ],
  },
  {
    code: 'acme',
    name: 'Acme Heavy Equipment',
    color: '#b0256e',
    logo: 'acme',
    companies: [{ id: 1, name: 'Acme Rentals' }],
    sites: [
      { id: 1, company: 1, name: 'All Sites', status: SiteStatus.AllSites },
      { id: 2, company: 1, name: 'Denver Yard', pm: true },
      { id: 3, company: 1, name: 'Boulder Shop' },
    ],
    users: [
      {
        label: 'Manager',
        username: 'manager@acme.test',
        firstname: 'Ada',
        lastname: 'Kim',
        password: ACME_PASSWORD,
        roles: [Role.Manager],
        sites: [2, 3],
      },
      {
        label: 'Company Admin',
        username: 'companyadmin@acme.test',
        firstname: 'Ari',
        lastname: 'Cole',
        password: ACME_PASSWORD,
        roles: [Role.CompanyAdmin],
        sites: [1, 2, 3],
      },
      {
        // Edits acme's branding in the browser test (web/e2e/tenants.e2e.ts), so the demo tenant's
        // name, which many tests read, never changes under them.
        label: 'SuperAdmin',
        username: 'superadmin@acme.test',
        firstname: 'Sky',
        lastname: 'Acme',
        password: ACME_PASSWORD,
        roles: [Role.SuperAdmin],
        sites: [],
      },
      {
        label: 'Executive (shared username)',
        username: SHARED_USERNAME,
        firstname: 'Alex',
        lastname: 'Acme',
        password: ACME_PASSWORD,
        roles: [Role.Executive],
        sites: [2, 3],
      },
    ],
  },
];

/** The platform's operator (shared/platform/rules.ts): a SuperAdmin of the `platform` pool, no sites. */
export const PLATFORM_OPERATOR: SeedUser = {
  username: 'ops@assetcare.test',
  firstname: 'Pat',
  lastname: 'Platform',
  password: DEMO_PASSWORD,
  roles: [Role.SuperAdmin],
  sites: [],
  label: 'Platform operator (Platform/* routes only)',
};
