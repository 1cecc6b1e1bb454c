/** Sample calls of the reports routes for the route-wide tests (test-support/samples.ts), as the demo manager at Reno Yard (site 2). */
import { dayjs, DATE_ONLY } from '#shared/dates.js';
import { AssetMessages } from '#shared/assets/messages.js';
import { LABEL_JOB_MAX } from '#shared/assets/rules.js';
import { Messages, tooLong } from '#shared/messages.js';
import { SEARCH_MAX } from '#shared/common/readers.js';
import { ReportMessages } from '#shared/reports/messages.js';
import { Sub as AssetSub } from '#functions/assets/listing.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { readEntries } from '#functions/assets/store/list-index.js';
import { createReportJob, finishReportJob, getReportJob, nextReportId, ReportType } from './store.js';
import { asManager, type DomainSamples } from '#functions/test-support/samples.js';

const to = () => dayjs().utc().subtract(1, 'day').format(DATE_ONLY);
const from = () => dayjs().utc().subtract(60, 'day').format(DATE_ONLY);
const range = () => ({ pathParameters: { fromDate: from(), toDate: to() } });
const history = (internalId: string) => ({
  requested_by: '',
  internal_asset_id: internalId,
  from_date: from(),
  to_date: to(),
  pagesize: 20,
  pageindex: 1,
});

/** Issue/FilterIssues' body as the /issues list sends it, with the export's format. */
const issueExport = (format: string) => ({
  pagesize: 20,
  pageindex: 1,
  status: [12, 13, 14],
  search_string: '',
  format,
});

/** Each other list's body as its page sends it (the list route's own schema), with the export's format. */
const LIST_BODIES = {
  'Report/ExportInspections': { pagesize: 20, pageindex: 1, status: 0, search_string: '' },
  'Report/ExportWorkOrders': { pageIndex: 1, pageSize: 20, status: [], priority: [], search_string: '' },
  'Report/ExportRequests': { pageIndex: 1, pageSize: 20, mr_filter_type: 0, type: 0, search_string: '' },
  'Report/ExportPms': { pageIndex: 1, pageSize: 20, pm_filter_type: 0, search_string: '' },
  'Report/ExportParts': { pagesize: 20, pageindex: 1, search_string: '', status: 'active' },
  'Report/ExportUsers': { pagesize: 20, pageindex: 1, search_string: '', status: 0 },
} as const;
type ListExportPath = keyof typeof LIST_BODIES;
const listExport = (path: ListExportPath, format: string) => ({ ...LIST_BODIES[path], format });
const LIST_EXPORTS = Object.keys(LIST_BODIES) as ListExportPath[];
const eachListExport = <T>(make: (path: ListExportPath) => T) =>
  Object.fromEntries(LIST_EXPORTS.map((path) => [path, make(path)]));
const eachListExportRoute = <T>(make: (path: ListExportPath) => T) =>
  Object.fromEntries(LIST_EXPORTS.map((path) => [`POST ${path}`, make(path)]));

