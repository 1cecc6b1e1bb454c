/** The progress report e-mail (executive): the previous day's (22) or week's (23) inspections and overdue PMs, per site. */
import { InspectionStatus, Role } from '#shared/codes.js';
import { formatSiteDate } from '#shared/dates.js';
import { ProgressReport } from '#shared/pm-notifications/schemas.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { batchBrand } from '#lib/mail/brand.js';
import { renderProgressReportEmail, type ProgressSiteRow } from '#lib/mail/templates/progress-report.js';
import { getOrg, type Site } from '#functions/tenancy/index.js';
import { listAllUsers } from '#functions/users/index.js';
import {
  bounds,
  deliver,
  forEachTenant,
  fullName,
  isActive,
  lastWeek,
  overduePms,
  REPORT_ZONE,
  sitesOf,
  submittedAt,
  yesterday,
  type MailJobOptions,
  type MailJobSummary,
} from './mail-run.js';

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
      const brand = batchBrand(tenant);
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
            brand: await brand(),
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
