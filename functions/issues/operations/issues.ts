/**
 * The transactions that open, change and close issues: record, counts, the asset's open-issue
 * count (one update per asset per transaction), the open sentinel of an auto issue, the activity,
 * and the list entries (deferred: an outbox item, functions/lib/outbox.ts); and the notifications
 * raised after commit.
 */
import { randomUUID } from 'node:crypto';
import { ActivityType, type ActivityTypeId } from '#shared/assets/rules.js';
import { isOpenIssueStatus, issueStatusName, NEW_ISSUE_STATUS } from '#shared/issues/rules.js';
import { activityWrites } from '#functions/activity/index.js';
import type { AssetRecord } from '#functions/assets/index.js';
import { adjustOpenIssues, updateAssetWrites } from '#functions/assets/index.js';
import { logger } from '#lib/logger.js';
import { deferWrites, raisedEvent, type RaisedEvent } from '#lib/outbox.js';
import type { Transaction } from '#lib/transactions.js';
import { raiseNotification, type SiteNotice } from '#functions/notifications/index.js';
import { opsRollupWrites } from '#functions/rollups/index.js';
import { siteManagers } from '#functions/notifications/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import {
  issuePut,
  issueUpdate,
  openSentinelDelete,
  openSentinelPut,
  type IssueRecord,
} from '../store/issues.js';
import { issueIndexWrites, sharedMoveWrites } from '../store/list-index.js';
import { newIssueNotice } from './notices.js';

export interface NewIssue {
  tenant: string;
  asset: AssetRecord;
  name: string;
  notes: string;
  description?: string;
  priority: number;
  inspectionId?: string;
  attributeId?: string;
  by: { uuid: string; name: string };
  at: Date;
}

export function newIssueRecord(input: NewIssue): IssueRecord {
  const at = input.at.toISOString();
  return {
    tenant: input.tenant,
    issue_uuid: randomUUID(),
    asset_id: input.asset.asset_id,
    internal_asset_id: input.asset.internal_asset_id,
    asset_name: input.asset.name,
    company_id: input.asset.company_id,
    site_id: input.asset.site_id,
    name: input.name,
    notes: input.notes,
    description: input.description ?? '',
    priority: input.priority,
    status: NEW_ISSUE_STATUS,
    ...(input.inspectionId ? { inspection_id: input.inspectionId } : {}),
    ...(input.attributeId ? { attribute_id: input.attributeId } : {}),
    created_by_uuid: input.by.uuid,
    created_by_name: input.by.name,
    created_at: at,
    updated_at: at,
    version: 1,
  };
}

const activityAsset = (
  a: Pick<IssueRecord, 'asset_id' | 'internal_asset_id' | 'asset_name' | 'site_id'>,
) => ({
  asset_id: a.asset_id,
  internal_asset_id: a.internal_asset_id,
  name: a.asset_name,
  site_id: a.site_id,
});

export function issueActivity(
  record: IssueRecord,
  type: ActivityTypeId,
  message: string,
  by: string,
  timezone: string,
  at: Date,
): Transaction[] {
  return activityWrites({
    tenant: record.tenant,
    asset: activityAsset(record),
    type,
    message,
    by,
    timezone,
    at,
  });
}

/** The outbox stream of one issue: its deferred list-entry moves apply in order. */
const issueStream = (issueUuid: string) => `ISSUE#${issueUuid}`;

/**
 * The writes that open these new issues of one asset (as read by the caller: its version is
 * checked). Shared items first (ONE move of the asset's open-issue count for the lot, the summed
 * counts, the site's stamp: counters, in the transaction), then each issue's own items together
 * (record, sentinel of an auto issue, and one outbox item with its list entries, applied right
 * after the commit: functions/lib/outbox.ts), so a caller that must split a long list into
 * several transactions never splits an issue. With `raise`, each issue's outbox item also carries
 * its webhook event `issue.opened` (issueOpenedEvent), for a caller whose new-issue notice does not
 * travel in an outbox item (CreateIssue; the inspection submit's notices ride in its own outbox
 * item and are its events: functions/webhooks/events.ts).
 */
