/**
 * The asset PM endpoints (spec maintenance 7 'PM'; core-platform 7 dashboard PM calls). The spec
 * names AssetPM/DashboardPendingPMItems and AssetPM/UpdateTaskStatus; the other paths are not shown
 * and follow them under `AssetPM/`. Reading (list, options, metrics, an asset's plan) is for
 * managers and executives (spec 1: executives see PM lists), the list and calendar also for company
 * admins (PM_LIST_ROLES says why); changing is for managers (spec 6).
 */
import { lazySchema } from '../common/lazy-schema.js';
import { Role, type RoleId } from '../codes.js';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import {
  addedPlan,
  assetPlan,
  assetPmItem,
  completedPm,
  completionLog,
  completionLogParams,
  completionLogQuery,
  deletedAssetPm,
  removedPlan,
  updatedTaskStatus,
} from './detail-schemas.js';
import {
  addPlanToAssetBody,
  assetPlanParams,
  assetPmIdParams,
  assetPmPlanIdParams,
  createAssetPmBody,
  duplicateAssetPmBody,
  markCompleteBody,
  updateAssetPmBody,
  updateTaskStatusBody,
} from './schemas.js';
import { pmCalendar, pmCalendarQuery, reschedulePmBody } from './calendar-schemas.js';
import {
  dashboardPendingPms,
  pmAssetOption,
  pmListBody,
  pmListRow,
  pmMetrics,
  pmMetricsQuery,
  pmOptionBody,
  pmPlanOption,
  pmSiteOption,
  pmTitleOption,
} from './list-schemas.js';

export const PM_READ_ROLES: readonly RoleId[] = [Role.Manager, Role.Executive];
export const PM_WRITE_ROLES: readonly RoleId[] = [Role.Manager];
/**
 * The PM list (its options and tiles) and the PM calendar. maintenance.md 1 says the maintenance
 * area 'lets managers, executives and company admins plan and track upkeep of assets', while its
 * route table marks the list '(manager)' and section 6 gives company admins 'PM settings, Tasks'.
 * Our reading (issue 24): company admins plan in the PM library and track in the PM list and
 * calendar, read-only as executives do (PM_WRITE_ROLES still refuses their writes). An asset's PM
 * plan tab and its completion log stay with PM_READ_ROLES (section 6: the tab is the manager's).
 */
export const PM_LIST_ROLES: readonly RoleId[] = [...PM_READ_ROLES, Role.CompanyAdmin];

const option = <T extends Parameters<typeof listEnvelope>[0]>(path: string, what: string, row: T) =>
  endpoint({
    method: 'POST',
    path: `AssetPM/${path}`,
    summary: `The PM list's ${what} filter options (page 20)`,
    auth: 'session',
    roles: PM_LIST_ROLES,
    body: pmOptionBody,
    response: lazySchema(() => listEnvelope(row)),
  });

