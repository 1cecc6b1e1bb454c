/**
 * The manager's issue calls (spec core 2.10, 4, 5, 7): update (Closed locks), comment, and the
 * detail. Every write is one transaction with the index, the asset's open-issue count and the
 * activity; notifications follow the commit. Create and validate an Asset # read inspections (and
 * create may approve one): they are served by the inspections domain (inspections/handlers/issues.ts).
 */
import { IssuesApi } from '#shared/issues/api.js';
import { IssueMessages } from '#shared/issues/messages.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { displayName, siteOf } from '#functions/assets/index.js';
import { ok } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { failedCondition } from '#lib/retry.js';
import { writeOrConflict, writeTransaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import { applyFailureCodes, withFailureCodes, type FailureCodes } from '#functions/reliability/index.js';
import { commentPut, IssueEntity, listComments, type IssueRecord } from '../store/issues.js';
import { seenIssue } from './seen-issue.js';
import { commentOf, issueDetailOf } from '../views.js';
import { issueChangeNotice, issueCommentNotice } from '../operations/notices.js';
import {
  changeIssueWrites,
  closedActivity,
  issueActivity,
  notifySiteManagers,
  statusLine,
} from '../operations/issues.js';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { issueStatusName } from '#shared/issues/rules.js';

const CODE_FIELDS = ['problem_code', 'cause_code', 'remedy_code'] as const;
const sameCodes = (a: FailureCodes, b: FailureCodes) => CODE_FIELDS.every((f) => a[f] === b[f]);

/** POST Issue/UpdateWorkOrder (manager): a Closed (15) issue refuses every change; closing moves the asset's count and frees the attribute. */
export const updateIssue = route(
  IssuesApi.updateIssue,
  async ({ tenant: t, user, roleId, siteId, body, org }) => {
    const tenant = t.company_code;
    const orgData = await org();
    const before = await seenIssue(tenant, { user, roleId, siteId }, orgData, body.issue_uuid);
    if (before.status === IssueStatus.Closed) throw badRequest(IssueMessages.closedLocked);
    const codes = await applyFailureCodes(tenant, before.company_id, before, body);
    const answer = (status: number) =>
      ok(
        { issue_uuid: before.issue_uuid, status, status_name: issueStatusName(status) },
        IssueMessages.updated,
      );
    // Update Issue pressed with nothing changed: answered as saved, with no activity line and no notice to the managers.
    if (
      before.name === body.title &&
      (before.notes ?? '') === body.notes &&
      before.priority === body.priority &&
      before.status === body.status &&
      sameCodes(before, codes)
    )
      return answer(before.status);
    const at = new Date();
    const after: IssueRecord = {
      ...withFailureCodes(before, codes),
      name: body.title,
      notes: body.notes,
      priority: body.priority,
      status: body.status,
      updated_at: at.toISOString(),
      version: before.version + 1,
    };
    const by = displayName(user);
    const timezone = siteOf(orgData, before.site_id)?.timezone ?? 'UTC';
    await writeOrConflict([
      ...(await changeIssueWrites(before, after, at, timezone)),
      ...issueActivity(after, closedActivity(after), statusLine(after), by, timezone, at),
    ]);
    await notifySiteManagers(tenant, issueChangeNotice(before, after));
    return answer(after.status);
  },
);

/** POST Issue/AddComment (manager): not on a closed issue; the issue's updated_at moves with it. */
export const addIssueComment = route(
  IssuesApi.addIssueComment,
  async ({ tenant: t, user, roleId, siteId, body, org }) => {
    const tenant = t.company_code;
    const issue = await seenIssue(tenant, { user, roleId, siteId }, await org(), body.issue_uuid);
    if (issue.status === IssueStatus.Closed) throw badRequest(IssueMessages.closedLocked);
    const at = new Date();
    const { write, comment } = commentPut(tenant, issue.issue_uuid, {
      comment: body.comment,
      by: { uuid: user.uuid, name: displayName(user) },
      at,
    });
    // The touch is conditional on the issue still being open, so a comment never lands on an issue closed meanwhile.
    const touch = IssueEntity.build(UpdateTransaction)
      .item({ tenant, issue_uuid: issue.issue_uuid, updated_at: at.toISOString() })
      .options({ condition: { attr: 'status', ne: IssueStatus.Closed } });
    try {
      await writeTransaction([write, touch]);
    } catch (error) {
      if (failedCondition(error)) throw badRequest(IssueMessages.closedLocked);
      throw error;
    }
    await notifySiteManagers(tenant, issueCommentNotice(issue, body.comment));
    return ok(commentOf(comment), IssueMessages.commentAdded);
  },
);

/** GET Issue/GetWorkOrderDetail/{workOrderId}: one issue the caller sees, with its comments (newest last). */
export const getIssueDetails = route(
  IssuesApi.getIssueDetails,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    const orgData = await org();
    const issue = await seenIssue(tenant.company_code, { user, roleId, siteId }, orgData, params.workOrderId);
    return ok(issueDetailOf(issue, await listComments(tenant.company_code, issue.issue_uuid), orgData));
  },
);
