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
 * (functions/lib/mail/templates/pm-reminder.tsx).
 */
import { NotificationType, type NotificationTypeId } from '../../shared/codes.js';
import { formatSiteDate } from '../../shared/dates.js';
import { logger } from '../lib/logger.js';
import { sendEmail, tenantWebUrl } from '../lib/mail.js';
import { raiseNotifications } from '../notifications/raise.js';
import { siteManagers } from '../notifications/recipients.js';
import { getOrg, getTenant } from '../tenancy/store.js';
import { renderPmReminderEmail } from '../lib/mail/templates/pm-reminder.js';
import { brandOf } from '../lib/mail/brand.js';
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

/** The one e-mail adapter of PM notices: the React Email template in the tenant's branding and the recipient's language. */
export async function sendPmReminderEmail(mail: PmReminderMail): Promise<void> {
  const t = mail.notice.trigger;
  const tenant = await getTenant(mail.tenant);
  const rendered = await renderPmReminderEmail({
    brand: brandOf(tenant ?? { company_code: mail.tenant, name: mail.tenant }),
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
    pmListUrl: mail.link,
  });
  await sendEmail({ to: [mail.user.email], subject: rendered.subject, html: rendered.html, text: rendered.text });
}

/**
 * Sends notices (after the write that recorded them succeeded), all at once: one
 * raiseNotifications call (one write per manager of all their notifications), then the e-mails a
 * few at a time. Failures are logged, not thrown: the state is saved.
 */
export async function deliverNotices(tenant: string, notices: PmNotice[]): Promise<{ notifications: number; emails: number }> {
  const sent = { notifications: 0, emails: 0 };
  if (notices.length === 0) return sent;
  try {
    const org = await getOrg(tenant);
    const managers = new Map<number, string[]>();
    for (const siteId of new Set(notices.map((n) => n.trigger.site_id))) managers.set(siteId, await siteManagers(tenant, org, siteId));
    const users = new Map<string, User | undefined>();
    await Promise.all([...new Set([...managers.values()].flat())].map(async (uuid) => users.set(uuid, await getUser(tenant, uuid))));
    const recipientsOf = (notice: PmNotice) => (managers.get(notice.trigger.site_id) ?? []).map((uuid) => users.get(uuid)).filter((u): u is User => !!u && u.manager_pm_notification_status !== false);
    const texts = notices.map(noticeText);
    const raised = await raiseNotifications(
      tenant,
      notices.map((notice, i) => ({ users: recipientsOf(notice).map((u) => u.uuid), type: TYPE_OF[notice.kind], heading: texts[i].heading, message: texts[i].message, refId: notice.trigger.asset_pm_id, triggerId: notice.trigger.trigger_id })),
    );
    sent.notifications = raised.length;
    // What each user was really sent (muted triggers are not): user and trigger.
    const delivered = new Set(raised.map((n) => `${n.user_uuid}|${n.ref_id}`));
    const link = `${tenantWebUrl(tenant)}/preventative-maintenance-list`;
    const mails: PmReminderMail[] = [];
    notices.forEach((notice, i) => {
      for (const user of recipientsOf(notice)) {
        if (!delivered.has(`${user.uuid}|${notice.trigger.trigger_id}`) || user.email_notification_status === false || !user.email) continue;
        mails.push({ tenant, user, notice, ...texts[i], link });
      }
    });
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(8, mails.length) }, async () => {
        while (next < mails.length) {
          await sendPmReminderEmail(mails[next++]);
          sent.emails += 1;
        }
      }),
    );
  } catch (error) {
    logger.error('PM notices failed', { tenant, error: String(error) });
  }
  return sent;
}
