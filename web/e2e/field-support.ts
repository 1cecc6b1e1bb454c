/** Helpers for the field app's browser tests (issue 22): a phone, the operator's sign-in, the checklist, the queue in IndexedDB. */
import { expect, type Page } from '@playwright/test';
import type { ChecklistAttribute } from '../../shared/forms/schemas.js';
import { Role } from '../../shared/codes.js';
import { freshUser } from '../../functions/test-support/index.js';
import {
  apiAs,
  COMPANY_ADMIN,
  createAssets,
  MANAGER,
  type NewAsset,
  RENO_YARD,
  uniqueToken,
} from './assets-support';
import { photoBytes } from './inspections-support';
import { DEMO_PASSWORD, tenantUrl } from './support';

/** A phone: 390 x 844, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

export const FIELD_URL = () => tenantUrl('demo', '/field/');

/** One new asset of Reno Yard, with its checklist as the server derives it. */
export async function fieldAsset(
  label: string,
): Promise<{ asset: NewAsset; attributes: ChecklistAttribute[] }> {
  const [asset] = await createAssets(1, { prefix: uniqueToken(label), model: 'Field' });
  const form = await apiAs<{ attributes: ChecklistAttribute[] }>(
    COMPANY_ADMIN,
    'GET',
    `Asset/GetAssetForm?assetid=${asset.asset_id}`,
  );
  expect(form, JSON.stringify(form)).toMatchObject({ success: 1 });
  return { asset, attributes: form.data.attributes };
}

/** Signs in to the field app and waits for the asset list, the service worker in control and the checklists kept. */
export async function fieldSignIn(
  page: Page,
  username = 'operator@demo.test',
  texts = { user: 'Username', password: 'Password', submit: 'Sign in', list: 'My assets' },
) {
  await page.goto(FIELD_URL());
  await page.getByLabel(texts.user).fill(username);
  await page.getByLabel(texts.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.list })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await expect.poll(() => formsWithoutChecklist(page), { timeout: 30_000 }).toBe(0);
}

/** How many forms of the kept asset lists have no kept checklist yet (the app fetches them one by one). */
export function formsWithoutChecklist(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('assetcare-field');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const tx = open.result.transaction(['assets', 'checklists']);
          const lists = tx.objectStore('assets').getAll();
          const kept = tx.objectStore('checklists').getAllKeys();
          tx.oncomplete = () => {
            const forms = new Set<string>();
            for (const list of lists.result as { assets: { inspectionform_id: string | null }[] }[])
              for (const asset of list.assets)
                if (asset.inspectionform_id) forms.add(asset.inspectionform_id);
            // No list kept yet counts as one form missing.
            if (lists.result.length === 0) return resolve(1);
            const keys = new Set(kept.result as string[]);
            resolve([...forms].filter((form) => !keys.has(form)).length);
          };
          tx.onerror = () => resolve(-1);
        };
      }),
  );
}

export interface QueuedStep {
  kind: string;
  asset_id: number;
  status: string;
  inspection_id?: string;
  client_request_id: string;
  message?: string;
}

/** The queue's steps as IndexedDB holds them. */
export function queuedSteps(page: Page): Promise<QueuedStep[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedStep[]>((resolve, reject) => {
        const open = indexedDB.open('assetcare-field');
        open.onsuccess = () => {
          const request = open.result.transaction('queue').objectStore('queue').getAll();
          request.onsuccess = () => resolve(request.result as QueuedStep[]);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

/** Opens the asset found by searching its name. */
export async function openAsset(page: Page, asset: NewAsset, search = 'Search by name or Asset #') {
  await page.getByRole('searchbox', { name: search }).fill(asset.name);
  await page.getByRole('button', { name: new RegExp(asset.name) }).click();
}

export interface ChecklistTexts {
  notOk: string;
  failedNote: (name: string) => string;
  failedPhoto: (name: string) => string;
  meter: string;
  shift: string;
  review: string;
  submit: string;
}
export const ENGLISH: ChecklistTexts = {
  notOk: 'Not ok',
  failedNote: (name) => `What is wrong with ${name}?`,
  failedPhoto: (name) => `Photo of ${name}`,
  meter: 'Meter hours',
  shift: 'Shift',
  review: 'Review',
  submit: 'Submit inspection',
};

/**
 * Answers the checklist: the first `failed` Ok / Not ok items Not ok (each with a note and a
 * photo), every other item its first choice; meter hours, shift 1; then review and submit.
 */
export async function answerChecklist(
  page: Page,
  attributes: ChecklistAttribute[],
  options: {
    failed: number;
    meterHours: number;
    texts?: ChecklistTexts;
    shots?: (name: string) => Promise<void>;
  },
) {
  const texts = options.texts ?? ENGLISH;
  const failable = attributes.filter((a) => a.values.includes('Not ok')).slice(0, options.failed);
  expect(failable.length).toBe(options.failed);
  for (const [i, a] of attributes.entries()) {
    const group = page.getByRole('radiogroup', { name: a.name, exact: true });
    if (failable.includes(a)) {
      await group.getByRole('radio', { name: texts.notOk }).click();
      await page.getByLabel(texts.failedNote(a.name)).fill(`Broken ${a.name}`);
      await page.getByLabel(texts.failedPhoto(a.name)).setInputFiles({
        name: `item-${i}.png`,
        mimeType: 'image/png',
        buffer: await photoBytes(i + 3, 900),
      });
      await expect(page.locator('.thumbs img').nth(failable.indexOf(a))).toBeVisible();
    } else {
      await group.getByRole('radio').first().click();
    }
  }
  await page.getByLabel(texts.meter).fill(String(options.meterHours));
  await page.getByRole('radiogroup', { name: texts.shift }).getByRole('radio', { name: '1' }).click();
  await options.shots?.('checklist');
  await page.getByRole('button', { name: texts.review, exact: true }).click();
  await options.shots?.('review');
  await page.getByRole('button', { name: texts.submit }).click();
}

/**
 * A maintenance staff user of Reno Yard (site 2) of its own, seeded in the twin as the server
 * tests seed theirs (no role may create maintenance staff through User/addUpdateUser:
 * shared/users/rules.ts assignableRoles); answers its username, password and uuid.
 */
export async function maintenanceStaff(
  names: { firstname: string; lastname: string } = { firstname: 'Mateo', lastname: 'Field' },
) {
  const user = await freshUser('demo', {
    username: `fieldwork.${Date.now().toString(36)}@demo.test`,
    ...names,
    roles: [Role.MaintenanceStaff],
    sites: [RENO_YARD.siteId],
  });
  return user;
}

/** A work order of the asset with one task, made by the demo manager and assigned to `assignedTo`. */
export async function workOrder(title: string, assetId: number, taskId: number, assignedTo: string[]) {
  const answer = await apiAs<{ wo_id: number; wo_number: string }>(
    MANAGER,
    'POST',
    'WorkOrder/AddUpdateWorkOrder',
    {
      title,
      description: 'Grease every pin and check the hoses.',
      asset_id: assetId,
      priority: 46,
      WorkOrderTasks: [{ task_id: taskId }],
      assigned_to: assignedTo,
    },
  );
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: 1 });
  return answer.data;
}
