/**
 * My work in the field app (issue 22 item 5, acceptance d): a maintenance staff user made for this
 * test (not a shared demo user) signs in on a phone; a work order assigned to them through the API
 * is listed, one not assigned to them is not. Offline, they open the work order, add Time Spent
 * and a note and complete the task; back online the queue syncs, and the manager reads the task
 * Completed with its Time Spent and note.
 */
import { expect, test } from '@playwright/test';
import type { WorkOrderDetail } from '../../shared/workorders/schemas.js';
import { apiAs, createAssets, MANAGER, uniqueToken } from './assets-support';
import { FIELD_URL, maintenanceStaff, PHONE, queuedSteps, workOrder } from './field-support';
import { apiTask } from './maintenance-support';

test.use(PHONE);
test.setTimeout(120_000);

const shot = (name: string) => `field-screens/field-${name}.png`;

test('maintenance staff complete an assigned task with Time Spent offline; the manager sees it after sync', async ({
  context,
  page,
}) => {
  const staff = await maintenanceStaff();

  const label = uniqueToken('FW');
  const [asset] = await createAssets(1, { prefix: label, model: 'Field' });
  const task = await apiTask(`Grease pins ${label}`, 1, 0, 60);
  const mine = await workOrder(`Service ${label}`, asset.asset_id, task.task_id, [staff.uuid]);
  const notMine = await workOrder(`Not mine ${label}`, asset.asset_id, task.task_id, []);

  await page.goto(FIELD_URL());
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('list', { name: 'My work' });
  const card = list.getByRole('listitem').filter({ hasText: mine.wo_number });
  await expect(card).toContainText(`Service ${label}`);
  await expect(card).toContainText('0 of 1 task completed');
  await expect(list).not.toContainText(notMine.wo_number);
  await expect(list).not.toContainText(`Not mine ${label}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.screenshot({ path: shot('my-work'), fullPage: true });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await card.getByRole('button').click();
  await expect(page.getByRole('heading', { name: `${mine.wo_number} · Service ${label}` })).toBeVisible();
  const taskCard = page.getByRole('listitem', { name: task.task_title });
  await taskCard.getByLabel('Hours').fill('1');
  await taskCard.getByLabel('Minutes').fill('30');
  await taskCard.getByLabel('Note').fill('Pins greased, left hose replaced');
  await taskCard.getByRole('radio', { name: 'Completed' }).click();
  await page.screenshot({ path: shot('work-order'), fullPage: true });
  await taskCard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${task.task_title}: saved, it is sent when online.`)).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Waiting to be sent' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(taskCard).toContainText('Completed');
  await expect(page.getByRole('button', { name: 'Complete work order' })).toBeVisible();
  await page.screenshot({ path: shot('work-order-queued'), fullPage: true });
  const steps = (await queuedSteps(page)).filter((s) => s.asset_id === asset.asset_id);
  expect(steps.map((s) => [s.kind, s.status])).toEqual([
    ['time_spent', 'waiting'],
    ['task_status', 'waiting'],
  ]);

  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sending/ }).click();
  const sending = page.getByRole('list', { name: 'Sending' });
  await expect(
    sending.getByRole('listitem', { name: `Task status ${mine.wo_number} · ${task.task_title}` }),
  ).toContainText('Sent', { timeout: 20_000 });
  await expect(
    sending.getByRole('listitem', { name: `Time Spent ${mine.wo_number} · ${task.task_title}` }),
  ).toContainText('Sent');
  await page.screenshot({ path: shot('work-sent'), fullPage: true });
  // Back from Sending is Back to My work, where maintenance staff came from.
  await page.getByRole('button', { name: 'Back to my work' }).click();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible();

  // The manager reads the task Completed with its Time Spent and note.
  const detail = await apiAs<WorkOrderDetail>(MANAGER, 'GET', `WorkOrder/GetWorkOrderDetails/${mine.wo_id}`);
  expect(detail.data.workOrderTasks[0]).toMatchObject({
    status: 15,
    time_spent_hours: 1,
    time_spent_minutes: 30,
    notes: 'Pins greased, left hose replaced',
  });
  expect(detail.data.workOrderTasks[0].time_entries).toHaveLength(1);
  expect(detail.data.all_tasks_completed).toBe(true);
});
