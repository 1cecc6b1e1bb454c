/**
 * Sample calls of the work order routes for the route-wide tests (test-support/samples.ts), as the
 * demo manager at Reno Yard (site 2, shows maintenance), and the calls maintenance staff have as
 * the demo maintenance staff (Mia Chen, site 2) on a work order assigned to her.
 */
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createDealer } from '#functions/dealers/store.js';
import { createTask } from '#functions/tasks/store.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call, DEMO_PASSWORD, signIn, type CallOptions } from '#functions/test-support/index.js';
import { AttachmentMessages } from '#shared/attachments/messages.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import {
  asManager,
  type BadInputSample,
  type DomainSamples,
  type Fixture,
} from '#functions/test-support/samples.js';

const x = (f: Fixture, name: string) => String(f.extra[name]);
/** As the demo maintenance staff (role 4, site 2). */
const asMaintenance = (f: Fixture, options: CallOptions = {}): CallOptions => ({
  token: String(f.extra.maintToken),
  domain: 'demo',
  roleId: 4,
  siteId: 2,
  ...options,
});

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

/** The field app's sync fields on a work order write (issue 22): a non-uuid client_request_id, a device_time without its offset. */
/** A malformed attachment call, refused with the shared message. */
const badAttachment = (body: Record<string, unknown>, message: string): BadInputSample => ({
  role: 'manager',
  request: { body },
  status: 400,
  message,
});

function badSyncFields(body: Record<string, unknown>): BadInputSample[] {
  const refused = (fields: Record<string, unknown>, message: string): BadInputSample => ({
    role: 'manager',
    request: { body: { ...body, ...fields } },
    status: 400,
    message,
  });
  return [
    refused({ client_request_id: 'retry-1' }, InspectionMessages.clientRequestIdInvalid),
    refused({ client_request_id: 42 }, InspectionMessages.clientRequestIdInvalid),
    refused({ device_time: '2026-11-27 06:00' }, InspectionMessages.deviceTimeInvalid),
    refused({ device_time: '2026-11-27T06:00:00' }, InspectionMessages.deviceTimeInvalid),
  ];
}

