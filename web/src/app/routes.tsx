/**
 * Every protected route of spec 2.1 with its page title (the public ones: sign-in-navigation.ts).
 * Pages are route-split with React.lazy; a page's download can start ahead of its render
 * (preloadRoute).
 */
import { matchPath } from 'react-router-dom';
import { lazyPage, type Page } from './lazy-page';
import { redirectAway } from './route-access';
import { readSession } from './session/session-store';
import { hasWebSession } from './session/web-session';

export const SilentSignInPage = lazyPage(
  () => import('../pages/session/signin/SilentSignInPage'),
  'SilentSignInPage',
);

const ReportsPage = lazyPage(() => import('../pages/reports/report'), 'ReportsPage');
// The insights calls and the charts' chunk start with the page's download (insights-query.ts), not
// after it: the page's module asks for the charts only once its own imports have arrived.
const InsightsPage = lazyPage(() => {
  void import('../pages/reports/insights/insights-query').then((m) => m.prefetchInsights());
  void import('../pages/reports/insights/InsightCharts').catch(() => undefined);
  return import('../pages/reports/insights');
}, 'InsightsPage');
const UsersListPage = lazyPage(
  () => import('../pages/users/list'),
  'UsersListPage',
  () => import('../pages/users/list/prefetch'),
);
const LegacyUserPage = lazyPage(() => import('../pages/users/create-legacy'), 'LegacyUserPage');
const NewUserPage = lazyPage(() => import('../pages/users/create-new'), 'NewUserPage');
const UserDetailsPage = lazyPage(() => import('../pages/users/details'), 'UserDetailsPage');
const ProfilePage = lazyPage(() => import('../pages/users/profile'), 'ProfilePage');
const FormsListPage = lazyPage(
  () => import('../pages/forms/list'),
  'FormsListPage',
  () => import('../pages/forms/list/prefetch'),
);
const FormBuilderPage = lazyPage(() => import('../pages/forms/builder'), 'FormBuilderPage');
const SubmittedPage = lazyPage(() => import('../pages/forms/submitted'), 'SubmittedPage');
const AssetsListPage = lazyPage(
  () => import('../pages/assets/list'),
  'AssetsListPage',
  () => import('../pages/assets/list/prefetch'),
);
const AssetDetailsPage = lazyPage(
  () => import('../pages/assets/details'),
  'AssetDetailsPage',
  () => import('../pages/assets/details/prefetch'),
);
const AddAssetPage = lazyPage(() => import('../pages/assets/upload'), 'AddAssetPage');
const HierarchyPage = lazyPage(() => import('../pages/assets/hierarchy'), 'HierarchyPage');
const ClusterPage = lazyPage(() => import('../pages/assets/cluster'), 'ClusterPage');
const DevicesPage = lazyPage(() => import('../pages/devices/list'), 'DevicesPage');
const DashboardPage = lazyPage(
  () => import('../pages/inspections/dashboard'),
  'DashboardPage',
  () => import('../pages/inspections/dashboard/prefetch'),
);
const PmListPage = lazyPage(
  () => import('../pages/pm/list'),
  'PmListPage',
  () => import('../pages/pm/list/prefetch'),
);
const PmCalendarPage = lazyPage(() => import('../pages/pm/calendar'), 'PmCalendarPage');
const InspectionsListPage = lazyPage(
  () => import('../pages/inspections/list'),
  'InspectionsListPage',
  () => import('../pages/inspections/list/prefetch'),
);
const InspectionDetailsPage = lazyPage(() => import('../pages/inspections/details'), 'InspectionDetailsPage');
const InspectionPhotoPage = lazyPage(() => import('../pages/inspections/photo'), 'InspectionPhotoPage');
const UploadInspectionsPage = lazyPage(() => import('../pages/inspections/upload'), 'UploadInspectionsPage');
const InspectionHistoryPage = lazyPage(() => import('../pages/inspections/history'), 'InspectionHistoryPage');
const InspectionPhotosPage = lazyPage(
  () => import('../pages/inspections/site-photos'),
  'InspectionPhotosPage',
);
const IssuesListPage = lazyPage(
  () => import('../pages/issues/list'),
  'IssuesListPage',
  () => import('../pages/issues/list/prefetch'),
);
const IssueDetailsPage = lazyPage(() => import('../pages/issues/details'), 'IssueDetailsPage');
const CreateIssuePage = lazyPage(() => import('../pages/issues/create'), 'CreateIssuePage');
const TasksPage = lazyPage(
  () => import('../pages/tasks/list'),
  'TasksPage',
  () => import('../pages/tasks/list/prefetch'),
);
const NotificationSettingsPage = lazyPage(
  () => import('../pages/pm-notifications/settings'),
  'NotificationSettingsPage',
);
const RequestsListPage = lazyPage(
  () => import('../pages/requests/list'),
  'RequestsListPage',
  () => import('../pages/requests/list/prefetch'),
);
const WorkOrdersListPage = lazyPage(
  () => import('../pages/workorders/list'),
  'WorkOrdersListPage',
  () => import('../pages/workorders/list/prefetch'),
);
const WorkOrderDetailsPage = lazyPage(() => import('../pages/workorders/details'), 'WorkOrderDetailsPage');
export const RequestPortalPage = lazyPage(() => import('../pages/requests/portal'), 'RequestPortalPage');
const PartsListPage = lazyPage(
  () => import('../pages/parts/list'),
  'PartsListPage',
  () => import('../pages/parts/list/prefetch'),
);
const PartDetailsPage = lazyPage(() => import('../pages/parts/details'), 'PartDetailsPage');
const ImportPartsPage = lazyPage(() => import('../pages/parts/import'), 'ImportPartsPage');
const ApiKeysPage = lazyPage(() => import('../pages/integrations/api-keys'), 'ApiKeysPage');
const MeterReadingsPage = lazyPage(() => import('../pages/integrations/meter-readings'), 'MeterReadingsPage');
const WebhooksPage = lazyPage(() => import('../pages/webhooks/list'), 'WebhooksPage');
const BrandingPage = lazyPage(() => import('../pages/tenancy/branding'), 'BrandingPage');
const FailureCodesPage = lazyPage(() => import('../pages/reliability/failure-codes'), 'FailureCodesPage');
const PmLibraryPage = lazyPage(
  () => import('../pages/pm-library/settings'),
  'PmLibraryPage',
  () => import('../pages/pm-library/settings/prefetch'),
);

