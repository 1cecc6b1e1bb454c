/** The PM library as the clients read it (spec maintenance 3 'PM (library)', 'Category', 'Plan'): the shared contract's rows. */
import type { CategoryRow, PlanRow, PmRow } from '#shared/pm-library/schemas.js';
import { totalEstimatedTime } from '#shared/pm/estimates.js';
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import { attachmentRows } from '#functions/attachments/index.js';
import type { DealerRecord } from '#functions/dealers/index.js';
import { dealerRow } from '#functions/dealers/index.js';
import type { FullLibraryPm } from './store/library.js';
import type { PmCategoryRecord, PmPlanRecord } from './store/entities.js';

export const planView = (plan: PmPlanRecord): PlanRow => ({
  pm_plan_id: plan.pm_plan_id,
  plan_name: plan.plan_name,
  pm_category_id: plan.pm_category_id,
  pmCount: Math.max(0, plan.pm_count ?? 0),
});

export const categoryView = (category: PmCategoryRecord, plans: PmPlanRecord[]): CategoryRow => ({
  pm_category_id: category.pm_category_id,
  category_name: category.category_name,
  pmPlansCount: Math.max(0, category.plans_count ?? 0),
  plans: plans.map(planView),
});

export async function pmView(
  tenant: string,
  { pm, tasks }: FullLibraryPm,
  dealers: Map<number, DealerRecord>,
): Promise<PmRow> {
  const total = totalEstimatedTime(
    tasks.map((t) => ({ hours: t.task_est_hours, minutes: t.task_est_minutes })),
  );
  const dealer = pm.service_dealer_id ? dealers.get(pm.service_dealer_id) : undefined;
  return {
    pm_id: pm.pm_id,
    title: pm.title,
    description: pm.description,
    status: pm.status,
    pm_plan_id: pm.pm_plan_id,
    ...scheduleFieldsOf(pm),
    pmTasks: tasks.map((t, i) => ({
      pm_task_id: i + 1,
      task_id: t.task_id,
      tasks: {
        task_id: t.task_id,
        task_code: t.task_code,
        task_title: t.task_title,
        task_est_hours: t.task_est_hours,
        task_est_minutes: t.task_est_minutes,
      },
    })),
    pmAttachments: await attachmentRows(tenant, pm.attachments),
    service_dealer_id: dealer ? dealer.service_dealer_id : null,
    serviceDealers: dealer ? dealerRow(dealer) : null,
    total_est_time_hours: total.hours,
    total_est_time_minutes: total.minutes,
    pm_parts: pm.parts ?? [],
  };
}
