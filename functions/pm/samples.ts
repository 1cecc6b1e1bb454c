/** Sample calls of the asset PM routes for the route-wide tests (test-support/samples.ts), as the demo manager at Reno Yard (site 2, shows PM). */
import { Messages } from '#shared/messages.js';
import { CalendarTexts } from '#shared/pm/calendar.js';
import { PmTriggerBy, PmTriggerType, RepeatPeriod } from '#shared/pm/codes.js';
import { PmMessages } from '#shared/pm/messages.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';
import { createTask } from '#functions/tasks/store.js';
import { scheduleAssetPm } from './operations/asset-pms.js';
import { ids } from './store/entities.js';
import { planPut } from './store/write-builders.js';
import { writeTransaction } from '#lib/transactions.js';
import type { AssetPmData } from './store/stored-shapes.js';

const SITE = 2;
const schedule = {
  pm_trigger_type: PmTriggerType.Recurring,
  pm_trigger_by: PmTriggerBy.TimeOrMeterHours,
  datetime_due_at: null,
  meter_hours_due_at: null,
  // Not in the past (a past start is refused, issue 24 item 9).
  datetime_starting_at: '2099-01-01',
  datetime_repeates_every: 3,
  datetime_repeat_time_period_type: RepeatPeriod.Months,
  meter_hours_starting_at: 0,
  meter_hours_repeates_every: 250,
  is_trigger_on_starting_at: false,
};
const x = (f: Fixture, name: string) => String(f.extra[name]);
const listBody = {
  pageIndex: 1,
  pageSize: 20,
  pm_id: [],
  internal_asset_id: [],
  pm_plan_id: [],
  site_id: [],
  search_string: '',
  pm_filter_type: 0,
  pm_status: 0,
};

async function samplePm(
  assetId: number,
  taskId: number,
  title: string,
  pmSchedule: AssetPmData['schedule'] = schedule,
): Promise<{ asset_pm_id: string; trigger_id: string; task_id: string }> {
  const asset = {
    asset_id: assetId,
    internal_asset_id: String(assetId),
    name: `Contract asset ${assetId}`,
    site_id: SITE,
    company_id: 1,
  };
  const now = new Date().toISOString();
  const pm: AssetPmData = {
    ...asset,
    asset_pm_id: ids.assetPm(assetId),
    asset_name: asset.name,
    asset_pm_plan_id: null,
    asset_pm_plan_name: '',
    pm_plan_id: null,
    pm_id: null,
    title,
    description: 'Contract sample',
    status: 1,
    schedule: pmSchedule,
    tasks: [
      {
        task_id: taskId,
        task_code: 'T-0001',
        task_title: 'Contract task',
        task_est_hours: 1,
        task_est_minutes: 0,
      },
    ],
    attachments: [],
    service_dealer_id: null,
    service_dealer: null,
    next_seq: 1,
    last_completion: null,
    completed_count: 0,
    created_at: now,
    updated_at: now,
  };
  const saved = await scheduleAssetPm('demo', pm, 'America/Los_Angeles');
  return {
    asset_pm_id: saved.pm.asset_pm_id,
    trigger_id: saved.trigger.trigger_id,
    task_id: saved.trigger.tasks[0].trigger_task_id,
  };
}

