/**
 * What the inspections domain needs of issues:
 * - `failedItemWrites`: for an inspection's not-ok attributes, the transaction items that open an
 *   issue per attribute not already open for the asset (or comment on the open one, never a
 *   duplicate: the sentinel's conditional put fails the whole transaction if another submit won
 *   the race), linked to the inspection, with the asset's open-issue count moved once in the
 *   same transaction, and the activity (type 4, one for the lot; `deferred`: the caller puts it with
 *   its own deferred writes, functions/lib/outbox.ts).
 * - `openIssueCount`: the open issues of some sites, from the sharded counts (the dashboard's card).
 */
import { ActivityType } from '#shared/assets/rules.js';
import { formatSiteDateTime, type Moment } from '#shared/dates.js';
import { AUTO_ISSUE_PRIORITY, IssueStatus } from '#shared/issues/rules.js';
import type { AssetRecord } from '#functions/assets/index.js';
import type { Transaction } from '#lib/transactions.js';
import type { SiteNotice } from '#functions/notifications/index.js';
import { getOrg, type Org } from '#functions/tenancy/index.js';
import { OPEN_STATUSES, Sub } from '../listing.js';
import { IssueEntity, commentPut, getIssues, openSentinels } from '../store/issues.js';
import { readCounts } from '../store/list-index.js';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { issueActivity, newIssueRecord, openIssuesWrites } from './issues.js';
import { issueCommentNotice, newIssueNotice } from './notices.js';

export interface FailedItems {
  tenant: string;
  asset: AssetRecord;
  inspectionId: string;
  /** The not-ok attributes of the inspection, in form order. */
  items: { id: string; name: string }[];
  by: { uuid: string; name: string };
  timezone: string;
  at: Date;
  /** The company's setting (Company create_issues_from_inspections); off: nothing is opened. */
  openIssues: boolean;
  /** The open sentinels of (at least) these items, when the caller read them with its own reads (openSentinels). */
  open?: Map<string, string>;
}
export interface FailedItemWrites {
  transactions: Transaction[];
  /** Writes that may follow the commit (the activity line): for the caller's outbox item. */
  deferred: Transaction[];
  /** The items not already open for the asset (the inspection's new_notok_attributes). */
  newNotOk: { id: string; name: string }[];
  opened: string[];
  commented: string[];
  /** The notifications (types 4 and 7) for the site's managers once the transaction is written (the submit raises them with its own). */
  notices: SiteNotice[];
}

// The inspection is named by its time at the site, not its id (the issue links to it): what a user can read.
export const failedNotes = (at: Moment, timezone: string) =>
  `Failed in the inspection of ${formatSiteDateTime(at, timezone)}`;
export const failedAgainComment = (at: Moment, timezone: string) =>
  `Failed again in the inspection of ${formatSiteDateTime(at, timezone)}`;

/**
 * Items per call: 2 per attribute already open (comment + touch of the issue), 4 per new issue
 * (record, sentinel, its title count, the outbox item of its list entries), plus 3 summed counts,
 * the site's stamp and the asset's update with its list index moves (up to about 5): some twenty
 * new failed items and the inspection's own writes fit one transaction.
 */
export async function failedItemWrites(input: FailedItems): Promise<FailedItemWrites> {
  const items = [...new Map(input.items.map((i) => [i.id, i])).values()];
  const open =
    input.open ??
    (await openSentinels(
      input.tenant,
      input.asset.asset_id,
      items.map((i) => i.id),
    ));
  const newNotOk = items.filter((i) => !open.has(i.id));
  if (!input.openIssues)
    return {
      transactions: [],
      deferred: [],
      newNotOk,
      opened: [],
      commented: [],
      notices: [],
    };

  const at = input.at.toISOString();
  const openIssues = await getIssues(input.tenant, [...new Set(open.values())]);
  // A sentinel whose issue is gone or closed (should not happen: closing deletes it) is left alone.
  const commentedIssues = openIssues.filter((r) => r.status !== IssueStatus.Closed);
  const comments = commentedIssues.map((r) => ({
    issue: r,
    ...commentPut(input.tenant, r.issue_uuid, {
      comment: failedAgainComment(input.at, input.timezone),
      by: input.by,
      at: input.at,
    }),
  }));
  const touches = commentedIssues.map((r) =>
    IssueEntity.build(UpdateTransaction)
      .item({ tenant: r.tenant, issue_uuid: r.issue_uuid, updated_at: at })
      .options({ condition: { attr: 'issue_uuid', exists: true } }),
  );

  const records = newNotOk.map((i) =>
    newIssueRecord({
      tenant: input.tenant,
      asset: input.asset,
      name: i.name,
      notes: failedNotes(input.at, input.timezone),
      priority: AUTO_ISSUE_PRIORITY,
      inspectionId: input.inspectionId,
      attributeId: i.id,
      by: input.by,
      at: input.at,
    }),
  );
  // Each comment with its touch first, then openIssuesWrites' shared items and each new issue's own.
  const transactions: Transaction[] = [
    ...comments.flatMap((c, i) => [c.write, touches[i]]),
    ...(await openIssuesWrites(input.asset, records, input.at)),
  ];
  const notices: SiteNotice[] = [
    ...records.map((r) => newIssueNotice(r)),
    ...comments.map((c) => issueCommentNotice(c.issue, c.comment.comment)),
  ];
  return {
    transactions,
    deferred: records.length
      ? issueActivity(
          records[0],
          ActivityType.IssueCreated,
          `Issue${records.length > 1 ? 's' : ''} opened from inspection: ${records.map((r) => r.name).join(', ')}`,
          input.by.name,
          input.timezone,
          input.at,
        )
      : [],
    newNotOk,
    opened: records.map((r) => r.issue_uuid),
    commented: commentedIssues.map((r) => r.issue_uuid),
    notices,
  };
}

/** The open issues of some sites (statuses 12, 13, 14), summed from the sharded site + status counts (`known`: the org the caller has read). */
export async function openIssueCount(tenant: string, siteIds: number[], known?: Org): Promise<number> {
  if (!siteIds.length) return 0;
  const org = known ?? (await getOrg(tenant));
  const byCompany = new Map<number, number[]>();
  for (const site of org.sites.filter((s) => siteIds.includes(s.site_id)))
    byCompany.set(site.company_id, [...(byCompany.get(site.company_id) ?? []), site.site_id]);
  const totals = await Promise.all(
    [...byCompany].map(async ([companyId, sites]) => {
      const counts = await readCounts(
        tenant,
        companyId,
        sites.flatMap((site) => OPEN_STATUSES.map((s) => Sub.siteStatus(site, s))),
      );
      return [...counts.values()].reduce((sum, n) => sum + n, 0);
    }),
  );
  return totals.reduce((sum, n) => sum + n, 0);
}