export interface ProtectedRoute {
  path: string;
  title: string;
  /** The title instead when the URL has this search parameter (an edit mode on a create route). */
  titleWith?: { param: string; title: string };
  page: Page;
}

export const PROTECTED_ROUTES: ProtectedRoute[] = [
  { path: '/dashboard', title: 'Dashboard', page: DashboardPage },
  { path: '/assets', title: 'Assets', page: AssetsListPage },
  { path: '/assets/details/:assetId', title: 'Asset Details', page: AssetDetailsPage },
  { path: '/assets/upload', title: 'Add Asset', page: AddAssetPage },
  { path: '/hierarchy', title: 'Hierarchy', page: HierarchyPage },
  { path: '/cluster', title: 'Cluster', page: ClusterPage },
  { path: '/inspections', title: 'Inspections', page: InspectionsListPage },
  { path: '/inspections/details/:inspectionId', title: 'Inspection Details', page: InspectionDetailsPage },
  { path: '/inspections/photo/:inspectionId', title: 'Inspection Photos', page: InspectionPhotoPage },
  { path: '/inspections/upload', title: 'Upload Inspection Forms', page: UploadInspectionsPage },
  // The per-asset history page (spec 2.9 gives it no route of its own).
  { path: '/inspections/history', title: 'Inspection History', page: InspectionHistoryPage },
  { path: '/inspection-photos', title: 'Photos', page: InspectionPhotosPage },
  { path: '/submitted', title: 'Submitted', page: SubmittedPage },
  { path: '/inspection-forms', title: 'Inspection Forms', page: FormsListPage },
  {
    path: '/inspection-forms/create',
    title: 'Create Inspection Form',
    // The builder with ?form_id= edits a form (spec 2.10 'Update'; the spec shows no title for it).
    titleWith: { param: 'form_id', title: 'Edit Inspection Form' },
    page: FormBuilderPage,
  },
  { path: '/issues', title: 'Issues', page: IssuesListPage },
  { path: '/issues/details/:workOrderId', title: 'Issue Details', page: IssueDetailsPage },
  { path: '/issues/create/:type', title: 'Create Issue', page: CreateIssuePage },
  { path: '/reports', title: 'Reports', page: ReportsPage },
  { path: '/quickinsights', title: 'Insights', page: InsightsPage },
  { path: '/devices', title: 'Devices', page: DevicesPage },
  { path: '/users', title: 'Users', page: UsersListPage },
  { path: '/users/create', title: 'Create User', page: LegacyUserPage },
  { path: '/users/createnew', title: 'Create User', page: NewUserPage },
  { path: '/users/details/:uuid', title: 'User Details', page: UserDetailsPage },
  { path: '/profile', title: 'Profile', page: ProfilePage },
  { path: '/preventative-maintenance-list', title: 'Preventative Maintenance', page: PmListPage },
  { path: '/pm-calendar', title: 'PM Calendar', page: PmCalendarPage },
  {
    path: '/preventative-maintenance-settings',
    title: 'Preventative Maintenance Settings',
    page: PmLibraryPage,
  },
  { path: '/maintenance-requests', title: 'Requests', page: RequestsListPage },
  { path: '/notification-settings', title: 'Notifications settings', page: NotificationSettingsPage },
  { path: '/workorders', title: 'Work Orders', page: WorkOrdersListPage },
  { path: '/workorders/details/:id', title: 'Work Order Details', page: WorkOrderDetailsPage },
  { path: '/tasks', title: 'Tasks', page: TasksPage },
  { path: '/parts', title: 'Parts', page: PartsListPage },
  { path: '/parts/details/:id', title: 'Part Details', page: PartDetailsPage },
  { path: '/parts/import', title: 'Import Parts', page: ImportPartsPage },
  { path: '/failure-codes', title: 'Failure Codes', page: FailureCodesPage },
  { path: '/api-keys', title: 'API Keys', page: ApiKeysPage },
  { path: '/meter-readings', title: 'Meter Readings', page: MeterReadingsPage },
  { path: '/webhooks', title: 'Webhooks', page: WebhooksPage },
  { path: '/branding', title: 'Branding', page: BrandingPage },
];

/**
 * Starts the download of the protected page at this path and its first calls: at the boot of a
 * signed-in load, alongside the tenant call and the shell, rather than after both (the shell
 * renders the page). Only for a page the session may open (RequireSession's rule): another is
 * not shown, and its calls would be refused.
 */
export function preloadRoute(pathname: string) {
  const page = PROTECTED_ROUTES.find(({ path }) => matchPath(path, pathname))?.page;
  const session = readSession();
  if (!page || !hasWebSession(session)) return;
  if (redirectAway(pathname, session)) page.preload();
  else page.preloadWithData();
}

/** Spec 2.1: under these sections any other path goes to the section's base. */
export const SECTIONS_WITH_FALLBACK = ['/assets', '/inspections', '/issues', '/users'];

export interface RouteHandle {
  title: string;
  titleWith?: ProtectedRoute['titleWith'];
}
