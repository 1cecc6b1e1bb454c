/**
 * What other domains call to notify users: `raiseNotification({ tenant, users, type, ... })`, or
 * `raiseNotifications(tenant, [...])` for several at once.
 * Maintenance types (9-14) respect each user's 'Do not send this notification again' choice.
 */
import { isMaintenanceNotification, type NotificationTypeId } from '#shared/codes.js';
import { logger } from '#lib/logger.js';
import type { Org } from '#functions/tenancy/index.js';
import { siteManagers } from './recipients.js';
import { insertNotifications, isMuted, type NewNotification } from './store.js';

type Sent = Awaited<ReturnType<typeof insertNotifications>>[number];

export interface RaiseNotification {
  tenant: string;
  /** uuids of the users to notify. */
  users: string[];
  type: NotificationTypeId;
  heading: string;
  message: string;
  /** The inspection, issue or work order the notification is about. */
  refId: string;
  /** For maintenance notifications: the PM trigger, which users can mute. */
  triggerId?: string;
}

export async function raiseNotification(input: RaiseNotification): Promise<Sent[]> {
  return raiseNotifications(input.tenant, [input]);
}

/**
 * Several notifications at once (a submit's own and its issues'): per user one write of all of
 * theirs (the unread counter moved once), the users in parallel. Returns what was sent, per user.
 */
export async function raiseNotifications(
  tenant: string,
  inputs: Omit<RaiseNotification, 'tenant'>[],
  fixed?: FixedIds,
): Promise<Sent[]> {
  const byUser = new Map<string, (Omit<RaiseNotification, 'tenant'> & { id?: string })[]>();
  inputs.forEach((input, n) => {
    for (const userUuid of new Set(input.users))
      byUser.set(userUuid, [
        ...(byUser.get(userUuid) ?? []),
        { ...input, ...(fixed ? { id: `${fixed.idBase}-${String(n).padStart(3, '0')}` } : {}) },
      ]);
  });
  const sent = await Promise.all(
    [...byUser].map(async ([userUuid, mine]) => {
      const kept: NewNotification[] = [];
      const ids: string[] = [];
      for (const input of mine) {
        if (
          input.triggerId &&
          isMaintenanceNotification(input.type) &&
          (await isMuted(tenant, userUuid, input.triggerId))
        ) {
          logger.debug('notification muted', { tenant, user: userUuid, trigger: input.triggerId });
          continue;
        }
        const ref = isMaintenanceNotification(input.type) && input.triggerId ? input.triggerId : input.refId;
        kept.push({
          notification_type: input.type,
          heading: input.heading,
          message: input.message,
          ref_id: ref,
        });
        if (input.id) ids.push(input.id);
      }
      return kept.length
        ? insertNotifications(tenant, userUuid, kept, fixed?.at, fixed ? ids : undefined)
        : [];
    }),
  );
  return sent.flat();
}

/** The job a notice is about: who asked for it, and its id and start (which fix the notice's id and time). */
export interface NoticeJob {
  tenant: string;
  import_id: string;
  requested_by: string;
  started_at: string;
}

/**
 * Tells a job's requester how it ended (an import job: Completed or Failed). The notification's id
 * is fixed by the job (`{idPrefix}-{import id}-000`) and dated at its start, so a job run again
 * stores it once.
 */
export async function notifyJobRequester(
  job: NoticeJob,
  notice: { type: NotificationTypeId; idPrefix: string; heading: string; message: string },
): Promise<void> {
  await raiseNotifications(
    job.tenant,
    [
      {
        users: [job.requested_by],
        type: notice.type,
        heading: notice.heading,
        message: notice.message,
        refId: job.import_id,
      },
    ],
    { idBase: `${notice.idPrefix}-${job.import_id}`, at: new Date(job.started_at) },
  );
}

/** Ids fixed beforehand (a deferred notice: functions/lib/outbox.ts), so a retry stores each notification once: `{idBase}-{n}`, n its place in the list. */
export interface FixedIds {
  idBase: string;
  at: Date;
}

/** A notification for the managers of a site. */
export interface SiteNotice {
  siteId: number;
  type: NotificationTypeId;
  heading: string;
  message: string;
  refId: string;
}

/** The active managers of each of these sites (recipients.ts siteManagers), read in parallel. */
export async function managersOfSites(
  tenant: string,
  org: Org,
  siteIds: number[],
): Promise<Map<number, string[]>> {
  const sites = [...new Set(siteIds)];
  return new Map(
    await Promise.all(
      sites.map(async (siteId) => [siteId, await siteManagers(tenant, org, siteId)] as const),
    ),
  );
}

/**
 * Notices for the managers of their sites, all raised at once (raiseNotifications): each site's
 * managers read once, or taken from `managers` (read beforehand by a caller that overlaps it with its write).
 */
export async function raiseForSiteManagers(
  tenant: string,
  org: Org,
  notices: SiteNotice[],
  managers?: Map<number, string[]>,
  fixed?: FixedIds,
): Promise<Sent[]> {
  const known = managers ?? new Map<number, string[]>();
  const missing = notices.map((n) => n.siteId).filter((siteId) => !known.has(siteId));
  const all = missing.length ? new Map([...known, ...(await managersOfSites(tenant, org, missing))]) : known;
  return raiseNotifications(
    tenant,
    notices.map(({ siteId, ...notice }) => ({ ...notice, users: all.get(siteId) ?? [] })),
    fixed,
  );
}
