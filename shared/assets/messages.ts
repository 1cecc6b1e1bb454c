/** Texts of the assets screens and calls (spec core 5, 8), typos as written there. */
import { IMPORT_SYNC_MAX_ROWS, ImportJobMessages } from '../common/import-jobs.js';
import { tooLong } from '../messages.js';

export const AssetMessages = {
  // manual add (spec 5)
  internalIdRequired: 'Internal Asset ID is required !',
  internalIdDigits: 'Internal Asset ID should contains only numbers !',
  nameRequired: 'Asset Name is required !',
  inspectionFormRequired: 'Inspection Form is required !',
  // spreadsheet rows (spec 5)
  assetTypeRequired: 'Asset Type is required !',
  productNameRequired: 'Product Name is required !',
  modelNameRequired: 'Model Number is required !',
  modelYearRequired: 'Model Year is required !',
  modelYearDigits: 'Model Year should contains only numbers !',
  serialRequired: 'Serial No. is required !',
  currentStageRequired: 'Current Stage is required !',
  // spreadsheet file (spec 5)
  fileRequired: 'Please select a File !',
  fileFormat: 'Please select a file with proper format/extension !',
  fileEmpty: 'No data found in the file while parsing !',
  // ours: what the spec leaves unsaid about a row
  modelYearLength: 'Model Year should be 4 digits !',
  internalIdTaken: 'Internal Asset ID already exists !',
  internalIdRepeated: 'Internal Asset ID is repeated in the file !',
  inspectionFormUnknown: 'Inspection Form not found for this company !',
  siteUnknown: 'Functional location is not a site of this company !',
  siteRequired: 'Site is required !',
  companyRequired: 'Please select company',
  parentUnknown: 'Parent asset not found !',
  childUnknown: 'Child asset not found in the file !',
  childTwice: 'A child asset can have only one parent !',
  childCycle: 'An asset cannot be its own parent or child !',
  tooManyRows: 'A file can add at most 5000 assets at a time !',
  // ours: the import job (a file over IMPORT_SYNC_MAX_ROWS rows)
  importIdInvalid: ImportJobMessages.idInvalid,
  importTooLarge: ImportJobMessages.tooLarge,
  importUploadMissing: ImportJobMessages.uploadMissing,
  importNotFound: ImportJobMessages.notFound,
  importAlreadyStarted: ImportJobMessages.alreadyStarted,
  importStarted: 'Import started: the assets are being written',
  /** Asset/BulkUploadAssets given more rows than one request takes (413). */
  useImportJob: `A file of more than ${IMPORT_SYNC_MAX_ROWS} rows is imported as a job: upload it with Asset/ImportUploadUrl, then start it with Asset/StartAssetImport !`,
  importFailed: ImportJobMessages.failed,
  importDoneHeading: 'Asset import finished',
  importFailedHeading: 'Asset import failed',
  importDone: (created: number, file: string) =>
    `${created.toLocaleString('en-US')} ${created === 1 ? 'asset' : 'assets'} imported from ${file}`,
  importRefused: (rows: number, file: string) =>
    `${file}: ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row has' : 'rows have'} problems, nothing was written`,
  // meter hours (spec 5, 8) and ours for a lower reading
  meterRequired: 'Meter hours are required !',
  meterNegative: 'Meter hours cannot be negative !',
  meterWhole: 'Meter hours must be a whole number !',
  tooLong,
  // ours (worded like maintenance spec 8 'Minutes can not be more than 59 !'): rules.ts METER_HOURS_MAX
  meterTooHigh: (max: number) => `Meter hours can not be more than ${max.toLocaleString('en-US')} !`,
  meterBelowLast: (last: number) => `Meter hours cannot be less than the last reading (${last}) !`,
  meterInactive: 'Meter Hours cannot be updated as Asset is been Inactive',
  assetInactive: 'Asset cannot be updated in Inactive state',
  statusRequired: 'Status is required !',
  // lists and labels (spec 5, 8)
  selectAtLeastOneAsset: 'Please select atleast one asset',
  assetNotFound: 'Asset not found',
  errorFetchingAssets: 'Error in fetching Assets',
  // successes (spec 8)
  uploaded: 'Assets uploaded successfully',
  added: 'Asset added successfully !',
  updated: 'Asset updated successfully !',
  meterUpdated: 'Meter hours successfully updated',
  // empty option lists (spec 8)
  noAsset: 'No asset found',
  noCompany: 'No company found',
  noModel: 'No model found',
  noYear: 'No year found',
  noStatus: 'No status found',
  noSite: 'No site found',
} as const;