export const AssetPmApi = {
  getPmList: endpoint({
    method: 'POST',
    path: 'AssetPM/GetAllAssetPMs',
    summary:
      'One page of the asset PMs in the active site scope (open ones soonest due first; completed newest first), read by key',
    auth: 'session',
    roles: PM_LIST_ROLES,
    body: pmListBody,
    response: lazySchema(() => listEnvelope(pmListRow)),
  }),
  titleOptions: option('GetPMTitleOptions', 'PM title', pmTitleOption),
  assetOptions: option('GetPMAssetOptions', 'asset', pmAssetOption),
  planOptions: option('GetPMPlanOptions', 'plan', pmPlanOption),
  siteOptions: option('GetPMSiteOptions', 'site', pmSiteOption),
  getPmMetrics: endpoint({
    method: 'GET',
    path: 'AssetPM/GetPMMetrics',
    summary: 'The PM tiles (Overdue, In Progress, Waiting, Open) and compliance, from per-site counters',
    auth: 'session',
    roles: PM_LIST_ROLES,
    query: pmMetricsQuery,
    response: lazySchema(() => envelope(pmMetrics).extend(pmMetrics.shape)),
  }),
  getAssetPlan: endpoint({
    method: 'GET',
    path: 'AssetPM/GetAssetPMPlan/{assetId}/{filter}',
    summary: "An asset's PM plan tab: its plan and its PMs (0 All, 1 Upcoming, 2 Completed)",
    auth: 'session',
    roles: PM_READ_ROLES,
    params: assetPlanParams,
    response: lazySchema(() => envelope(assetPlan)),
  }),
  addPlanToAsset: endpoint({
    method: 'POST',
    path: 'AssetPM/AddPlanToAsset',
    summary:
      "Assigns a library plan to an asset: the plan's PMs become the asset's PMs, each with its first trigger",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: addPlanToAssetBody,
    response: lazySchema(() => envelope(addedPlan)),
  }),
  removePlan: endpoint({
    method: 'GET',
    path: 'AssetPM/RemovePlan/{asset_pm_plan_id}',
    summary:
      "Removes an asset's plan and the PMs that came with it (their open triggers close; completions stay in the history)",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    params: assetPmPlanIdParams,
    response: lazySchema(() => envelope(removedPlan)),
  }),
  addAssetPm: endpoint({
    method: 'POST',
    path: 'AssetPM/AddAssetPM',
    summary: 'Creates an asset PM (or the copy of a duplicate) with its first trigger',
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: createAssetPmBody,
    response: lazySchema(() => envelope(assetPmItem)),
  }),
  duplicateAssetPm: endpoint({
    method: 'POST',
    path: 'AssetPM/DuplicateAssetPM',
    summary: "Copies an asset PM as 'Duplicate - <title>' with a fresh first trigger",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: duplicateAssetPmBody,
    response: lazySchema(() => envelope(assetPmItem)),
  }),
  updateAssetPm: endpoint({
    method: 'POST',
    path: 'AssetPM/UpdateAssetPM',
    summary:
      'Edits an asset PM: fields, status (Open, Waiting, In Progress), schedule (re-plans its open trigger)',
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: updateAssetPmBody,
    response: lazySchema(() => envelope(assetPmItem)),
  }),
  deleteAssetPm: endpoint({
    method: 'DELETE',
    path: 'AssetPM/DeleteAssetPM/{asset_pm_id}',
    summary: 'Deletes an asset PM and its open trigger',
    auth: 'session',
    roles: PM_WRITE_ROLES,
    params: assetPmIdParams,
    response: lazySchema(() => envelope(deletedAssetPm)),
  }),
  markComplete: endpoint({
    method: 'POST',
    path: 'AssetPM/MarkComplete',
    summary: "Completes an asset PM's open trigger; a recurring PM's next trigger opens from the completion",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: markCompleteBody,
    response: lazySchema(() => envelope(completedPm)),
  }),
  updateTaskStatus: endpoint({
    method: 'POST',
    path: 'AssetPM/UpdateTaskStatus',
    summary:
      "Sets a trigger task's status (35 New, 36 In Progress, 37 Waiting, 38 Completed); the last task completed completes the trigger",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: updateTaskStatusBody,
    response: lazySchema(() => envelope(updatedTaskStatus)),
  }),
  getCompletionLog: endpoint({
    method: 'GET',
    path: 'AssetPM/GetCompletionLog/{assetId}',
    summary:
      "An asset's completion log (every completion of its PMs, newest first; one PM's with asset_pm_id), read by key",
    auth: 'session',
    roles: PM_READ_ROLES,
    params: completionLogParams,
    query: completionLogQuery,
    response: lazySchema(() => envelope(completionLog)),
  }),
  getPmCalendar: endpoint({
    method: 'GET',
    path: 'AssetPM/GetPMCalendar',
    summary:
      "The PM calendar: open PMs of the active site scope (or one of its sites) placed on days from..to (due day, or the meter usage forecast), read by key ranges of the sites' PM list partitions; meter PMs without usage history apart",
    auth: 'session',
    roles: PM_LIST_ROLES,
    query: pmCalendarQuery,
    response: lazySchema(() => envelope(pmCalendar)),
  }),
  reschedulePm: endpoint({
    method: 'POST',
    path: 'AssetPM/ReschedulePM',
    summary:
      "Moves a one-time PM's due day (the calendar's drag); refused for a recurring or meter-only PM and for a past day",
    auth: 'session',
    roles: PM_WRITE_ROLES,
    body: reschedulePmBody,
    response: lazySchema(() => envelope(assetPmItem)),
  }),
  dashboardPendingPmItems: endpoint({
    method: 'GET',
    path: 'AssetPM/DashboardPendingPMItems',
    summary: "The dashboard's Upcoming PMs card: counts and the next few open PMs of the active site",
    auth: 'session',
    roles: PM_READ_ROLES,
    response: lazySchema(() => envelope(dashboardPendingPms)),
  }),
  dashboardPendingPmList: endpoint({
    method: 'POST',
    path: 'AssetPM/DashboardPendingPMItems',
    summary: "The dashboard's pending PM items: the PM list's Current/Upcoming page (reads data.listsize)",
    auth: 'session',
    roles: PM_READ_ROLES,
    body: pmListBody,
    response: lazySchema(() => listEnvelope(pmListRow)),
  }),
};
