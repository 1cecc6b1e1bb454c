/**
 * What the scheduled e-mails (../jobs.ts) share: the send hour and the report zone, the run over
 * every active tenant, the claimed delivery of one e-mail, the periods, the sites a user works at,
 * and the reads by index (inspections submitted at a site, a site's overdue PMs).
 */
import { SiteStatus, UserStatus } from '#shared/codes.js';
import { dayjs, LOS_ANGELES } from '#shared/dates.js';
import { PmStatus } from '#shared/pm/codes.js';
import { invertedTime, Sub } from '#functions/inspections/index.js';
import { readEntries } from '#functions/inspections/index.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { logger, withKeys } from '#lib/logger.js';
import { sendEmail } from '#lib/mail.js';
import type { RenderedMail } from '#lib/mail/templates/layout.js';
import { readListEntries } from '#functions/pm/index.js';
import { listActiveCompanyTenants, type Org, type Site, type Tenant } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
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
export const fullName = (u: Pick<User, 'firstname' | 'lastname'>) => `${u.firstname} ${u.lastname}`.trim();
export const isActive = (u: User) => u.status === UserStatus.Active && Boolean(u.email);

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
export interface Run {
  job: string;
  now: Date;
  summary: MailJobSummary;
}

/** Claims, sends, and releases the claim if the send fails (so a retry sends it). */
export async function deliver(
  tenant: string,
  run: Run,
  period: string,
  user: User,
  mail: Promise<RenderedMail>,
) {
  if (!(await claimMail(tenant, run.job, period, user.uuid, run.now))) {
    run.summary.skipped += 1;
    return;
  }
  try {
    const { subject, html, text, attachments } = await mail;
    await sendEmail({ tenant, to: [user.email], subject, html, text, attachments });
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

export async function forEachTenant(
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

export const today = (local: dayjs.Dayjs) => local.format('YYYY-MM-DD');
export const yesterday = (local: dayjs.Dayjs) => local.subtract(1, 'day').format('YYYY-MM-DD');
/** The Monday of the previous week (Monday to Sunday). */
export const lastWeek = (local: dayjs.Dayjs) =>
  local
    .subtract((local.day() + 6) % 7, 'day')
    .subtract(7, 'day')
    .format('YYYY-MM-DD');

/** Epoch ms bounds [from, to) of `days` local days from `day`. */
export function bounds(day: string, days: number): { from: number; to: number } {
  const start = dayjs.tz(day, REPORT_ZONE);
  return { from: start.valueOf(), to: start.add(days, 'day').valueOf() };
}

/** The inspections submitted at a site in [from, to), from the list index's per-site partition (newest first). */
export async function submittedAt(tenant: string, site: Site, from: number, to: number) {
  return readEntries(tenant, site.company_id, Sub.site(site.site_id), {
    range: { start: invertedTime(to - 1), end: `${invertedTime(from)}#\u{10FFFF}` },
  });
}

// ---- overdue PMs of a site (the PM list's index: open PMs ranked overdue first) ----

export async function overduePms(tenant: string, site: Site) {
  const entries = await readListEntries(
    tenant,
    site.site_id,
    'A1#0#',
    (row) => row.status === PmStatus.Overdue,
    Number.POSITIVE_INFINITY,
  );
  return entries.map(({ row }) => row);
}