export const reportSamples: DomainSamples = {
  /** An asset of Reno Yard for the history report. */
  prepare: async (f) => {
    const entries = await readEntries('demo', 1, AssetSub.site(2));
    const [asset] = await getAssets(
      'demo',
      entries.slice(0, 1).map((e) => e.asset_id),
    );
    f.extra.reportAsset = asset.internal_asset_id;
    f.extra.recordAsset = asset.asset_id;
    // A finished export of the manager's, for CheckExportStatus (off the queue: no runner takes it).
    const exportId = await nextReportId('demo');
    await createReportJob({
      tenant: 'demo',
      report_id: exportId,
      report_type: ReportType.ListExport,
      requested_by: f.manager.uuid,
      internal_asset_id: '',
      from_date: '',
      to_date: '',
      list_name: 'issues',
      export_format: 'csv',
      export_filter: '{}',
      role_id: 1,
      site_id: 2,
    });
    const job = await getReportJob('demo', exportId);
    await finishReportJob(job!, { fileKey: `reports/demo/${exportId}/Issues.csv`, rowCount: 0 }, new Date());
    f.extra.exportId = exportId;
  },
  contract: {
    'GET Report/GetMonthlyReport/{fromDate}/{toDate}': [(f) => asManager(f, range())],
    'GET Report/GetWeeklyReport/{fromDate}/{toDate}': [(f) => asManager(f, range())],
    'GET Report/GetWeeklyAssetReport/{fromDate}/{toDate}': [(f) => asManager(f, range())],
    'GET Report/GetLatestHourReadingReport': [(f) => asManager(f)],
    'GET Report/GetLatestMeterHoursReportForExecutive': [(f) => asManager(f)],
    'GET Report/GetReportAssets': [(f) => asManager(f, { query: { search_string: '' } })],
    'POST Report/GenerateInspectionOfAssetReport': [
      (f) => asManager(f, { body: history(String(f.extra.reportAsset)) }),
    ],
    'GET Report/GetHistoryOfAssetReports': [
      (f) => asManager(f, { query: { pagesize: '20', pageindex: '1' } }),
    ],
    'POST Report/CheckReportStatus': [(f) => asManager(f, { body: { reports_id: [1, 2] } })],
    'GET Report/GetInsights': [(f) => asManager(f, { query: { from_date: from(), to_date: to() } })],
    'POST Report/CheckExportStatus': [(f) => asManager(f, { body: { export_id: f.extra.exportId } })],
    'POST Report/ExportIssues': [
      (f) => asManager(f, { body: issueExport('xlsx') }),
      (f) => asManager(f, { body: issueExport('csv') }),
    ],
    ...eachListExportRoute((path) => [
      (f: Parameters<typeof asManager>[0]) => asManager(f, { body: listExport(path, 'xlsx') }),
      (f: Parameters<typeof asManager>[0]) => asManager(f, { body: listExport(path, 'csv') }),
    ]),
    'POST Report/ExportAssetLabels': [(f) => asManager(f, { body: { assetList: [f.extra.recordAsset] } })],
    'GET User/GetQuickSightUrl': [(f) => asManager(f)],
    'POST Report/AssetMaintenanceRecord': [
      (f) => ({
        ...asManager(f, { body: { asset_id: f.extra.recordAsset } }),
        expectFile: 'application/pdf',
      }),
    ],
  },
  isolation: {
    'Report/GetMonthlyReport/{fromDate}/{toDate}': range(),
    'Report/GetWeeklyReport/{fromDate}/{toDate}': range(),
    'Report/GetWeeklyAssetReport/{fromDate}/{toDate}': range(),
    'Report/GetReportAssets': { query: { search_string: '' } },
    'Report/GenerateInspectionOfAssetReport': { body: history('1') },
    'Report/GetHistoryOfAssetReports': { query: { pagesize: '20', pageindex: '1' } },
    'Report/CheckReportStatus': { body: { reports_id: [1] } },
    'Report/GetInsights': { query: { from_date: from(), to_date: to() } },
    'Report/ExportIssues': { body: issueExport('csv') },
    ...eachListExport((path) => ({ body: listExport(path, 'csv') })),
    'Report/ExportAssetLabels': { body: { assetList: [1] } },
    'Report/CheckExportStatus': { body: { export_id: 1 } },
    'Report/AssetMaintenanceRecord': { body: { asset_id: 1 } },
  },
  badInput: {
    'POST Report/ExportIssues': [
      {
        role: 'manager',
        request: { body: issueExport('pdf') },
        status: 400,
        message: Messages.invalidRequest,
      },
      {
        role: 'manager',
        request: { body: { pagesize: 20, pageindex: 1 } },
        status: 400,
        message: Messages.invalidRequest,
      },
    ],
    // Each list's export: an unknown format, and the list's own schema's refusal of its filter.
    ...eachListExportRoute((path) => [
      {
        role: 'manager' as const,
        request: { body: listExport(path, 'pdf') },
        status: 400,
        message: Messages.invalidRequest,
      },
      {
        role: 'manager' as const,
        request: { body: { ...listExport(path, 'csv'), search_string: 'x'.repeat(SEARCH_MAX + 1) } },
        status: 400,
        message: tooLong('Search', SEARCH_MAX),
      },
    ]),
    'POST Report/ExportAssetLabels': [
      { role: 'manager', request: { body: {} }, status: 400, message: AssetMessages.selectAtLeastOneAsset },
      {
        role: 'manager',
        request: { body: { assetList: Array.from({ length: LABEL_JOB_MAX + 1 }, (_, i) => i + 1) } },
        status: 400,
        message: Messages.invalidRequest,
      },
      {
        role: 'manager',
        request: { body: { assetList: ['x'] } },
        status: 400,
        message: AssetMessages.assetNotFound,
      },
    ],
    'POST Report/CheckExportStatus': [
      {
        role: 'manager',
        request: { body: { export_id: 'x' } },
        status: 400,
        message: Messages.invalidRequest,
      },
      { role: 'manager', request: { body: {} }, status: 400, message: Messages.invalidRequest },
    ],
    'POST Report/AssetMaintenanceRecord': [
      { role: 'manager', request: { body: {} }, status: 400, message: ReportMessages.assetNotFound },
      {
        role: 'manager',
        request: { body: { asset_id: 'x1' } },
        status: 400,
        message: ReportMessages.assetNotFound,
      },
      {
        role: 'manager',
        request: { body: { asset_id: -4 } },
        status: 400,
        message: ReportMessages.assetNotFound,
      },
    ],
  },
};
