/**
 * The reports endpoints (spec core 7 'Users, devices, reports'). The spec names the calls but
 * not their paths; these follow the project's other paths (`Inspection/FilterInspections`).
 * Yard is the spec's monthly report, Equipment Type its weekly one, Asset its weekly asset detail.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Role } from '../codes.js';
import { PM_READ_ROLES } from '../pm/api.js';
import { IssuesApi } from '../issues/api.js';
import { InspectionsApi } from '../inspections/api.js';
import { PartsApi } from '../parts/api.js';
import { AssetPmApi } from '../pm/api.js';
import { RequestsApi } from '../requests/api.js';
import { UsersApi } from '../users/api.js';
import { WorkOrdersApi } from '../workorders/api.js';
import { WEB_ROLES } from '../roles.js';
import { dataList, endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import {
  assetReportRow,
  checkStatusBody,
  equipmentTypeRow,
  executiveRow,
  generateHistoryBody,
  historyQuery,
  historyRow,
  insights,
  insightsQuery,
  latestHourRow,
  maintenanceRecordBody,
  reportAssetOption,
  reportAssetsQuery,
  reportRangeParams,
  yardRow,
} from './schemas.js';
import { EXPORT_LISTS, exportBodyOf, exportStatusBody, exportStatusRow, type ExportList } from './exports.js';
import { AssetsApi } from '../assets/api.js';
import { assetLabelJobBody } from '../assets/schemas.js';

/** Spec 2.13 and 6: managers the multi-report page, executives the single one; admins read reports too. */
export const REPORT_ROLES = [Role.Manager, Role.Executive, Role.CompanyAdmin, Role.SuperAdmin] as const;

/**
 * POST Report/Export<List>: one route per list, whose body is that list route's own schema plus
 * the format, and whose roles are that list route's (whoever reads the list exports it). One
 * route per list rather than one generic route taking the list's name: each contract stays typed
 * by its own list's schema (the web app's call, the OpenAPI document and the route-wide tests see
 * the real body), and each route's role check is its list's, before anything is queued.
 */
function listExport<Shape extends z.ZodRawShape>(
  name: `Export${string}`,
  what: string,
  list: ExportList<never, z.ZodObject<Shape>>,
  listRoute: { roles?: readonly number[] },
) {
  return endpoint({
    method: 'POST',
    path: `Report/${name}`,
    summary: `Queues an export of ${what} under its filter (every page) as .xlsx or .csv; answers the job, polled with CheckExportStatus`,
    auth: 'session',
    roles: listRoute.roles,
    body: lazySchema(() => exportBodyOf(list)),
    response: lazySchema(() => envelope(exportStatusRow)),
  });
}

