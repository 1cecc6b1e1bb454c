/**
 * Inspection forms (spec 2.10, 2.11, 5 'Form builder'; issue 8): the builder's checks, building a
 * form with Form.io's drag and drop, View and Edit from the list, the submitted forms, and a
 * checklist assigned to an asset reaching the operator's API.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from './app';
import { checklistAttributes, ValuesType, walkComponents } from '../../shared/forms/rules.js';
import { Role } from '../../shared/codes.js';
import { apiAs, MANAGER, RENO_YARD } from './assets-support';
import { choose } from './users-support';
import { SEED_FORMS } from '../../scripts/dev/seed-forms.js';
import {
  ACME_PASSWORD,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  expectPath,
  signIn,
  tenantUrl,
} from './support';

const SHOTS = 'test-results/inspection-forms';

async function asManager(page: Page) {
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
}

const formsTable = (page: Page) => page.getByRole('table');
const formRow = (page: Page, name: string) =>
  formsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const field = (page: Page, label: string) => page.locator(`[data-field="${label}"]`);
const builder = (page: Page) => page.getByTestId('form-builder');
/** Form.io's component settings dialog (added to <body>). */
const settingsDialog = (page: Page) => page.locator('.formio-dialog .component-edit-container');
/** The components placed on the form being built. */
const placed = (page: Page) => builder(page).locator('.formio-builder-form [ref="dragComponent"]');

async function openFormsList(page: Page) {
  await page.goto(tenantUrl('demo', '/inspection-forms'));
  await expect(formsTable(page)).toBeVisible();
  await expect(page.getByText('Loading forms')).toHaveCount(0);
}

async function fillFormInfo(page: Page, name: string, formType = 'Work Procedure') {
  await field(page, 'Name').getByRole('textbox').fill(name);
  await field(page, 'Work Procedure')
    .getByRole('textbox')
    .fill('Park, isolate, lock and tag, then test for zero energy.');
  await field(page, 'Form Type').getByRole('button').click();
  await page.getByRole('option', { name: formType, exact: true }).click();
}

/**
 * Drags a component of the builder's sidebar onto the form, with the mouse steps Form.io's
 * dragula reacts to (press, move out of the sidebar, move over the form, release).
 */
async function dragComponent(page: Page, type: string) {
  const source = builder(page).locator(`.formcomponents [data-type="${type}"]`).first();
  const target = builder(page).locator('.drag-container.formio-builder-form').first();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error(`no box for the ${type} component or the form`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 10 });
  await page.mouse.move(to.x + to.width / 2, to.y + 12, { steps: 2 });
  await page.mouse.up();
  await expect(settingsDialog(page)).toBeVisible();
}

/**
 * Saves the settings dialog. Form.io redraws the dialog as it takes in typed values, and on a
 * loaded machine a Save clicked meanwhile can be lost (a CI run: the dialog still open 10 s later,
 * both values in, no error shown). A person then clicks Save again; so does this, only while the
 * dialog is still open.
 */
