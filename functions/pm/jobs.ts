/**
 * The PM trigger sweep (EventBridge Scheduler, see functions/jobs.ts): for every active tenant,
 * finds the PM triggers that came due (by time: due date reached; by meter: the asset's meter
 * reading reached the due reading) or overdue, and tells the site's managers: an in-app
 * notification (PM due 9 / PM overdue 10, which each user can mute per trigger) and an e-mail.
 * Each notice is sent once per trigger: the trigger's stage moves first, conditionally.
 */
import { NotificationType } from '../../shared/codes.js';
import type { SchedulerEvent } from '../jobs.js';
import { logger, withKeys } from '../lib/logger.js';
import { sendEmail, tenantWebUrl } from '../lib/mail.js';
import { raiseNotification } from '../notifications/raise.js';
import { listTenants } from '../tenancy/store.js';
import {
  advanceNotice,
  managersBySite,
  OVERDUE_AFTER_METER_HOURS,
  OVERDUE_AFTER_MS,
  PmNotice,
  PmTriggerBy,
  triggersDueByTime,
  triggersWatchingMeters,
  type PmNoticeStage,
  type PmTrigger,
} from './store.js';

export interface PmSweepSummary {
  tenants: number;
  due: number;
  overdue: number;
  notifications: number;
  emails: number;
}

/** The notice stage a trigger has reached at `now` (given its asset's meter reading, if known). */
export function stageReached(trigger: PmTrigger, meterHours: number | undefined, now: Date): PmNoticeStage {
  let stage: PmNoticeStage = PmNotice.None;
  const raise = (to: PmNoticeStage) => {
    if (to > stage) stage = to;
  };
  if (trigger.trigger_by !== PmTriggerBy.MeterHours && trigger.due_datetime) {
    const due = Date.parse(trigger.due_datetime);
    if (now.getTime() >= due + OVERDUE_AFTER_MS) raise(PmNotice.Overdue);
    else if (now.getTime() >= due) raise(PmNotice.Due);
  }
  if (trigger.trigger_by !== PmTriggerBy.Time && trigger.due_meter_hours !== undefined && meterHours !== undefined) {
    if (meterHours >= trigger.due_meter_hours + OVERDUE_AFTER_METER_HOURS) raise(PmNotice.Overdue);
    else if (meterHours >= trigger.due_meter_hours) raise(PmNotice.Due);
  }
  return stage;
}

function noticeText(trigger: PmTrigger, stage: PmNoticeStage) {
  const overdue = stage === PmNotice.Overdue;
  return {
    type: overdue ? NotificationType.PmOverdue : NotificationType.PmDue,
    heading: overdue ? 'PM overdue' : 'PM due',
    message: `${trigger.title} is ${overdue ? 'overdue' : 'due'} on ${trigger.asset_name}.`,
  };
}

async function sweepTenant(tenant: string, now: Date, summary: PmSweepSummary) {
  const reached = new Map<string, { trigger: PmTrigger; stage: PmNoticeStage }>();
  const consider = (trigger: PmTrigger, stage: PmNoticeStage) => {
    const seen = reached.get(trigger.trigger_id);
    if (stage > trigger.notice_stage && (!seen || stage > seen.stage)) reached.set(trigger.trigger_id, { trigger, stage });
  };
  for (const trigger of await triggersDueByTime(tenant, now)) consider(trigger, stageReached(trigger, undefined, now));
  for (const { trigger, meterHours } of await triggersWatchingMeters(tenant)) consider(trigger, stageReached(trigger, meterHours, now));
  if (reached.size === 0) return;

  const managers = await managersBySite(tenant);
  for (const { trigger, stage } of reached.values()) {
    if (!(await advanceNotice(trigger, stage, now))) continue;
    if (stage === PmNotice.Overdue) summary.overdue += 1;
    else summary.due += 1;
    const recipients = (managers.get(trigger.site_id) ?? []).filter((user) => user.manager_pm_notification_status);
    if (recipients.length === 0) continue;
    const text = noticeText(trigger, stage);
    const sent = await raiseNotification({
      tenant,
      users: recipients.map((user) => user.uuid),
      type: text.type,
      heading: text.heading,
      message: text.message,
      refId: trigger.asset_pm_id,
      triggerId: trigger.trigger_id,
    });
    summary.notifications += sent.length;
    const notified = new Set(sent.map((n) => n.user_uuid));
    const link = `${tenantWebUrl(tenant)}/preventative-maintenance-list`;
    for (const user of recipients) {
      // Muted users (no notification raised) and users who turned e-mail off get no e-mail either.
      if (!notified.has(user.uuid) || !user.email_notification_status || !user.email) continue;
      await sendEmail({
        to: [user.email],
        subject: `${text.heading}: ${trigger.title} (${trigger.asset_name})`,
        text: `Hello ${user.firstname},\n\n${text.message}\n\nOpen the PM list: ${link}\n\nAssetCare`,
      });
      summary.emails += 1;
    }
  }
}

export async function sweepPmTriggers(event: SchedulerEvent = {}): Promise<PmSweepSummary> {
  const now = event.time ? new Date(event.time) : new Date();
  const log = withKeys(logger, { job: 'pmTriggerSweep' }, 'assetcare-jobs');
  const summary: PmSweepSummary = { tenants: 0, due: 0, overdue: 0, notifications: 0, emails: 0 };
  const failed: string[] = [];
  for (const tenant of await listTenants(true)) {
    if (tenant.status !== 1) continue;
    summary.tenants += 1;
    try {
      await sweepTenant(tenant.company_code, now, summary);
    } catch (error) {
      // One tenant's failure must not hold back the others' notices.
      log.error('PM sweep failed for a tenant', { tenant: tenant.company_code, error: String(error) });
      failed.push(tenant.company_code);
    }
  }
  log.info('PM sweep done', { ...summary });
  // Failing the run makes the scheduler retry (already-sent notices are not repeated) and the alarm fire.
  if (failed.length) throw new Error(`PM sweep failed for tenants: ${failed.join(', ')}`);
  return summary;
}
