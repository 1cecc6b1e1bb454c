/**
 * My work in Spanish end to end (issue 22, acceptance e, for maintenance staff): maintenance staff
 * of their own pick Español on the sign-in screen, read My work, and offline save a task Completed
 * with Time Spent and a note, and a photo, on one work order, and Time Spent on another that the
 * manager completes meanwhile. Back online the first work order's steps are sent; the second's is
 * refused with the server's message in Spanish (shared/workorders/messages.es.ts), with Spanish
 * Send again and Discard.
 */
import { expect, test } from '@playwright/test';
import { WorkOrderMessagesEs } from '../../shared/workorders/messages.es.js';
import type { WorkOrderDetail } from '../../shared/workorders/schemas.js';
import { apiAs, createAssets, MANAGER, uniqueToken } from './assets-support';
import { FIELD_URL, maintenanceStaff, PHONE, workOrder } from './field-support';
import { photoBytes } from './inspections-support';
import { apiTask } from './maintenance-support';

test.use(PHONE);
test.setTimeout(150_000);

const shot = (name: string) => `field-screens/field-es-${name}.png`;

test('maintenance staff do My work in Spanish, with a server refusal in Spanish', async ({
  context,
  page,
}) => {
  const staff = await maintenanceStaff({ firstname: 'Lucía', lastname: 'Campo' });
  const label = uniqueToken('FWES');
  const [asset] = await createAssets(1, { prefix: label, model: 'Field' });
  const task = await apiTask(`Engrasar ${label}`, 1, 0, 60);
  const done = await workOrder(`Servicio ${label}`, asset.asset_id, task.task_id, [staff.uuid]);
  const closed = await workOrder(`Cerrada ${label}`, asset.asset_id, task.task_id, [staff.uuid]);

  await page.goto(FIELD_URL());
  await page.getByLabel('Language').selectOption('es');
  await page.getByLabel('Usuario').fill(staff.username);
  await page.getByLabel('Contraseña').fill(staff.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mi trabajo' })).toBeVisible({ timeout: 15_000 });
  const list = page.getByRole('list', { name: 'Mi trabajo' });
  const card = (number: string) => list.getByRole('listitem').filter({ hasText: number });
  await expect(card(done.wo_number)).toContainText('0 de 1 tarea completada');
  await expect(card(done.wo_number)).toContainText('Media');
  await expect(card(closed.wo_number)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.screenshot({ path: shot('my-work'), fullPage: true });

  await context.setOffline(true);
  await expect(page.getByText('Sin conexión', { exact: true })).toBeVisible();
  await card(done.wo_number).getByRole('button').click();
  await expect(page.getByRole('heading', { name: `${done.wo_number} · Servicio ${label}` })).toBeVisible();
  const taskCard = page.getByRole('listitem', { name: task.task_title });
  await taskCard.getByLabel('Horas').fill('2');
  await taskCard.getByLabel('Minutos').fill('15');
  await taskCard.getByLabel('Nota').fill('Pasadores engrasados');
  await taskCard.getByRole('radio', { name: 'Completada' }).click();
  await taskCard.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`${task.task_title}: guardado, se envía cuando haya conexión.`)).toBeVisible();
  await page.getByLabel('Tomar una foto').setInputFiles({
    name: 'manguera.png',
    mimeType: 'image/png',
    buffer: await photoBytes(11, 800),
  });
  await expect(page.getByText('manguera.jpg: guardado, se envía cuando haya conexión.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'En espera de envío' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Completar orden de trabajo' })).toBeVisible();
  await page.screenshot({ path: shot('work-order'), fullPage: true });

  await page.getByRole('button', { name: 'Volver a mi trabajo' }).click();
  await card(closed.wo_number).getByRole('button').click();
  const closedTask = page.getByRole('listitem', { name: task.task_title });
  await closedTask.getByLabel('Minutos').fill('30');
  await closedTask.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`${task.task_title}: guardado, se envía cuando haya conexión.`)).toBeVisible();

  // Meanwhile the manager completes the second work order.
  const completed = await apiAs(MANAGER, 'POST', 'WorkOrder/CompleteWorkOrder', {
    wo_id: closed.wo_id,
    override: true,
  });
  expect(completed, JSON.stringify(completed)).toMatchObject({ success: 1 });

  await context.setOffline(false);
  await page.getByRole('button', { name: /^Envíos/ }).click();
  const sending = page.getByRole('list', { name: 'Envíos' });
  const item = (kind: string, number: string, what: string) =>
    sending.getByRole('listitem', { name: `${kind} ${number} · ${what}` });
  await expect(item('Estado de la tarea', done.wo_number, task.task_title)).toContainText('Enviado', {
    timeout: 30_000,
  });
  await expect(item('Tiempo dedicado', done.wo_number, task.task_title)).toContainText('Enviado');
  await expect(item('Foto o archivo', done.wo_number, `Servicio ${label}`)).toContainText('Enviado', {
    timeout: 30_000,
  });
  const refused = item('Tiempo dedicado', closed.wo_number, task.task_title);
  await expect(refused).toContainText('Rechazado', { timeout: 30_000 });
  await expect(refused).toContainText(WorkOrderMessagesEs.notEditable);
  await expect(refused.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Descartar' })).toBeVisible();
  await page.screenshot({ path: shot('work-sending'), fullPage: true });
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await refused.getByRole('button', { name: 'Descartarlo' }).click();
  await expect(refused).toHaveCount(0);

  const detail = await apiAs<WorkOrderDetail>(MANAGER, 'GET', `WorkOrder/GetWorkOrderDetails/${done.wo_id}`);
  expect(detail.data.workOrderTasks[0]).toMatchObject({
    status: 15,
    time_spent_hours: 2,
    time_spent_minutes: 15,
    notes: 'Pasadores engrasados',
  });
  expect(detail.data.workOrderAttachments.map((a) => a.user_uploaded_name)).toEqual(['manguera.jpg']);
});
