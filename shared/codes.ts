/** Numeric codes of the spec (core-platform 4 and 6). Names say what the numbers mean. */

export const Role = {
  Manager: 1,
  SuperAdmin: 2,
  Operator: 3,
  MaintenanceStaff: 4,
  Executive: 5,
  CompanyAdmin: 6,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Manager',
  2: 'SuperAdmin',
  3: 'Operator',
  4: 'Maintenance staff',
  5: 'Executive',
  6: 'Company Admin',
};

export const ALL_ROLE_IDS = Object.values(Role) as RoleId[];

export const UserStatus = { Active: 1, Inactive: 2 } as const;
export const USER_STATUS_NAMES: Record<number, string> = { 1: 'Active', 2: 'Inactive' };

/** Site status 20 is the special all-sites entry of a company. */
export const SiteStatus = { Active: 1, Inactive: 2, AllSites: 20 } as const;

export const AssetStatus = { Active: 3, Inactive: 4, InMaintenance: 5, Disposed: 6, InTransfer: 7 } as const;
export const InspectionStatus = { Pending: 8, Accepted: 10 } as const;
export const ReportStatus = { InProgress: 17, Completed: 18, Failed: 19 } as const;

export const NotificationStatus = { Unread: 1, Read: 2 } as const;

/** Types 1-3 are about inspections, 4-8 about issues, 9-14 about maintenance. */
export const NotificationType = {
  AutoApproveInspection: 1,
  PendingNewInspection: 2,
  InspectionWorkOrder: 3,
  NewIssue: 4,
  IssueUpdated: 5,
  UpdateWorkOrderStatus: 6,
  IssueComment: 7,
  IssueClosed: 8,
  PmDue: 9,
  PmOverdue: 10,
  PmReminder: 11,
  MaintenanceRequestCreated: 12,
  MaintenanceRequestUpdated: 13,
  WorkOrderAssigned: 14,
  /** Ours: an asset import job ended (completed, or refused with its report); ref is the import id. */
  AssetImportDone: 15,
  /** Ours: an inspection-forms import job ended (completed, or refused with its report); ref is the import id. */
  InspectionImportDone: 16,
  /** Ours (issue 25): a site's stock of a part fell to or below its minimum; ref is the part id. */
  PartLowStock: 17,
} as const;
export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];

export const isInspectionNotification = (type: number) => type >= 1 && type <= 3;
export const isIssueNotification = (type: number) => type >= 4 && type <= 8;
export const isMaintenanceNotification = (type: number) => type >= 9 && type <= 14;

export const Language = { English: 1, Spanish: 2 } as const;
export const LANGUAGES = [
  { id: 1, language: 'English' },
  { id: 2, language: 'Spanish' },
];

export const Platform = { Web: 'web', App: 'app' } as const;

export const PAGE_SIZES = [20, 40, 60, 80, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const OPTION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE = 20;
export const BADGE_MAX = 99;
export const FILTER_DEBOUNCE_MS = 700;
export const REQUEST_TIMEOUT_MS = 100_000;
/** Spec 9: the stored expiry is 55 minutes after sign-in; renew once it has passed. */
export const TOKEN_RENEW_AFTER_MS = 55 * 60 * 1000;

export const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** Spec core 9: fuel and tank levels an operator reports. */
export const FUEL_LEVELS = ['E', '1/4', '1/3', '1/2', '2/3', '3/4', 'F'] as const;
export const TANK_LEVELS = ['Clean', 'Not Clean'] as const;
