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
 * E-mail: `sendPmReminderEmail` is the one adapter. The React Email template
 * (functions/lib/mail/templates/pm-reminder.tsx) comes with branch wt-pmnotify; until it is merged
 * a plain-text e-mail goes through functions/lib/mail.ts.
 */
import { NotificationType, type NotificationTypeId } from '../../shared/codes.js';
import { formatSiteDate } from '../../shared/dates.js';
import { logger } from '../lib/logger.js';
import { sendEmail, tenantWebUrl } from '../lib/mail.js';
import { raiseNotification } from '../notifications/raise.js';
import { siteManagers } from '../notifications/recipients.js';
import { getOrg, type Org } from '../tenancy/store.js';
import { getUser, type User } from '../users/store/index.js';
import type { OpenTriggerData } from './store.js';

export type PmNoticeKind = 'first' | 'second' | 'onDue' | 'overdue' | 'ignored';

export interface PmNotice {
  kind: PmNoticeKind;
  trigger: OpenTriggerData;
  /** For 'ignored': whole days since it went overdue. */
  overdueDays?: number;
}

const TYPE_OF: Record<PmNoticeKind, NotificationTypeId> = {
  first: NotificationType.PmReminder,
  second: NotificationType.PmReminder,
  onDue: NotificationType.PmDue,
  overdue: NotificationType.PmOverdue,
  ignored: NotificationType.PmOverdue,
};

/** Ours: the spec shows no notification texts for PM notices. */
export function noticeText(notice: PmNotice): { heading: string; message: string } {
  const t = notice.trigger;
  const due = [t.due_day ? `on ${formatSiteDate(t.due_at ?? t.due_day, t.timezone)}` : null, t.due_meter_hours !== null ? `at ${t.due_meter_hours} MHrs` : null].filter(Boolean).join(' or ');
  switch (notice.kind) {
    case 'first':
    case 'second':
      return { heading: 'PM reminder', message: `${t.title} on ${t.asset_name} is due ${due}.` };
    case 'onDue':
      return { heading: 'PM due', message: `${t.title} is due on ${t.asset_name}.` };
    case 'overdue':
      return { heading: 'PM overdue', message: `${t.title} is overdue on ${t.asset_name}.` };
    case 'ignored':
      return { heading: 'PM still overdue', message: `${t.title} on ${t.asset_name} has been overdue for ${notice.overdueDays ?? 0} days and is still not completed.` };
  }
}

export interface PmReminderMail {
  tenant: string;
  user: Pick<User, 'email' | 'firstname' | 'prefer_language_id'>;
  notice: PmNotice;
  heading: string;
  message: string;
  link: string;
}

/** The one e-mail adapter of PM notices (see the header). */
export async function sendPmReminderEmail(mail: PmReminderMail): Promise<void> {
  const t = mail.notice.trigger;
  await sendEmail({
    to: [mail.user.email],
    subject: `${mail.heading}: ${t.title} (${t.asset_name})`,
    text: `Hello ${mail.user.firstname},\n\n${mail.message}\n\nOpen the PM list: ${mail.link}\n\nAssetCare`,
  });
}

/** Sends notices (after the write that recorded them succeeded). Failures are logged, not thrown: the state is saved. */
export async function deliverNotices(tenant: string, notices: PmNotice[], cache: { org?: Org; users: Map<string, User | undefined>; managers: Map<number, string[]> } = { users: new Map(), managers: new Map() }): Promise<{ notifications: number; emails: number }> {
  const sent = { notifications: 0, emails: 0 };
  if (notices.length === 0) return sent;
  try {
    cache.org ??= await getOrg(tenant);
    for (const notice of notices) {
      const t = notice.trigger;
      if (!cache.managers.has(t.site_id)) cache.managers.set(t.site_id, await siteManagers(tenant, cache.org, t.site_id));
      const uuids = cache.managers.get(t.site_id) ?? [];
      for (const uuid of uuids) if (!cache.users.has(uuid)) cache.users.set(uuid, await getUser(tenant, uuid));
      const recipients = uuids.map((uuid) => cache.users.get(uuid)).filter((u): u is User => !!u && u.manager_pm_notification_status !== false);
      if (recipients.length === 0) continue;
      const text = noticeText(notice);
      const raised = await raiseNotification({ tenant, users: recipients.map((u) => u.uuid), type: TYPE_OF[notice.kind], heading: text.heading, message: text.message, refId: t.asset_pm_id, triggerId: t.trigger_id });
      sent.notifications += raised.length;
      const notified = new Set(raised.map((n) => n.user_uuid));
      const link = `${tenantWebUrl(tenant)}/preventative-maintenance-list`;
      for (const user of recipients) {
        if (!notified.has(user.uuid) || user.email_notification_status === false || !user.email) continue;
        await sendPmReminderEmail({ tenant, user, notice, ...text, link });
        sent.emails += 1;
      }
    }
  } catch (error) {
    logger.error('PM notices failed', { tenant, error: String(error) });
  }
  return sent;
}
