/** Role rules used by both the web app (guards, sidebar) and the functions (enforcement). Spec core 2.1, 2.2, 6. */
import { Role, type RoleId } from './codes.js';

/** Spec 2.1: the web app is for the first, second, fifth and sixth roles of the role list. */
export const WEB_ROLES: readonly RoleId[] = [Role.Manager, Role.SuperAdmin, Role.Executive, Role.CompanyAdmin];
export const isWebRole = (roleId: number): roleId is RoleId => (WEB_ROLES as readonly number[]).includes(roleId);

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
        { text: 'Tasks', href: '/tasks' },
        { text: 'Work Orders', href: '/workorders' },
      ],
    });
  }
  if (is(ctx, Role.CompanyAdmin) && ctx.showMaintenance) {
    groups.push({
      text: 'Maintenance',
      items: [
        { text: 'Preventative Maintenance', href: '/preventative-maintenance-settings' },
        { text: 'Tasks', href: '/tasks' },
      ],
    });
  }
  const manage: NavLink[] = [{ text: 'Assets', href: '/assets' }];
  if (is(ctx, Role.SuperAdmin, Role.CompanyAdmin)) manage.push({ text: 'Devices', href: '/devices' });
  manage.push({ text: 'Users', href: '/users' });
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
  '/hierarchy': '/assets',
  '/cluster': '/assets',
  '/inspections/details': '/inspections',
  '/inspections/photo': '/inspections',
  '/inspections/upload': '/assets',
  '/submitted': '/inspections',
  '/inspection-forms': '/assets',
  '/issues/details': '/issues',
  '/issues/create': '/issues',
  '/users/create': '/users',
  '/users/createnew': '/users',
  '/users/details': '/users',
  '/workorders/details': '/workorders',
};

/** The sidebar entry a path belongs to (its own path for top-level routes). */
export function owningRoute(path: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  const match = Object.keys(ROUTE_OWNER)
    .filter((prefix) => clean === prefix || clean.startsWith(prefix + '/'))
    .sort((a, b) => b.length - a.length)[0];
  return match ? ROUTE_OWNER[match] : clean;
}

/** Whether the role may open this protected path (guards redirect to the role home otherwise). */
export function canOpenRoute(path: string, ctx: NavContext): boolean {
  const owner = owningRoute(path);
  if (ALWAYS_ALLOWED.includes(owner)) return true;
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

// ---------------------------------------------------------------------------------------------
// User management (spec 2.11, 4 'User toggle', 5, 6). Pure rules shared by the users screens and
// the users functions, which enforce them whatever the screens show.

/** Active roles that may open the users list (executives read it without actions). */
export const USER_LIST_ROLES: readonly RoleId[] = [Role.Manager, Role.SuperAdmin, Role.Executive, Role.CompanyAdmin];
/** Active roles that may create, edit, toggle users and resend their temporary password. */
export const USER_ADMIN_ROLES: readonly RoleId[] = [Role.Manager, Role.SuperAdmin, Role.CompanyAdmin];

const hasAny = (roles: readonly number[], of: readonly number[]) => roles.some((r) => of.includes(r));

/**
 * Spec 6 'Role choices in the new user form': a manager may only give Operator; everyone else
 * anything but SuperAdmin and Maintenance staff (the legacy form for super admins excludes the
 * same two). Nobody else creates users.
 */
export function assignableRoles(creatorRoleId: number): RoleId[] {
  if (creatorRoleId === Role.Manager) return [Role.Operator];
  if (creatorRoleId === Role.SuperAdmin || creatorRoleId === Role.CompanyAdmin) {
    return [Role.Manager, Role.Operator, Role.Executive, Role.CompanyAdmin];
  }
  return [];
}

/** Spec 4, 6: an operator holds no other role. */
export const operatorHasOtherRoles = (roles: readonly number[]) => roles.includes(Role.Operator) && roles.some((r) => r !== Role.Operator);

/** Spec 4, 6: operators and maintenance staff work at exactly one site. */
export const needsSingleSite = (roles: readonly number[]) => hasAny(roles, [Role.Operator, Role.MaintenanceStaff]);

/** Spec 6: choosing Company Admin assigns every site of the company (the site picker is disabled). */
export const assignsAllSites = (roles: readonly number[]) => roles.includes(Role.CompanyAdmin);

/** Spec 4: the edit form locks the roles when the default role is operator or maintenance staff. */
export const isRoleLocked = (defaultRoleId: number | null | undefined) =>
  defaultRoleId === Role.Operator || defaultRoleId === Role.MaintenanceStaff;

/** Spec 5: barcode checkboxes exist only for Operator and Maintenance staff users. */
export const isBarcodeSelectable = (roles: readonly number[]) => hasAny(roles, [Role.Operator, Role.MaintenanceStaff]);

export interface UserRowViewer {
  uuid: string;
  /** The viewer's active role. */
  roleId: number;
}
export interface UserRowTarget {
  uuid: string;
  roles: readonly number[];
  is_registration_succeed: boolean;
}

/**
 * Whether the viewer may open and change this user (View, activate/deactivate, edit). Spec 4:
 * never their own row (that is /profile); a viewer who is neither company admin nor super admin
 * never touches holders of Manager, Executive, Company Admin or Maintenance staff. Executives
 * have no user actions at all (spec 2.11, 6). Only a super admin touches another super admin.
 */
export function canManageUser(viewer: UserRowViewer, target: Pick<UserRowTarget, 'uuid' | 'roles'>): boolean {
  if (!(USER_ADMIN_ROLES as readonly number[]).includes(viewer.roleId)) return false;
  if (viewer.uuid === target.uuid) return false;
  if (target.roles.includes(Role.SuperAdmin) && viewer.roleId !== Role.SuperAdmin) return false;
  const elevated = viewer.roleId === Role.SuperAdmin || viewer.roleId === Role.CompanyAdmin;
  return elevated || !hasAny(target.roles, PROTECTED_USER_ROLES);
}

export interface UserRowActions {
  can_view: boolean;
  can_toggle: boolean;
  /** Resend Temporary Password shows only while the registration is incomplete. */
  can_resend: boolean;
  barcode_selectable: boolean;
}

export function userRowActions(viewer: UserRowViewer, target: UserRowTarget): UserRowActions {
  const manage = canManageUser(viewer, target);
  return {
    can_view: manage,
    can_toggle: manage,
    can_resend: manage && !target.is_registration_succeed,
    barcode_selectable: isBarcodeSelectable(target.roles),
  };
}

/** Spec 2.11: Create User is hidden for executives; a manager creates operators only. */
export const canCreateUsers = (roleId: number) => assignableRoles(roleId).length > 0;