/** A file uploaded for a work order through WorkOrder/AttachmentUploadUrl (its filename, to add). */
async function uploadedFile(f: Fixture, options: CallOptions, woId: unknown): Promise<string> {
  const bytes = Buffer.from('%PDF-1.4\n% contract sample\n');
  const r = await call<{ data: { filename: string; upload_url: string; headers: Record<string, string> } }>(
    'POST',
    'WorkOrder/AttachmentUploadUrl',
    {
      ...options,
      body: { wo_id: woId, file_name: 'sample.pdf', content_type: 'application/pdf', size: bytes.length },
    },
  );
  const put = await fetch(r.body.data.upload_url, {
    method: 'PUT',
    headers: r.body.data.headers,
    body: bytes,
  });
  if (!put.ok) throw new Error(`sample upload failed: ${put.status}`);
  return r.body.data.filename;
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
    const mia = await getUserByUsername('demo', 'maintenance@demo.test');
    f.extra.maintUuid = mia!.uuid;
    f.extra.maintToken = await signIn('demo', 'maintenance@demo.test', DEMO_PASSWORD);
    f.extra.woMine = await workOrder(f, 'Contract: assigned', { assigned_to: [mia!.uuid] });
    f.extra.woMineToComplete = await workOrder(f, 'Contract: assigned, to complete', {
      assigned_to: [mia!.uuid],
      WorkOrderTasks: [{ task_id: f.extra.woTask, status: 15 }],
    });
    f.extra.woFileManager = await uploadedFile(f, asManager(f), f.extra.woMain);
    f.extra.woFileMine = await uploadedFile(f, asMaintenance(f), f.extra.woMine);
  },
  contract: {
    'POST WorkOrder/GetAllWorkOrders': [
      (f) => asManager(f, { body: { pageIndex: 0, pageSize: 0 } }),
      (f) =>
        asManager(f, {
          body: { pageIndex: 1, pageSize: 20, status: [54], priority: [45], search_string: 'contract' },
        }),
      (f) => asManager(f, { body: { pageIndex: 1, pageSize: 20, assigned_to: [f.extra.maintUuid] } }),
      (f) => asMaintenance(f, { body: { pageIndex: 1, pageSize: 20 } }),
    ],
    'POST WorkOrder/GetWorkOrderTitleOptions': [
      (f) => asManager(f, { body: { pageIndex: 1, pageSize: 20, option_search_string: 'contract' } }),
    ],
    'POST WorkOrder/GetWorkOrderNumberOptions': [
      (f) => asManager(f, { body: { pageIndex: 1, pageSize: 20, option_search_string: '' } }),
    ],
    'GET WorkOrder/GetWorkOrderDetails/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woMain') } }),
      (f) => asMaintenance(f, { pathParameters: { wo_id: x(f, 'woMine') } }),
    ],
    'GET WorkOrder/GetWorkOrderStatusHistory/{wo_id}': [
      (f) => asManager(f, { pathParameters: { wo_id: x(f, 'woMain') } }),
      (f) => asMaintenance(f, { pathParameters: { wo_id: x(f, 'woMine') } }),
    ],
    'POST WorkOrder/AssignWorkOrder': [
      (f) => asManager(f, { body: { wo_id: f.extra.woMain, assigned_to: [f.extra.maintUuid] } }),
    ],
    'GET WorkOrder/GetAssigneeOptions': [(f) => asManager(f)],
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
      (f) => asMaintenance(f, { body: { wo_id: f.extra.woMineToComplete } }),
    ],
    'POST WorkOrder/UpdateWorkOrderTaskStatus': [
      (f) => asManager(f, { body: { wo_id: f.extra.woMain, task_id: f.extra.woTask, status: 13 } }),
      (f) => asMaintenance(f, { body: { wo_id: f.extra.woMine, task_id: f.extra.woTask, status: 13 } }),
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
      (f) =>
        asMaintenance(f, {
          body: {
            wo_id: f.extra.woMine,
            task_id: f.extra.woTask,
            time_spent_hours: 1,
            time_spent_minutes: 15,
          },
        }),
    ],
    'POST WorkOrder/AttachmentUploadUrl': [
      (f) =>
        asManager(f, {
          body: { wo_id: f.extra.woMain, file_name: 'Pump.pdf', content_type: 'application/pdf', size: 1000 },
        }),
      (f) =>
        asMaintenance(f, {
          body: { wo_id: f.extra.woMine, file_name: 'Photo.jpg', content_type: 'image/jpeg', size: 2000 },
        }),
    ],
    'POST WorkOrder/AddWorkOrderAttachment': [
      (f) =>
        asManager(f, {
          body: { wo_id: f.extra.woMain, user_uploaded_name: 'sample.pdf', filename: f.extra.woFileManager },
        }),
      (f) =>
        asMaintenance(f, {
          body: { wo_id: f.extra.woMine, user_uploaded_name: 'sample.pdf', filename: f.extra.woFileMine },
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
    'WorkOrder/AssignWorkOrder': { body: { wo_id: 1, assigned_to: [] } },
    'WorkOrder/DeleteWorkOrder/{wo_id}': { pathParameters: { wo_id: '1' } },
    'WorkOrder/CompleteWorkOrder': { body: { wo_id: 1 } },
    'WorkOrder/UpdateWorkOrderTaskStatus': { body: { wo_id: 1, task_id: 1, status: 13 } },
    'WorkOrder/AddTimeSpent': { body: { wo_id: 1, task_id: 1, time_spent_hours: 1, time_spent_minutes: 0 } },
    'WorkOrder/GetNewIssuesList': { body: { asset_id: 1, pageindex: 1 } },
    'WorkOrder/AttachmentUploadUrl': {
      body: { wo_id: 1, file_name: 'a.jpg', content_type: 'image/jpeg', size: 1000 },
    },
    'WorkOrder/AddWorkOrderAttachment': {
      body: { wo_id: 1, user_uploaded_name: 'a.jpg', filename: '00000000-0000-4000-8000-000000000000.jpg' },
    },
    'WorkOrder/SendToServiceDealer/{wo_id}': { pathParameters: { wo_id: '1' } },
    'Asset/GetAssetMaintenanceCost/{asset_id}': { pathParameters: { asset_id: '1' } },
  },
  badInput: {
    'POST WorkOrder/CompleteWorkOrder': badSyncFields({ wo_id: 1 }),
    'POST WorkOrder/UpdateWorkOrderTaskStatus': badSyncFields({ wo_id: 1, task_id: 1, status: 13 }),
    'POST WorkOrder/AddTimeSpent': badSyncFields({
      wo_id: 1,
      task_id: 1,
      time_spent_hours: 1,
      time_spent_minutes: 0,
    }),
    'POST WorkOrder/AttachmentUploadUrl': [
      ...badSyncFields({ wo_id: 1, file_name: 'a.jpg', content_type: 'image/jpeg', size: 1000 }),
      badAttachment(
        { wo_id: 1, file_name: 'a.exe', content_type: 'application/x-msdownload', size: 1000 },
        AttachmentMessages.typeInvalid,
      ),
      badAttachment(
        { wo_id: 1, file_name: 'a.jpg', content_type: 'image/jpeg', size: 0 },
        AttachmentMessages.empty,
      ),
      badAttachment(
        { wo_id: 1, file_name: 'a.jpg', content_type: 'image/jpeg', size: 21 * 1024 * 1024 },
        AttachmentMessages.tooLarge,
      ),
      badAttachment(
        { wo_id: 1, file_name: '', content_type: 'image/jpeg', size: 1000 },
        AttachmentMessages.nameRequired,
      ),
      badAttachment(
        { wo_id: 'x', file_name: 'a.jpg', content_type: 'image/jpeg', size: 1000 },
        WorkOrderMessages.workOrderNotFound,
      ),
    ],
    'POST WorkOrder/AddWorkOrderAttachment': [
      ...badSyncFields({
        wo_id: 1,
        user_uploaded_name: 'a.jpg',
        filename: '00000000-0000-4000-8000-000000000000.jpg',
      }),
      badAttachment(
        { wo_id: 1, user_uploaded_name: 'a.jpg', filename: '../other/x.jpg' },
        AttachmentMessages.notUploaded,
      ),
      badAttachment(
        {
          wo_id: 1,
          user_uploaded_name: 'a.jpg',
          filename: 'attachments/acme/00000000-0000-4000-8000-000000000000.jpg',
        },
        AttachmentMessages.notUploaded,
      ),
      badAttachment(
        { wo_id: 1, user_uploaded_name: '', filename: '00000000-0000-4000-8000-000000000000.jpg' },
        AttachmentMessages.nameRequired,
      ),
    ],
  },
};
