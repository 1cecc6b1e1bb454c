/**
 * Work order assignees (issue 22 item 5) on tenants of their own: the `assigned_to` check (active
 * maintenance staff of the work order's site; order-independent, no duplicates), the list's
 * "Assigned to" column and filter, the notice to each newly assigned person (notification type 14
 * and the e-mail, read back from the SES emulator; none to someone assigned before), and the access
 * rule: maintenance staff read and change only the work orders assigned to them; anything else,
 * another site's or another tenant's answers 404 'Work order not found'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, Role, UserStatus } from '#shared/codes.js';
import { Messages } from '#shared/messages.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { ASSIGNMENT_NOTICE_TRIGGER } from '#shared/workorders/rules.js';
import type { AssigneeOption, WorkOrderDetail, WorkOrderRow } from '#shared/workorders/schemas.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createTask } from '#functions/tasks/store.js';
import { getUserByUsername, updateUser } from '#functions/users/index.js';
import { call } from '#functions/test-support/index.js';
import {
  maintenanceTenants,
  type As,
  type MaintenanceUser,
} from '#functions/test-support/maintenance-tenants.js';
import { getWorkOrder } from './store/workorders.js';

type W = 'manager' | 'maint' | 'maint2' | 'idle' | 'southmaint' | 'southboss' | 'op';
const USERS: Record<W, MaintenanceUser> = {
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
  maint: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
  maint2: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
  idle: { roles: [Role.MaintenanceStaff], sites: [2], role: Role.MaintenanceStaff, site: 2 },
  southmaint: { roles: [Role.MaintenanceStaff], sites: [6], role: Role.MaintenanceStaff, site: 6 },
  southboss: { roles: [Role.Manager], sites: [6], role: Role.Manager, site: 6 },
  op: { roles: [Role.Operator], sites: [2], role: Role.Operator, site: 2 },
};

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: WorkOrderRow[];
  listsize?: number;
}
interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

let t: Awaited<ReturnType<typeof maintenanceTenants<W>>>;
const uuid: Partial<Record<W, string>> = {};
let assetNorth: number;
let assetSouth: number;
let task: number;
let southTask: number;

const post = <T>(who: W | As<W>, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const get = <T>(who: W | As<W>, path: string, wo: number) =>
  call<Answer<T>>('GET', path, { ...t.session(who), pathParameters: { wo_id: String(wo) } });
const save = (who: W | As<W>, body: Record<string, unknown>) =>
  post<{ wo_id: number; wo_number: string; status: number }>(who, 'WorkOrder/AddUpdateWorkOrder', {
    description: 'd',
    asset_id: assetNorth,
    WorkOrderTasks: [{ task_id: task }],
    ...body,
  });
const list = async (who: W | As<W>, body: Record<string, unknown> = {}) =>
  (await post<never>(who, 'WorkOrder/GetAllWorkOrders', { pageIndex: 1, pageSize: 50, ...body })).body;
const mails = async (to: string): Promise<Mail[]> => {
  const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
    emails: Mail[];
  };
  return emails.filter((m) => m.destination.to.some((d) => d.includes(to)));
};
const mailTo = (who: W) => `${who}@${t.codes.a}.test`;
const notices = async (who: W) =>
  (
    await call<{ data: { list: { notification_type: number; heading: string; message: string }[] } }>(
      'GET',
      'User/GetNotifications/{pagesize}/{pageindex}',
      { ...t.session(who), pathParameters: { pagesize: '50', pageindex: '1' } },
    )
  ).body.data.list;

beforeAll(async () => {
  t = await maintenanceTenants<W>('wa', { users: USERS });
  for (const who of Object.keys(USERS) as W[])
    uuid[who] = (await getUserByUsername(t.codes.a, `${who}@${t.codes.a}.test`))!.uuid;
  const idle = (await getUserByUsername(t.codes.a, `idle@${t.codes.a}.test`))!;
  await updateUser(idle, { status: UserStatus.Inactive });
  assetNorth = (
    await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Loader 4', meter_hours: 10 })
  ).asset_id;
  assetSouth = (
    await putTestAsset(t.codes.a, { company_id: 2, site_id: 6, name: 'Crane 2', meter_hours: 10 })
  ).asset_id;
  task = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Grease pins', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
      'x',
    )
  ).task_id;
  southTask = (
    await createTask(
      t.codes.a,
      2,
      { task_title: 'Check cable', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 50 },
      'x',
    )
  ).task_id;
}, 120_000);

describe('assigning', () => {
  it('offers the active maintenance staff of the site, by name', async () => {
    const r = await call<Answer<{ list: AssigneeOption[] }>>(
      'GET',
      'WorkOrder/GetAssigneeOptions',
      t.session('manager'),
    );
    expect(r.body.success, r.raw).toBe(1);
    expect(r.body.data.list.map((o) => o.uuid).sort()).toEqual([uuid.maint!, uuid.maint2!].sort());
    expect(r.body.data.list.find((o) => o.uuid === uuid.maint)).toMatchObject({
      name: 'maint Tester',
      site_ids: [2],
    });
  });

  it('refuses anyone but active maintenance staff of the work order site, writing nothing', async () => {
    for (const who of ['op', 'manager', 'southmaint', 'idle'] as W[]) {
      const r = await save('manager', { title: `Refused ${who}`, assigned_to: [uuid[who]] });
      expect(r.statusCode, who).toBe(400);
      expect(r.body.message).toBe(WorkOrderMessages.assigneeInvalid);
    }
    const unknown = await save('manager', { title: 'Refused unknown', assigned_to: ['no-such-user'] });
    expect(unknown.body.message).toBe(WorkOrderMessages.assigneeInvalid);
    const tooMany = await save('manager', {
      title: 'Too many',
      assigned_to: Array.from({ length: 11 }, (_, i) => `u${i}`),
    });
    expect(tooMany.body.message).toBe(WorkOrderMessages.tooManyAssignees);
    const notAString = await save('manager', { title: 'Bad', assigned_to: [{ uuid: 1 }] });
    expect(notAString.statusCode).toBe(400);
    expect((await list('manager', { search_string: 'refused' })).listsize).toBe(0);
    // A site-6 work order takes site-6 staff and refuses site-2 staff.
    const south = await save('southboss', {
      title: 'South job',
      asset_id: assetSouth,
      WorkOrderTasks: [{ task_id: southTask }],
      assigned_to: [uuid.maint],
    });
    expect(south.body.message).toBe(WorkOrderMessages.assigneeInvalid);
  });

  it('keeps the assignees in one order without duplicates, shows their names, and notifies and e-mails each newly assigned person once', async () => {
    const r = await save('manager', {
      title: 'Replace bucket teeth',
      assigned_to: [uuid.maint2, uuid.maint, uuid.maint2],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(1);
    const woId = r.body.data.wo_id;
    const stored = (await getWorkOrder(t.codes.a, woId))!;
    expect(stored.assigned_to).toEqual([uuid.maint!, uuid.maint2!].sort());
    const d = await get<WorkOrderDetail>('manager', 'WorkOrder/GetWorkOrderDetails/{wo_id}', woId);
    expect(d.body.data.assigned_to).toEqual(stored.assigned_to);
    expect([...d.body.data.assigned_to_names].sort()).toEqual(['maint Tester', 'maint2 Tester']);
    for (const who of ['maint', 'maint2'] as W[]) {
      const got = (await notices(who)).filter(
        (n) => n.notification_type === NotificationType.WorkOrderAssigned,
      );
      expect(got.map((n) => n.heading)).toEqual([
        `Work order ${r.body.data.wo_number} assigned to you: Replace bucket teeth`,
      ]);
      const sent = await mails(mailTo(who));
      expect(sent).toHaveLength(1);
      expect(sent[0].subject).toBe(
        `Work order ${r.body.data.wo_number} assigned to you: Replace bucket teeth`,
      );
      expect(sent[0].body.text).toContain('Loader 4');
      expect(sent[0].body.text).toContain('Grease pins');
    }
    // The same people in another order: nothing changes, nobody is told again.
    const again = await save('manager', {
      wo_id: woId,
      title: 'Replace bucket teeth',
      assigned_to: [uuid.maint, uuid.maint2],
    });
    expect(again.body.success).toBe(1);
    expect(await mails(mailTo('maint'))).toHaveLength(1);
    // Re-assigning from the list: maint2 off, nobody new; then maint2 back on: only maint2 hears of it again.
    const off = await post<never>('manager', 'WorkOrder/AssignWorkOrder', {
      wo_id: woId,
      assigned_to: [uuid.maint],
    });
    expect(off.body).toMatchObject({ success: 1, message: WorkOrderMessages.assigned });
    expect((await getWorkOrder(t.codes.a, woId))!.assigned_to_names).toEqual(['maint Tester']);
    await post<never>('manager', 'WorkOrder/AssignWorkOrder', {
      wo_id: woId,
      assigned_to: [uuid.maint2, uuid.maint],
    });
    expect(await mails(mailTo('maint'))).toHaveLength(1);
    expect(await mails(mailTo('maint2'))).toHaveLength(2);
    // 'Do not send this notification again' on an assignment notice: maint2 hears of no later one, in-app or by e-mail.
    const muted = await call<{ success: number }>('GET', 'PMNotification/TriggerPMItemNotification', {
      ...t.session('maint2'),
      query: { trigger_id: ASSIGNMENT_NOTICE_TRIGGER, is_disabled: 'true' },
    });
    expect(muted.body.success, muted.raw).toBe(1);
    await post<never>('manager', 'WorkOrder/AssignWorkOrder', { wo_id: woId, assigned_to: [uuid.maint] });
    await post<never>('manager', 'WorkOrder/AssignWorkOrder', {
      wo_id: woId,
      assigned_to: [uuid.maint, uuid.maint2],
    });
    expect(await mails(mailTo('maint2'))).toHaveLength(2);
    expect(
      (await notices('maint2')).filter((n) => n.notification_type === NotificationType.WorkOrderAssigned),
    ).toHaveLength(2);
    // An edit without assigned_to keeps them.
    await save('manager', { wo_id: woId, title: 'Replace bucket teeth!' });
    expect((await getWorkOrder(t.codes.a, woId))!.assigned_to).toEqual(stored.assigned_to);
  });

  it('lists the "Assigned to" column and filters by it, with status and search', async () => {
    const a = await save('manager', { title: 'Filter one', assigned_to: [uuid.maint] });
    const b = await save('manager', { title: 'Filter two', assigned_to: [uuid.maint2] });
    const c = await save('manager', { title: 'Filter none' });
    const mine = await list('manager', { assigned_to: [uuid.maint2] });
    const ids = mine.list!.map((w) => w.wo_id);
    expect(ids).toContain(b.body.data.wo_id);
    expect(ids).not.toContain(a.body.data.wo_id);
    expect(ids).not.toContain(c.body.data.wo_id);
    expect(mine.listsize).toBe(ids.length);
    expect(mine.list!.find((w) => w.wo_id === b.body.data.wo_id)!.assigned_to_names).toEqual([
      'maint2 Tester',
    ]);
    const both = await list('manager', { assigned_to: [uuid.maint, uuid.maint2], search_string: 'filter' });
    expect(both.list!.map((w) => w.title).sort()).toEqual(['Filter one', 'Filter two']);
    expect(both.listsize).toBe(2);
    // By status: the assignee's per-status partition moves with the status.
    await post<never>('manager', 'WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: b.body.data.wo_id,
      task_id: task,
      status: 15,
    });
    await post<never>('manager', 'WorkOrder/CompleteWorkOrder', { wo_id: b.body.data.wo_id });
    const done = await list('manager', { assigned_to: [uuid.maint2], status: [56] });
    expect(done.list!.map((w) => w.wo_id)).toEqual([b.body.data.wo_id]);
    expect(done.listsize).toBe(1);
    const open = await list('manager', { assigned_to: [uuid.maint2], status: [54], priority: [45] });
    expect(open.list!.map((w) => w.wo_id)).not.toContain(b.body.data.wo_id);
    // The whole list still shows the unassigned one, with an empty column.
    const all = await list('manager', { search_string: 'filter none' });
    expect(all.list!.map((w) => [w.wo_id, w.assigned_to])).toEqual([[c.body.data.wo_id, []]]);
  });
});

describe('maintenance staff reach only their assigned work orders', () => {
  let mine: number;
  let other: number;
  let south: number;
  let otherTenant: number;
  beforeAll(async () => {
    mine = (await save('manager', { title: 'Mine to do', assigned_to: [uuid.maint] })).body.data.wo_id;
    other = (await save('manager', { title: 'Not mine', assigned_to: [uuid.maint2] })).body.data.wo_id;
    south = (
      await save('southboss', {
        title: 'South only',
        asset_id: assetSouth,
        WorkOrderTasks: [{ task_id: southTask }],
        assigned_to: [uuid.southmaint],
      })
    ).body.data.wo_id;
    const bAsset = await putTestAsset(t.codes.b, { company_id: 1, site_id: 2, name: 'B loader' });
    const bTask = (
      await createTask(
        t.codes.b,
        1,
        { task_title: 'B task', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 1 },
        'x',
      )
    ).task_id;
    const bMaint = (await getUserByUsername(t.codes.b, `maint@${t.codes.b}.test`))!.uuid;
    otherTenant = (
      await save(
        { who: 'manager', tenant: 'b' },
        {
          title: 'Other tenant',
          asset_id: bAsset.asset_id,
          WorkOrderTasks: [{ task_id: bTask }],
          assigned_to: [bMaint],
        },
      )
    ).body.data.wo_id;
    expect(otherTenant).toBeGreaterThan(0);
  });

  it('lists only their own, whatever the filter asks', async () => {
    const r = await list('maint');
    expect(r.list!.length).toBeGreaterThan(0);
    expect(r.list!.every((w) => w.assigned_to.includes(uuid.maint!))).toBe(true);
    expect(r.list!.map((w) => w.wo_id)).toContain(mine);
    expect(r.listsize).toBe(r.list!.length);
    const asking = await list('maint', { assigned_to: [uuid.maint2] });
    expect(asking.list!.map((w) => w.wo_id)).not.toContain(other);
    const searching = await list('maint', { search_string: 'not mine' });
    expect(searching.list).toEqual([]);
    const picking = await list('maint', { wo_id: [other] });
    expect(picking.list).toEqual([]);
  });

  it('reads and works on an assigned one: details, history, time spent, task status and notes, complete (no override)', async () => {
    const d = await get<WorkOrderDetail>('maint', 'WorkOrder/GetWorkOrderDetails/{wo_id}', mine);
    expect(d.body.data.workOrderTasks.map((x) => x.task.task_title)).toEqual(['Grease pins']);
    expect(
      (await get<never>('maint', 'WorkOrder/GetWorkOrderStatusHistory/{wo_id}', mine)).body.success,
    ).toBe(1);
    const time = await post<never>('maint', 'WorkOrder/AddTimeSpent', {
      wo_id: mine,
      task_id: task,
      time_spent_hours: 1,
      time_spent_minutes: 30,
    });
    expect(time.body.success, JSON.stringify(time.body)).toBe(1);
    const noted = await post<never>('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: mine,
      task_id: task,
      status: 13,
      notes: 'Left pin seized, freed it',
    });
    expect(noted.body.success, JSON.stringify(noted.body)).toBe(1);
    const long = await post<never>('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: mine,
      task_id: task,
      status: 13,
      notes: 'x'.repeat(1001),
    });
    expect([long.statusCode, long.body.message]).toEqual([400, WorkOrderMessages.taskNotesTooLong]);
    const seen = await get<WorkOrderDetail>('maint', 'WorkOrder/GetWorkOrderDetails/{wo_id}', mine);
    expect(seen.body.data.workOrderTasks[0]).toMatchObject({
      status: 13,
      notes: 'Left pin seized, freed it',
    });
    const override = await post<never>('maint', 'WorkOrder/CompleteWorkOrder', {
      wo_id: mine,
      override: true,
    });
    expect(override.body.message).toBe(WorkOrderMessages.completeBlocked);
    expect(
      (
        await post<never>('maint', 'WorkOrder/UpdateWorkOrderTaskStatus', {
          wo_id: mine,
          task_id: task,
          status: 15,
        })
      ).body.success,
    ).toBe(1);
    const done = await post<{ status: number }>('maint', 'WorkOrder/CompleteWorkOrder', { wo_id: mine });
    expect(done.body.data.status).toBe(56);
    const w = (await getWorkOrder(t.codes.a, mine))!;
    expect(w.tasks[0]).toMatchObject({
      status: 15,
      time_spent_hours: 1,
      time_spent_minutes: 30,
      notes: 'Left pin seized, freed it',
    });
  });

  it("answers 404 'Work order not found' for one not assigned to them, another site's and another tenant's, and changes nothing", async () => {
    for (const wo of [other, south, otherTenant]) {
      const before = await getWorkOrder(t.codes.a, wo);
      for (const path of [
        'WorkOrder/GetWorkOrderDetails/{wo_id}',
        'WorkOrder/GetWorkOrderStatusHistory/{wo_id}',
      ]) {
        const r = await get<never>('maint', path, wo);
        expect([r.statusCode, r.body.message], `${path} ${wo}`).toEqual([
          404,
          WorkOrderMessages.workOrderNotFound,
        ]);
      }
      for (const [path, body] of [
        ['WorkOrder/AddTimeSpent', { wo_id: wo, task_id: task, time_spent_hours: 1, time_spent_minutes: 0 }],
        ['WorkOrder/UpdateWorkOrderTaskStatus', { wo_id: wo, task_id: task, status: 13 }],
        ['WorkOrder/CompleteWorkOrder', { wo_id: wo, override: true }],
      ] as const) {
        const r = await post<never>('maint', path, body);
        expect([r.statusCode, r.body.message], `${path} ${wo}`).toEqual([
          404,
          WorkOrderMessages.workOrderNotFound,
        ]);
      }
      expect(await getWorkOrder(t.codes.a, wo)).toEqual(before);
    }
  });

  it('keeps the managers calls: no create, edit, assign, delete or options for maintenance staff', async () => {
    const create = await save('maint', { title: 'Mine now' });
    expect(create.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const assign = await post<never>('maint', 'WorkOrder/AssignWorkOrder', {
      wo_id: other,
      assigned_to: [uuid.maint],
    });
    expect(assign.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect((await getWorkOrder(t.codes.a, other))!.assigned_to).toEqual([uuid.maint2]);
  });
});
