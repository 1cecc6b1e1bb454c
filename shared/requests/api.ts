/**
 * The maintenance requests endpoints (spec maintenance 7 'Maintenance requests'; core 7
 * GetMaintenanceRequestOpenStatusCount) and the no-sign-in request portal. The spec names few
 * paths; the others follow its call names under `MaintenanceRequest/`.
 */
import { lazySchema } from '../common/lazy-schema.js';
import { dataList, endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { REQUEST_ROLES } from './rules.js';
import {
  linkedWorkOrder,
  noRequestWorkOrderParams,
  noRequestWorkOrderQuery,
  openCount,
  portalAsset,
  portalParams,
  portalPhotoBody,
  portalPhotoUpload,
  portalReportBody,
  portalReported,
  requestBody,
  requestDetail,
  requestedByOption,
  requestFromInspectionBody,
  requestIdParams,
  requestListBody,
  requestOptionBody,
  requestRow,
  resolveBody,
  savedRequest,
} from './schemas.js';

export const RequestsApi = {
  getAllMaintenanceRequest: endpoint({
    method: 'POST',
    path: 'MaintenanceRequest/GetAllMaintenanceRequest',
    summary:
      "One page of the active site's requests, newest first, by status (mr_filter_type), type and requestor, searched over title",
    auth: 'session',
    roles: REQUEST_ROLES,
    body: requestListBody,
    response: lazySchema(() => listEnvelope(requestRow)),
  }),
  getRequestedByOptions: endpoint({
    method: 'POST',
    path: 'MaintenanceRequest/GetRequestedByOptions',
    summary: "The Requested By filter's options: who raised the active site's requests (page 20)",
    auth: 'session',
    roles: REQUEST_ROLES,
    body: requestOptionBody,
    response: lazySchema(() => dataList(requestedByOption)),
  }),
  getMaintenanceRequestDetails: endpoint({
    method: 'GET',
    path: 'MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}',
    summary: 'One request with its work order and issues (View and Edit panels)',
    auth: 'session',
    roles: REQUEST_ROLES,
    params: requestIdParams,
    response: lazySchema(() => envelope(requestDetail)),
  }),
  addUpdateMaintenanceRequest: endpoint({
    method: 'POST',
    path: 'MaintenanceRequest/AddUpdateMaintenanceRequest',
    summary:
      'Raises a manual request (type 52, Open) or edits one (description, link or unlink a work order without a request)',
    auth: 'session',
    roles: REQUEST_ROLES,
    body: requestBody,
    response: lazySchema(() => envelope(savedRequest)),
  }),
  resolveMaintenanceRequest: endpoint({
    method: 'POST',
    path: 'MaintenanceRequest/ResolveMaintenanceRequest',
    summary: 'Resolves an Open request with a reason (it becomes Completed, 50)',
    auth: 'session',
    roles: REQUEST_ROLES,
    body: resolveBody,
    response: lazySchema(() => envelope(savedRequest)),
  }),
  createRequestFromInspection: endpoint({
    method: 'POST',
    path: 'MaintenanceRequest/CreateRequestFromInspection',
    summary:
      'Raises an inspection request (type 53) from an issue or an inspection; it keeps inspection_id and meter_at_inspection',
    auth: 'session',
    roles: REQUEST_ROLES,
    body: requestFromInspectionBody,
    response: lazySchema(() => envelope(savedRequest)),
  }),
  getOpenStatusCount: endpoint({
    method: 'GET',
    path: 'MaintenanceRequest/GetMaintenanceRequestOpenStatusCount',
    summary:
      "The sidebar badge: the active site's Open requests, read from a counter kept with the request writes",
    auth: 'session',
    roles: REQUEST_ROLES,
    response: lazySchema(() => envelope(openCount)),
  }),
  getAllWorkOrderWithNoMR: endpoint({
    method: 'GET',
    path: 'MaintenanceRequest/GetAllWorkOrderWithNoMR/{assetId}',
    summary:
      "The Edit panel's picker: the asset's work orders without a request (page 20, searched over number and title)",
    auth: 'session',
    roles: REQUEST_ROLES,
    params: noRequestWorkOrderParams,
    query: noRequestWorkOrderQuery,
    response: lazySchema(() => dataList(linkedWorkOrder)),
  }),
};

/** The no-sign-in portal a label's QR code opens: the token names one asset; only its name is shown. */
export const PortalApi = {
  getPortalAsset: endpoint({
    method: 'GET',
    path: 'Portal/GetAsset/{token}',
    summary: "The portal page: the asset's name only",
    auth: 'public',
    params: portalParams,
    response: lazySchema(() => envelope(portalAsset)),
  }),
  getPortalPhotoUploadUrl: endpoint({
    method: 'POST',
    path: 'Portal/GetPhotoUploadUrl/{token}',
    summary: 'A presigned PUT for one report photo (rate-limited like reports)',
    auth: 'public',
    params: portalParams,
    body: portalPhotoBody,
    response: lazySchema(() => envelope(portalPhotoUpload)),
  }),
  reportProblem: endpoint({
    method: 'POST',
    path: 'Portal/ReportProblem/{token}',
    summary:
      "A problem report: lands as an Open manual request (portal) for the asset's site's managers, who are notified; rate-limited per address and per asset",
    auth: 'public',
    params: portalParams,
    body: portalReportBody,
    response: lazySchema(() => envelope(portalReported)),
  }),
};
