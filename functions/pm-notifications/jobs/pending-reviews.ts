/** The pending reviews e-mail (manager): the inspections waiting for review at their sites, once a day. */
import { Role } from '#shared/codes.js';
import { readPending } from '#functions/inspections/index.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { batchBrand } from '#lib/mail/brand.js';
import { renderPendingReviewsEmail } from '#lib/mail/templates/pending-reviews.js';
import { getOrg } from '#functions/tenancy/index.js';
import { listAllUsers } from '#functions/users/index.js';
import {
  deliver,
  forEachTenant,
  fullName,
  isActive,
  sitesOf,
  today,
  type MailJobOptions,
} from './mail-run.js';

export const sendPendingReviewsEmails = (event: SchedulerEvent = {}, options: MailJobOptions = {}) =>
  forEachTenant('pendingReviewsEmail', event, options, today, async (tenant, run, period) => {
    const brand = batchBrand(tenant);
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
          brand: await brand(),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          rows,
        }),
      );
    }
  });
