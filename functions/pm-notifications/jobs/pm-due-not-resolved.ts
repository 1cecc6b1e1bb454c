/** The PM due not resolved e-mail (executive): the overdue, still open PMs of their PM sites, once a day. */
import { Role } from '#shared/codes.js';
import { dayjs } from '#shared/dates.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { batchBrand } from '#lib/mail/brand.js';
import { renderPmDueNotResolvedEmail, type PmDueRow } from '#lib/mail/templates/pm-due-not-resolved.js';
import { getOrg } from '#functions/tenancy/index.js';
import { listAllUsers, type User } from '#functions/users/index.js';
import {
  deliver,
  forEachTenant,
  fullName,
  isActive,
  overduePms,
  sitesOf,
  today,
  type MailJobOptions,
} from './mail-run.js';

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
    const brand = batchBrand(tenant);
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
          brand: await brand(),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          rows,
        }),
      );
    }
  });
