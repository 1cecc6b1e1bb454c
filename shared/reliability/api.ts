/**
 * The failure-code endpoints (issue 25 item 5): the company's catalogue of problem, cause and remedy
 * codes (list, add, edit, deactivate). Paths follow the project's (`Device/FilterDevices`).
 */
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import {
  AVAILABILITY_READ_ROLES,
  FAILURE_CODE_READ_ROLES,
  FAILURE_CODE_WRITE_ROLES,
  METRICS_READ_ROLES,
} from './rules.js';
import {
  assetAvailability,
  availabilityBody,
  createFailureCodeBody,
  deactivateFailureCodeBody,
  failureCodeListBody,
  failureCodeRow,
  metricsBody,
  reliabilityMetrics,
  updateFailureCodeBody,
} from './schemas.js';

export const ReliabilityApi = {
  filterFailureCodes: endpoint({
    method: 'POST',
    path: 'FailureCode/FilterFailureCodes',
    summary: "The company's failure codes by kind and code (the standard set until the company changes it)",
    auth: 'session',
    roles: FAILURE_CODE_READ_ROLES,
    body: failureCodeListBody,
    response: listEnvelope(failureCodeRow),
  }),
  createFailureCode: endpoint({
    method: 'POST',
    path: 'FailureCode/CreateFailureCode',
    summary: "Adds a problem, cause or remedy code to the company's catalogue (unique per kind)",
    auth: 'session',
    roles: FAILURE_CODE_WRITE_ROLES,
    body: createFailureCodeBody,
    response: envelope(failureCodeRow),
  }),
  updateFailureCode: endpoint({
    method: 'POST',
    path: 'FailureCode/UpdateFailureCode',
    summary: "Changes a failure code's description (or puts a deactivated one back in use)",
    auth: 'session',
    roles: FAILURE_CODE_WRITE_ROLES,
    body: updateFailureCodeBody,
    response: envelope(failureCodeRow),
  }),
  deactivateFailureCode: endpoint({
    method: 'POST',
    path: 'FailureCode/DeactivateFailureCode',
    summary: 'Deactivates a failure code (kept on the records that name it; no longer offered)',
    auth: 'session',
    roles: FAILURE_CODE_WRITE_ROLES,
    body: deactivateFailureCodeBody,
    response: envelope(failureCodeRow),
  }),
  getAssetAvailability: endpoint({
    method: 'POST',
    path: 'Downtime/GetAssetAvailability',
    summary:
      "An asset's availability, downtime count, hours down, MTTR and MTBF over the last 30, 90 or 365 days, with its downtimes (read by key)",
    auth: 'session',
    roles: AVAILABILITY_READ_ROLES,
    body: availabilityBody,
    response: envelope(assetAvailability),
  }),
};

/**
 * The reliability metrics (issue 25 item 6), served by the reports domain: they need the asset
 * counts (assets) beside the reliability roll-ups, and reports sits above both.
 */
export const ReliabilityMetricsApi = {
  getReliabilityMetrics: endpoint({
    method: 'POST',
    path: 'Reliability/GetMetrics',
    summary:
      'MTBF, MTTR, availability and the top 5 failure codes of the company, a site, a model or an asset over a period of months, from the roll-ups (optionally a row per site or model)',
    auth: 'session',
    roles: METRICS_READ_ROLES,
    body: metricsBody,
    response: envelope(reliabilityMetrics),
  }),
};