export const pmSamples: DomainSamples = {
  prepare: async (f) => {
    const asset = await putTestAsset('demo', { company_id: 1, site_id: SITE, meter_hours: 10 });
    const planAsset = await putTestAsset('demo', { company_id: 1, site_id: SITE, meter_hours: 10 });
    const taskId = (
      await createTask(
        'demo',
        1,
        { task_title: 'Contract: PM task', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
        f.manager.uuid,
      )
    ).task_id;
    f.extra.pmAsset = asset.asset_id;
    f.extra.pmTask = taskId;
    const [edit, remove, dup, complete, task] = await Promise.all(
      ['Edit', 'Delete', 'Duplicate', 'Complete', 'Task'].map((t) =>
        samplePm(asset.asset_id, taskId, `Contract: ${t}`),
      ),
    );
    Object.assign(f.extra, {
      pmEdit: edit.asset_pm_id,
      pmDelete: remove.asset_pm_id,
      pmDuplicate: dup.asset_pm_id,
      pmComplete: complete.asset_pm_id,
      pmCompleteTrigger: complete.trigger_id,
      pmTriggerTask: task.task_id,
    });
    const planId = ids.plan(planAsset.asset_id);
    await writeTransaction([
      planPut('demo', {
        asset_pm_plan_id: planId,
        asset_pm_plan_name: 'Contract plan',
        pm_plan_id: 1,
        asset_id: planAsset.asset_id,
        assigned_at: new Date().toISOString(),
      }),
    ]);
    f.extra.pmPlanToRemove = planId;
    const oneTime = await samplePm(asset.asset_id, taskId, 'Contract: Reschedule', {
      ...schedule,
      pm_trigger_type: PmTriggerType.FixedOneTime,
      pm_trigger_by: PmTriggerBy.Time,
      datetime_due_at: '2099-03-01',
      datetime_starting_at: null,
      datetime_repeates_every: null,
      datetime_repeat_time_period_type: null,
      meter_hours_starting_at: null,
      meter_hours_repeates_every: null,
    });
    f.extra.pmReschedule = oneTime.asset_pm_id;
  },
  contract: {
    'POST AssetPM/GetAllAssetPMs': [
      (f) => asManager(f, { body: listBody }),
      (f) => asManager(f, { body: { ...listBody, pm_filter_type: 1, search_string: 'contract' } }),
    ],
    'POST AssetPM/GetPMTitleOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: '' } }),
    ],
    'POST AssetPM/GetPMAssetOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: 'contract' } }),
    ],
    'POST AssetPM/GetPMPlanOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: '' } }),
    ],
    'POST AssetPM/GetPMSiteOptions': [
      (f) => asManager(f, { body: { ...listBody, option_search_string: '' } }),
    ],
    'GET AssetPM/GetPMMetrics': [(f) => asManager(f, { query: {} })],
    'GET AssetPM/GetAssetPMPlan/{assetId}/{filter}': [
      (f) => asManager(f, { pathParameters: { assetId: x(f, 'pmAsset'), filter: '0' } }),
    ],
    'POST AssetPM/AddPlanToAsset': [],
    'GET AssetPM/RemovePlan/{asset_pm_plan_id}': [
      (f) => asManager(f, { pathParameters: { asset_pm_plan_id: x(f, 'pmPlanToRemove') } }),
    ],
    'POST AssetPM/AddAssetPM': [
      (f) =>
        asManager(f, {
          body: {
            asset_id: f.extra.pmAsset,
            title: 'Contract: added',
            description: 'Added',
            assetPMTasks: [{ task_id: f.extra.pmTask }],
            AssetPMAttachments: [],
            ...schedule,
          },
        }),
    ],
    'POST AssetPM/DuplicateAssetPM': [(f) => asManager(f, { body: { asset_pm_id: x(f, 'pmDuplicate') } })],
    'POST AssetPM/UpdateAssetPM': [
      (f) =>
        asManager(f, {
          body: {
            asset_pm_id: x(f, 'pmEdit'),
            asset_id: f.extra.pmAsset,
            title: 'Contract: edited',
            description: 'Edited',
            status: 33,
            assetPMTasks: [f.extra.pmTask],
            AssetPMAttachments: [],
            ...schedule,
          },
        }),
    ],
    'DELETE AssetPM/DeleteAssetPM/{asset_pm_id}': [
      (f) => asManager(f, { pathParameters: { asset_pm_id: x(f, 'pmDelete') } }),
    ],
    'POST AssetPM/MarkComplete': [
      (f) =>
        asManager(f, {
          body: {
            pm_trigger_id: x(f, 'pmCompleteTrigger'),
            asset_pm_id: x(f, 'pmComplete'),
            comments: 'Contract',
            completed_on: '2099-01-01',
            completed_at_meter_hours: 20,
            completed_in_hours: 1,
            completed_in_minutes: 5,
          },
        }),
    ],
    'POST AssetPM/UpdateTaskStatus': [
      (f) => asManager(f, { body: { trigger_task_id: x(f, 'pmTriggerTask'), status: 36 } }),
    ],
    'GET AssetPM/DashboardPendingPMItems': [(f) => asManager(f)],
    'POST AssetPM/DashboardPendingPMItems': [(f) => asManager(f, { body: listBody })],
    'GET AssetPM/GetCompletionLog/{assetId}': [
      (f) => asManager(f, { pathParameters: { assetId: x(f, 'pmAsset') }, query: {} }),
      (f) =>
        asManager(f, {
          pathParameters: { assetId: x(f, 'pmAsset') },
          query: { asset_pm_id: x(f, 'pmComplete') },
        }),
    ],
    'GET AssetPM/GetPMCalendar': [
      (f) => asManager(f, { query: { from: '2099-02-23', to: '2099-04-05' } }),
      (f) => asManager(f, { query: { from: '2099-03-01', to: '2099-03-07', site_id: String(SITE) } }),
    ],
    'POST AssetPM/ReschedulePM': [
      (f) => asManager(f, { body: { asset_pm_id: x(f, 'pmReschedule'), datetime_due_at: '2099-03-04' } }),
    ],
  },
  isolation: {
    'AssetPM/GetAllAssetPMs': { body: listBody },
    'AssetPM/GetPMTitleOptions': { body: listBody },
    'AssetPM/GetPMAssetOptions': { body: listBody },
    'AssetPM/GetPMPlanOptions': { body: listBody },
    'AssetPM/GetPMSiteOptions': { body: listBody },
    'AssetPM/GetPMMetrics': { query: {} },
    'AssetPM/GetAssetPMPlan/{assetId}/{filter}': { pathParameters: { assetId: '1', filter: '0' } },
    'AssetPM/AddPlanToAsset': { body: { asset_id: 1, pm_plan_id: 1 } },
    'AssetPM/RemovePlan/{asset_pm_plan_id}': { pathParameters: { asset_pm_plan_id: '1-Pabc' } },
    'AssetPM/AddAssetPM': {
      body: { asset_id: 1, title: 'T', description: 'D', assetPMTasks: [1], ...schedule },
    },
    'AssetPM/DuplicateAssetPM': { body: { asset_pm_id: '1-abc' } },
    'AssetPM/UpdateAssetPM': {
      body: {
        asset_pm_id: '1-abc',
        asset_id: 1,
        title: 'T',
        description: 'D',
        assetPMTasks: [1],
        ...schedule,
      },
    },
    'AssetPM/DeleteAssetPM/{asset_pm_id}': { pathParameters: { asset_pm_id: '1-abc' } },
    'AssetPM/MarkComplete': {
      body: { pm_trigger_id: '1-abc.1', asset_pm_id: '1-abc', completed_on: '2099-01-01' },
    },
    'AssetPM/UpdateTaskStatus': { body: { trigger_task_id: '1-abc.1.1', status: 36 } },
    'AssetPM/DashboardPendingPMItems': { body: listBody },
    'AssetPM/GetCompletionLog/{assetId}': { pathParameters: { assetId: '1' }, query: {} },
    'AssetPM/GetPMCalendar': { query: { from: '2099-03-01', to: '2099-03-31' } },
    'AssetPM/ReschedulePM': { body: { asset_pm_id: '1-abc', datetime_due_at: '2099-03-04' } },
  },
  badInput: {
    'GET AssetPM/GetPMCalendar': [
      {
        role: 'manager',
        request: { query: { from: '2099-03-01', to: '2099-06-01' } },
        status: 400,
        message: CalendarTexts.rangeTooLong,
      },
      {
        role: 'manager',
        request: { query: { from: '03-01-2099', to: '2099-03-31' } },
        status: 400,
        message: Messages.invalidRequest,
      },
    ],
    'POST AssetPM/ReschedulePM': [
      {
        role: 'manager',
        request: { body: { asset_pm_id: '1-abc', datetime_due_at: '2099-02-30' } },
        status: 400,
        message: PmMessages.invalidDate,
      },
    ],
  },
};
