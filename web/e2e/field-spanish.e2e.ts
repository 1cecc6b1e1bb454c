/**
 * The field app in Spanish end to end (issue 22, acceptance e): the language picked on the sign-in
 * screen, the asset list, the checklist with a failed item, review, submit, the Sending screen, and
 * a server refusal shown with its Spanish text (shared/inspections/messages.es.ts).
 */
import { expect, test } from '@playwright/test';
import { apiAs, RENO_YARD } from './assets-support';
import {
  answerChecklist,
  FIELD_URL,
  fieldAsset,
  openAsset,
  PHONE,
  type ChecklistTexts,
} from './field-support';
import { DEMO_PASSWORD } from './support';

test.use(PHONE);

const SPANISH: ChecklistTexts = {
  notOk: 'Mal',
  failedNote: (name) => `¿Qué falla en ${name}?`,
  failedPhoto: (name) => `Foto de ${name}`,
  meter: 'Horas del medidor',
  shift: 'Turno',
  review: 'Revisar',
  submit: 'Enviar inspección',
};
const OTHER_OPERATOR = {
  username: 'maintenance@demo.test',
  roleId: 4,
  siteId: RENO_YARD.siteId,
  platform: 'app' as const,
};
const shot = (name: string) => `field-screens/field-es-${name}.png`;

test('an operator inspects in Spanish', async ({ page }) => {
  const { asset, attributes } = await fieldAsset('FLDES');
  const taken = await fieldAsset('FLDESX');
  const held = await apiAs(OTHER_OPERATOR, 'POST', 'Inspection/CheckoutAsset', {
    asset_id: taken.asset.asset_id,
  });
  expect(held, JSON.stringify(held)).toMatchObject({ success: 1 });

  await page.goto(FIELD_URL());
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.screenshot({ path: shot('signin') });
  await page.getByLabel('Usuario').fill('operator@demo.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mis activos' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('En línea', { exact: true })).toBeVisible();

  const search = 'Buscar por nombre o N.º de activo';
  await openAsset(page, asset, search);
  await page.getByRole('button', { name: 'Retirar e inspeccionar' }).click();
  await answerChecklist(page, attributes, {
    failed: 1,
    meterHours: 1500,
    texts: SPANISH,
    shots: (name) => page.screenshot({ path: shot(name), fullPage: true }).then(() => undefined),
  });
  await expect(page.getByRole('heading', { name: 'Mis activos' })).toBeVisible();
  await page.getByRole('button', { name: /^Envíos/ }).click();
  const list = page.getByRole('list', { name: 'Envíos' });
  const inspection = list.getByRole('listitem', { name: `Inspección ${asset.name}` });
  await expect(inspection).toContainText('Enviado', { timeout: 20_000 });
  await expect(inspection).toContainText('1 punto con falla, 1 foto');

  // The asset another operator holds: its refusal in Spanish.
  await page.getByRole('button', { name: 'AssetCare' }).click();
  await openAsset(page, taken.asset, search);
  await expect(page.getByText('Otro operador tiene este activo')).toBeVisible();
  await page.getByRole('button', { name: 'Retirar e inspeccionar' }).click();
  await page.getByRole('button', { name: 'Seguir después' }).click();
  await page.getByRole('button', { name: /^Envíos/ }).click();
  const refused = list.getByRole('listitem', { name: `Retiro ${taken.asset.name}` });
  await expect(refused).toContainText('Rechazado', { timeout: 20_000 });
  await expect(refused).toContainText('Otro operador tiene este activo');
  await expect(refused.getByRole('button', { name: 'Enviar de nuevo' })).toBeVisible();
  await page.screenshot({ path: shot('sending'), fullPage: true });
});
