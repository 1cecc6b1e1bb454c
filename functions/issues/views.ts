/** What the issues calls answer about stored issues (spec core 3 'Issue row', 'Issue detail'). */
import { failureCodesOf } from '#functions/reliability/index.js';
import { relativeAge } from '#shared/dates.js';
import { issuePriorityName, issueStatusName } from '#shared/issues/rules.js';
import type { IssueComment, IssueDetail, IssueRow } from '#shared/issues/schemas.js';
import { siteOf } from '#functions/assets/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { IssueCommentRecord, IssueRecord } from './store/issues.js';

/** '3 hours', '2 days': how long ago, without the 'ago'. */
export const timeElapsed = (iso: string, now = Date.now()) => relativeAge(iso, now).replace(/ ago$/, '');

export function issueRowOf(r: IssueRecord, org: Org): IssueRow {
  return {
    issue_uuid: r.issue_uuid,
    name: r.name,
    asset_id: r.asset_id,
    asset_name: r.asset_name,
    internal_asset_id: r.internal_asset_id,
    status: r.status,
    status_name: issueStatusName(r.status),
    priority: r.priority,
    priority_name: issuePriorityName(r.priority),
    timeelapsed: timeElapsed(r.created_at),
    created_at: r.created_at,
    site_id: r.site_id,
    site_name: siteOf(org, r.site_id)?.site_name ?? '',
    inspection_id: r.inspection_id ?? null,
  };
}

export const commentOf = (c: IssueCommentRecord): IssueComment => ({
  comment_id: c.comment_id,
  created_by_name: c.created_by_name,
  created_at: c.created_at,
  comment: c.comment,
});

export function issueDetailOf(r: IssueRecord, comments: IssueCommentRecord[], org: Org): IssueDetail {
  const site = siteOf(org, r.site_id);
  return {
    issue_uuid: r.issue_uuid,
    name: r.name,
    notes: r.notes,
    description: r.description,
    priority: r.priority,
    priority_name: issuePriorityName(r.priority),
    status: r.status,
    status_name: issueStatusName(r.status),
    internal_asset_id: r.internal_asset_id,
    asset_id: r.asset_id,
    asset_name: r.asset_name,
    site_id: r.site_id,
    site_name: site?.site_name ?? '',
    inspection_id: r.inspection_id ?? null,
    attribute_id: r.attribute_id ?? null,
    timezone: site?.timezone ?? 'UTC',
    created_at: r.created_at,
    updated_at: r.updated_at,
    created_by_name: r.created_by_name,
    comments: comments.map(commentOf),
    ...failureCodesOf(r),
  };
}