async function saveSettings(page: Page) {
  await expect(async () => {
    if (await settingsDialog(page).count())
      await settingsDialog(page).getByRole('button', { name: 'Save', exact: true }).click({ timeout: 2_000 });
    await expect(settingsDialog(page)).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens a tab of the settings dialog (Display, Data, …). */
async function settingsTab(page: Page, name: string) {
  await settingsDialog(page)
    .locator('.nav-link', { hasText: new RegExp(`^\\s*${name}\\s*$`) })
    .click();
}

async function addRadio(page: Page, label: string, choices: string[]) {
  await dragComponent(page, 'radio');
  await settingsDialog(page).locator('input[name="data[label]"]').fill(label);
  await settingsTab(page, 'Data');
  const grid = settingsDialog(page)
    .locator('[ref="datagrid-values-tbody"], .formio-component-values')
    .first();
  for (const [i, choice] of choices.entries()) {
    if (i > 0)
      await settingsDialog(page)
        .locator('.formio-component-values')
        .getByRole('button', { name: 'Add Another' })
        .click();
    await grid.locator(`input[name="data[values][${i}][label]"]`).fill(choice);
    const value = grid.locator(`input[name="data[values][${i}][value]"]`);
    await value.fill(choice.toLowerCase().replace(/\s+/g, '_'));
  }
  await page.screenshot({ path: `${SHOTS}/component-settings.png` });
  await saveSettings(page);
}

/** Removes a placed component (its remove icon shows on hover). */
async function removePlaced(page: Page, component: Locator) {
  await component.hover();
  await component.locator('[ref="removeComponent"]').first().click();
}

/** Styles of the Cloudscape shell that a leak of Form.io's Bootstrap would change. */
const shellStyles = (page: Page) =>
  page.evaluate(() => {
    const style = (element: Element | null) => {
      const s = element ? getComputedStyle(element) : null;
      return s && [s.fontFamily, s.fontSize, s.lineHeight, s.color, s.backgroundColor, s.margin].join(' | ');
    };
    return {
      body: style(document.body),
      sideNavLink: style(document.querySelector('[data-testid="side-nav"] a')),
      title: style(document.querySelector('.ac-page-title')),
    };
  });

const createForm = (page: Page) => page.getByRole('button', { name: 'Create Form', exact: true });
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('build a form: the checks, drag and drop, View and Edit', async ({ page }) => {
  test.setTimeout(120_000);
  await asManager(page);
  // The builder's checks run before any request (spec 5): count the saves sent.
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/InspectionForm/AddUpdateForm'))
      saves += 1;
  });
  await openFormsList(page);
  await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the forms list');

  const shellBefore = await shellStyles(page);
  await createForm(page).click();
  await expectPath(page, '/inspection-forms/create');
  await expect(builder(page).locator('.formcomponents')).toBeVisible();
  // Form.io's Bootstrap applies inside the builder only: the shell looks as it did.
  expect(await shellStyles(page)).toEqual(shellBefore);

  // Nothing filled: the fields' messages.
  await createForm(page).click();
  await expect(field(page, 'Name')).toContainText('Name is required !');
  await expect(field(page, 'Work Procedure')).toContainText('Work Procedure is required !');
  await expect(field(page, 'Form Type')).toContainText('Form Type is required !');

  // Fields filled, the builder holds only its Submit button: the form is empty.
  const name = unique('Lift check');
  await fillFormInfo(page, name);
  await expect(field(page, 'Name')).not.toContainText('Name is required !');
  await createForm(page).click();
  await expect(toast(page, 'Form cannot be empty !')).toBeVisible();

  // A radio with Ok / Not ok from the sidebar, then the Submit button removed.
  await addRadio(page, 'Forks and chains', ['Ok', 'Not ok']);
  await expect(placed(page).filter({ hasText: 'Forks and chains' })).toHaveCount(1);
  await removePlaced(
    page,
    placed(page).filter({ has: page.locator('button[type="submit"], button[name="data[submit]"]') }),
  );
  await expect(placed(page).filter({ has: page.getByRole('button', { name: 'Submit' }) })).toHaveCount(0);
  await createForm(page).click();
  await expect(toast(page, 'Form must have a button with Submit action !')).toBeVisible();
  expect(saves, 'no save is sent while a check fails').toBe(0);
  await page.screenshot({ path: `${SHOTS}/builder.png` });

  // A Button component (its action is Submit by default): saved, back on the list.
  await dragComponent(page, 'button');
  await expect(settingsDialog(page)).toContainText('Submit');
  await saveSettings(page);
  await createForm(page).click();
  await expect(toast(page, 'Form saved successfully !')).toBeVisible();
  await expectPath(page, '/inspection-forms');
  await expect(formRow(page, name)).toBeVisible();
  await expect(formRow(page, name)).toContainText('Work Procedure');

  // View: the form rendered read-only in a modal titled with its name.
  await formRow(page, name)
    .getByRole('button', { name: `View ${name}` })
    .click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toBeVisible();
  await expect(view.getByTestId('form-view').getByText('Forks and chains')).toBeVisible();
  // Read-only: the radio's two choices, not answerable.
  const radios = view.getByRole('radiogroup', { name: 'Forks and chains' });
  await expect(radios).toContainText('Ok');
  await expect(radios).toContainText('Not ok');
  await expect(radios.getByRole('radio')).toHaveCount(2);
  for (const radio of await radios.getByRole('radio').all()) await expect(radio).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/view.png` });
  await view.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(view).toHaveCount(0);

  // Edit: the builder prefilled; a new name, Update, the list shows it.
  await formRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expectPath(page, '/inspection-forms/create');
  await expect(field(page, 'Name').getByRole('textbox')).toHaveValue(name);
  await expect(field(page, 'Form Type')).toContainText('Work Procedure');
  await expect(placed(page).filter({ hasText: 'Forks and chains' })).toHaveCount(1);
  const renamed = unique('Forks check');
  await field(page, 'Name').getByRole('textbox').fill(renamed);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // The create's toast may still show.
  await expect(toast(page, 'Form saved successfully !').last()).toBeVisible();
  await expectPath(page, '/inspection-forms');
  await expect(formRow(page, renamed)).toBeVisible();
  await expect(formRow(page, name)).toHaveCount(0);
});

test('Discard goes back to the list without saving', async ({ page }) => {
  await asManager(page);
  await openFormsList(page);
  await createForm(page).click();
  await expectPath(page, '/inspection-forms/create');
  const name = unique('Discarded');
  await field(page, 'Name').getByRole('textbox').fill(name);
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expectPath(page, '/inspection-forms');
  await expect(page.getByText('Loading forms')).toHaveCount(0);
  await expect(formRow(page, name)).toHaveCount(0);
});

test('an executive reads the forms but is offered neither Create Form nor Edit, and the builder URL says why', async ({
  page,
}) => {
  await signIn(page, 'executive@demo.test', DEMO_PASSWORD);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  await openFormsList(page);
  const seeded = SEED_FORMS[0].form_name;
  await expect(formRow(page, seeded).getByRole('button', { name: `View ${seeded}` })).toBeVisible();
  await expect(formRow(page, seeded).getByRole('button', { name: `Edit ${seeded}` })).toHaveCount(0);
  await expect(createForm(page)).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/inspection-forms/create'));
  await expect(page.getByText('Your active role is not authorised to perform this action.')).toBeVisible();
  await expect(builder(page)).toHaveCount(0);
});

test('submitted forms: the seeded submissions and a View titled with the form name', async ({ page }) => {
  await asManager(page);
  await page.goto(tenantUrl('demo', '/submitted'));
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(page.getByText('Loading submitted forms')).toHaveCount(0);
  const headers = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  expect(headers).toEqual(['Inspection Datetime', 'Inspected By', 'Action']);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Site time, as every date: MM-DD-YYYY hh:mm am/pm.
  await expect(rows.first().getByRole('cell').first()).toHaveText(
    /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM|am|pm)$/,
  );

  await rows
    .first()
    .getByRole('button', { name: /^View / })
    .click();
  const view = page.getByRole('dialog', { name: 'Lockout / tagout work procedure' });
  await expect(view).toBeVisible();
  await expect(view.getByTestId('form-view').locator('.formio-component').first()).toBeVisible();
  // Read-only: the answers without the form's Submit button.
  await expect(view.getByTestId('form-view').getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/submitted-view.png` });
});

