/**
 * The scheduled e-mails the notification settings promise (spec maintenance 2.6, 3, 4; issue 10
 * item 6), each an export run by the scheduler (functions/jobs.ts):
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
import { InspectionStatus, Role, SiteStatus, UserStatus } from '#shared/codes.js';
import { dayjs, DISPLAY_DATE, formatSiteDate, LOS_ANGELES } from '#shared/dates.js';

import { ProgressReport } from '#shared/pm-notifications/schemas.js';
import { PmStatus } from '#shared/pm/codes.js';
import { invertedTime, Sub } from '#functions/inspections/index.js';
import { readPending } from '#functions/inspections/index.js';
import { readEntries } from '#functions/inspections/index.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger, withKeys } from '#lib/logger.js';
import { sendEmail } from '#lib/mail.js';
import type { RenderedMail } from '#lib/mail/templates/layout.js';
import { renderOperatorUsageEmail, type OperatorUsageRow } from '#lib/mail/templates/operator-usage.js';
import { renderPendingReviewsEmail } from '#lib/mail/templates/pending-reviews.js';
import { renderPmDueNotResolvedEmail, type PmDueRow } from '#lib/mail/templates/pm-due-not-resolved.js';
import { renderProgressReportEmail, type ProgressSiteRow } from '#lib/mail/templates/progress-report.js';
import { readListEntries } from '#functions/pm/index.js';
import {
  getOrg,
  listActiveCompanyTenants,
  type Org,
  type Site,
  type Tenant,
} from '#functions/tenancy/index.js';
import { listAllUsers, type User } from '#functions/users/index.js';
import { claimMail, releaseMail } from '#functions/pm/index.js';

/** The local hour from which the day's e-mails go out. */
export const SEND_FROM_HOUR = 6;
/** The zone whose days the e-mails report (core-platform 9's display zone). */
export const REPORT_ZONE = LOS_ANGELES;

export interface MailJobSummary {
  tenants: number;
  sent: number;
  /** Recipients whose e-mail of this period had gone already (a retried run). */
  skipped: number;
  /** The period the run reported, or null before the send hour. */
  period: string | null;
}

import { brandOf } from '#lib/mail/brand.js';

const fullName = (u: Pick<User, 'firstname' | 'lastname'>) => `${u.firstname} ${u.lastname}`.trim();
const isActive = (u: User) => u.status === UserStatus.Active && Boolean(u.email);

/** The real sites a user works at: their own, and every site of a company whose All Sites entry they hold. */
export function sitesOf(user: Pick<User, 'sites' | 'roles'>, org: Org): Site[] {
  const own = new Set(user.sites);
  const allOf = new Set(
    org.sites.filter((s) => own.has(s.site_id) && s.status === SiteStatus.AllSites).map((s) => s.company_id),
  );
  return org.sites.filter(
    (s) => s.status === SiteStatus.Active && (own.has(s.site_id) || allOf.has(s.company_id)),
  );
}

interface Run {
  job: string;
  now: Date;
  summary: MailJobSummary;
}

/** Claims, sends, and releases the claim if the send fails (so a retry sends it). */
async function deliver(tenant: string, run: Run, period: string, user: User, mail: Promise<RenderedMail>) {
  if (!(await claimMail(tenant, run.job, period, user.uuid, run.now))) {
    run.summary.skipped += 1;
    return;
  }
  try {
    const { subject, html, text } = await mail;
    await sendEmail({ to: [user.email], subject, html, text });
    run.summary.sent += 1;
  } catch (error) {
    await releaseMail(tenant, run.job, period, user.uuid);
    throw error;
  }
}

/** Runs `perTenant` for each active tenant; one tenant's failure does not stop the others, but fails the run (the scheduler retries it). */
/** Test hook: limit a run to some tenants (the scheduler sends every active tenant's). */
export interface MailJobOptions {
  tenants?: string[];
}

async function forEachTenant(
  job: string,
  event: SchedulerEvent,
  options: MailJobOptions,
  period: (now: dayjs.Dayjs) => string | null,
  perTenant: (tenant: Tenant, run: Run, period: string) => Promise<void>,
): Promise<MailJobSummary> {
  const now = event.time ? new Date(event.time) : new Date();
  const local = dayjs(now).tz(REPORT_ZONE);
  const summary: MailJobSummary = {
    tenants: 0,
    sent: 0,
    skipped: 0,
    period: local.hour() >= SEND_FROM_HOUR ? period(local) : null,
  };
  if (!summary.period) return summary;
  const log = withKeys(logger, { job }, 'assetcare-jobs');
  const failed: string[] = [];
  for (const tenant of await listActiveCompanyTenants()) {
    if (options.tenants && !options.tenants.includes(tenant.company_code)) continue;
    summary.tenants += 1;
    try {
      await perTenant(tenant, { job, now, summary }, summary.period);
    } catch (error) {
      log.error('mail job failed for a tenant', { tenant: tenant.company_code, error: String(error) });
      failed.push(tenant.company_code);
    }
  }
  log.info('mail job done', { ...summary });
  if (failed.length) throw new Error(`${job} failed for tenants: ${failed.join(', ')}`);
  return summary;
}

