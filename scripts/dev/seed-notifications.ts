/**
 * The managers' notifications of the demo (spec 2.5), written once the tenant's records are: each
 * names a record the seed wrote at one of the manager's sites, with the text the live event
 * raises, so every one opens what it names. Per manager: the newest pending inspection (type 2),
 * a new issue (4), an issue comment (7), an issue's status change (6, read), a PM due (9) and one
 * overdue (10, read), spread over the last weeks. A kind with no such record at the
 * manager's sites is left out (acme's manager, whose sites have no inspections, gets the PM ones).
 */
import {
  NotificationStatus,
  NotificationType,
  Role,
  SiteStatus,
  UserStatus,
  type NotificationTypeId,
} from '#shared/codes.js';
import { InspectionStage } from '#shared/inspections/rules.js';
import { IssueStatus } from '#shared/issues/rules.js';
import { PmStatus } from '#shared/pm/codes.js';
import { Sub as InspectionSub } from '#functions/inspections/listing.js';
import { submitNotice } from '#functions/inspections/operations/notices.js';
import {
  getInspections,
  readEntries as readInspectionEntries,
} from '#functions/inspections/store/list-index.js';
import { Sub as IssueSub } from '#functions/issues/listing.js';
import {
  issueChangeNotice,
  issueCommentNotice,
  newIssueNotice,
} from '#functions/issues/operations/notices.js';
import { getIssues, listComments, type IssueRecord } from '#functions/issues/store/issues.js';
import { readEntries as readIssueEntries } from '#functions/issues/store/list-index.js';
import type { SiteNotice } from '#functions/notifications/raise.js';
import { insertNotification, setNotificationStatus } from '#functions/notifications/store.js';
import { noticeText, type PmNoticeKind } from '#functions/pm/operations/pm-notices.js';
import { getOpenTrigger } from '#functions/pm/store/asset-pms.js';
import { readListEntries } from '#functions/pm/store/list-entries.js';
import { getOrg, type Org } from '#functions/tenancy/store.js';
import type { SeedTenant } from './seed-data.js';

/** One seeded notification: what it says, whether it was read, how long ago it came. */
interface SeededNotice {
  notice: SiteNotice;
  read: boolean;
  hoursAgo: number;
}

/** The newest issues of a status at these sites, up to `limit`. */
async function issuesAt(
  tenant: string,
  org: Org,
  siteIds: number[],
  status: number,
  limit: number,
): Promise<IssueRecord[]> {
  const entries = (
    await Promise.all(
      siteIds.map((site) =>
        readIssueEntries(
          tenant,
          org.sites.find((s) => s.site_id === site)!.company_id,
          IssueSub.siteStatus(site, status),
          { limit },
        ),
      ),
    )
  ).flat();
  return getIssues(
    tenant,
    entries.slice(0, limit).map((e) => e.issue_uuid),
  );
}

/** A PM notice (`type` 9 or 10, as the sweep raises it) about the first open PM of this status at these sites. */
async function pmNotice(
  tenant: string,
  siteIds: number[],
  status: number,
  kind: PmNoticeKind,
  type: NotificationTypeId,
): Promise<SiteNotice | null> {
  for (const site of siteIds) {
    const [found] = await readListEntries(tenant, site, 'A1#', (row) => row.status === status, 1);
    const stored = found && (await getOpenTrigger(tenant, found.row.asset_id, found.row.asset_pm_id));
    if (stored)
      return { siteId: site, type, refId: stored.t.trigger_id, ...noticeText({ kind, trigger: stored.t }) };
  }
  return null;
}

/** What one manager (of `siteIds`) is told, from the records at those sites. */
async function noticesFor(tenant: string, org: Org, siteIds: number[]): Promise<SeededNotice[]> {
  const out: SeededNotice[] = [];
  const add = (notice: SiteNotice | null | undefined, read: boolean, hoursAgo: number) => {
    if (notice) out.push({ notice, read, hoursAgo });
  };
  const pendingEntries = (
    await Promise.all(
      siteIds.map((site) =>
        readInspectionEntries(
          tenant,
          org.sites.find((s) => s.site_id === site)!.company_id,
          InspectionSub.siteStatus(site, InspectionStage.Pending),
          { limit: 1 },
        ),
      ),
    )
  ).flat();
  const [pending] = await getInspections(
    tenant,
    pendingEntries.slice(0, 1).map((e) => e.inspection_id),
  );
  add(pending && submitNotice(pending, false), false, 0.05);

  // Issues at the sites: the newest Open one is 'new' (else any still open), one in progress (else
  // waiting) has its status changed, and the newest comment of one of them (else of a closed one).
  const [opened, inProgress, waiting, closed] = await Promise.all(
    [IssueStatus.Open, IssueStatus.InProgress, IssueStatus.Waiting, IssueStatus.Closed].map((status) =>
      issuesAt(tenant, org, siteIds, status, 10),
    ),
  );
  const fresh = opened[0] ?? waiting[0] ?? inProgress[0];
  add(fresh && newIssueNotice(fresh), false, 3);
  for (const issue of [...opened, ...inProgress, ...waiting, ...closed]) {
    const [latest] = (await listComments(tenant, issue.issue_uuid)).slice(-1);
    if (latest) {
      add(issueCommentNotice(issue, latest.comment), false, 26);
      break;
    }
  }
  const moved = [...inProgress, ...waiting].find((issue) => issue !== fresh);
  add(moved && issueChangeNotice({ status: IssueStatus.Open }, moved), true, 50);

  add(await pmNotice(tenant, siteIds, PmStatus.Due, 'onDue', NotificationType.PmDue), false, 80);
  add(
    await pmNotice(tenant, siteIds, PmStatus.Overdue, 'overdue', NotificationType.PmOverdue),
    true,
    24 * 40,
  );
  return out;
}

/** Seeds every active (or first-sign-in) manager's notifications; returns how many were written. */
export async function seedNotifications(spec: SeedTenant, uuids: Map<string, string>): Promise<number> {
  const tenant = spec.code;
  const org = await getOrg(tenant);
  const live = new Set(
    org.sites
      .filter((s) => s.status !== SiteStatus.AllSites && s.status !== SiteStatus.Inactive)
      .map((s) => s.site_id),
  );
  let written = 0;
  for (const user of spec.users) {
    const uuid = uuids.get(user.username);
    if (!uuid || !user.roles.includes(Role.Manager) || user.status === UserStatus.Inactive) continue;
    for (const { notice, read, hoursAgo } of await noticesFor(
      tenant,
      org,
      user.sites.filter((s) => live.has(s)),
    )) {
      const sent = await insertNotification(
        tenant,
        uuid,
        {
          notification_type: notice.type,
          heading: notice.heading,
          message: notice.message,
          ref_id: notice.refId,
        },
        new Date(Date.now() - hoursAgo * 3600_000),
      );
      if (read) await setNotificationStatus(tenant, uuid, sent.notification_id, NotificationStatus.Read);
      written += 1;
    }
  }
  return written;
}
