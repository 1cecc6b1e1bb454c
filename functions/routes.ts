/**
 * The one table of domains and their routes, read by the local twin's router and by the CDK Api
 * stack. Adding a route is one entry here plus its handler in `<domain>/handlers.ts`.
 * Paths are written as the spec writes them (mixed case included: clients depend on them).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Path under /api/, with `{name}` placeholders for path parameters. */
  path: string;
  /** Name of the export in `functions/<domain>/handlers.ts`. */
  handler: string;
}

/**
 * The AWS rights a domain's (or a job's) Lambda needs, read by the CDK stacks to write its IAM
 * policy. Anything not listed here is denied in the cloud, whatever the twin allows.
 */
export interface Permissions {
  /** DynamoDB actions on the table and its indexes (transactions count as their item actions). */
  table?: 'read' | 'readWrite';
  /** S3 objects the code touches, by bucket and key prefix (for example `reports/`). */
  buckets?: { bucket: 'files' | 'reports'; prefix: string; access: 'read' | 'write' | 'readWrite' }[];
  /** SES v2 SendEmail from the configured sender identity. */
  ses?: boolean;
  /** cognito-idp admin actions (without the prefix, e.g. `AdminUpdateUserAttributes`) on the tenant pools. */
  cognitoAdmin?: string[];
  /** QuickSight embed URL generation for the configured dashboard (only when one is configured). */
  quicksight?: boolean;
}

export interface DomainDef {
  /** Folder under functions/ holding index.ts (the Lambda entry) and handlers.ts. */
  folder: string;
  /** Memory and timeout for the domain's Lambda. */
  memoryMb?: number;
  timeoutSeconds?: number;
  /** IAM rights of the domain's Lambda; none when omitted. */
  permissions?: Permissions;
  routes: RouteDef[];
}

export const API_PREFIX = '/api/';

export const domains = {
  tenancy: {
    folder: 'tenancy',
    permissions: { table: 'read' },
    routes: [
      { method: 'GET', path: 'company/GetUserPoolDetails', handler: 'getUserPoolDetails' },
      { method: 'GET', path: 'Company/GetAllCompaniesWithSites', handler: 'getAllCompaniesWithSites' },
    ],
  },
  session: {
    folder: 'session',
    permissions: { table: 'readWrite', ses: true, cognitoAdmin: ['AdminUpdateUserAttributes', 'AdminSetUserPassword'] },
    routes: [
      { method: 'POST', path: 'User/Login', handler: 'login' },
      { method: 'POST', path: 'User/Logout', handler: 'logout' },
      { method: 'GET', path: 'User/VerifyEmail', handler: 'verifyEmail' },
      { method: 'POST', path: 'User/ResendTemporaryPassword', handler: 'resendTemporaryPassword' },
      { method: 'PUT', path: 'user/ActiveRole', handler: 'setActiveRole' },
      { method: 'PUT', path: 'user/DefaultRole', handler: 'setDefaultRole' },
      { method: 'PUT', path: 'user/ActiveSite', handler: 'setActiveSite' },
      { method: 'PUT', path: 'user/DefaultSite', handler: 'setDefaultSite' },
      { method: 'PUT', path: 'user/ActiveCompany', handler: 'setActiveCompany' },
      { method: 'PUT', path: 'user/DefaultCompany', handler: 'setDefaultCompany' },
    ],
  },
  notifications: {
    folder: 'notifications',
    permissions: { table: 'readWrite' },
    routes: [
      { method: 'GET', path: 'User/GetNotifications/{pagesize}/{pageindex}', handler: 'getNotifications' },
      { method: 'GET', path: 'User/GetNotificationsCount/{type}', handler: 'getNotificationsCount' },
      { method: 'POST', path: 'User/UpdateNotificationsStatus', handler: 'updateNotificationStatus' },
      { method: 'GET', path: 'User/MarkAllNotificationStatus/{status}', handler: 'markAllNotifications' },
      { method: 'GET', path: 'PMNotification/TriggerPMItemNotification', handler: 'disableTriggerNotification' },
    ],
  },
  users: {
    folder: 'users',
    timeoutSeconds: 29,
    permissions: {
      table: 'readWrite',
      ses: true,
      cognitoAdmin: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser', 'AdminEnableUser', 'AdminSetUserPassword', 'AdminUpdateUserAttributes'],
    },
    routes: [
      { method: 'POST', path: 'User/FilterUsers', handler: 'filterUsers' },
      // Spec 7 names these 'POST User/{option}' without the exact paths; these follow FilterUsers.
      { method: 'POST', path: 'User/FilterUsersRoleOptions', handler: 'filterUsersRoleOptions' },
      { method: 'POST', path: 'User/FilterUsersCompanyOptions', handler: 'filterUsersCompanyOptions' },
      { method: 'POST', path: 'User/FilterUsersSiteOptions', handler: 'filterUsersSiteOptions' },
      { method: 'POST', path: 'User/updateUserStatus', handler: 'updateUserStatus' },
      { method: 'GET', path: 'User/resendTempPassword', handler: 'resendTempPassword' },
      { method: 'POST', path: 'User/generateBarcodeUser', handler: 'generateBarcodeUser' },
      { method: 'POST', path: 'User/addUpdateUser', handler: 'addUpdateUser' },
      // Spec 7 says 'user detail with id appended', 'user roles' and languages without exact paths.
      { method: 'GET', path: 'User/GetUserDetails/{uuid}', handler: 'getUserDetails' },
      { method: 'GET', path: 'User/GetAllRoles', handler: 'getAllRoles' },
      { method: 'GET', path: 'User/GetAllLanguages', handler: 'getAllLanguages' },
    ],
  },
} satisfies Record<string, DomainDef>;

export type DomainName = keyof typeof domains;

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${API_PREFIX}${route.path}`;
