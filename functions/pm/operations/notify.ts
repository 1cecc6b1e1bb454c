/**
 * PM notices to the site's managers (spec core-platform 2.5 types 9 to 14; maintenance 2.6): an
 * in-app notification (9 PM due, 10 PM overdue / still overdue, 11 PM reminder), which each
 * manager can mute per trigger ('Do not send this notification again', GET
 * PMNotification/TriggerPMItemNotification, served by the notifications domain), and an e-mail.
 *
 * Recipients: the site's active managers (users index by key) whose PM notifications are on
 * (manager_pm_notification_status); the e-mail also needs their e-mail notifications on. A muted
 * manager gets neither.
 *
 * E-mail: `sendPmReminderEmail` is the one adapter, over the React Email template
 * (functions/lib/mail/templates/pm-reminder.tsx), rendered in bulk by reminder-mail.ts.
 *
 * Cost: a delivery reads the org, the tenant, each site's managers and those users once, every
 * (manager, trigger) mute by BatchGet, writes each manager's notifications in transactions of up
 * to 99 (their unread counter moved once per transaction), and sends the e-mails a pool at a time.
 * The sweep delivers a run's notices in groups (one per write of the triggers that raised them),
 * with ids fixed when written: a group delivered again stores each notification once, and sends
 * each e-mail once (a mark per notification and recipient, put before the send).
 *
 * The notice itself and its texts: ./pm-notices.ts.
 */
import pLimit from 'p-limit';
import { NotificationType, type NotificationTypeId } from '#shared/codes.js';
import { logger } from '#lib/logger.js';
import { sendEmail, tenantWebUrl } from '#lib/mail.js';
import { getMany } from '#lib/batch-get.js';
import { batchBrand, mailBrandOf } from '#lib/mail/brand.js';
import type { MailBrand } from '#lib/mail/templates/layout.js';
import { siteManagers } from '#functions/notifications/index.js';
import {
  insertNotifications,
  NotificationMuteEntity,
  type NewNotification,
} from '#functions/notifications/index.js';
import { getOrg, getTenant } from '#functions/tenancy/index.js';
import { getUser, type User } from '#functions/users/index.js';
import { markMailSent, unmarkMailSent } from '../store/notices.js';
import { noticeText, type PmNotice, type PmNoticeKind } from './pm-notices.js';

const TYPE_OF: Record<PmNoticeKind, NotificationTypeId> = {
  first: NotificationType.PmReminder,
  second: NotificationType.PmReminder,
  onDue: NotificationType.PmDue,
  overdue: NotificationType.PmOverdue,
  ignored: NotificationType.PmOverdue,
};

export interface PmReminderMail {
  tenant: string;
  user: Pick<User, 'email' | 'firstname' | 'prefer_language_id'>;
  notice: PmNotice;
  heading: string;
  message: string;
  link: string;
}

/** The one e-mail adapter of PM notices: the React Email template in the tenant's branding and the recipient's language. */
export async function sendPmReminderEmail(mail: PmReminderMail, brand?: MailBrand): Promise<void> {
  const t = mail.notice.trigger;
  const tenant = brand ? undefined : await getTenant(mail.tenant);
  // The mail renderer (React's server renderer, html-to-text: about 250 kB) loads with the first mail, not with the Lambda.
  const { renderReminderMail } = await import('./reminder-mail.js');
  const rendered = await renderReminderMail({
    brand: brand ?? (await mailBrandOf(tenant ?? { company_code: mail.tenant, name: mail.tenant })),
    preferLanguageId: mail.user.prefer_language_id,
    recipientName: mail.user.firstname,
    // A PM still overdue days later is told as overdue again.
    kind: mail.notice.kind === 'ignored' ? 'overdue' : mail.notice.kind,
    assetName: t.asset_name,
    internalAssetId: t.internal_asset_id,
    pmTitle: t.title,
    dueAt: t.due_at,
    dueMeterHours: t.due_meter_hours,
    siteTimeZone: t.timezone,
    dueIn: mail.notice.dueIn ?? null,
    pmListUrl: mail.link,
  });
  await sendEmail({
    tenant: mail.tenant,
    to: [mail.user.email],
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments,
  });
}

