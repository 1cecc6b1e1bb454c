/**
 * The users' e-mail settings (spec maintenance 2.6, 3 'Executive e-mail settings', 4 'Executive
 * PM e-mail', 7): the manager's pending reviews and operator usage report e-mails, the
 * executive's progress report (22 daily, 23 weekly, 0 off) and PM-due-not-resolved e-mail with
 * its disable-till period. Each changes only the caller's own user record; the scheduled jobs
 * (../jobs.ts) read these fields to decide who gets which e-mail.
 */
import { PmNotificationsApi } from '#shared/pm-notifications/api.js';
import { PmNotificationMessages as M } from '#shared/pm-notifications/messages.js';
import { DisableTillBy, ProgressReport } from '#shared/pm-notifications/schemas.js';
import { dayjs } from '#shared/dates.js';
import { ok } from '#lib/envelope.js';
import { forbidden } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { updateUser } from '#functions/users/index.js';
import { emailSettingsRow } from '../views.js';

/** GET User/updateEmailNotification/{value} */
export const updateEmailNotification = route(PmNotificationsApi.updateEmailNotification, async (request) => {
  const user = await updateUser(request.user, { email_notification_status: request.params.value });
  return ok(emailSettingsRow(user), M.notificationSettingsUpdated);
});

/** GET User/updateOperatorUsageEmailNotification/{uuid}/{value} */
export const updateOperatorUsageEmailNotification = route(
  PmNotificationsApi.updateOperatorUsageEmailNotification,
  async (request) => {
    if (request.params.uuid !== request.user.uuid) throw forbidden(M.onlyYourOwnSettings);
    const user = await updateUser(request.user, {
      operator_usage_report_email_not_status: request.params.value,
    });
    return ok(emailSettingsRow(user), M.notificationSettingsUpdated);
  },
);

/** GET User/updateExecutiveEmailNotificationStatus/{value}: 22 daily, 23 weekly, 0 off. */
export const updateExecutiveEmailNotificationStatus = route(
  PmNotificationsApi.updateExecutiveEmailNotificationStatus,
  async (request) => {
    const frequency = request.params.value;
    const user = await updateUser(request.user, {
      executive_report_frequency: frequency,
      executive_report_status: frequency !== ProgressReport.Off,
    });
    return ok(emailSettingsRow(user), M.settingsUpdated);
  },
);

/**
 * POST User/updateExecutivePMDueReportEmailStatus. On: enabled with no disable period. Off with a
 * period: disabled until now + the period (the job sends again after that date); off without one:
 * disabled until switched on.
 */
export const updateExecutivePmDueReportEmailStatus = route(
  PmNotificationsApi.updateExecutivePmDueReportEmailStatus,
  async (request) => {
    const {
      executive_pm_due_not_resolved_email_notification: on,
      disable_till,
      disable_till_by,
    } = request.body;
    const period = !on && disable_till && disable_till_by ? { disable_till, disable_till_by } : undefined;
    const till = period
      ? dayjs
          .utc()
          .add(period.disable_till, period.disable_till_by === DisableTillBy.Months ? 'month' : 'week')
          .toISOString()
      : undefined;
    const user = await updateUser(request.user, {
      executive_pm_due_not_resolved_email_notification: on,
      disable_till: period?.disable_till,
      disable_till_by: period?.disable_till_by,
      disabled_till_date: till,
    });
    return ok(emailSettingsRow(user), M.settingsUpdated);
  },
);

/** GET User/GetEmailNotificationSettings */
export const getEmailSettings = route(PmNotificationsApi.getEmailSettings, async (request) =>
  ok(emailSettingsRow(request.user), ''),
);
