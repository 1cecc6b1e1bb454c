/**
 * The Tasks calls on tenants of their own: create with generated per-company codes and each
 * message of spec 5 (bad input writes nothing), edit, the list's order, paging, search and
 * listsize, delete, concurrent creates, the roles and sites refused, and another company's or
 * tenant's tasks out of reach.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '#shared/messages.js';
import { TaskMessages } from '#shared/tasks/messages.js';
import type { TaskRow } from '#shared/tasks/schemas.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

let t: Awaited<ReturnType<typeof maintenanceTenants>>;

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: TaskRow[];
  listsize?: number;
}
const session = (who: As) => t.session(who);
const as = (who: Who | As) => (typeof who === 'string' ? { who } : who);

const save = (who: Who | As, body: Record<string, unknown>) =>
  call<Answer<TaskRow>>('POST', 'Task/AddUpdateTask', { ...session(as(who)), body });
const remove = (who: Who | As, taskId: number | string) =>
  call<Answer<{ task_id: number }>>('DELETE', 'Task/DeleteTask/{task_id}', {
    ...session(as(who)),
    pathParameters: { task_id: String(taskId) },
  });
async function list(who: Who | As, query: Record<string, string> = {}) {
  const result = await call<Answer<{ list: TaskRow[]; listsize: number }>>('GET', 'Task/GetTasks', {
    ...session(as(who)),
    query: { pageindex: '1', pagesize: '100', searchstring: '', ...query },
  });
  expect(result.statusCode, result.raw).toBe(200);
  expect(result.body.success, result.raw).toBe(1);
  return result.body.data;
}
const codes = (page: { list: TaskRow[] }) => page.list.map((t) => t.task_code);

const valid = { task_title: 'Grease boom pins', task_est_hours: 1, task_est_minutes: 30, hourly_rate: 85.5 };

beforeAll(async () => {
  t = await maintenanceTenants('tk');
});

describe('create and edit', () => {
  it('creates tasks with the next code of the company and the spec 8 toast', async () => {
    const first = await save('admin', valid);
    expect(first.statusCode, first.raw).toBe(200);
    expect(first.body).toMatchObject({ success: 1, message: TaskMessages.created });
    expect(first.body.data).toEqual({
      task_id: 1,
      task_code: 'T-0001',
      task_title: 'Grease boom pins',
      task_est_hours: 1,
      task_est_minutes: 30,
      task_est_display: '1 hrs 30 mins',
      hourly_rate: 85.5,
      status: 1,
    });
    // The manager works on the same company's catalogue (site 2), as the form sends numbers as text.
    const second = await save('manager', {
      task_title: '  Replace hydraulic filter  ',
      task_est_hours: '0',
      task_est_minutes: '45',
      hourly_rate: '120',
    });
    expect(second.body.data).toMatchObject({
      task_code: 'T-0002',
      task_title: 'Replace hydraulic filter',
      task_est_display: '0 hrs 45 mins',
      hourly_rate: 120,
    });
    expect(await list('admin')).toMatchObject({ listsize: 2 });
  });

  it.each([
    [{ ...valid, task_title: undefined }, TaskMessages.titleRequired],
    [{ ...valid, task_title: '   ' }, TaskMessages.titleRequired],
    [{ ...valid, task_title: 'x'.repeat(101) }, TaskMessages.titleTooLong],
    [{ ...valid, task_est_minutes: '' }, TaskMessages.minutesRequired],
    [{ ...valid, task_est_minutes: null }, TaskMessages.minutesRequired],
    [{ ...valid, task_est_minutes: 60 }, TaskMessages.minutesTooMany],
    [{ ...valid, task_est_minutes: -1 }, TaskMessages.minutesInvalid],
    [{ ...valid, task_est_hours: undefined }, TaskMessages.hoursRequired],
    [{ ...valid, task_est_hours: 1.5 }, TaskMessages.hoursInvalid],
    [{ ...valid, task_est_hours: 'abc' }, TaskMessages.hoursInvalid],
    [{ ...valid, hourly_rate: '' }, TaskMessages.hourlyRateRequired],
    [{ ...valid, hourly_rate: 0 }, TaskMessages.hourlyRateZero],
    [{ ...valid, hourly_rate: 0.5 }, TaskMessages.hourlyRateZero],
    [{ ...valid, hourly_rate: 10.125 }, TaskMessages.hourlyRateInvalid],
    [{ ...valid, task_id: 'abc' }, Messages.invalidRequest],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const before = await list('admin');
    const result = await save('admin', body);
    expect(result.statusCode, result.raw).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message });
    expect(await list('admin')).toEqual(before);
  });

  it('a title of exactly 100 characters and 59 minutes pass; the first message is the title, as the form shows it', async () => {
    const result = await save('admin', {
      task_title: 'y'.repeat(100),
      task_est_hours: 0,
      task_est_minutes: 59,
      hourly_rate: 1,
    });
    expect(result.body).toMatchObject({
      success: 1,
      data: { task_code: 'T-0003', task_est_display: '0 hrs 59 mins', hourly_rate: 1 },
    });
    const all = await save('admin', {});
    expect(all.body.message).toBe(TaskMessages.titleRequired);
  });

  it('edits a task: the code stays, the spec 8 toast, search reads the new title', async () => {
    const created = (await save('admin', { ...valid, task_title: 'Check tyre pressure' })).body.data;
    const edited = await save('manager', {
      task_id: created.task_id,
      task_title: 'Check tyre pressure and tread',
      task_est_hours: 2,
      task_est_minutes: 5,
      hourly_rate: 60,
    });
    expect(edited.statusCode, edited.raw).toBe(200);
    expect(edited.body).toMatchObject({ success: 1, message: TaskMessages.updated });
    expect(edited.body.data).toMatchObject({
      task_id: created.task_id,
      task_code: created.task_code,
      task_title: 'Check tyre pressure and tread',
      task_est_display: '2 hrs 5 mins',
      hourly_rate: 60,
    });
    expect(codes(await list('admin', { searchstring: 'TREAD' }))).toEqual([created.task_code]);
    // The edit wrote no new task.
    const missing = await save('admin', { ...valid, task_id: 9999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(TaskMessages.taskNotFound);
  });
});

describe('list and delete', () => {
  it('pages in code order with listsize, and searches code and title in any case', async () => {
    const { listsize: before } = await list('admin');
    for (let i = 1; i <= 12; i++)
      expect((await save('admin', { ...valid, task_title: `Pump service ${i}` })).statusCode).toBe(200);
    const all = await list('admin');
    expect(all.listsize).toBe(before + 12);
    const sorted = [...codes(all)].sort();
    expect(codes(all)).toEqual(sorted);
    const page2 = await list('admin', { pageindex: '2', pagesize: '10' });
    expect(page2.listsize).toBe(all.listsize);
    expect(codes(page2)).toEqual(codes(all).slice(10, 20));
    const pumps = await list('manager', { searchstring: 'PUMP service', pagesize: '10' });
    expect(pumps.listsize).toBe(12);
    expect(pumps.list).toHaveLength(10);
    const pumpsPage2 = await list('manager', {
      searchstring: 'pump service',
      pagesize: '10',
      pageindex: '2',
    });
    expect(pumpsPage2.list.map((t) => t.task_title)).toEqual(['Pump service 11', 'Pump service 12']);
    const byCode = await list('admin', { searchstring: 't-0002' });
    expect(byCode.list.map((t) => t.task_title)).toEqual(['Replace hydraulic filter']);
    expect(await list('admin', { searchstring: 'no such task' })).toEqual({ list: [], listsize: 0 });
  });

  it('deletes a task with the spec 8 toast: listsize drops, a second delete is 404, the code is not reused', async () => {
    const created = (await save('admin', { ...valid, task_title: 'Task to delete' })).body.data;
    const { listsize } = await list('admin');
    const deleted = await remove('manager', created.task_id);
    expect(deleted.statusCode, deleted.raw).toBe(200);
    expect(deleted.body).toMatchObject({
      success: 1,
      message: TaskMessages.deleted,
      data: { task_id: created.task_id },
    });
    const after = await list('admin');
    expect(after.listsize).toBe(listsize - 1);
    expect(codes(after)).not.toContain(created.task_code);
    const again = await remove('admin', created.task_id);
    expect(again.statusCode).toBe(404);
    expect(again.body.message).toBe(TaskMessages.taskNotFound);
    expect((await list('admin')).listsize).toBe(listsize - 1);
    const next = (await save('admin', { ...valid, task_title: 'After the delete' })).body.data;
    expect(next.task_id).toBe(created.task_id + 1);
  });

  it('gives concurrent creates distinct codes and counts each', async () => {
    const { listsize } = await list('admin');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        save(i % 2 ? 'manager' : 'admin', { ...valid, task_title: `Parallel ${i}` }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.raw).toBe(200);
    expect(new Set(results.map((r) => r.body.data.task_code)).size).toBe(5);
    expect((await list('admin')).listsize).toBe(listsize + 5);
  });
});

describe('who may keep tasks', () => {
  it.each(['exec', 'op', 'maint', 'root'] as const)(
    'refuses the %s role on every call, writing nothing',
    async (who) => {
      const { listsize } = await list('admin');
      const first = (await list('admin', { pagesize: '1' })).list[0];
      for (const result of [
        await save(who, valid),
        await save(who, { ...valid, task_id: first.task_id, task_title: 'Taken over' }),
        await remove(who, first.task_id),
        await call('GET', 'Task/GetTasks', { ...session({ who }), query: {} }),
      ]) {
        expect(result.statusCode, result.raw).toBe(200);
        expect(result.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
      }
      const after = await list('admin');
      expect(after.listsize).toBe(listsize);
      expect(after.list.find((t) => t.task_id === first.task_id)).toEqual(first);
    },
  );

  it('refuses a manager whose active site does not show maintenance; the company admin works from All Sites', async () => {
    const atDepot = await call('GET', 'Task/GetTasks', {
      ...session({ who: 'manager', site: 3 }),
      query: {},
    });
    expect(atDepot.body).toMatchObject({ success: 0, message: TaskMessages.maintenanceNotShown });
    const create = await save({ who: 'manager', site: 3 }, valid);
    expect(create.body).toMatchObject({ success: 0, message: TaskMessages.maintenanceNotShown });
    expect((await list({ who: 'admin', site: 1 })).listsize).toBe(
      (await list({ who: 'manager', site: 2 })).listsize,
    );
  });
});

describe('isolation', () => {
  it("keeps another company's tasks out of reach: its own codes, no reads, edits or deletes across", async () => {
    const north = await list('admin');
    expect(north.listsize).toBeGreaterThan(0);
    expect(await list('southboss')).toEqual({ list: [], listsize: 0 });
    const target = north.list[0];
    const edit = await save('southboss', { ...valid, task_id: target.task_id, task_title: 'Taken over' });
    expect(edit.statusCode).toBe(404);
    const del = await remove('southboss', target.task_id);
    expect(del.statusCode).toBe(404);
    const own = await save('southboss', { ...valid, task_title: 'South task' });
    expect(own.body.data.task_code).toBe('T-0001');
    expect(codes(await list('southboss'))).toEqual(['T-0001']);
    const after = await list('admin');
    expect(after).toEqual(north);
  });

  it("keeps another tenant's tasks out of reach, though both have a company 1", async () => {
    const a = await list('admin');
    const b = { who: 'admin' as const, tenant: 'b' as const };
    expect(await list(b)).toEqual({ list: [], listsize: 0 });
    const target = a.list[0];
    expect((await save(b, { ...valid, task_id: target.task_id, task_title: 'Taken over' })).statusCode).toBe(
      404,
    );
    expect((await remove(b, target.task_id)).statusCode).toBe(404);
    // A token of tenant B naming tenant A in the domain header is refused by the route chain.
    const crossed = await call('GET', 'Task/GetTasks', { ...session(b), domain: t.codes.a, query: {} });
    expect(crossed.statusCode).toBe(401);
    expect(await list('admin')).toEqual(a);
  });
});
