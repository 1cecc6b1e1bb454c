/**
 * The work order writes maintenance staff queue on the phone (issue 22 item 5), as the field app
 * sends them: with client_request_id (a retry answers the first result and writes nothing again;
 * the same id with another body is 422) and device_time (Time Spent's default day is the device's
 * day). Without the fields the routes behave as before (the manager web app). A maintenance staff
 * token cannot touch a work order not assigned to them, with or without an id: 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
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

interface Answer {
  success: number;
  message: string;
  data: { wo_id: number; status: number };
}

let t: Awaited<ReturnType<typeof maintenanceTenants<W>>>;
let asset: number;
let task: number;
let task2: number;
let maintUuid: string;

const post = (who: W, path: string, body: unknown) => call<Answer>('POST', path, { ...t.session(who), body });
async function workOrder(assigned: boolean, tasks = [task]): Promise<number> {
  const r = await post('manager', 'WorkOrder/AddUpdateWorkOrder', {
    title: 'Field sync',
    description: 'd',
    asset_id: asset,
    WorkOrderTasks: tasks.map((task_id) => ({ task_id })),
    ...(assigned ? { assigned_to: [maintUuid] } : {}),
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(1);
  return r.body.data.wo_id;
}

beforeAll(async () => {
  t = await maintenanceTenants<W>('wf', { users: USERS });
  maintUuid = (await getUserByUsername(t.codes.a, `maint@${t.codes.a}.test`))!.uuid;
  asset = (await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 9', meter_hours: 10 }))
    .asset_id;
  const make = async (title: string) =>
    (
      await createTask(
        t.codes.a,
        1,
        { task_title: title, task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
        'x',
      )
    ).task_id;
  task = await make('Grease pins');
  task2 = await make('Check hoses');
}, 120_000);

describe('field sync of work order writes', () => {
  it('a retried AddTimeSpent makes one entry, on the device day, and answers the first result', async () => {
    const wo = await workOrder(true);
    // 26 hours ago: the entry's day is the device's day, not today's.
    const deviceTime = new Date(Date.now() - 26 * 3600_000).toISOString().replace('Z', '+00:00');
    const body = {
      wo_id: wo,
      task_id: task,
      time_spent_hours: 1,
      time_spent_minutes: 45,
      client_request_id: randomUUID(),
      device_time: deviceTime,
    };
    const first = await post('maint', 'WorkOrder/AddTimeSpent', body);
    expect(first.body.success, JSON.stringify(first.body)).toBe(1);
    const again = await post('maint', 'WorkOrder/AddTimeSpent', body);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    const w = (await getWorkOrder(t.codes.a, wo))!;
    expect(w.tasks[0].time_entries).toHaveLength(1);
    expect(w.tasks[0]).toMatchObject({ time_spent_hours: 1, time_spent_minutes: 45 });
    expect(w.labour_total).toBe(105);
    const entryDay = w.tasks[0].time_entries![0].date;
    expect(Date.parse(entryDay)).toBeLessThan(Date.parse(new Date().toISOString().slice(0, 10)));
    // The same id with another body: 422, nothing written.
    const other = await post('maint', 'WorkOrder/AddTimeSpent', { ...body, time_spent_minutes: 5 });
    expect([other.statusCode, other.body.message]).toEqual([422, Messages.idempotencyKeyReused]);
    expect((await getWorkOrder(t.codes.a, wo))!.tasks[0].time_entries).toHaveLength(1);
    // Without an id (the manager web app): each call adds.
    for (let i = 0; i < 2; i++)
      expect(
        (
          await post('manager', 'WorkOrder/AddTimeSpent', {
            wo_id: wo,
            task_id: task,
            time_spent_hours: 0,
            time_spent_minutes: 15,
          })
        ).body.success,
      ).toBe(1);
    expect((await getWorkOrder(t.codes.a, wo))!.tasks[0].time_entries).toHaveLength(3);
  });

  it('a retried task status with notes and a retried complete answer their first result, after the work order moved on', async () => {
    const wo = await workOrder(true, [task, task2]);
    const done = (task_id: number, notes: string) => ({
      wo_id: wo,
      task_id,
      status: 15,
      notes,
      client_request_id: randomUUID(),
      device_time: new Date().toISOString(),
    });
    const first = done(task, 'Pins greased');
    const a = await post('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', first);
    expect(a.body.success, JSON.stringify(a.body)).toBe(1);
    const b = await post('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', done(task2, 'Hoses fine'));
    expect(b.body.success, JSON.stringify(b.body)).toBe(1);
    const complete = { wo_id: wo, client_request_id: randomUUID(), device_time: new Date().toISOString() };
    const c = await post('maint', 'WorkOrder/CompleteWorkOrder', complete);
    expect(c.body.data.status, JSON.stringify(c.body)).toBe(56);
    // The answers were lost on the way back: the phone sends both again. A Completed task and a
    // Completed work order would refuse a new write; the retries answer the first results.
    const a2 = await post('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', first);
    expect([a2.statusCode, a2.body]).toEqual([a.statusCode, a.body]);
    const c2 = await post('maint', 'WorkOrder/CompleteWorkOrder', complete);
    expect([c2.statusCode, c2.body]).toEqual([c.statusCode, c.body]);
    // A new write (another id) meets the rules: the work order is Completed.
    const late = await post('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', done(task, 'Late'));
    expect([late.body.success, late.body.message]).toEqual([0, WorkOrderMessages.notEditable]);
    const w = (await getWorkOrder(t.codes.a, wo))!;
    expect(w.status).toBe(56);
    expect(w.tasks.map((x) => [x.status, x.notes])).toEqual([
      [15, 'Pins greased'],
      [15, 'Hoses fine'],
    ]);
  });

  it('a refused write remembers nothing: the corrected request with the same id goes through', async () => {
    const wo = await workOrder(true);
    const id = randomUUID();
    const blocked = await post('maint', 'WorkOrder/CompleteWorkOrder', { wo_id: wo, client_request_id: id });
    expect([blocked.body.success, blocked.body.message]).toEqual([0, WorkOrderMessages.completeBlocked]);
    const status = await post('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: wo,
      task_id: task,
      status: 15,
      client_request_id: randomUUID(),
    });
    expect(status.body.success).toBe(1);
    const again = await post('maint', 'WorkOrder/CompleteWorkOrder', { wo_id: wo, client_request_id: id });
    expect(again.body.data.status, JSON.stringify(again.body)).toBe(56);
  });

  it("a maintenance staff token cannot touch a work order not assigned to them: 404 'Work order not found', nothing written", async () => {
    const wo = await workOrder(false);
    const before = await getWorkOrder(t.codes.a, wo);
    const sync = () => ({ client_request_id: randomUUID(), device_time: new Date().toISOString() });
    for (const [path, body] of [
      ['WorkOrder/AddTimeSpent', { wo_id: wo, task_id: task, time_spent_hours: 1, time_spent_minutes: 0 }],
      ['WorkOrder/UpdateWorkOrderTaskStatus', { wo_id: wo, task_id: task, status: 15, notes: 'x' }],
      ['WorkOrder/CompleteWorkOrder', { wo_id: wo }],
    ] as const) {
      const r = await post('maint', path, { ...body, ...sync() });
      expect([r.statusCode, r.body.message], path).toEqual([404, WorkOrderMessages.workOrderNotFound]);
    }
    expect(await getWorkOrder(t.codes.a, wo)).toEqual(before);
    const list = await call<{ list: { wo_id: number }[] }>('POST', 'WorkOrder/GetAllWorkOrders', {
      ...t.session('maint'),
      body: { pageIndex: 1, pageSize: 50 },
    });
    expect(list.body.list.map((w) => w.wo_id)).not.toContain(wo);
  });
});
