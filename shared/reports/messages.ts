/** The reports' texts, exactly as spec core 5 and 8 write them (typos included). */
export const ReportMessages = {
  selectReport: 'Please select report',
  selectFromDate: 'Please select from date',
  validDate: 'Please select valid date',
  selectToDate: 'Please select to date',
  oneYear: 'Maximum difference beetween from date and to date should be 1 year',
  fromBeforeTo: 'From date should be less than todate',
  toAfterFrom: 'To date should be greater than from date',
  selectAsset: 'Please select asset no',
  ninetyDays: 'Please select the date range of 90 days only',
  executiveTypeRequired: 'Report Type is required !',
  noData: 'No data found',
  reportQueued: 'Report generation started',
  assetNotFound: 'Asset not found',
  reportNotFound: 'Report not found',
  insightsNotConfigured: 'Insights dashboard is not configured',
  /** User/GetQuickSightUrl when QuickSight fails (not in the spec; our wording). */
  insightsUnavailable: 'Insights dashboard is not available, please try again later',
} as const;

/**
 * The asset maintenance record (issue 24): a one-click PDF of an asset's details, current meter,
 * open issues, PM plan with next due, completion log and recent inspections.
 */
export const MaintenanceRecordTexts = {
  button: 'Maintenance record (PDF)',
  title: 'Asset maintenance record',
  details: 'Asset details',
  openIssues: 'Open issues',
  noOpenIssues: 'No open issues',
  pmPlan: 'PM plan',
  noPms: 'No PMs',
  completionLog: 'Completion log',
  noCompletions: 'No completions yet',
  recentInspections: 'Recent inspections',
  noInspections: 'No inspections',
  /** 'Maintenance record 1042.pdf' (the internal id, made safe for a file name). */
  fileName: (internalAssetId: string) =>
    `Maintenance record ${internalAssetId.replace(/[^A-Za-z0-9 ._-]/g, '-')}.pdf`,
} as const;
/** How many of the asset's newest inspections the record lists. */
export const MAINTENANCE_RECORD_INSPECTIONS = 10;