export const ReportsApi = {
  maintenanceRecord: endpoint({
    method: 'POST',
    path: 'Report/AssetMaintenanceRecord',
    summary:
      "An asset's maintenance record as a PDF (issue 24): details, current meter, open issues, PM plan with next due, completion log, recent inspections",
    auth: 'session',
    // Those who read the asset's PM plan and completion log (shared/pm/api.ts), which it prints.
    roles: PM_READ_ROLES,
    body: maintenanceRecordBody,
    response: lazySchema(() => z.instanceof(Uint8Array)),
    file: { contentType: 'application/pdf' },
  }),
  yardReport: endpoint({
    method: 'GET',
    path: 'Report/GetMonthlyReport/{fromDate}/{toDate}',
    summary:
      "Yard report: each of the caller's sites with its submitted and approved inspections in the range (site days)",
    auth: 'session',
    roles: REPORT_ROLES,
    params: reportRangeParams,
    response: lazySchema(() => dataList(yardRow)),
  }),
  equipmentTypeReport: endpoint({
    method: 'GET',
    path: 'Report/GetWeeklyReport/{fromDate}/{toDate}',
    summary:
      'Equipment Type report: per site and asset type, submitted and approved inspections in the range',
    auth: 'session',
    roles: REPORT_ROLES,
    params: reportRangeParams,
    response: lazySchema(() => dataList(equipmentTypeRow)),
  }),
  assetReport: endpoint({
    method: 'GET',
    path: 'Report/GetWeeklyAssetReport/{fromDate}/{toDate}',
    summary: 'Asset report: per asset, the first and last meter reading in the range and its inspections',
    auth: 'session',
    roles: REPORT_ROLES,
    params: reportRangeParams,
    response: lazySchema(() => dataList(assetReportRow)),
  }),
  latestHourReading: endpoint({
    method: 'GET',
    path: 'Report/GetLatestHourReadingReport',
    summary:
      "Latest Hour Reading: each inspected asset of the caller's sites with its current meter hours and latest inspection",
    auth: 'session',
    roles: REPORT_ROLES,
    response: lazySchema(() => dataList(latestHourRow)),
  }),
  executiveReport: endpoint({
    method: 'GET',
    path: 'Report/GetLatestMeterHoursReportForExecutive',
    summary:
      'Executive latest meter hours: current hours, last-12-month usage and submitted inspections, first and latest inspection',
    auth: 'session',
    roles: REPORT_ROLES,
    response: lazySchema(() => dataList(executiveRow)),
  }),
  reportAssets: endpoint({
    method: 'GET',
    path: 'Report/GetReportAssets',
    summary: "The asset picker of the history report: the caller's sites' assets",
    auth: 'session',
    roles: REPORT_ROLES,
    query: reportAssetsQuery,
    response: lazySchema(() => dataList(reportAssetOption)),
  }),
  generateHistory: endpoint({
    method: 'POST',
    path: 'Report/GenerateInspectionOfAssetReport',
    summary: "Queues the asset's inspection history (InProgress 17) and answers the caller's history page",
    auth: 'session',
    roles: REPORT_ROLES,
    body: generateHistoryBody,
    response: lazySchema(() => listEnvelope(historyRow)),
  }),
  historyReports: endpoint({
    method: 'GET',
    path: 'Report/GetHistoryOfAssetReports',
    summary: "The caller's asset history reports, newest first",
    auth: 'session',
    roles: REPORT_ROLES,
    query: historyQuery,
    response: lazySchema(() => listEnvelope(historyRow)),
  }),
  checkStatus: endpoint({
    method: 'POST',
    path: 'Report/CheckReportStatus',
    summary: "The current rows of the caller's reports named (polled every 5 s while any is in progress)",
    auth: 'session',
    roles: REPORT_ROLES,
    body: checkStatusBody,
    response: lazySchema(() => dataList(historyRow)),
  }),
  exportIssues: listExport('ExportIssues', 'the issue list', EXPORT_LISTS.issues, IssuesApi.filterIssues),
  exportInspections: listExport(
    'ExportInspections',
    'the inspection list',
    EXPORT_LISTS.inspections,
    InspectionsApi.filterInspections,
  ),
  exportWorkOrders: listExport(
    'ExportWorkOrders',
    'the work order list',
    EXPORT_LISTS.workorders,
    WorkOrdersApi.getAllWorkOrders,
  ),
  exportRequests: listExport(
    'ExportRequests',
    'the maintenance request list',
    EXPORT_LISTS.requests,
    RequestsApi.getAllMaintenanceRequest,
  ),
  exportPms: listExport('ExportPms', 'the PM list', EXPORT_LISTS.pms, AssetPmApi.getPmList),
  exportParts: listExport('ExportParts', 'the parts list', EXPORT_LISTS.parts, PartsApi.filterParts),
  exportUsers: listExport('ExportUsers', 'the users list', EXPORT_LISTS.users, UsersApi.filterUsers),
  exportAssetLabels: endpoint({
    method: 'POST',
    path: 'Report/ExportAssetLabels',
    summary:
      'Queues the label sheet (Assetlist.pdf) of a selection too large to draw in one request; answers the job, polled with CheckExportStatus (labels drawn of total)',
    auth: 'session',
    // Whoever may print the labels in one request.
    roles: AssetsApi.generateBarcode.roles,
    body: assetLabelJobBody,
    response: lazySchema(() => envelope(exportStatusRow)),
  }),
  exportStatus: endpoint({
    method: 'POST',
    path: 'Report/CheckExportStatus',
    summary: "One of the caller's list exports: its status, and a download link once Completed",
    auth: 'session',
    roles: WEB_ROLES,
    body: exportStatusBody,
    response: lazySchema(() => envelope(exportStatusRow)),
  }),
  insights: endpoint({
    method: 'GET',
    path: 'Report/GetInsights',
    summary: "Built-in insights over the roll-ups of the caller's sites (company, site and date filters)",
    auth: 'session',
    roles: REPORT_ROLES,
    query: insightsQuery,
    response: lazySchema(() => envelope(insights)),
  }),
  quickSightUrl: endpoint({
    method: 'GET',
    path: 'User/GetQuickSightUrl',
    summary:
      "The embed URL of the configured analytics dashboard for the caller's tenant, company and sites; '' when none is configured (the page shows the built-in insights)",
    auth: 'session',
    roles: REPORT_ROLES,
    response: lazySchema(() => envelope(z.string())),
  }),
};
