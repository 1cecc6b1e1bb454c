/** The operator usage report e-mail (manager): the previous day's inspections per operator at their sites. */
import { InspectionStatus, Role } from '#shared/codes.js';
import { dayjs, DISPLAY_DATE } from '#shared/dates.js';
import type { SchedulerEvent } from '#lib/scheduler.js';
import { batchBrand } from '#lib/mail/brand.js';
import { renderOperatorUsageEmail, type OperatorUsageRow } from '#lib/mail/templates/operator-usage.js';
import { getOrg } from '#functions/tenancy/index.js';
import { listAllUsers } from '#functions/users/index.js';
import {
  bounds,
  deliver,
  forEachTenant,
  fullName,
  isActive,
  REPORT_ZONE,
  sitesOf,
  submittedAt,
  yesterday,
  type MailJobOptions,
} from './mail-run.js';

export const sendOperatorUsageEmails = (event: SchedulerEvent = {}, options: MailJobOptions = {}) =>
  forEachTenant('operatorUsageEmail', event, options, yesterday, async (tenant, run, period) => {
    const brand = batchBrand(tenant);
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
          brand: await brand(),
          preferLanguageId: user.prefer_language_id,
          recipientName: fullName(user),
          day,
          rows,
        }),
      );
    }
  });