/**
 * Notices delivered together. With `idBase`, the group's notifications get fixed ids
 * (`{idBase}-{n}`, n the notice's place in the group, as notifications/raise.ts numbers them) and
 * `at` as their date, so delivering the group again stores each one once. At most 99 notices: a
 * manager's notifications of one group are one transaction (all stored or none).
 */
export interface NoticeGroup {
  notices: PmNotice[];
  idBase?: string;
  at?: Date;
}

export const MAX_GROUP_NOTICES = 99;
/** E-mails sent at once (SES allows many sends a second; the emulator is local). */
const MAIL_POOL = 32;

/**
 * Sends notices (after the writes that recorded them succeeded). `onDelivered(g)` is called once
 * group g's notifications are stored and its e-mails sent (an e-mail that fails is logged, not
 * retried: the trigger's state is saved); a group whose notifications could not be stored is
 * not: it is for the caller to deliver again. Failures are logged, not thrown.
 */
export async function deliverNoticeGroups(
  tenant: string,
  groups: NoticeGroup[],
  onDelivered?: (group: number) => Promise<void>,
): Promise<{
  notifications: number;
  emails: number;
  ms: { reads: number; notifications: number; emails: number };
}> {
  const sent = { notifications: 0, emails: 0, ms: { reads: 0, notifications: 0, emails: 0 } };
  let mark = performance.now();
  const lap = (phase: keyof typeof sent.ms) => {
    const at = performance.now();
    sent.ms[phase] += Math.round(at - mark);
    mark = at;
  };
  const all = groups.flatMap((g) => g.notices);
  if (all.length === 0) {
    for (let g = 0; g < groups.length; g++) await onDelivered?.(g);
    return sent;
  }
  if (groups.some((g) => g.notices.length > MAX_GROUP_NOTICES))
    throw new Error(`a notice group holds at most ${MAX_GROUP_NOTICES} notices`);
  let recipients: Map<number, User[]>;
  let muted: Set<string>;
  // Read on the first e-mail sent (an uploaded logo is a bucket read): notices that end in-app only read nothing.
  let brand: () => Promise<MailBrand>;
  try {
    const [org, tenantRecord] = await Promise.all([getOrg(tenant), getTenant(tenant)]);
    brand = batchBrand(tenantRecord ?? { company_code: tenant, name: tenant });
    const siteIds = [...new Set(all.map((n) => n.trigger.site_id))];
    const managers = new Map(
      await Promise.all(
        siteIds.map(async (siteId) => [siteId, await siteManagers(tenant, org, siteId)] as const),
      ),
    );
    const uuids = [...new Set([...managers.values()].flat())];
    const users = new Map(
      await Promise.all(uuids.map(async (uuid) => [uuid, await getUser(tenant, uuid)] as const)),
    );
    recipients = new Map(
      siteIds.map((siteId) => [
        siteId,
        (managers.get(siteId) ?? [])
          .map((uuid) => users.get(uuid))
          .filter((u): u is User => !!u && u.manager_pm_notification_status !== false),
      ]),
    );
    // 'Do not send this notification again', per manager and trigger: one BatchGet of every pair.
    const pairs = new Map<string, { tenant: string; user_uuid: string; trigger_id: string }>();
    for (const notice of all)
      for (const user of recipients.get(notice.trigger.site_id) ?? [])
        pairs.set(`${user.uuid}|${notice.trigger.trigger_id}`, {
          tenant,
          user_uuid: user.uuid,
          trigger_id: notice.trigger.trigger_id,
        });
    const mutes = pairs.size ? await getMany(NotificationMuteEntity, [...pairs.values()]) : [];
    muted = new Set(mutes.map((m) => `${m.user_uuid}|${m.trigger_id}`));
    lap('reads');
  } catch (error) {
    logger.error('PM notices failed', { tenant, error: String(error) });
    return sent;
  }

  const link = `${tenantWebUrl(tenant)}/preventative-maintenance-list`;
  const texts = groups.map((g) => g.notices.map(noticeText));
  const failed = new Set<number>();
  /** `mark`: where the group has fixed ids, the e-mail's sent mark (store/notices.ts markMailSent). */
  const mails: { group: number; mail: PmReminderMail; mark?: string }[][] = groups.map(() => []);
  // Each manager's notifications: one transaction per group, the managers in parallel.
  const byUser = new Map<string, User>();
  for (const list of recipients.values()) for (const user of list) byUser.set(user.uuid, user);
  await Promise.all(
    [...byUser.values()].map(async (user) => {
      for (const [g, group] of groups.entries()) {
        const mine = group.notices
          .map((notice, n) => ({ notice, n }))
          .filter(
            ({ notice }) =>
              (recipients.get(notice.trigger.site_id) ?? []).includes(user) &&
              !muted.has(`${user.uuid}|${notice.trigger.trigger_id}`),
          );
        if (!mine.length) continue;
        const idOf = (n: number) => `${group.idBase}-${String(n).padStart(3, '0')}`;
        const inputs: NewNotification[] = mine.map(({ notice, n }) => ({
          notification_type: TYPE_OF[notice.kind],
          heading: texts[g][n].heading,
          message: texts[g][n].message,
          ref_id: notice.trigger.trigger_id,
        }));
        try {
          await insertNotifications(
            tenant,
            user.uuid,
            inputs,
            group.at ?? new Date(),
            group.idBase ? mine.map(({ n }) => idOf(n)) : undefined,
          );
        } catch (error) {
          logger.error('PM notifications failed', { tenant, user: user.uuid, error: String(error) });
          failed.add(g);
          continue;
        }
        sent.notifications += mine.length;
        for (const { notice, n } of mine) {
          if (user.email_notification_status === false || !user.email) continue;
          mails[g].push({
            group: g,
            mail: { tenant, user, notice, ...texts[g][n], link },
            ...(group.idBase ? { mark: `${idOf(n)}#${user.uuid}` } : {}),
          });
        }
      }
    }),
  );

  lap('notifications');
  // The e-mails, a pool at a time in group order; a group is delivered when its last one is done.
  const left = mails.map((list) => list.length);
  const done = async (g: number) => {
    if (!failed.has(g))
      await onDelivered?.(g).catch((error) =>
        logger.error('PM notice group not cleared', { tenant, error: String(error) }),
      );
  };
  for (let g = 0; g < groups.length; g++) if (left[g] === 0) await done(g);
  await pLimit(MAIL_POOL).map(mails.flat(), async ({ group, mail, mark }) => {
    let marked = false;
    try {
      // A group delivered again (a stopped run's batch) sends only the e-mails not sent before.
      if (mark) marked = await markMailSent(tenant, mark);
      if (!mark || marked) {
        await sendPmReminderEmail(mail, await brand());
        sent.emails += 1;
      }
    } catch (error) {
      if (marked) await unmarkMailSent(tenant, mark!).catch(() => undefined);
      logger.error('PM reminder e-mail failed', {
        tenant,
        trigger: mail.notice.trigger.trigger_id,
        error: String(error),
      });
    }
    if (--left[group] === 0) await done(group);
  });
  lap('emails');
  return sent;
}

/** Sends notices at once (one group; see deliverNoticeGroups). */
export async function deliverNotices(
  tenant: string,
  notices: PmNotice[],
): Promise<{
  notifications: number;
  emails: number;
  ms: { reads: number; notifications: number; emails: number };
}> {
  const groups: NoticeGroup[] = [];
  for (let at = 0; at < notices.length; at += MAX_GROUP_NOTICES)
    groups.push({ notices: notices.slice(at, at + MAX_GROUP_NOTICES) });
  const sent = await deliverNoticeGroups(tenant, groups);
  return sent;
}