export async function openIssuesWrites(
  asset: AssetRecord,
  records: IssueRecord[],
  at: Date,
  raise?: { fromInspection: boolean },
): Promise<Transaction[]> {
  if (!records.length) return [];
  const perIssue = records.map((r) => ({
    record: r,
    index: issueIndexWrites(asset.tenant, [{ before: null, after: r }]),
  }));
  return [
    ...updateAssetWrites(asset, { open_issues: Math.max(0, asset.open_issues + records.length) }),
    ...sharedMoveWrites(
      asset.tenant,
      perIssue.flatMap((p) => p.index.counts),
      [asset.site_id],
      at,
    ),
    ...perIssue.flatMap(({ record, index }) => [
      issuePut(record),
      ...(record.attribute_id
        ? [openSentinelPut(record.tenant, record.asset_id, record.attribute_id, record.issue_uuid)]
        : []),
      ...deferWrites(
        record.tenant,
        issueStream(record.issue_uuid),
        index.entries,
        [],
        raise ? [issueOpenedEvent(record, at, raise.fromInspection)] : [],
      ),
    ]),
  ];
}

/**
 * The webhook event `issue.opened` of a new issue: the fields of the notice-borne one (issue_uuid,
 * site_id, heading, message: functions/webhooks/events.ts) and the issue's own.
 */
export function issueOpenedEvent(record: IssueRecord, at: Date, fromInspection = false): RaisedEvent {
  const notice = newIssueNotice(record, fromInspection);
  return raisedEvent(
    record.tenant,
    record.site_id,
    'issue.opened',
    {
      issue_uuid: record.issue_uuid,
      site_id: record.site_id,
      heading: notice.heading,
      message: notice.message,
      asset_id: record.asset_id,
      internal_asset_id: record.internal_asset_id,
      ...(record.inspection_id ? { inspection_id: record.inspection_id } : {}),
      name: record.name,
      priority: record.priority,
      status: record.status,
    },
    at,
  );
}

/**
 * The writes of an issue change: the record (version checked), the counts and the site's stamp;
 * on closing the asset's count (-1), the sentinel and the insights' close roll-up (site's day in `timezone`); the list entries' moves deferred (outbox),
 * with, on closing, the webhook event `issue.closed` in the same outbox item.
 */
export async function changeIssueWrites(
  before: IssueRecord,
  after: IssueRecord,
  at: Date,
  timezone = 'UTC',
): Promise<Transaction[]> {
  const closing = isOpenIssueStatus(before.status) && !isOpenIssueStatus(after.status);
  // Insights' mean time to close (reports/ops-rollups.ts): the site's day count and open minutes, in this transaction.
  const closedRollup = closing
    ? opsRollupWrites(
        before.tenant,
        before,
        { at, timezone },
        { ic: 1, it: Math.max(0, (at.getTime() - Date.parse(before.created_at)) / 60_000) },
      )
    : [];
  const { entries, counts } = issueIndexWrites(before.tenant, [{ before, after }]);
  return [
    issueUpdate(before, after),
    ...sharedMoveWrites(before.tenant, counts, [before.site_id, after.site_id], at),
    ...deferWrites(
      before.tenant,
      issueStream(before.issue_uuid),
      entries,
      [],
      closing
        ? [
            raisedEvent(
              before.tenant,
              after.site_id,
              'issue.closed',
              {
                issue_uuid: after.issue_uuid,
                asset_id: after.asset_id,
                site_id: after.site_id,
                ...(after.inspection_id ? { inspection_id: after.inspection_id } : {}),
                name: after.name,
                priority: after.priority,
                status: after.status,
              },
              at,
            ),
          ]
        : [],
    ),
    ...(closing ? await adjustOpenIssues(before.tenant, before.asset_id, -1) : []),
    ...(closing && before.attribute_id
      ? [openSentinelDelete(before.tenant, before.asset_id, before.attribute_id)]
      : []),
    ...closedRollup,
  ];
}

export const closedActivity = (r: IssueRecord) =>
  isOpenIssueStatus(r.status) ? ActivityType.IssueUpdated : ActivityType.IssueClosed;
export const statusLine = (r: IssueRecord) =>
  `Issue '${r.name}' ${isOpenIssueStatus(r.status) ? `updated (${issueStatusName(r.status)})` : 'closed'}`;

/**
 * Notifies the managers of an issue's site. Never fails the call it follows: the write is done,
 * so a failure is logged.
 */
export async function notifySiteManagers(tenant: string, notice: SiteNotice, except?: string): Promise<void> {
  const { siteId, type, heading, message, refId } = notice;
  try {
    const org = await getOrg(tenant);
    const users = (await siteManagers(tenant, org, siteId)).filter((u) => u !== except);
    if (users.length) await raiseNotification({ tenant, users, type, heading, message, refId });
  } catch (error) {
    logger.warn('issue notification not raised', { tenant, siteId, type, error: (error as Error).message });
  }
}