const today = (local: dayjs.Dayjs) => local.format('YYYY-MM-DD');
const yesterday = (local: dayjs.Dayjs) => local.subtract(1, 'day').format('YYYY-MM-DD');
/** The Monday of the previous week (Monday to Sunday). */
const lastWeek = (local: dayjs.Dayjs) =>
  local
    .subtract((local.day() + 6) % 7, 'day')
    .subtract(7, 'day')
    .format('YYYY-MM-DD');

/** Epoch ms bounds [from, to) of `days` local days from `day`. */
function bounds(day: string, days: number): { from: number; to: number } {
  const start = dayjs.tz(day, REPORT_ZONE);
  return { from: start.valueOf(), to: start.add(days, 'day').valueOf() };
}

/** The inspections submitted at a site in [from, to), from the list index's per-site partition (newest first). */
async function submittedAt(tenant: string, site: Site, from: number, to: number) {
  return readEntries(tenant, site.company_id, Sub.site(site.site_id), {
    range: { start: invertedTime(to - 1), end: `${invertedTime(from)}#\u{10FFFF}` },
  });
}

// ---- pending reviews (manager) ----

export const sendPendingReviewsEmails = (event: SchedulerEvent = {}, options: MailJobOptions = {}) =>
  forEachTenant('pendingReviewsEmail', event, options, today, async (tenant, run, period) => {
    const managers = (await listAllUsers(tenant.company_code)).filter(
      (u) => isActive(u) && u.roles.includes(Role.Manager) && u.email_notification_status,
    );
    if (!managers.length) return;
    const org = await getOrg(tenant.company_code);
    const pendingBySite = new Map<number, Awaited<ReturnType<typeof readPending>>>();
    for (const user of managers) {
      const sites = sitesOf(user, org);
      for (const site of sites)
        if (!pendingBySite.has(site.site_id))
          pendingBySite.set(site.site_id, await readPending(tenant.company_code, site.site_id));
      const rows = sites.flatMap((site) =>
        (pendingBySite.get(site.site_id) ?? []).map((p) => ({
          siteName: site.site_name,
          siteTimeZone: site.timezone,
          assetName: p.asset_name,
          operatorName: `${p.operator_firstname} ${p.operator_lastname}`.trim(),
          requestedAt: p.checkout_requested_at,
        })),
      );
      if (!rows.length) continue;
      rows.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
      await deliver(
        tenant.company_code,
        run,
        period,
        user,
        renderPendingReviewsEmail({
          brand: brandOf(tenant),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          rows,
        }),
      );
    }
  });

// ---- operator usage report (manager) ----

export const sendOperatorUsageEmails = (event: SchedulerEvent = {}, options: MailJobOptions = {}) =>
  forEachTenant('operatorUsageEmail', event, options, yesterday, async (tenant, run, period) => {
    const users = await listAllUsers(tenant.company_code);
    const managers = users.filter(
      (u) => isActive(u) && u.roles.includes(Role.Manager) && u.operator_usage_report_email_not_status,
    );
    if (!managers.length) return;
    const names = new Map(users.map((u) => [u.uuid, fullName(u)]));
    const org = await getOrg(tenant.company_code);
    const { from, to } = bounds(period, 1);
    const bySite = new Map<number, Awaited<ReturnType<typeof submittedAt>>>();
    for (const user of managers) {
      const perOperator = new Map<string, { inspections: number; assets: Set<number>; pending: number }>();
      for (const site of sitesOf(user, org)) {
        if (!bySite.has(site.site_id))
          bySite.set(site.site_id, await submittedAt(tenant.company_code, site, from, to));
        for (const entry of bySite.get(site.site_id) ?? []) {
          const row = perOperator.get(entry.operator_uuid) ?? {
            inspections: 0,
            assets: new Set<number>(),
            pending: 0,
          };
          row.inspections += 1;
          row.assets.add(entry.asset_id);
          if (entry.status === InspectionStatus.Pending) row.pending += 1;
          perOperator.set(entry.operator_uuid, row);
        }
      }
      if (!perOperator.size) continue;
      const rows: OperatorUsageRow[] = [...perOperator.entries()]
        .map(([uuid, r]) => ({
          operatorName: names.get(uuid) ?? uuid,
          inspections: r.inspections,
          assets: r.assets.size,
          pending: r.pending,
        }))
        .sort((a, b) => b.inspections - a.inspections || a.operatorName.localeCompare(b.operatorName));
      const day = dayjs.tz(period, REPORT_ZONE).format(DISPLAY_DATE);
      await deliver(
        tenant.company_code,
        run,
        period,
        user,
        renderOperatorUsageEmail({
          brand: brandOf(tenant),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          day,
          rows,
        }),
      );
    }
  });

// ---- overdue PMs of a site (the PM list's index: open PMs ranked overdue first) ----