test("every seeded form renders in Form.io's renderer without errors, its checklist items as choices", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await asManager(page);
  await openFormsList(page);
  for (const seeded of SEED_FORMS) {
    await formRow(page, seeded.form_name)
      .getByRole('button', { name: /^View / })
      .click();
    const view = page.getByRole('dialog', { name: seeded.form_name });
    const rendered = view.getByTestId('form-view');
    // Each input component of the stored JSON is drawn (Form.io marks them with their key).
    for (const component of walkComponents(seeded.form.components).filter(
      (c) => c.input && c.type !== 'button' && c.key,
    )) {
      await expect(
        rendered.locator(`.formio-component-${component.key}`).first(),
        `${seeded.form_name}: ${component.key}`,
      ).toBeVisible();
    }
    // A checklist's attributes are its Ok / Not ok (and other) choices, as the operator API serves them.
    for (const attribute of checklistAttributes(seeded.form)) {
      await expect(rendered.locator(`.formio-component-${attribute.id}`).first()).toContainText(
        attribute.name,
      );
    }
    await view.getByRole('button', { name: 'Close' }).last().click();
    await expect(view).toBeHidden();
  }
  expect(errors).toEqual([]);
});

test("a checklist built here is assigned to a new asset, and the operator's API serves its attributes", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await asManager(page);
  await openFormsList(page);
  await createForm(page).click();
  const name = unique('Forklift pre-use');
  await fillFormInfo(page, name, 'Inspection Checklist');
  await addRadio(page, 'Forks and chains', ['Ok', 'Not ok']);
  await createForm(page).click();
  await expect(toast(page, 'Form saved successfully !')).toBeVisible();
  await expect(formRow(page, name)).toContainText('Inspection Checklist');

  // The company admin adds an asset on Reno Yard that uses it (the add form lists the company's checklists).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await signIn(page, 'companyadmin@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/assets');
  await page.goto(tenantUrl('demo', '/assets/upload'));
  const internalId = String(Date.now() % 1_000_000_000);
  await page.getByLabel('Internal Asset ID').fill(internalId);
  await page.getByLabel('Asset Name').fill(`Checklist forklift ${internalId}`);
  await choose(page, 'Inspection Form', name);
  await choose(page, 'Site', 'Reno Yard');
  await page.getByRole('button', { name: 'Add Asset' }).click();
  await expect(toast(page, 'Asset added successfully !')).toBeVisible();

  // The operator of Reno Yard fetches the asset's checklist as the mobile app does.
  const found = await apiAs<{ list: { asset_id: number }[] }>(MANAGER, 'POST', 'Asset/FilterAsset', {
    search_string: internalId,
  });
  expect(found.data.list).toHaveLength(1);
  const operator = { username: 'operator@demo.test', roleId: Role.Operator, siteId: RENO_YARD.siteId };
  const checklist = await apiAs<{
    form_name: string;
    attributes: { name: string; values_type: number; values: string[] }[];
  }>(operator, 'GET', `Asset/GetAssetForm?assetid=${found.data.list[0].asset_id}`);
  expect(checklist.success).toBe(1);
  expect(checklist.data.form_name).toBe(name);
  expect(checklist.data.attributes.map((a) => [a.name, a.values_type, a.values])).toEqual([
    ['Forks and chains', ValuesType.OkNotOk, ['Ok', 'Not ok']],
  ]);
});

// The acme tenant, so turning the setting off never races the demo tenant's inspection tests.
test('a company admin turns automatic issues from failed checklist items off and on again', async ({
  page,
}) => {
  await signIn(page, 'companyadmin@acme.test', ACME_PASSWORD, 'acme');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  await page.goto(tenantUrl('acme', '/inspection-forms'));
  const toggle = page.getByRole('checkbox', { name: 'Open an issue for each failed checklist item' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/inspection-settings.png`, fullPage: true });
  await page.reload();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
});
