/**
 * The texts of the site managers' issue notices (spec 2.5 types 3 to 8; the spec gives no texts),
 * one builder per event: the issue handlers, the inspection submit and the demo seed all use them.
 */
import { NotificationType } from '#shared/codes.js';
import { issueStatusName, isOpenIssueStatus } from '#shared/issues/rules.js';
import type { SiteNotice } from '#functions/notifications/index.js';

type NamedIssue = {
  issue_uuid: string;
  name: string;
  site_id: number;
  asset_name: string;
  internal_asset_id: string;
};

/** A new issue (4), or one a manager raised from an inspection (3). */
export const newIssueNotice = (issue: NamedIssue, fromInspection = false): SiteNotice => ({
  siteId: issue.site_id,
  type: fromInspection ? NotificationType.InspectionWorkOrder : NotificationType.NewIssue,
  heading: fromInspection ? 'Issue from inspection' : 'New Issue',
  message: `${issue.name} on ${issue.asset_name} (${issue.internal_asset_id})`,
  refId: issue.issue_uuid,
});

/** An edit: closed (8), another status (6), anything else (5). */
export function issueChangeNotice(
  before: { status: number },
  after: NamedIssue & { status: number },
): SiteNotice {
  const type = !isOpenIssueStatus(after.status)
    ? NotificationType.IssueClosed
    : after.status !== before.status
      ? NotificationType.UpdateWorkOrderStatus
      : NotificationType.IssueUpdated;
  const heading = {
    [NotificationType.IssueClosed]: 'Issue closed',
    [NotificationType.UpdateWorkOrderStatus]: 'Issue status changed',
    [NotificationType.IssueUpdated]: 'Issue updated',
  }[type];
  return {
    siteId: after.site_id,
    type,
    heading,
    message: `${after.name} on ${after.asset_name} (${after.internal_asset_id}): ${issueStatusName(after.status)}`,
    refId: after.issue_uuid,
  };
}

/** A comment (7). */
export const issueCommentNotice = (issue: NamedIssue, comment: string): SiteNotice => ({
  siteId: issue.site_id,
  type: NotificationType.IssueComment,
  heading: 'Comment added',
  message: `${issue.name} on ${issue.asset_name}: ${comment}`,
  refId: issue.issue_uuid,
});
