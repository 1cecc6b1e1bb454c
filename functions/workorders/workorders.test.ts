/**
 * Work orders on tenants of their own: create from an Open request (issues and the portal photo
 * carried, the request Workorder Created in step), tasks from the catalogue, time spent (minutes
 * ≤ 59, carried), labour cost and the asset's 12-month cost, task statuses (15 read-only),
 * complete with and without Override, history and notification type 6, delete only in 54/55/58,
 * the list's filters and options, issues to link, bad input writing nothing, other tenants
 * refused; and sending to the dealer (the mail read back from the SES emulator, the PDF's text).
 */
import { execFileSync } from 'node:child_process';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateOnlyIn, dayjs, formatSiteDate } from '#shared/dates.js';
import { TaskMessages } from '#shared/tasks/messages.js';
import { WorkOrderMessages } from '#shared/workorders/messages.js';
import { earliestToday } from '#shared/workorders/rules.js';
import type { WorkOrderActivity, WorkOrderDetail, WorkOrderRow } from '#shared/workorders/schemas.js';
import type { AssetCost } from '#shared/workorders/action-schemas.js';
import { getAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { createDealer } from '#functions/dealers/store.js';
import { newIssueRecord, openIssuesWrites } from '#functions/issues/operations/issues.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { writeTransaction } from '#lib/transactions.js';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { opsTotals } from '#functions/rollups/ops-rollups.js';
import {
  applyRollupChanges,
  historyRollupChanges,
  type RolledInspection,
} from '#functions/rollups/rollups.js';
import { executiveReport } from '#functions/reports/build.js';
import { getOrg } from '#functions/tenancy/index.js';
import { createTask, getTask } from '#functions/tasks/store.js';
import { getWorkOrder, WorkOrderEntity } from './store/workorders.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type As, type Who } from '#functions/test-support/maintenance-tenants.js';

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: WorkOrderRow[];
  listsize?: number;
}
let t: Awaited<ReturnType<typeof maintenanceTenants>>;
let asset: AssetRecord;
let taskA: number;
let taskB: number;

const post = <T>(who: Who | As, path: string, body: unknown) =>
  call<Answer<T>>('POST', path, { ...t.session(who), body });
const save = (who: Who | As, body: Record<string, unknown>) =>
  post<{ wo_id: number; wo_number: string; status: number }>(who, 'WorkOrder/AddUpdateWorkOrder', body);
const details = async (woId: number, who: Who | As = 'manager') => {
  const r = await call<Answer<WorkOrderDetail>>('GET', 'WorkOrder/GetWorkOrderDetails/{wo_id}', {
    ...t.session(who),
    pathParameters: { wo_id: String(woId) },
  });
  return r;
};
const history = async (woId: number) =>
  (
    await call<Answer<{ list: WorkOrderActivity[] }>>('GET', 'WorkOrder/GetWorkOrderStatusHistory/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(woId) },
    })
  ).body.data.list;
const list = async (body: Record<string, unknown> = {}, who: Who | As = 'manager') =>
  (
    await post<{ list: WorkOrderRow[]; listsize: number }>(who, 'WorkOrder/GetAllWorkOrders', {
      pageIndex: 0,
      pageSize: 0,
      ...body,
    })
  ).body;

beforeAll(async () => {
  t = await maintenanceTenants('wo');
  asset = await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Excavator 9', meter_hours: 500 });
  taskA = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Change oil', task_est_hours: 1, task_est_minutes: 0, hourly_rate: 60 },
      'x',
    )
  ).task_id;
  taskB = (
    await createTask(
      t.codes.a,
      1,
      { task_title: 'Replace filter', task_est_hours: 0, task_est_minutes: 30, hourly_rate: 90 },
      'x',
    )
  ).task_id;
}, 120_000);

