/** Sample calls of the work order routes for the route-wide tests (test-support/samples.ts), as the demo manager at Reno Yard (site 2, shows maintenance). */
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createDealer } from '#functions/dealers/store.js';
import { createTask } from '#functions/tasks/store.js';
import { call } from '#functions/test-support/index.js';
import { asManager, type DomainSamples, type Fixture } from '#functions/test-support/samples.js';

const x = (f: Fixture, name: string) => String(f.extra[name]);

async function workOrder(f: Fixture, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await call<{ data: { wo_id: number } }>(
    'POST',
    'WorkOrder/AddUpdateWorkOrder',
    asManager(f, {
      body: {
        title,
        description: 'd',
        asset_id: f.extra.woAsset,
        WorkOrderTasks: [{ task_id: f.extra.woTask }],
        ...extra,
      },
    }),
  );
  return r.body.data.wo_id;
}

export const workOrderSamples: DomainSamples = {
  prepare: async (f) => {
    const asset = await putTestAsset('demo', {
      company_id: 1,
      site_id: 2,
      name: 'Contract work order asset',
      meter_hours: 100,
    });
    f.extra.woAsset = asset.asset_id;
    f.extra.woTask = (
      await createTask(
        'demo',
        1,
        { task_title: 'Contract: inspect tracks', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 80 },
        f.manager.uuid,
      )
    ).task_id;
    const dealer = await createDealer(
      'demo',
      1,
      { name: 'Contract Dealer', email: 'contract-dealer@demo.test' },
      f.manager.uuid,
    );
    f.extra.woMain = await workOrder(f, 'Contract: main', { service_dealer_id: dealer.service_dealer_id });
    f.extra.woToDelete = await workOrder(f, 'Contract: to delete');
    f.extra.woToComplete = await workOrder(f, 'Contract: to complete');
  },
  contract: {
    'POST WorkOrder/GetAllWorkOrders': [
      (f) => asManager(f, { body: { pageIndex: 0, pageSize: 0 } }),
      (f) =>
        asManager(f, {
          body: { pageIndex: 1, pageSize: 20, status: [54], priority: [45], search_string: 'contract' },
        }),
    ],
    'POST WorkOrder/GetWorkOrderTitleOptions': [
      (f) => asManager(f, { body: { pageIndex: 1, pageSize: 20, option_search_string: 'contract' } }),
    ],
    'POST WorkOrder/GetWorkOrderNumberOptions': [
      (f) => asManager(f, { body: { pageIndex: 1, pageSize: 20, option_search_string: '' } }),
    ],
    'GET WorkOrder/GetWorkOrderDetails/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woMain') } }),
    ],
    'GET WorkOrder/GetWorkOrderStatusHistory/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woMain') } }),
    ],
    'POST WorkOrder/AddUpdateWorkOrder': [
      (f) =>
        asManager(f, {
          body: {
            title: 'Contract: new',
            description: 'd',
            asset_id: f.extra.woAsset,
            due_at: '2026-12-31',
            WorkOrderTasks: [{ task_id: f.extra.woTask }],
          },
        }),
      (f) =>
        asManager(f, {
          body: {
            wo_id: f.extra.woMain,
            title: 'Contract: main',
            description: 'edited',
            asset_id: f.extra.woAsset,
            status: 55,
            WorkOrderTasks: [{ task_id: f.extra.woTask, time_spent_hours: 1, time_spent_minutes: 5 }],
          },
        }),
    ],
    'DELETE WorkOrder/DeleteWorkOrder/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woToDelete') } }),
    ],
    'POST WorkOrder/CompleteWorkOrder': [
      (f) => asManager(f, { body: { wo_id: f.extra.woToComplete, override: true } }),
    ],
    'POST WorkOrder/UpdateWorkOrderTaskStatus': [
      (f) => asManager(f, { body: { wo_id: f.extra.woMain, task_id: f.extra.woTask, status: 13 } }),
    ],
    'POST WorkOrder/AddTimeSpent': [
      (f) =>
        asManager(f, {
          body: {
            wo_id: f.extra.woMain,
            task_id: f.extra.woTask,
            time_spent_hours: 0,
            time_spent_minutes: 30,
          },
        }),
    ],
    'POST WorkOrder/GetNewIssuesList': [
      (f) =>
        asManager(f, { body: { asset_id: f.extra.woAsset, pageindex: 1, pagesize: 20, searchstring: '' } }),
    ],
    'POST WorkOrder/SendToServiceDealer/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woMain') } }),
    ],
    'GET Asset/GetAssetMaintenanceCost/{asset_id}': [
      (f) => asManager(f, { pathParameters: { asset_id: x(f, 'woAsset') } }),
    ],
  },
  isolation: {
    'WorkOrder/GetAllWorkOrders': { body: { pageIndex: 0, pageSize: 0 } },
    'WorkOrder/GetWorkOrderTitleOptions': { body: { option_search_string: '' } },
    'WorkOrder/GetWorkOrderNumberOptions': { body: { option_search_string: '' } },
    'WorkOrder/GetWorkOrderDetails/{wo_id}': { pathParameters: { wo_id: '1' } },
    'WorkOrder/GetWorkOrderStatusHistory/{wo_id}': { pathParameters: { wo_id: '1' } },
    'WorkOrder/AddUpdateWorkOrder': {
      body: { title: 't', description: 'd', asset_id: 1, WorkOrderTasks: [{ task_id: 1 }] },
    },
    'WorkOrder/DeleteWorkOrder/{wo_id}': { pathParameters: { wo_id: '1' } },
    'WorkOrder/CompleteWorkOrder': { body: { wo_id: 1 } },
    'WorkOrder/UpdateWorkOrderTaskStatus': { body: { wo_id: 1, task_id: 1, status: 13 } },
    'WorkOrder/AddTimeSpent': { body: { wo_id: 1, task_id: 1, time_spent_hours: 1, time_spent_minutes: 0 } },
    'WorkOrder/GetNewIssuesList': { body: { asset_id: 1, pageindex: 1 } },
    'WorkOrder/SendToServiceDealer/{wo_id}': { pathParameters: { wo_id: '1' } },
    'Asset/GetAssetMaintenanceCost/{asset_id}': { pathParameters: { asset_id: '1' } },
  },
};
