/**
 * A work order's photos and files from the field app (issue 22 item 5), on the emulators:
 * maintenance staff get an upload URL for a work order assigned to them, PUT the photo and add it;
 * the retries the phone makes after a lost answer (same client_request_id) give the same filename
 * and make one attachment, which the manager reads on the work order. A work order not assigned to
 * them is 404 'Work order not found' on both calls, and nothing is written; a Completed work order
 * takes no file; a file never uploaded is refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AttachmentMessages } from '#shared/attachments/messages.js';
import { Role } from '#shared/codes.js';
import type { AttachmentUpload } from '#shared/attachments/schemas.js';
import type { WorkOrderDetail } from '#shared/workorders/schemas.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createTask } from '#functions/tasks/store.js';
import { getUserByUsername } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type MaintenanceUser } from '#functions/test-support/maintenance-tenants.js';
import { getWorkOrder } from './store/workorders.js';

type W = 'manager' | 'maint';
const USERS: Record<W, MaintenanceUser> = {
  manager: { roles: [Role.Manager], sites: [2], role: Role.Manager, site: 2 },
  maint: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
};

interface Answer<T> {
  success: number;
  message: string;
  data: T;
}

let t: Awaited<ReturnType<typeof maintenanceTenants<W>>>;
let asset: number;
let task: number;
let maintUuid: string;
const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('a field photo'), 0xff, 0xd9]);

const post = <T>(who: W, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });

async function workOrder(assigned: boolean): Promise<number> {
  const r = await post<{ wo_id: number }>('manager', 'WorkOrder/AddUpdateWorkOrder', {
    title: 'Field photo',
    description: 'd',
    asset_id: asset,
    WorkOrderTasks: [{ task_id: task }],
    ...(assigned ? { assigned_to: [maintUuid] } : {}),
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(1);
  return r.body.data.wo_id;
}

const uploadBody = (wo: number, id = randomUUID()) => ({
  wo_id: wo,
  file_name: 'IMG_0042.jpg',
  content_type: 'image/jpeg',
  size: photo.length,
  client_request_id: id,
  device_time: new Date().toISOString(),
});

async function put(upload: AttachmentUpload) {
  const r = await fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body: photo });
  expect(r.status).toBe(200);
}

beforeAll(async () => {
  t = await maintenanceTenants<W>('wa', { users: USERS });
  maintUuid = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!.uuid;
  asset = (await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 7', meter_hours: 10 }))
    .asset_id;
  task = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Grease pins', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
      'x',
    )
  ).task_id;
}, 120_000);

describe('work order attachments from the field app', () => {
  it('maintenance staff add a photo to their work order; retries make one attachment; the manager reads it', async () => {
    const wo = await workOrder(true);
    const id = randomUUID();
    const body = uploadBody(wo, id);
    const first = await post<AttachmentUpload>('maint', 'WorkOrder/AttachmentUploadUrl', body);
    expect(first.body.success, JSON.stringify(first.body)).toBe(1);
    expect(first.body.data.upload_url).toContain(`attachments/${t.codes.a}/${first.body.data.filename}`);
    await put(first.body.data);
    // The answer was lost: the phone asks again with the same id and gets the same file.
    const again = await post<AttachmentUpload>('maint', 'WorkOrder/AttachmentUploadUrl', body);
    expect(again.body.data.filename).toBe(first.body.data.filename);

    const add = {
      wo_id: wo,
      user_uploaded_name: 'IMG_0042.jpg',
      filename: first.body.data.filename,
      client_request_id: id,
      device_time: new Date().toISOString(),
    };
    const added = await post<{ wo_attachment_id: number }>('maint', 'WorkOrder/AddWorkOrderAttachment', add);
    expect(added.body.success, JSON.stringify(added.body)).toBe(1);
    const retried = await post('maint', 'WorkOrder/AddWorkOrderAttachment', add);
    expect([retried.statusCode, retried.body]).toEqual([added.statusCode, added.body]);
    // Sent again without an id (or after the record expired): the file is on it already, no second one.
    const bare = await post('maint', 'WorkOrder/AddWorkOrderAttachment', {
      ...add,
      client_request_id: undefined,
    });
    expect(bare.body.success).toBe(1);
    expect((await getWorkOrder(t.codes.a, wo))!.attachments).toHaveLength(1);

    const detail = await call<Answer<WorkOrderDetail>>('GET', 'WorkOrder/GetWorkOrderDetails/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(wo) },
    });
    expect(detail.body.data.workOrderAttachments).toEqual([
      expect.objectContaining({
        wo_attachment_id: added.body.data.wo_attachment_id,
        user_uploaded_name: 'IMG_0042.jpg',
      }),
    ]);
    const file = await fetch(detail.body.data.workOrderAttachments[0].file_url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);
  });

  it("a work order not assigned to them: 404 'Work order not found' on both calls, nothing written", async () => {
    const mine = await workOrder(true);
    const other = await workOrder(false);
    const before = await getWorkOrder(t.codes.a, other);
    const url = await post('maint', 'WorkOrder/AttachmentUploadUrl', uploadBody(other));
    expect([url.statusCode, url.body.message]).toEqual([404, WorkOrderMessages.workOrderNotFound]);
    // A file uploaded for their own work order cannot be added to another's.
    const upload = await post<AttachmentUpload>('maint', 'WorkOrder/AttachmentUploadUrl', uploadBody(mine));
    await put(upload.body.data);
    const add = await post('maint', 'WorkOrder/AddWorkOrderAttachment', {
      wo_id: other,
      user_uploaded_name: 'x.jpg',
      filename: upload.body.data.filename,
      client_request_id: randomUUID(),
    });
    expect([add.statusCode, add.body.message]).toEqual([404, WorkOrderMessages.workOrderNotFound]);
    expect(await getWorkOrder(t.codes.a, other)).toEqual(before);
  });

  it('a Completed work order takes no file; a file never uploaded is refused', async () => {
    const wo = await workOrder(true);
    const missing = await post('maint', 'WorkOrder/AddWorkOrderAttachment', {
      wo_id: wo,
      user_uploaded_name: 'x.jpg',
      filename: `${randomUUID()}.jpg`,
      client_request_id: randomUUID(),
    });
    expect([missing.statusCode, missing.body.message]).toEqual([400, AttachmentMessages.notUploaded]);
    const done = await post('manager', 'WorkOrder/CompleteWorkOrder', { wo_id: wo, override: true });
    expect(done.body.success, JSON.stringify(done.body)).toBe(1);
    const url = await post('maint', 'WorkOrder/AttachmentUploadUrl', uploadBody(wo));
    expect([url.body.success, url.body.message]).toEqual([0, WorkOrderMessages.notEditable]);
    expect((await getWorkOrder(t.codes.a, wo))!.attachments).toEqual([]);
  });
});
