/** What the reliability tests set up alike: tenants of their own with one catalogue task, and the issue and work order bodies they send. */
import { createTask } from '#functions/tasks/store.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

export interface Answer<T> {
  success: number;
  message: string;
  data: T;
}

export type ReliabilityTenants = Awaited<ReturnType<typeof maintenanceTenants<Who>>>;

/** The maintenance tenants (see test-support) and a task of tenant a's company 1 that work orders can list. */
export async function tenantsWithTask(prefix: string): Promise<{ t: ReliabilityTenants; taskId: number }> {
  const t = await maintenanceTenants(prefix);
  const task = await createTask(
    t.codes.a,
    1,
    { task_title: 'Fix', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
    'x',
  );
  return { t, taskId: task.task_id };
}

export const postAs = <T>(t: ReliabilityTenants, who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });

/** Issue/CreateIssue's body for an asset. */
export const issueBody = (assetId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Hydraulic leak',
  notes: 'Oil under the boom',
  priority: 2,
  internal_asset_id: String(assetId),
  asset_id: assetId,
  ...extra,
});

/** WorkOrder/AddUpdateWorkOrder's body for an asset, with the one task. */
export const workOrderBody = (assetId: number, taskId: number, extra: Record<string, unknown> = {}) => ({
  title: 'Fix the leak',
  description: 'd',
  asset_id: assetId,
  WorkOrderTasks: [{ task_id: taskId }],
  ...extra,
});