describe('from a request to finished, costed work', () => {
  let woId: number;
  let mrId: number;
  let issueUuid: string;

  it('creates a work order from an Open request, carrying its issues and photo; the request becomes Workorder Created', async () => {
    const issue = newIssueRecord({
      tenant: t.codes.a,
      asset,
      name: 'Track tension',
      notes: 'n',
      priority: 2,
      by: { uuid: 'x', name: 'X' },
      at: new Date(),
    });
    issueUuid = issue.issue_uuid;
    await writeTransaction(await openIssuesWrites(asset, [issue], new Date()));
    const mr = await post<{ mr_id: number }>('manager', 'MaintenanceRequest/CreateRequestFromInspection', {
      issue_uuid: issueUuid,
      title: 'Track',
      description: 'Loose track',
    });
    mrId = mr.body.data.mr_id;
    const noTasks = await save('manager', {
      title: 'Fix track',
      description: 'Tighten',
      asset_id: asset.asset_id,
      mr_id: mrId,
    });
    expect(noTasks.body.message).toBe(WorkOrderMessages.tasksRequired);
    // A description over the limit says so (it answered 'Invalid request'), and writes nothing.
    const tooLong = await save('manager', {
      title: 'Fix track',
      description: 'd'.repeat(2001),
      asset_id: asset.asset_id,
      mr_id: mrId,
      WorkOrderTasks: [{ task_id: taskA }],
    });
    expect(tooLong.body).toMatchObject({ success: 0, message: WorkOrderMessages.descriptionTooLong });
    const key = `workorders/${t.codes.a}/manual.pdf`;
    await getS3().send(
      new PutObjectCommand({
        Bucket: config.filesBucket,
        Key: key,
        Body: 'manual',
        ContentType: 'application/pdf',
      }),
    );
    const r = await save('manager', {
      title: 'Fix track',
      description: 'Tighten the track',
      asset_id: asset.asset_id,
      priority: 46,
      due_at: '2099-12-24',
      mr_id: mrId,
      WorkOrderTasks: [{ task_id: taskA }, { task_id: taskB }, { task_id: taskA }],
      workOrderAttachments: [{ user_uploaded_name: 'Manual.pdf', filename: key }],
    });
    expect(r.body, r.raw).toMatchObject({
      success: 1,
      message: WorkOrderMessages.created,
      data: { status: 54 },
    });
    woId = r.body.data.wo_id;
    const d = (await details(woId)).body.data;
    expect(d).toMatchObject({
      wo_type: 60,
      status: 54,
      status_name: 'Open',
      priority_name: 'Medium',
      due_at: '2099-12-24',
      mr_id: mrId,
      total_est_hours: 1,
      total_est_minutes: 30,
      labour_total: 0,
    });
    expect(d.workOrderTasks.map((x) => [x.task.task_title, x.status, x.hourly_rate])).toEqual([
      ['Change oil', 12, 60],
      ['Replace filter', 12, 90],
    ]);
    expect(d.issues.map((i) => i.issue_uuid)).toEqual([issueUuid]);
    expect(d.workOrderAttachments).toHaveLength(1);
    expect(await (await fetch(d.workOrderAttachments[0].file_url)).text()).toBe('manual');
    const req = (
      await call<Answer<{ status: number; work_order_number: string; work_order_status: number }>>(
        'GET',
        'MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}',
        { ...t.session('manager'), pathParameters: { mr_id: String(mrId) } },
      )
    ).body.data;
    expect(req).toMatchObject({
      status: 51,
      work_order_number: r.body.data.wo_number,
      work_order_status: 54,
    });
    // A second work order cannot take the same request, nor the same issue.
    const again = await save('manager', {
      title: 'x',
      description: 'y',
      asset_id: asset.asset_id,
      mr_id: mrId,
      WorkOrderTasks: [{ task_id: taskA }],
    });
    expect(again.body.message).toBe(WorkOrderMessages.requestNotOpen);
    const linkTaken = await save('manager', {
      title: 'x',
      description: 'y',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskA }],
      issue: [{ issue_id: issueUuid }],
    });
    expect(linkTaken.statusCode).toBe(409);
    expect((await history(woId)).map((h) => h.activity_type)).toEqual([6]);
  });

  it('adds time (minutes ≤ 59, carried), costs labour, and rolls the asset cost up', async () => {
    const bad = await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskA,
      time_spent_hours: 1,
      time_spent_minutes: 60,
    });
    expect(bad.body.message).toBe(WorkOrderMessages.minutesTooMany);
    for (const minutes of [45, 30]) {
      const r = await post('manager', 'WorkOrder/AddTimeSpent', {
        wo_id: woId,
        task_id: taskA,
        time_spent_hours: 0,
        time_spent_minutes: minutes,
      });
      expect(r.body.success, r.raw).toBe(1);
    }
    await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskB,
      time_spent_hours: 0,
      time_spent_minutes: 20,
    });
    const d = (await details(woId)).body.data;
    expect(d.workOrderTasks[0]).toMatchObject({
      time_spent_hours: 1,
      time_spent_minutes: 15,
      labour_cost: 75,
    });
    expect(d.workOrderTasks[1]).toMatchObject({
      time_spent_hours: 0,
      time_spent_minutes: 20,
      labour_cost: 30,
    });
    expect(d).toMatchObject({
      total_spent_hours: 1,
      total_spent_minutes: 35,
      labour_total: 105,
      overspent: true,
      progress_percent: 106,
    });
    const cost = (
      await call<Answer<AssetCost>>('GET', 'Asset/GetAssetMaintenanceCost/{asset_id}', {
        ...t.session('manager'),
        pathParameters: { asset_id: String(asset.asset_id) },
      })
    ).body.data;
    expect(cost).toMatchObject({
      cost_last_12_months: 105,
      meter_hours_last_12_months: 0,
      cost_per_meter_hour: null,
    });
    expect(cost.months).toHaveLength(12);
    expect(cost.months[11].cost).toBe(105);
  });

  it("the asset page's 12-month meter hours are the executive report's usage (one count, the roll-ups')", async () => {
    const used = await putTestAsset(t.codes.a, {
      company_id: 1,
      site_id: 2,
      name: 'Hauler 3',
      meter_hours: 1000,
    });
    const site = (await getOrg(t.codes.a)).sites.find((s) => s.site_id === 2)!;
    const reading = (id: string, daysAgo: number, meter_hours: number): RolledInspection => ({
      tenant: t.codes.a,
      inspection_id: id,
      company_id: 1,
      site_id: 2,
      asset_id: used.asset_id,
      internal_asset_id: used.internal_asset_id,
      asset_name: used.name,
      status: 10,
      submitted_at: dayjs().subtract(daysAgo, 'day').toISOString(),
      meter_hours,
    });
    // 100 hours used 13 months ago (outside the window), then 50 and 80 within it.
    await applyRollupChanges(
      historyRollupChanges(
        [reading('u1', 400, 1100), reading('u2', 60, 1150), reading('u3', 10, 1230)],
        () => ({ meter_hours: 1000, timezone: site.timezone }),
      ),
    );
    const cost = (
      await call<Answer<AssetCost>>('GET', 'Asset/GetAssetMaintenanceCost/{asset_id}', {
        ...t.session('manager'),
        pathParameters: { asset_id: String(used.asset_id) },
      })
    ).body.data;
    expect(cost.meter_hours_last_12_months).toBe(130);
    const row = (await executiveReport(t.codes.a, [site])).find(
      (r) => r.internal_asset_id === used.internal_asset_id,
    );
    expect(row?.last_12_month_Usage_Hours).toBe(cost.meter_hours_last_12_months);
  });

  it('sets task statuses (15 read-only) and completes only when every task is Completed or with Override', async () => {
    const blocked = await post('manager', 'WorkOrder/CompleteWorkOrder', { wo_id: woId });
    expect(blocked.body).toMatchObject({ success: 0, message: WorkOrderMessages.completeBlocked });
    expect(
      (
        await post('manager', 'WorkOrder/UpdateWorkOrderTaskStatus', {
          wo_id: woId,
          task_id: taskA,
          status: 15,
        })
      ).body.success,
    ).toBe(1);
    const locked = await post('manager', 'WorkOrder/UpdateWorkOrderTaskStatus', {
      wo_id: woId,
      task_id: taskA,
      status: 13,
    });
    expect(locked.body.message).toBe(WorkOrderMessages.completedTaskLocked);
    const lockedTime = await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskA,
      time_spent_hours: 1,
      time_spent_minutes: 0,
    });
    expect(lockedTime.body.message).toBe(WorkOrderMessages.completedTaskLocked);
    expect(
      (
        await post('manager', 'WorkOrder/UpdateWorkOrderTaskStatus', {
          wo_id: woId,
          task_id: taskB,
          status: 16,
        })
      ).statusCode,
    ).toBe(400);
    await post('manager', 'WorkOrder/UpdateWorkOrderTaskStatus', { wo_id: woId, task_id: taskB, status: 15 });
    expect((await details(woId)).body.data.all_tasks_completed).toBe(true);
    const ops = await opsTotals(t.codes.a, [2]);
    const done = await post<{ status: number }>('manager', 'WorkOrder/CompleteWorkOrder', { wo_id: woId });
    expect(done.body.data.status).toBe(56);
    // The insights' roll-up (reports/ops-rollups.ts): one more completed work order, and the labour cost moved so far (105.00).
    const after = await opsTotals(t.codes.a, [2]);
    expect(after.wd).toBe(ops.wd + 1);
    expect(after.wc).toBe(10_500);
    const d = (await details(woId)).body.data;
    expect(d.completed_date).toBe(new Date().toISOString().slice(0, 10));
    expect((await history(woId)).map((h) => h.activity_type)).toEqual([7, 6]);
    const req = (
      await call<Answer<{ status: number; work_order_status: number }>>(
        'GET',
        'MaintenanceRequest/GetMaintenanceRequestDetails/{mr_id}',
        { ...t.session('manager'), pathParameters: { mr_id: String(mrId) } },
      )
    ).body.data;
    expect(req).toMatchObject({ status: 51, work_order_status: 56 });
    // Notification type 6 went to the site's other managers, not to the one who completed it.
    const notices = (u: Who) =>
      call<{ list: { notification_type: number; ref_id: string }[] }>(
        'GET',
        'User/GetNotifications/{pagesize}/{pageindex}',
        { ...t.session(u), pathParameters: { pagesize: '20', pageindex: '1' } },
      );
    const mine = await notices('manager');
    expect(JSON.stringify(mine.body)).not.toContain(`"ref_id":"${woId}"`);
    // Completed: no edit, no delete.
    expect(
      (
        await save('manager', {
          wo_id: woId,
          title: 'x',
          description: 'y',
          asset_id: asset.asset_id,
          WorkOrderTasks: [{ task_id: taskA }],
        })
      ).body.message,
    ).toBe(WorkOrderMessages.notEditable);
    const del = await call<Answer<unknown>>('DELETE', 'WorkOrder/DeleteWorkOrder/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(woId) },
    });
    expect(del.body.message).toBe(WorkOrderMessages.notDeletable);
  });

  it('completes with Override while tasks are open, and deletes an Open work order (its issues free again)', async () => {
    const r = await save('manager', {
      title: 'Quick check',
      description: 'Check',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskB }],
    });
    const id = r.body.data.wo_id;
    expect((await post('manager', 'WorkOrder/CompleteWorkOrder', { wo_id: id })).body.success).toBe(0);
    expect(
      (
        await post<{ status: number }>('manager', 'WorkOrder/CompleteWorkOrder', {
          wo_id: id,
          override: true,
        })
      ).body.data.status,
    ).toBe(56);
    const other = await save('manager', {
      title: 'To delete',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskB }],
    });
    const del = await call<Answer<unknown>>('DELETE', 'WorkOrder/DeleteWorkOrder/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(other.body.data.wo_id) },
    });
    expect(del.body).toMatchObject({ success: 1, message: WorkOrderMessages.deleted });
    expect((await details(other.body.data.wo_id)).statusCode).toBe(404);
  });

  it('refuses to delete a catalogue task while a work order lists it (the use count moves with the work order writes)', async () => {
    const taskC = (
      await createTask(
        t.codes.a,
        1,
        { task_title: 'Grease pins', task_est_hours: 0, task_est_minutes: 15, hourly_rate: 50 },
        'x',
      )
    ).task_id;
    const deleteTask = () =>
      call<Answer<unknown>>('DELETE', 'Task/DeleteTask/{task_id}', {
        ...t.session('manager'),
        pathParameters: { task_id: String(taskC) },
      });
    const first = await save('manager', {
      title: 'Grease A',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskC }, { task_id: taskB }],
    });
    const second = await save('manager', {
      title: 'Grease B',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskC }],
    });
    expect((await getTask(t.codes.a, 1, taskC))?.wo_uses).toBe(2);
    const refused = await deleteTask();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ success: 0, message: TaskMessages.taskInUse });
    // An edit that drops the task from one work order lowers the count; the other still holds it.
    const dropped = await save('manager', {
      wo_id: first.body.data.wo_id,
      title: 'Grease A',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskB }],
    });
    expect(dropped.body.success, dropped.raw).toBe(1);
    expect((await getTask(t.codes.a, 1, taskC))?.wo_uses).toBe(1);
    expect((await deleteTask()).body.message).toBe(TaskMessages.taskInUse);
    // Deleting the last work order that lists it frees the task.
    const del = await call<Answer<unknown>>('DELETE', 'WorkOrder/DeleteWorkOrder/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(second.body.data.wo_id) },
    });
    expect(del.body.success, del.raw).toBe(1);
    expect((await getTask(t.codes.a, 1, taskC))?.wo_uses).toBe(0);
    expect((await deleteTask()).body).toMatchObject({ success: 1, message: TaskMessages.deleted });
    // A task deleted from the catalogue cannot be added to a work order (nothing written: no ghost task).
    const gone = await save('manager', {
      wo_id: first.body.data.wo_id,
      title: 'Grease A',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskB }, { task_id: taskC }],
    });
    expect(gone.statusCode).toBe(404);
    expect(await getTask(t.codes.a, 1, taskC)).toBeUndefined();
    await call('DELETE', 'WorkOrder/DeleteWorkOrder/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(first.body.data.wo_id) },
    });
  });

  it("lists with filters and options, and offers the asset's unlinked issues", async () => {
    const all = await list();
    expect(all.listsize).toBe(2);
    expect((await list({ status: [56] })).listsize).toBe(2);
    expect((await list({ status: [54, 55] })).listsize).toBe(0);
    expect((await list({ priority: [46] })).list!.map((w) => w.title)).toEqual(['Fix track']);
    expect((await list({ search_string: 'quick' })).list!.map((w) => w.title)).toEqual(['Quick check']);
    // The list's search reads the term index: a word's start (not its middle), words in any order, the other filters applied.
    expect((await list({ search_string: 'TRA fix' })).list!.map((w) => w.title)).toEqual(['Fix track']);
    expect((await list({ search_string: 'rack' })).listsize).toBe(0);
    expect((await list({ search_string: 'fix', priority: [45] })).listsize).toBe(0);
    expect(
      (await list({ search_string: 'fix', status: [56], priority: [46] })).list!.map((w) => w.title),
    ).toEqual(['Fix track']);
    const track = all.list!.find((w) => w.title === 'Fix track')!;
    const quick = all.list!.find((w) => w.title === 'Quick check')!;
    expect((await list({ search_string: track.wo_number })).list!.map((w) => w.wo_id)).toEqual([track.wo_id]);
    // Picked in the title and number filters: read by key, still filtered and searched.
    expect((await list({ wo_id: [quick.wo_id, track.wo_id] })).list!.map((w) => w.wo_id)).toEqual(
      all.list!.map((w) => w.wo_id),
    );
    expect(
      (await list({ wo_id: [quick.wo_id, track.wo_id], priority: [46] })).list!.map((w) => w.wo_id),
    ).toEqual([track.wo_id]);
    expect((await list({ wo_id: [quick.wo_id], search_string: 'fix' })).listsize).toBe(0);
    expect((await list({ wo_number: [track.wo_number.toLowerCase()] })).list!.map((w) => w.wo_id)).toEqual([
      track.wo_id,
    ]);
    expect((await list({ wo_number: [track.wo_number], search_string: 'quick' })).listsize).toBe(0);
    expect(
      (await list({ pageIndex: 2, pageSize: 1, wo_id: [quick.wo_id, track.wo_id] })).list!.map(
        (w) => w.wo_id,
      ),
    ).toEqual([all.list![1].wo_id]);
    const titles = await post<{ list: { wo_id: number; title: string }[] }>(
      'manager',
      'WorkOrder/GetWorkOrderTitleOptions',
      { option_search_string: 'fix' },
    );
    expect(titles.body.data.list.map((o) => o.title)).toEqual(['Fix track']);
    // Typed option searches read the term index: any word's start, words in any order, filters applied, the number with or without its zeros.
    const titleOptions = async (body: Record<string, unknown>) =>
      (
        await post<{ list: { title: string }[] }>('manager', 'WorkOrder/GetWorkOrderTitleOptions', body)
      ).body.data.list.map((o) => o.title);
    expect(await titleOptions({ option_search_string: 'trac' })).toEqual(['Fix track']);
    expect(await titleOptions({ option_search_string: 'check QU' })).toEqual(['Quick check']);
    expect(await titleOptions({ option_search_string: 'rack' })).toEqual([]);
    expect(await titleOptions({ option_search_string: 'fix', status: [54] })).toEqual([]);
    expect(await titleOptions({ option_search_string: 'fix', status: [56], priority: [46] })).toEqual([
      'Fix track',
    ]);
    const numbers = await post<{ list: { wo_id: number; wo_number: string }[] }>(
      'manager',
      'WorkOrder/GetWorkOrderNumberOptions',
      {},
    );
    expect(numbers.body.data.list).toHaveLength(2);
    const fix = all.list!.find((w) => w.title === 'Fix track')!;
    for (const typed of [fix.wo_number, fix.wo_number.toLowerCase(), String(fix.wo_id)]) {
      const found = await post<{ list: { wo_id: number; wo_number: string }[] }>(
        'manager',
        'WorkOrder/GetWorkOrderNumberOptions',
        { option_search_string: typed },
      );
      expect(
        found.body.data.list.map((o) => o.wo_number),
        typed,
      ).toContain(fix.wo_number);
    }
    const fresh = newIssueRecord({
      tenant: t.codes.a,
      asset,
      name: 'Cab light',
      notes: 'n',
      priority: 1,
      by: { uuid: 'x', name: 'X' },
      at: new Date(),
    });
    // The asset as stored now (earlier tests' issues moved its version).
    await writeTransaction(
      await openIssuesWrites((await getAsset(t.codes.a, asset.asset_id))!, [fresh], new Date()),
    );
    const issues = await post<{ list: { issue_uuid: string }[]; listsize: number }>(
      'manager',
      'WorkOrder/GetNewIssuesList',
      { asset_id: asset.asset_id, pageindex: 1, pagesize: 20, searchstring: '' },
    );
    expect(issues.body.data.list.map((i) => i.issue_uuid)).toEqual([fresh.issue_uuid]);
    const noAsset = await post('manager', 'WorkOrder/GetNewIssuesList', { pageindex: 1 });
    expect(noAsset.body.message).toBe(WorkOrderMessages.assetFirst);
    // Another tenant sees nothing and reaches nothing.
    expect((await list({}, { who: 'manager', tenant: 'b' })).listsize).toBe(0);
    expect((await details(all.list![0].wo_id, { who: 'manager', tenant: 'b' })).statusCode).toBe(404);
  });

  it('e-mails the work order to its dealer as a PDF, with attachments linked', async () => {
    const dealer = await createDealer(
      t.codes.a,
      1,
      { name: 'Cat Dealer', email: 'service@catdealer.test' },
      'x',
    );
    const r = await save('manager', {
      title: 'Dealer job',
      description: 'Send to dealer',
      asset_id: asset.asset_id,
      due_at: '2099-03-04',
      WorkOrderTasks: [{ task_id: taskA }],
      service_dealer_id: dealer.service_dealer_id,
    });
    expect(r.body.success, r.raw).toBe(1);
    const d = (await details(r.body.data.wo_id)).body.data;
    expect(d.serviceDealers).toEqual([
      { service_dealer_id: dealer.service_dealer_id, name: 'Cat Dealer', email: 'service@catdealer.test' },
    ]);
    const none = await save('manager', {
      title: 'No dealer',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskA }],
    });
    const refused = await call<Answer<unknown>>('POST', 'WorkOrder/SendToServiceDealer/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(none.body.data.wo_id) },
    });
    expect(refused.body.message).toBe(WorkOrderMessages.noDealerToSend);
    const sent = await call<Answer<{ email: string }>>('POST', 'WorkOrder/SendToServiceDealer/{wo_id}', {
      ...t.session('manager'),
      pathParameters: { wo_id: String(r.body.data.wo_id) },
    });
    expect(sent.body, sent.raw).toMatchObject({
      success: 1,
      message: WorkOrderMessages.sentToDealer,
      data: { email: 'service@catdealer.test' },
    });
    const { emails } = (await (await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`)).json()) as {
      emails: {
        destination: { to: string[] };
        subject: string;
        body: { text?: string };
        attachments: { filename: string; content: string }[];
      }[];
    };
    const mail = emails
      .filter((m) => m.destination.to.some((to) => to.includes('service@catdealer.test')))
      .at(-1)!;
    expect(mail.subject).toBe(`Work order ${r.body.data.wo_number}: Dealer job`);
    const pdf = mail.attachments.find((a) => a.filename === `${r.body.data.wo_number}.pdf`)!;
    const text = execFileSync('pdftotext', ['-', '-'], {
      input: Buffer.from(pdf.content, 'base64'),
      encoding: 'utf8',
    });
    for (const expected of [
      `Work Order ${r.body.data.wo_number}`,
      'Dealer job',
      'Excavator 9',
      'Change oil',
      'Send to dealer',
    ])
      expect(text).toContain(expected);
    // Dates as the screens show them: MM-DD-YYYY, the creation day in the site's timezone (not the UTC day).
    expect(text).toMatch(
      new RegExp(`Created: ${formatSiteDate(d.created_at, d.sites.timezone)}\\s+Due: 03-04-2099`),
    );
    expect(mail.body.text).toContain('Due: 03-04-2099');
  });
});

describe('due date', () => {
  it('refuses a new or changed due date already past everywhere (400, nothing written), keeps an old one left unchanged', async () => {
    // Prepare: the server's today is the day in UTC-12, the latest zone on earth.
    const today = earliestToday(new Date());
    const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
    const job = (extra: Record<string, unknown>) => ({
      title: 'Due job',
      description: 'x',
      asset_id: asset.asset_id,
      WorkOrderTasks: [{ task_id: taskA }],
      ...extra,
    });
    const countBefore = (await list()).listsize;

    // Act and assess: a past day on create is refused and nothing is written; today somewhere is fine.
    const past = await save('manager', job({ due_at: yesterday }));
    expect(past.statusCode).toBe(400);
    expect(past.body).toMatchObject({ success: 0, message: WorkOrderMessages.dueDatePast });
    expect((await list()).listsize).toBe(countBefore);
    const created = await save('manager', job({ due_at: today }));
    expect(created.body, created.raw).toMatchObject({ success: 1 });
    const woId = created.body.data.wo_id;

    // A work order whose due date has passed since it was set (written as stored) saves with it unchanged ...
    const stored = (await getWorkOrder(t.codes.a, woId))!;
    await writeTransaction([WorkOrderEntity.build(PutTransaction).item({ ...stored, due_at: '2020-01-15' })]);
    const kept = await save('manager', job({ wo_id: woId, due_at: '2020-01-15', title: 'Due job kept' }));
    expect(kept.body, kept.raw).toMatchObject({ success: 1 });
    expect((await details(woId)).body.data).toMatchObject({ title: 'Due job kept', due_at: '2020-01-15' });
    // ... but not changed to another past day; cleared is fine.
    const moved = await save('manager', job({ wo_id: woId, due_at: '2020-01-16', title: 'Due job moved' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.body).toMatchObject({ success: 0, message: WorkOrderMessages.dueDatePast });
    expect((await details(woId)).body.data).toMatchObject({ title: 'Due job kept', due_at: '2020-01-15' });
    expect((await save('manager', job({ wo_id: woId, due_at: null }))).body.success).toBe(1);
  });
});

describe('time spent days', () => {
  it('keeps the day of each Time Spent entry, sent with the tasks (panels, full page) or added alone, and shows it back', async () => {
    // Prepare: a work order saved as the Create panel sends it, with an entry on a chosen day.
    const job = (extra: Record<string, unknown>) => ({
      title: 'Timed job',
      description: 'x',
      asset_id: asset.asset_id,
      ...extra,
    });
    const created = await save(
      'manager',
      job({
        WorkOrderTasks: [
          {
            task_id: taskA,
            time_spent_hours: 0,
            time_spent_minutes: 15,
            time_entries: [{ date: '2026-01-05', hours: 0, minutes: 15 }],
          },
        ],
      }),
    );
    expect(created.body, created.raw).toMatchObject({ success: 1 });
    const woId = created.body.data.wo_id;
    const entriesOf = async () => (await details(woId)).body.data.workOrderTasks.map((x) => x.time_entries);
    expect(await entriesOf()).toEqual([[{ date: '2026-01-05', hours: 0, minutes: 15 }]]);

    // Act and assess: an edit that sends no entries keeps them; one that sends them replaces them.
    expect(
      (
        await save(
          'manager',
          job({
            wo_id: woId,
            WorkOrderTasks: [{ task_id: taskA, time_spent_minutes: 15 }, { task_id: taskB }],
          }),
        )
      ).body.success,
    ).toBe(1);
    expect(await entriesOf()).toEqual([[{ date: '2026-01-05', hours: 0, minutes: 15 }], []]);
    const twoDays = [
      { date: '2026-01-05', hours: 0, minutes: 15 },
      { date: '2026-01-06', hours: 1, minutes: 0 },
    ];
    expect(
      (
        await save(
          'manager',
          job({
            wo_id: woId,
            is_full_page: true,
            WorkOrderTasks: [
              { task_id: taskA, time_spent_hours: 1, time_spent_minutes: 15, time_entries: twoDays },
              { task_id: taskB },
            ],
          }),
        )
      ).body.success,
    ).toBe(1);
    expect(await entriesOf()).toEqual([twoDays, []]);
    // AddTimeSpent keeps its day too (today at the site without one).
    await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskB,
      time_spent_hours: 0,
      time_spent_minutes: 5,
      date: '2026-02-01',
    });
    await post('manager', 'WorkOrder/AddTimeSpent', {
      wo_id: woId,
      task_id: taskB,
      time_spent_hours: 0,
      time_spent_minutes: 10,
    });
    const siteToday = dateOnlyIn(new Date(), (await details(woId)).body.data.sites.timezone);
    expect((await entriesOf())[1]).toEqual([
      { date: '2026-02-01', hours: 0, minutes: 5 },
      { date: siteToday, hours: 0, minutes: 10 },
    ]);
    // A day that does not exist is refused, nothing written.
    const bad = await save(
      'manager',
      job({
        wo_id: woId,
        WorkOrderTasks: [{ task_id: taskA, time_entries: [{ date: '2026-02-30', hours: 1, minutes: 0 }] }],
      }),
    );
    expect(bad.body).toMatchObject({ success: 0, message: WorkOrderMessages.dueDateInvalid });
    expect((await entriesOf())[0]).toEqual(twoDays);
  });
});
