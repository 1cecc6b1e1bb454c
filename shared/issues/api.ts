/**
 * The issues endpoints (spec core 7 'Issues', 'Dashboard'). Issues open by hand (a manager) or
 * automatically from a failed checklist item (functions/issues/from-inspection.ts).
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { DASHBOARD_ROLES } from '../inspections/rules.js';
import { ISSUE_READ_ROLES, ISSUE_WRITE_ROLES } from './rules.js';
import { DOWNTIME_WRITE_ROLES } from '../reliability/rules.js';
import { downtimeRow } from '../reliability/schemas.js';
import {
  commentBody,
  createdIssue,
  createIssueBody,
  issueAssetOption,
  issueComment,
  issueDetail,
  issueListBody,
  issueMarkDownBody,
  issueMarkUpBody,
  issueOptionBody,
  issueParams,
  issueRow,
  issueSiteOption,
  issueTitleOption,
  outstandingIssues,
  updatedIssue,
  updateIssueBody,
  validateAssetParams,
  validatedAsset,
} from './schemas.js';

const option = <T extends z.ZodType>(path: string, what: string, row: T) =>
  endpoint({
    method: 'POST',
    path: `Issue/${path}`,
    summary: `The issue list's ${what} filter options (page 20)`,
    auth: 'session',
    roles: ISSUE_READ_ROLES,
    body: issueOptionBody,
    response: lazySchema(() => listEnvelope(row)),
  });

export const IssuesApi = {
  filterIssues: endpoint({
    method: 'POST',
    path: 'Issue/FilterIssues',
    summary: 'One page of the issues the caller sees, newest first, read by key',
    auth: 'session',
    roles: ISSUE_READ_ROLES,
    body: issueListBody,
    response: lazySchema(() => listEnvelope(issueRow)),
  }),
  filterIssueAssetOptions: option('FilterIssueAssetOptions', 'Asset', issueAssetOption),
  filterIssueTitleOptions: option('FilterIssueTitleOptions', 'Issue Title', issueTitleOption),
  filterIssueSiteOptions: option('FilterIssueSiteOptions', 'Site (under all sites)', issueSiteOption),
  createIssue: endpoint({
    method: 'POST',
    path: 'Issue/CreateIssue',
    summary:
      'Opens an issue (manager): standalone by Asset #, or from an inspection, optionally approving it',
    auth: 'session',
    roles: ISSUE_WRITE_ROLES,
    body: createIssueBody,
    response: lazySchema(() => envelope(createdIssue)),
  }),
  validateAssetId: endpoint({
    method: 'GET',
    path: 'Issue/validateAssetId/{userUuid}/{assetNumber}',
    summary: 'Checks an Asset # the caller may raise an issue on (active, in their sites)',
    auth: 'session',
    roles: ISSUE_WRITE_ROLES,
    params: validateAssetParams,
    response: lazySchema(() => envelope(validatedAsset)),
  }),
  updateIssue: endpoint({
    method: 'POST',
    path: 'Issue/UpdateWorkOrder',
    summary: 'Updates an issue (manager): title, notes, priority, status; Closed (15) locks it',
    auth: 'session',
    roles: ISSUE_WRITE_ROLES,
    body: updateIssueBody,
    response: lazySchema(() => envelope(updatedIssue)),
  }),
  addIssueComment: endpoint({
    method: 'POST',
    path: 'Issue/AddComment',
    summary: 'Adds a comment to an open issue (manager)',
    auth: 'session',
    roles: ISSUE_WRITE_ROLES,
    body: commentBody,
    response: lazySchema(() => envelope(issueComment)),
  }),
  getIssueDetails: endpoint({
    method: 'GET',
    path: 'Issue/GetWorkOrderDetail/{workOrderId}',
    summary: 'One issue the caller sees, with its comments',
    auth: 'session',
    roles: ISSUE_READ_ROLES,
    params: issueParams,
    response: lazySchema(() => envelope(issueDetail)),
  }),
  markAssetDown: endpoint({
    method: 'POST',
    path: 'Issue/MarkAssetDown',
    summary:
      "Marks the issue's asset down from now, with a reason (unplanned downtime); 409 while it is down",
    auth: 'session',
    roles: DOWNTIME_WRITE_ROLES,
    body: issueMarkDownBody,
    response: lazySchema(() => envelope(downtimeRow)),
  }),
  markAssetUp: endpoint({
    method: 'POST',
    path: 'Issue/MarkAssetUp',
    summary: "Puts the issue's asset back in service (closes its open downtime); 409 when it is not down",
    auth: 'session',
    roles: DOWNTIME_WRITE_ROLES,
    body: issueMarkUpBody,
    response: lazySchema(() => envelope(downtimeRow)),
  }),
  dashboardOutstandingIssues: endpoint({
    method: 'GET',
    path: 'Asset/DashboardOutstandingIssues',
    summary:
      "The dashboard's Outstanding Issues panel: the active site's assets with open issues and their items",
    auth: 'session',
    roles: DASHBOARD_ROLES,
    response: lazySchema(() => envelope(outstandingIssues)),
  }),
};
