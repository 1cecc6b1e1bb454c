/**
 * The PM library as the asset side reads it (add plan to asset copies a plan's PMs): one adapter
 * over the library domain's store (functions/pm-library/store/library.ts), so the asset
 * PM code does not depend on the library's storage shapes.
 */
import { scheduleFieldsOf } from '#shared/pm/schedule-fields.js';
import type { PmPartLine } from '#shared/pm/detail-schemas.js';
import type { PmTriggerWire } from '#shared/pm/trigger-fields.js';
import { getDealers } from '#functions/dealers/index.js';
import { getPlan, listPmsOfPlan } from '#functions/pm-library/index.js';
import type { PmTask } from './stored-shapes.js';

export interface LibraryPmForAsset {
  pm_id: number;
  title: string;
  description: string;
  /** 1 Active, 2 Inactive: inactive library PMs are not copied. */
  status: number;
  schedule: PmTriggerWire;
  /** The catalogue tasks as the library read them (one BatchGet for the plan). */
  tasks: PmTask[];
  attachments: { file_url: string; user_uploaded_name: string; filename: string }[];
  service_dealer: { service_dealer_id: number; name: string; email: string } | null;
  /** The parts each service needs (issue 25 item 3), copied onto the asset PM. */
  parts: PmPartLine[];
}

export interface LibraryPlanForAsset {
  pm_plan_id: number;
  plan_name: string;
  pms: LibraryPmForAsset[];
}

/** The plan and its PMs (with their dealers), or undefined when the company has no such plan. */
export async function libraryPlanForAsset(
  tenant: string,
  companyId: number,
  planId: number,
): Promise<LibraryPlanForAsset | undefined> {
  const [plan, pms] = await Promise.all([
    getPlan(tenant, companyId, planId),
    listPmsOfPlan(tenant, companyId, planId),
  ]);
  if (!plan) return undefined;
  const dealers = await getDealers(tenant, [
    ...new Set(pms.flatMap(({ pm }) => (pm.service_dealer_id ? [pm.service_dealer_id] : []))),
  ]);
  return {
    pm_plan_id: plan.pm_plan_id,
    plan_name: plan.plan_name,
    pms: pms.map(({ pm, tasks }) => {
      const dealer = pm.service_dealer_id ? dealers.get(pm.service_dealer_id) : undefined;
      return {
        pm_id: pm.pm_id,
        title: pm.title,
        description: pm.description,
        status: pm.status,
        schedule: scheduleFieldsOf(pm),
        tasks: tasks.map((task) => ({
          task_id: task.task_id,
          task_code: task.task_code,
          task_title: task.task_title,
          task_est_hours: task.task_est_hours,
          task_est_minutes: task.task_est_minutes,
        })),
        // Download URLs expire: reads sign fresh ones from the file name (withFreshAttachmentUrls).
        attachments: pm.attachments.map((a) => ({
          file_url: '',
          user_uploaded_name: a.user_uploaded_name,
          filename: a.filename,
        })),
        service_dealer: dealer
          ? { service_dealer_id: dealer.service_dealer_id, name: dealer.name, email: dealer.email }
          : null,
        parts: (pm.parts ?? []).map((p) => ({ part_id: p.part_id, quantity: p.quantity })),
      };
    }),
  };
}
