/** Role rules used by both the web app (guards, sidebar) and the functions (enforcement). Spec core 2.1, 2.2, 6. */
import { Role, type RoleId } from './codes.js';

/** Spec 2.1: the web app is for the first, second, fifth and sixth roles of the role list. */
export const WEB_ROLES: readonly RoleId[] = [
  Role.Manager,
  Role.SuperAdmin,
  Role.Executive,
  Role.CompanyAdmin,
];
export const isWebRole = (roleId: number): roleId is RoleId =>
  (WEB_ROLES as readonly number[]).includes(roleId);

/**
 * Role home. The spec shows two readings of the executive home (/quickinsights and /dashboard);
 * we take /quickinsights, which both documents name as the executive's landing and which the
 * dashboard's own executive redirect (to /assets) would otherwise bounce away from.
 */
export function roleHome(roleId: number | undefined): string {
  switch (roleId) {
    case Role.Manager:
      return '/dashboard';
    case Role.Executive:
      return '/quickinsights';
    case Role.SuperAdmin:
    case Role.CompanyAdmin:
      return '/assets';
    default:
      return '/login';
  }
}

/** Spec 4: after switching role, the app goes to /assets for these roles, else /dashboard. */
export function homeAfterRoleSwitch(roleId: number): string {
  const toAssets: number[] = [Role.SuperAdmin, Role.Executive, Role.CompanyAdmin, Role.Manager];
  return toAssets.includes(roleId) ? '/assets' : '/dashboard';
}
/** Spec 4: after switching site. */
export function homeAfterSiteSwitch(roleId: number): string {
  const toAssets: number[] = [Role.SuperAdmin, Role.Executive, Role.CompanyAdmin];
  return toAssets.includes(roleId) ? '/assets' : '/dashboard';
}

export interface NavContext {
  roleId: number;
  /** The active site shows maintenance (isShowPM). */
  showMaintenance: boolean;
}

export interface NavLink {
  text: string;
  href: string;
  /** Name of a live count to show as a badge beside the link. */
  badge?: 'openRequests';
}
export interface NavGroup {
  text?: string;
  items: NavLink[];
}

const is = (ctx: NavContext, ...roles: RoleId[]) => (roles as number[]).includes(ctx.roleId);

/** Spec 2.2: the sidebar exactly per role and per site PM flag. */
export function sidebarFor(ctx: NavContext): NavGroup[] {
  const groups: NavGroup[] = [];
  if (is(ctx, Role.Manager)) groups.push({ items: [{ text: 'Dashboard', href: '/dashboard' }] });
  if (is(ctx, Role.Manager, Role.Executive)) {
    groups.push({
      text: 'Inspections',
      items: [
        { text: 'Inspections', href: '/inspections' },
        { text: 'Photos', href: '/inspection-photos' },
        { text: 'Issues', href: '/issues' },
        { text: 'Submitted', href: '/submitted' },
      ],
    });
    groups.push({
      text: 'Reports',
      items: [
        { text: 'Insights', href: '/quickinsights' },
        { text: 'Reports', href: '/reports' },
      ],
    });
  }
  if (is(ctx, Role.Manager) && ctx.showMaintenance) {
    groups.push({
      text: 'Maintenance',
      items: [
        { text: 'Requests', href: '/maintenance-requests', badge: 'openRequests' },
        { text: 'Preventative Maintenance', href: '/preventative-maintenance-list' },
        // Issue 24: the PM calendar, for the roles that see the PM list (executives read-only).
        { text: 'PM Calendar', href: '/pm-calendar' },
        { text: 'Tasks', href: '/tasks' },
        { text: 'Work Orders', href: '/workorders' },
        // Issue 25: the parts catalogue and its stock (managers and company admins keep it).
        { text: 'Parts', href: '/parts' },
        // Issue 25: the failure-code catalogue (managers and company admins keep it).
        { text: 'Failure Codes', href: '/failure-codes' },
      ],
    });
  }
  // maintenance.md 1: "Executives see PM lists and hierarchy", while its route table (2) marks the
  // PM list "(manager)". We follow section 1: executives open the PM list read-only (no row
  // actions; the server refuses their writes, shared/pm/api.ts PM_WRITE_ROLES). Issue 24 item 5.
  if (is(ctx, Role.Executive) && ctx.showMaintenance) {
    groups.push({
      text: 'Maintenance',
      items: [
        { text: 'Preventative Maintenance', href: '/preventative-maintenance-list' },
        { text: 'PM Calendar', href: '/pm-calendar' },
        // Issue 25: executives read the parts and their stock (no write buttons; the server refuses).
        { text: 'Parts', href: '/parts' },
      ],
    });
  }
  if (is(ctx, Role.CompanyAdmin) && ctx.showMaintenance) {
    groups.push({
      text: 'Maintenance',
      items: [
        { text: 'Preventative Maintenance', href: '/preventative-maintenance-settings' },
        // maintenance.md 1 lets company admins 'track upkeep': the PM list and calendar, read-only
        // (shared/pm/api.ts PM_LIST_ROLES says how we read the spec). Named apart from the library's
        // 'Preventative Maintenance' entry, which the core sidebar (2.2) gives them.
        { text: 'PM List', href: '/preventative-maintenance-list' },
        { text: 'PM Calendar', href: '/pm-calendar' },
        { text: 'Tasks', href: '/tasks' },
        { text: 'Parts', href: '/parts' },
        { text: 'Failure Codes', href: '/failure-codes' },
      ],
    });
  }
  // Issue 24 item 7: pages reached only by URL lit 'Assets'; each has its entry now, for the same
  // roles as before (every role with Assets), so the shell lights the page itself.
  const manage: NavLink[] = [
    { text: 'Assets', href: '/assets' },
    { text: 'Hierarchy', href: '/hierarchy' },
    { text: 'Cluster', href: '/cluster' },
    { text: 'Inspection Forms', href: '/inspection-forms' },
    { text: 'Upload Inspection Forms', href: '/inspections/upload' },
  ];
  // Issue 28 item 3: the manager reviews meter readings held back (and uploads readings).
  if (is(ctx, Role.Manager)) manage.push({ text: 'Meter Readings', href: '/meter-readings' });
  if (is(ctx, Role.SuperAdmin, Role.CompanyAdmin)) {
    manage.push({ text: 'Devices', href: '/devices' });
    // Issue 28 item 1: the company's API keys for other systems.
    manage.push({ text: 'API Keys', href: '/api-keys' });
    // Issue 28 item 2: the company's webhook endpoints (shared/webhooks/rules.ts WEBHOOK_ROLES).
    manage.push({ text: 'Webhooks', href: '/webhooks' });
  }
  manage.push({ text: 'Users', href: '/users' });
  // Issue 27 item 1: the tenant's name, colour and logo (shared/tenancy/branding.ts BRANDING_ROLES).
  if (is(ctx, Role.SuperAdmin)) manage.push({ text: 'Branding', href: '/branding' });
  const companyAdminWithMaintenance = is(ctx, Role.CompanyAdmin) && ctx.showMaintenance;
  if (companyAdminWithMaintenance || !is(ctx, Role.SuperAdmin, Role.CompanyAdmin)) {
    manage.push({ text: 'Notifications settings', href: '/notification-settings' });
  }
  groups.push({ text: 'Manage', items: manage });
  return groups;
}

