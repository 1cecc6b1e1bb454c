/**
 * The inspections endpoints (spec core 7 'Inspections', 'Dashboard') and the operator API of the
 * mobile app. The operator's flow: GetAssetsForUser -> CheckoutAsset (records the checkout
 * request time, returns the checklist) -> PhotoUploadUrl per photo, PUT to S3 -> SubmitInspection
 * (Pending 8, issues for new failed items, managers notified) -> the manager approves (the asset
 * is then checked out to the operator) -> CheckinAsset when it comes back.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import {
  importHistoryParams,
  importParams,
  importProblems,
  importRow,
  importUpload,
} from '../common/import-jobs.js';
import {
  DASHBOARD_ROLES,
  INSPECTION_APPROVE_ROLES,
  INSPECTION_READ_ROLES,
  INSPECTION_UPLOAD_ROLES,
  OPERATOR_ROLES,
} from './rules.js';
import {
  approvalBody,
  approved,
  dashboardData,
  inspectionDetail,
  inspectionParams,
} from './detail-schemas.js';
import {
  assetHistoryBody,
  assetHistoryData,
  inspectionPhoto,
  photoListBody,
  inspectionImportUploadBody,
  startInspectionImportBody,
  uploadBody,
  uploadResult,
} from './upload-schemas.js';
import {
  checkedIn,
  checkedOut,
  checkinBody,
  checkoutBody,
  operatorAsset,
  operatorParams,
  photoUpload,
  photoUploadBody,
  submitBody,
  submitted,
} from './schemas.js';
import {
  inspectionAssetOption,
  inspectionCompanyOption,
  inspectionListBody,
  inspectionOperatorOption,
  inspectionOptionBody,
  inspectionRow,
  inspectionShiftOption,
  inspectionSiteOption,
  inspectionSupervisorOption,
} from './list-schemas.js';

const option = <T extends z.ZodType>(path: string, what: string, row: T) =>
  endpoint({
    method: 'POST',
    path: `Inspection/${path}`,
    summary: `The inspection list's ${what} filter options (page 20)`,
    auth: 'session',
    roles: INSPECTION_READ_ROLES,
    body: inspectionOptionBody,
    response: lazySchema(() => listEnvelope(row)),
  });

export const InspectionsApi = {
  // ---- the operator API (mobile) ----
  getAssetsForUser: endpoint({
    method: 'GET',
    path: 'Inspection/GetAssetsForUser/{uuid}',
    summary:
      "The active assets of the operator's active site they may inspect, with their checkout state (the caller's own uuid only)",
    auth: 'session',
    roles: OPERATOR_ROLES,
    params: operatorParams,
    response: lazySchema(() => envelope(z.array(operatorAsset))),
  }),
  checkoutAsset: endpoint({
    method: 'POST',
    path: 'Inspection/CheckoutAsset',
    summary:
      'Starts an inspection of an active asset: records the checkout request time and returns the checklist (idempotent for the same operator)',
    auth: 'session',
    roles: OPERATOR_ROLES,
    body: checkoutBody,
    response: lazySchema(() => envelope(checkedOut)),
  }),
  photoUploadUrl: endpoint({
    method: 'POST',
    path: 'Inspection/PhotoUploadUrl',
    summary:
      'A presigned PUT URL for one photo of a draft inspection (JPEG, PNG or WebP, at most 10 MB; type and size are signed)',
    auth: 'session',
    roles: OPERATOR_ROLES,
    body: photoUploadBody,
    response: lazySchema(() => envelope(photoUpload)),
  }),
  submitInspection: endpoint({
    method: 'POST',
    path: 'Inspection/SubmitInspection',
    summary:
      "Submits the checklist answers: Pending (8), an issue per new failed item in the same write, the site's managers notified",
    auth: 'session',
    roles: OPERATOR_ROLES,
    body: submitBody,
    response: lazySchema(() => envelope(submitted)),
  }),
  checkinAsset: endpoint({
    method: 'POST',
    path: 'Inspection/CheckinAsset',
    summary: 'Returns a checked-out asset (its inspection approved): it leaves the Checked Out Assets list',
    auth: 'session',
    roles: OPERATOR_ROLES,
    body: checkinBody,
    response: lazySchema(() => envelope(checkedIn)),
  }),

  // ---- the web app ----
  filterInspections: endpoint({
    method: 'POST',
    path: 'Inspection/FilterInspections',
    summary: 'One page of the submitted inspections the caller sees, newest first, read by key',
    auth: 'session',
    roles: INSPECTION_READ_ROLES,
    body: inspectionListBody,
    response: lazySchema(() => listEnvelope(inspectionRow)),
  }),
  filterInspectionAssetOptions: option('FilterInspectionAssetOptions', 'Asset', inspectionAssetOption),
  filterInspectionCompanyOptions: option(
    'FilterInspectionCompanyOptions',
    'Company (super admin)',
    inspectionCompanyOption,
  ),
  filterInspectionSiteOptions: option('FilterInspectionSiteOptions', 'Site', inspectionSiteOption),
  filterInspectionShiftOptions: option('FilterInspectionShiftOptions', 'Shift No', inspectionShiftOption),
  filterInspectionOperatorOptions: option(
    'FilterInspectionOperatorOptions',
    'Requestor',
    inspectionOperatorOption,
  ),
  filterInspectionSupervisorOptions: option(
    'FilterInspectionSupervisorOptions',
    'Supervisor',
    inspectionSupervisorOption,
  ),
  getInspectionDetails: endpoint({
    method: 'GET',
    path: 'Inspection/GetInspectionDetails/{inspection_id}',
    summary: 'One inspection the caller sees: answers, notes, photo and thumbnail URLs (presigned)',
    auth: 'session',
    roles: INSPECTION_READ_ROLES,
    params: inspectionParams,
    response: lazySchema(() => envelope(inspectionDetail)),
  }),
  approveInspection: endpoint({
    method: 'POST',
    path: 'Inspection/ApproveInspection',
    summary:
      'Accepts a pending inspection (manager, spec 4 and 5 rules): the asset is then checked out and its meter reading recorded',
    auth: 'session',
    roles: INSPECTION_APPROVE_ROLES,
    body: approvalBody,
    response: lazySchema(() => envelope(approved)),
  }),
  pendingInspectionCheckoutAssetsByManager: endpoint({
    method: 'GET',
    path: 'Inspection/PendingInspectionCheckoutAssetsByManager',
    summary:
      "The dashboard: the active site's pending inspections, checked-out assets and outstanding-issue count",
    auth: 'session',
    roles: DASHBOARD_ROLES,
    response: lazySchema(() => envelope(dashboardData)),
  }),
  uploadInspectionForms: endpoint({
    method: 'POST',
    path: 'Inspection/UploadInspectionForms',
    summary:
      "Past inspections from a spreadsheet (stored as accepted); refused whole with each bad row's message",
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    body: uploadBody,
    response: lazySchema(() => envelope(uploadResult)),
  }),
  inspectionImportUploadUrl: endpoint({
    method: 'POST',
    path: 'Inspection/ImportUploadUrl',
    summary:
      'A presigned PUT for the rows of a large inspection-forms spreadsheet (over IMPORT_SYNC_MAX_ROWS rows), as JSON, under a client-made import id',
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    body: inspectionImportUploadBody,
    response: lazySchema(() => envelope(importUpload)),
  }),
  startInspectionImport: endpoint({
    method: 'POST',
    path: 'Inspection/StartInspectionImport',
    summary:
      'Starts the import job of the uploaded inspection rows (every row or none); the same import id again answers the same import',
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    body: startInspectionImportBody,
    response: lazySchema(() => envelope(importRow)),
  }),
  getInspectionImport: endpoint({
    method: 'GET',
    path: 'Inspection/GetInspectionImport/{import_id}',
    summary: "One of the caller's inspection-forms imports: its state and progress (rows written of total)",
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    params: importParams,
    response: lazySchema(() => envelope(importRow)),
  }),
  inspectionImportHistory: endpoint({
    method: 'GET',
    path: 'Inspection/InspectionImportHistory/{pageindex}/{pagesize}',
    summary: "The caller's inspection-forms imports, newest first, with their state and counts",
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    params: importHistoryParams,
    response: lazySchema(() => listEnvelope(importRow)),
  }),
  inspectionImportProblems: endpoint({
    method: 'GET',
    path: 'Inspection/InspectionImportProblems/{import_id}',
    summary:
      "The per-row problem report of one of the caller's inspection-forms imports (row, column, message)",
    auth: 'session',
    roles: INSPECTION_UPLOAD_ROLES,
    params: importParams,
    response: lazySchema(() => envelope(importProblems)),
  }),
  assetWiseInspections: endpoint({
    method: 'POST',
    path: 'Inspection/AssetWiseInspections',
    summary: "One asset's inspections, newest first, in pages of 20 (the per-asset history page)",
    auth: 'session',
    roles: INSPECTION_READ_ROLES,
    body: assetHistoryBody,
    response: lazySchema(() => envelope(assetHistoryData)),
  }),
  getInspectionPhotos: endpoint({
    method: 'POST',
    path: 'Inspection/GetInspectionPhotos',
    summary: 'Recent inspection photos of the active site (thumbnails), newest first, by asset and date',
    auth: 'session',
    roles: INSPECTION_READ_ROLES,
    body: photoListBody,
    response: lazySchema(() => listEnvelope(inspectionPhoto)),
  }),
};
