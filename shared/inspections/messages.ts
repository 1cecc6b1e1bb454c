import { AssetMessages } from '../assets/messages.js';
import { IMPORT_SYNC_MAX_ROWS } from '../common/import-jobs.js';
import { tooLong } from '../messages.js';

/** The inspections texts of the spec (core 2.4, 2.9, 4, 5, 8), typos kept, and the operator API's own. */
export const InspectionMessages = {
  // spec 5 'Approve'
  meterHoursRequired: 'Meter hours is required',
  managerNoteRequired: 'Manager note is required !',
  // spec 2.4 / 8: the popup when an earlier pending inspection of the same asset exists
  pendingInspectionTitle: 'Pending Inspection',
  verifyPreviousPending: 'Please first verify previous pending inspections',
  approved: 'Inspection approved successfully !',
  // spec 2.9
  noteImportant: 'Note marked as important !',
  noPhotos: 'No photos',
  // spec 5 'Inspection forms upload' and 8
  uploadFileRequired: 'Please select file',
  uploadFileFormat: 'Kindly select file with proper format',
  uploadCompanyRequired: 'Please select company',
  uploaded: 'Inspection forms uploaded successfully',
  // not in the spec: a refused upload row's reason (data.problems)
  uploadAssetUnknown: 'No asset with this internal id in the company',
  uploadDateInvalid: 'Inspection date must be a date (YYYY-MM-DD)',
  uploadDateFuture: 'Inspection date can not be in the future',
  uploadOperatorUnknown: 'No user of the company with this username',
  // spec 5 'History page'
  historyAssetRequired: 'Please select an Asset first !',
  // spec 8: the history of an asset with no inspections
  noDataForAsset: (assetName: string) => `No data found for ${assetName}`,
  // spec 8 empty option lists of the inspection list's filters (asset, company, site, status: the assets' texts)
  noShift: 'No shift found',
  noOperator: 'No operator found',
  noSupervisor: 'No supervisor found',
  // not in the spec: the server's refusals
  inspectionNotFound: 'Inspection not found',
  managersOnly: 'Only a manager can approve inspections',
  notPending: 'Only a pending inspection can be approved',
  approveNotAllowed: 'This site does not approve inspections',
  meterHoursInteger: 'Meter hours must be a whole number',
  meterHoursNegative: 'Meter hours cannot be negative !',
  /** The assets' text: one limit (assets rules METER_HOURS_MAX), one wording. */
  meterHoursTooHigh: AssetMessages.meterTooHigh,
  // ours: the shared too-long wording
  managerNotesTooLong: (max: number) => tooLong('Manager Notes', max),
  operatorNotesTooLong: (max: number) => tooLong('Operator Notes', max),
  // the operator API (not in the spec: the mobile flow is ours to design)
  assetNotInspectable: 'This asset cannot be inspected: it is not active',
  assetInUse: 'This asset is checked out by another operator',
  alreadySubmitted: 'This inspection has already been submitted',
  notYourInspection: 'This inspection belongs to another operator',
  shiftRequired: 'Shift is required',
  shiftInvalid: (shifts: readonly number[]) =>
    `Shift must be ${shifts.slice(0, -1).join(', ')} or ${shifts.at(-1)}`,
  attributeMissing: 'Every checklist item needs an answer',
  attributeUnknown: 'An answer names an item that is not on the checklist',
  attributeValueInvalid: 'An answer is not one of the item\u2019s choices',
  photoTypeInvalid: 'Photos must be JPEG, PNG or WebP images',
  photoTooLarge: 'A photo may be at most 10 MB',
  photoMissing: 'A photo was not uploaded',
  tooManyPhotos: 'An inspection may have at most 20 photos',
  notCheckedOut: 'This asset is not checked out',
  checkedIn: 'Asset checked in',
  // the field app's sync fields (client_request_id, device_time) and its conflicts (rules.ts 'Field sync')
  clientRequestIdInvalid: 'client_request_id must be a UUID',
  deviceTimeInvalid: 'device_time must be a date and time with its UTC offset (ISO 8601)',
  /** Conflict (d), a sync only: an item added to the checklist (or whose choices changed) after the device copied it. */
  checklistItemUnanswered: (name: string) => `The checklist has changed: "${name}" needs an answer`,
  checklistItemChoiceChanged: (name: string) =>
    `The checklist has changed: the answer to "${name}" is not one of its choices`,
  /** The manager's inspection detail when the device's submit time and the server's receive time differ. */
  submittedOffline: (submitted: string, synced: string) =>
    `Submitted offline at ${submitted}, synced at ${synced}`,
} as const;

/**
 * Ours: the inspection-forms import job (a file over IMPORT_SYNC_MAX_ROWS rows; a web page of
 * managers and admins, not the field app: no Spanish). The job calls' own texts are shared/common/import-jobs.ts.
 */
export const InspectionImportMessages = {
  /** Inspection/UploadInspectionForms given more rows than one request takes (413). */
  useImportJob: `A file of more than ${IMPORT_SYNC_MAX_ROWS} rows is imported as a job: upload it with Inspection/ImportUploadUrl, then start it with Inspection/StartInspectionImport !`,
  started: 'Import started: the inspections are being written',
  doneHeading: 'Inspection forms import finished',
  failedHeading: 'Inspection forms import failed',
  done: (created: number, file: string) =>
    `${created.toLocaleString('en-US')} ${created === 1 ? 'inspection' : 'inspections'} imported from ${file}`,
  refused: (rows: number, file: string) =>
    `${file}: ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row has' : 'rows have'} problems, nothing was written`,
} as const;