/** Every route the sidebar can reach for this context, plus routes every web role may open. */
const ALWAYS_ALLOWED = ['/profile'];

/** Routes reachable without a sidebar entry, keyed by the sidebar entry that owns them. */
const ROUTE_OWNER: Record<string, string> = {
  '/assets/details': '/assets',
  '/assets/upload': '/assets',
  '/inspections/details': '/inspections',
  '/inspections/photo': '/inspections',
  // The per-asset history page (spec 2.9; no route of its own in 2.1).
  '/inspections/history': '/inspections',
  '/inspection-forms/create': '/inspection-forms',
  '/issues/details': '/issues',
  '/issues/create': '/issues',
  '/users/create': '/users',
  '/users/createnew': '/users',
  '/users/details': '/users',
  '/workorders/details': '/workorders',
  '/parts/details': '/parts',
  '/parts/import': '/parts',
};

/** The sidebar entry a path belongs to (its own path for top-level routes). */
export function owningRoute(path: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  const match = Object.keys(ROUTE_OWNER)
    .filter((prefix) => clean === prefix || clean.startsWith(prefix + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return match ? ROUTE_OWNER[match] : clean;
}

/**
 * Sections a role may open without a sidebar entry. The super admin has no Inspections link (2.2),
 * yet 2.9 gives the inspection list a Company column for the super admin: we take it that they reach
 * it by address and from an asset's Inspections tab, so the guard lets them in.
 */
const OPEN_WITHOUT_LINK: Partial<Record<number, string[]>> = {
  [Role.SuperAdmin]: ['/inspections', '/submitted'],
};

/** Whether the role may open this protected path (guards redirect to the role home otherwise). */
export function canOpenRoute(path: string, ctx: NavContext): boolean {
  const owner = owningRoute(path);
  if (ALWAYS_ALLOWED.includes(owner)) return true;
  if (OPEN_WITHOUT_LINK[ctx.roleId]?.includes(owner)) return true;
  return sidebarFor(ctx).some((group) => group.items.some((item) => item.href === owner));
}

/** Roles whose holders only managers-and-above may see or change (spec 4, 6). */
export const PROTECTED_USER_ROLES: readonly RoleId[] = [
  Role.Manager,
  Role.Executive,
  Role.CompanyAdmin,
  Role.MaintenanceStaff,
];

/**
 * Spec 2.1 redirects of protected pages that come before the sidebar rule: /quickinsights sends
 * the super admin to /assets and /dashboard sends the executive to /assets. Then a path the role
 * may not open goes to the role home. Null when the role may stay.
 */
export function protectedRouteRedirect(path: string, ctx: NavContext): string | null {
  const owner = owningRoute(path);
  if (owner === '/quickinsights' && ctx.roleId === Role.SuperAdmin) return '/assets';
  if (owner === '/dashboard' && ctx.roleId === Role.Executive) return '/assets';
  if (canOpenRoute(path, ctx)) return null;
  const home = roleHome(ctx.roleId);
  return home === owner ? null : home;
}
