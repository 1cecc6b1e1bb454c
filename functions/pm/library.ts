/**
 * The PM library as the asset side reads it (add plan to asset copies a plan's PMs): one adapter
 * over the library domain's store (functions/pm-library/store.ts, branch wt-pmlib), so the asset
 * PM code does not depend on the library's storage shapes.
 */
import type { PmTriggerWire } from '../../shared/pm/schemas.js';

export interface LibraryPmForAsset {
  pm_id: number;
  title: string;
  description: string;
  /** 1 Active, 2 Inactive: inactive library PMs are not copied. */
  status: number;
  schedule: PmTriggerWire;
  task_ids: number[];
  attachments: { file_url: string; user_uploaded_name: string; filename: string }[];
  service_dealer: { service_dealer_id: number; name: string; email: string } | null;
}

export interface LibraryPlanForAsset {
  pm_plan_id: number;
  plan_name: string;
  pms: LibraryPmForAsset[];
}

/** The plan and its PMs, or undefined when the tenant has no such plan. Wired to the library store when it is merged. */
export async function libraryPlanForAsset(_tenant: string, _planId: number): Promise<LibraryPlanForAsset | undefined> {
  return undefined;
}
