/** The demo task catalogues: a dozen everyday maintenance tasks for each company with a site that shows maintenance, written through the store (codes T-0001 …). */
import { SiteStatus } from '#shared/codes.js';
import { createTask, type TaskInput } from '#functions/tasks/store.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

/** [title, hours, minutes, hourly rate in dollars]. */
export const SEED_TASKS: [string, number, number, number][] = [
  ['Change engine oil and filter', 1, 0, 85],
  ['Replace hydraulic return filter', 0, 45, 85],
  ['Grease boom, stick and bucket pins', 0, 30, 65],
  ['Inspect and adjust track tension', 1, 15, 75],
  ['Replace air filter elements', 0, 20, 65],
  ['Test battery and clean terminals', 0, 15, 60],
  ['Inspect brakes and parking brake', 1, 30, 95],
  ['Check coolant level and antifreeze strength', 0, 20, 60],
  ['Replace fuel filters and bleed the system', 1, 0, 85],
  ['Inspect tyres and check pressures', 0, 25, 55],
  ['Sample hydraulic oil for analysis', 0, 15, 70],
  ['Annual crane load test and certification', 4, 0, 145.5],
];

export async function seedTasks(spec: SeedTenant, createdBy: string): Promise<void> {
  // Only the demo tenants: test tenants made with seed() count their own tasks exactly.
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return;
  for (const company of spec.companies) {
    if (!spec.sites.some((s) => s.company === company.id && s.pm && s.status !== SiteStatus.AllSites))
      continue;
    for (const [task_title, task_est_hours, task_est_minutes, hourly_rate] of SEED_TASKS) {
      const input: TaskInput = { task_title, task_est_hours, task_est_minutes, hourly_rate };
      await createTask(spec.code, company.id, input, createdBy);
    }
  }
}
