/**
 * The scheduled e-mails the notification settings promise (spec maintenance 2.6, 3, 4; issue 10
 * item 6), each an export run by the scheduler (functions/jobs.ts), each in jobs/<its e-mail>.ts
 * (what they share: jobs/mail-run.ts); this module is their entry point:
 *  - sendPendingReviewsEmails: managers with email_notification_status get the inspections
 *    waiting for review at their sites (none waiting: no e-mail), once a day;
 *  - sendOperatorUsageEmails: managers with operator_usage_report_email_not_status get the
 *    previous day's inspections per operator at their sites (none: no e-mail);
 *  - sendProgressReportEmails: executives with a progress report of 22 get the previous day's,
 *    of 23 the previous week's (Monday to Sunday), per site;
 *  - sendPmDueNotResolvedEmails: executives with the PM-due e-mail on (or whose disable-till date
 *    has passed) get the overdue, still open PMs of their PM sites, once a day (none: no e-mail).
 *
 * Days are the product's display zone's (America/Los_Angeles, core-platform 9). The jobs run
 * hourly and send from 6:00 that day, so a run that fails is retried by the next ones. Each
 * e-mail is claimed with a sent-marker (store.ts claimMail: job, period, recipient) before it is
 * sent, so a retried or overlapping run never sends it twice; a failed send releases its claim.
 * Users are read from the tenant's users index and the data by key and index (the inspections'
 * dashboard and list partitions per site, the PM list's overdue entries per site), never a Scan.
 */
export {
  REPORT_ZONE,
  SEND_FROM_HOUR,
  sitesOf,
  type MailJobOptions,
  type MailJobSummary,
} from './jobs/mail-run.js';
export { sendPendingReviewsEmails } from './jobs/pending-reviews.js';
export { sendOperatorUsageEmails } from './jobs/operator-usage.js';
export { sendProgressReportEmails } from './jobs/progress-report.js';
export { pmDueEmailOn, sendPmDueNotResolvedEmails } from './jobs/pm-due-not-resolved.js';