async function overduePms(tenant: string, site: Site) {
  const entries = await readListEntries(
    tenant,
    site.site_id,
    'A1#0#',
    (row) => row.status === PmStatus.Overdue,
    Number.POSITIVE_INFINITY,
  );
  return entries.map(({ row }) => row);
}

// ---- progress report (executive) ----

/** The daily (22) or weekly (23) progress report; one job sends both, each with its own period. */
export async function sendProgressReportEmails(
  event: SchedulerEvent = {},
  options: MailJobOptions = {},
): Promise<MailJobSummary & { daily: MailJobSummary; weekly: MailJobSummary }> {
  const daily = await progressReports(event, options, ProgressReport.Daily);
  const weekly = await progressReports(event, options, ProgressReport.Weekly);
  return {
    tenants: Math.max(daily.tenants, weekly.tenants),
    sent: daily.sent + weekly.sent,
    skipped: daily.skipped + weekly.skipped,
    period: daily.period,
    daily,
    weekly,
  };
}

const progressReports = (event: SchedulerEvent, options: MailJobOptions, frequency: 22 | 23) => {
  const daily = frequency === ProgressReport.Daily;
  return forEachTenant(
    daily ? 'progressReportDaily' : 'progressReportWeekly',
    event,
    options,
    daily ? yesterday : lastWeek,
    async (tenant, run, period) => {
      const executives = (await listAllUsers(tenant.company_code)).filter(
        (u) => isActive(u) && u.roles.includes(Role.Executive) && u.executive_report_frequency === frequency,
      );
      if (!executives.length) return;
      const org = await getOrg(tenant.company_code);
      const days = daily ? 1 : 7;
      const { from, to } = bounds(period, days);
      const label = daily
        ? formatSiteDate(from, REPORT_ZONE)
        : `${formatSiteDate(from, REPORT_ZONE)} - ${formatSiteDate(to - 1, REPORT_ZONE)}`;
      const siteRows = new Map<number, ProgressSiteRow>();
      const rowOf = async (site: Site): Promise<ProgressSiteRow> => {
        const entries = await submittedAt(tenant.company_code, site, from, to);
        return {
          siteName: site.site_name,
          submitted: entries.length,
          accepted: entries.filter((e) => e.status === InspectionStatus.Accepted).length,
          pending: entries.filter((e) => e.status === InspectionStatus.Pending).length,
          overduePms: site.isShowPM ? (await overduePms(tenant.company_code, site)).length : null,
        };
      };
      for (const user of executives) {
        const sites: ProgressSiteRow[] = [];
        for (const site of sitesOf(user, org)) {
          if (!siteRows.has(site.site_id)) siteRows.set(site.site_id, await rowOf(site));
          sites.push(siteRows.get(site.site_id) as ProgressSiteRow);
        }
        if (!sites.length) continue;
        await deliver(
          tenant.company_code,
          run,
          period,
          user,
          renderProgressReportEmail({
            brand: brandOf(tenant),
            preferLanguageId: user.prefer_language_id,
            recipientName: fullName(user),
            daily,
            period: label,
            sites,
          }),
        );
      }
    },
  );
};

// ---- PM due not resolved (executive) ----

/** Whether the executive's PM-due e-mail is on at `now`: on, or off only until a disable-till date that has passed. */
export function pmDueEmailOn(
  user: Pick<User, 'executive_pm_due_not_resolved_email_notification' | 'disabled_till_date'>,
  now: Date,
): boolean {
  if (user.executive_pm_due_not_resolved_email_notification) return true;
  return Boolean(user.disabled_till_date && Date.parse(user.disabled_till_date) <= now.getTime());
}

export const sendPmDueNotResolvedEmails = (event: SchedulerEvent = {}, options: MailJobOptions = {}) =>
  forEachTenant('pmDueNotResolvedEmail', event, options, today, async (tenant, run, period) => {
    const executives = (await listAllUsers(tenant.company_code)).filter(
      (u) => isActive(u) && u.roles.includes(Role.Executive) && pmDueEmailOn(u, run.now),
    );
    if (!executives.length) return;
    const org = await getOrg(tenant.company_code);
    const bySite = new Map<number, PmDueRow[]>();
    for (const user of executives) {
      const rows: PmDueRow[] = [];
      for (const site of sitesOf(user, org).filter((s) => s.isShowPM)) {
        if (!bySite.has(site.site_id)) {
          bySite.set(
            site.site_id,
            (await overduePms(tenant.company_code, site)).map((pm) => ({
              assetName: pm.asset_name,
              pmTitle: pm.title,
              siteName: site.site_name,
              siteTimeZone: pm.timezone || site.timezone,
              dueAt: pm.due_date
                ? dayjs.tz(pm.due_date.slice(0, 10), pm.timezone || site.timezone).toISOString()
                : null,
              dueMeterHours: pm.due_meter_hours,
            })),
          );
        }
        rows.push(...(bySite.get(site.site_id) ?? []));
      }
      if (!rows.length) continue;
      await deliver(
        tenant.company_code,
        run,
        period,
        user,
        renderPmDueNotResolvedEmail({
          brand: brandOf(tenant),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          rows,
        }),
      );
    }
  });
