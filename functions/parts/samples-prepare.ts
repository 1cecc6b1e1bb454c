/**
 * What the parts samples (./samples.ts) call on, made once before they run, on the demo tenant as
 * the demo manager at Reno Yard: a part with stock to read and move (and one to deactivate), a work
 * order of company 1 with a task to use it on, an asset PM and a PM library PM to name parts on,
 * an uploaded import not started and a started one.
 */
import { randomUUID } from 'node:crypto';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createTask } from '#functions/tasks/store.js';
import { call, DEMO_PASSWORD, signIn } from '#functions/test-support/index.js';
import { createCategory, createPlan } from '#functions/pm-library/operations/library.js';
import { createPm } from '#functions/pm-library/operations/pms.js';
import { putRowsFile } from '#functions/test-support/import-jobs.js';
import { asManager, type Fixture } from '#functions/test-support/samples.js';
import { PmTriggerBy, PmTriggerType } from '#shared/pm/codes.js';
import { createPart } from './operations/catalogue.js';
import { partImports } from './store/imports.js';
import { recordMovement } from './operations/movements.js';

/** A part's fields, its number unique (`CONTRACT-{n}-…`). */
export const samplePart = (n: string) => ({
  part_number: `CONTRACT-${n}-${randomUUID().slice(0, 6)}`,
  name: 'Contract filter',
  description: '',
  category: 'Filters',
  unit: 'each',
  unit_cost: 10,
  preferred_dealer_id: null,
});

export async function preparePartSamples(f: Fixture): Promise<void> {
  const made = await createPart(
    'demo',
    1,
    { ...samplePart('A'), stock: [{ site_id: 2, minimum_quantity: 1, bin_location: 'C1' }] },
    f.manager.uuid,
  );
  f.extra.partId = made.part_id;
  f.extra.partNumber = made.part_number;
  f.extra.partToDeactivate = (await createPart('demo', 1, samplePart('B'), f.manager.uuid)).part_id;
  await recordMovement({
    tenant: 'demo',
    companyId: 1,
    partId: made.part_id,
    by: f.manager.uuid,
    operation: 'sample',
    movementId: undefined,
    body: {},
    receivedCost: 10,
    changes: [{ siteId: 2, delta: 100, kind: 'receive', unitCost: 10, reason: '' }],
    siteName: () => 'Reno Yard',
  });
  const asset = await putTestAsset('demo', {
    company_id: 1,
    site_id: 2,
    name: 'Contract parts asset',
    meter_hours: 1,
  });
  f.extra.partTask = (
    await createTask(
      'demo',
      1,
      { task_title: 'Contract: fit filter', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
      f.manager.uuid,
    )
  ).task_id;
  const wo = await call<{ data: { wo_id: number } }>(
    'POST',
    'WorkOrder/AddUpdateWorkOrder',
    asManager(f, {
      body: {
        title: 'Contract: parts',
        description: 'd',
        asset_id: asset.asset_id,
        WorkOrderTasks: [{ task_id: f.extra.partTask }],
      },
    }),
  );
  f.extra.partWo = wo.body.data.wo_id;
  // An asset PM to name parts on (issue 25 item 3): a fixed one at a meter reading far ahead.
  const pm = await call<{ data: { asset_pm_id: string } }>(
    'POST',
    'AssetPM/AddAssetPM',
    asManager(f, {
      body: {
        asset_id: asset.asset_id,
        title: 'Contract: PM with parts',
        description: 'd',
        assetPMTasks: [{ task_id: f.extra.partTask }],
        AssetPMAttachments: [],
        pm_trigger_type: PmTriggerType.FixedOneTime,
        pm_trigger_by: PmTriggerBy.MeterHours,
        meter_hours_due_at: 9000,
      },
    }),
  );
  if (!pm.body.data) throw new Error(`the parts samples' asset PM: ${pm.raw}`);
  f.extra.partPm = pm.body.data.asset_pm_id;
  // A PM library PM to name parts on (Part/SetLibraryPmParts writes as the company admin).
  f.extra.partsAdminToken = await signIn('demo', 'companyadmin@demo.test', DEMO_PASSWORD);
  const suffix = randomUUID().slice(0, 6);
  const category = await createCategory('demo', 1, `Contract parts ${suffix}`);
  const plan = await createPlan('demo', 1, category.pm_category_id, `Contract parts plan ${suffix}`);
  f.extra.partLibraryPm = (
    await createPm('demo', 1, {
      pm_plan_id: plan.pm_plan_id,
      title: 'Contract: PM library PM with parts',
      description: 'd',
      status: 1,
      pm_trigger_type: PmTriggerType.Recurring,
      pm_trigger_by: PmTriggerBy.MeterHours,
      is_trigger_on_starting_at: false,
      datetime_due_at: null,
      meter_hours_due_at: null,
      datetime_starting_at: null,
      datetime_repeates_every: null,
      datetime_repeat_time_period_type: null,
      meter_hours_starting_at: 0,
      meter_hours_repeates_every: 250,
      task_ids: [Number(f.extra.partTask)],
      attachments: [],
      service_dealer_id: null,
    })
  ).pm_id;
  // The import's calls: an uploaded file not started yet (its job refuses the empty file: nothing
  // written to the shared demo tenant), and the manager's started import.
  const uploaded = randomUUID();
  const started = randomUUID();
  for (const id of [uploaded, started])
    await putRowsFile(partImports.keys.rowsFile('demo', id), { parts: [] });
  await partImports.create({
    tenant: 'demo',
    import_id: started,
    requested_by: f.manager.uuid,
    company_id: 1,
    file_name: 'contract.xlsx',
  });
  f.extra.uploadedPartImport = uploaded;
  f.extra.startedPartImport = started;
}
