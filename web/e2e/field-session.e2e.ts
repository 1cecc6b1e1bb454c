/**
 * The field app's session and refused work (issue 22 item 2, web/src/field/README.md): each test
 * has its own operator of Reno Yard (made here through the API, first password set) and its own
 * asset, on a phone. (i) The session ends while work waits: the app says so, keeps the queue, and
 * after signing in again the queue sends. (ii) Signing out with unsent work asks first; Cancel
 * keeps the user signed in; signing out anyway keeps the queue, which sends after the next
 * sign-in. (iii) A meter reading refused because a higher one was recorded meanwhile: the refused
 * item shows the server's message, the user corrects the meter hours there and it is sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, COMPANY_ADMIN, MANAGER, RENO_YARD, uniqueToken } from './assets-support';
import {
  answerChecklist,
  FIELD_URL,
  fieldAsset,
  formsWithoutChecklist,
  openAsset,
  PHONE,
  queuedSteps,
} from './field-support';
import { waitForMail } from './support';

test.use(PHONE);

const shot = (name: string) => `field-screens/field-${name}.png`;
const OPERATOR_ROLE = 3;
const PASSWORD = 'Field@2468';

/** A new operator of Reno Yard who can sign in with PASSWORD (the temporary one replaced, as the first sign-in does). */
async function newOperator(label: string): Promise<string> {
  const email = `${uniqueToken(label).toLowerCase()}@field.test`;
  const created = await apiAs(COMPANY_ADMIN, 'POST', 'User/addUpdateUser', {
    email,
    username: email,
    password: '',
    firstname: 'Field',
    lastname: label,
    status: 1,
    userroles: [OPERATOR_ROLE],
    usersites: [{ site_id: RENO_YARD.siteId, status: 1, company_id: RENO_YARD.companyId }],
    ac_default_role_app: OPERATOR_ROLE,
    ac_default_site: RENO_YARD.siteId,
    prefer_language_id: 1,
  });
  expect(created, JSON.stringify(created)).toMatchObject({ success: 1 });
  const temporary = await waitForMail(email, /Temporary password: (\S+)/);
  const pool = (await (
    await fetch(
      `http://127.0.0.1:${process.env.AC_E2E_PORT}/api/company/GetUserPoolDetails?company_code=demo`,
    )
  ).json()) as { data: { user_pool_web_client_id: string } };
  const cognito = async (target: string, body: unknown) => {
    const response = await fetch(`${process.env.AC_E2E_COGNITO_URL}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      ChallengeName?: string;
      Session?: string;
      AuthenticationResult?: unknown;
    };
  };
  const ClientId = pool.data.user_pool_web_client_id;
  const first = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId,
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  expect(first.ChallengeName, JSON.stringify(first)).toBe('NEW_PASSWORD_REQUIRED');
  const done = await cognito('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId,
    Session: first.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: PASSWORD },
  });
  expect(done.AuthenticationResult, JSON.stringify(done)).toBeTruthy();
  return email;
}

/** Signs in on the field app's sign-in screen (the username may be filled in already). */
async function signInAgain(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible({ timeout: 15_000 });
}

/** The first sign-in on this phone: the list, the service worker in control, the checklists kept. */
async function firstSignIn(page: Page, username: string) {
  await page.goto(FIELD_URL());
  await signInAgain(page, username);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await expect.poll(() => formsWithoutChecklist(page), { timeout: 30_000 }).toBe(0);
}

/** Whether the phone keeps this asset's checklist (the list keeps them one form after another). */
async function keepsChecklistOf(page: Page, assetId: number): Promise<boolean> {
  const form = await apiAs<{ form_id: string }>(
    COMPANY_ADMIN,
    'GET',
    `Asset/GetAssetForm?assetid=${assetId}`,
  );
  return page.evaluate(
    (formId) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('assetcare-field');
        open.onsuccess = () => {
          const request = open.result.transaction('checklists').objectStore('checklists').get(formId);
          request.onsuccess = () => resolve(request.result !== undefined);
          request.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    form.data.form_id,
  );
}

/** Checks the asset out and inspects it (no failed item), offline: two steps wait. */
async function inspectOffline(page: Page, asset: Awaited<ReturnType<typeof fieldAsset>>, meterHours: number) {
  await expect.poll(() => keepsChecklistOf(page, asset.asset.asset_id), { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(true);
  await openAsset(page, asset.asset);
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, asset.attributes, { failed: 0, meterHours });
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sending: 2 waiting' })).toBeVisible();
}

/** The asset's steps in the queue, by status. */
async function statusesOf(page: Page, assetId: number): Promise<string[]> {
  return (await queuedSteps(page)).filter((s) => s.asset_id === assetId).map((s) => `${s.kind} ${s.status}`);
}

test('the session ends while work waits: the app says so, keeps the queue, and sends it after signing in again', async ({
  context,
  page,
}) => {
  const username = await newOperator('FLDEXP');
  const asset = await fieldAsset('FLDEXP');
  await firstSignIn(page, username);

  await inspectOffline(page, asset, 30);

  // Meanwhile the tokens went stale and the pool no longer renews them (revoked: Amplify holds no
  // refresh token); the access token on the phone is past its expiry.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('acField.session')!) as { tokenExpiresAt: number };
    localStorage.setItem(
      'acField.session',
      JSON.stringify({ ...session, tokenExpiresAt: Date.now() - 1_000 }),
    );
    for (const key of Object.keys(localStorage))
      if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await context.setOffline(false);

  await expect(
    page.getByText('Your session has ended. Sign in again to send the 2 waiting items: they are kept.'),
  ).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: shot('session-ended'), fullPage: true });
  expect(await statusesOf(page, asset.asset.asset_id)).toEqual(['checkout waiting', 'submit waiting']);

  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await page.screenshot({ path: shot('sign-in-again'), fullPage: true });
  await signInAgain(page, username);
  await expect
    .poll(() => statusesOf(page, asset.asset.asset_id), { timeout: 30_000 })
    .toEqual(['checkout sent', 'submit sent']);
  await expect(page.getByRole('button', { name: 'Sending: 0 waiting' })).toBeVisible();
});

test('signing out with unsent work asks first, keeps the queue, and it sends after signing in again', async ({
  context,
  page,
}) => {
  const username = await newOperator('FLDOUT');
  const asset = await fieldAsset('FLDOUT');
  await firstSignIn(page, username);

  await inspectOffline(page, asset, 35);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(
    page.getByText('2 items are not sent yet. They stay on this phone and are sent after you sign in again.'),
  ).toBeVisible();
  await page.screenshot({ path: shot('sign-out-confirm'), fullPage: true });

  // Cancel: still signed in, nothing changed.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  // Sign out anyway: the sign-in screen; the queue stays on the phone.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out, keep them on this phone' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await statusesOf(page, asset.asset.asset_id)).toEqual(['checkout waiting', 'submit waiting']);

  await context.setOffline(false);
  await signInAgain(page, username);
  await expect
    .poll(() => statusesOf(page, asset.asset.asset_id), { timeout: 30_000 })
    .toEqual(['checkout sent', 'submit sent']);
});

test('a meter reading below one recorded meanwhile is refused; corrected on the phone, it is sent', async ({
  context,
  page,
}) => {
  const username = await newOperator('FLDMTR');
  const asset = await fieldAsset('FLDMTR');
  await firstSignIn(page, username);

  await inspectOffline(page, asset, 50);

  // Meanwhile the manager records 80 hours on the asset.
  const recorded = await apiAs(MANAGER, 'POST', 'Asset/UpdateMeterHours', {
    asset_id: asset.asset.asset_id,
    meter_hours: 80,
    requested_by: 'Field test',
  });
  expect(recorded, JSON.stringify(recorded)).toMatchObject({ success: 1 });

  await context.setOffline(false);
  await page.getByRole('button', { name: /^Sending/ }).click();
  const list = page.getByRole('list', { name: 'Sending' });
  const inspection = list.getByRole('listitem', { name: `Inspection ${asset.asset.name}` });
  await expect(inspection).toContainText('Refused', { timeout: 20_000 });
  await expect(inspection).toContainText('Meter hours cannot be less than the last reading (80) !');
  await expect(list.getByRole('listitem', { name: `Check out ${asset.asset.name}` })).toContainText('Sent');
  await page.screenshot({ path: shot('refused-meter'), fullPage: true });

  await inspection.getByLabel('Meter hours').fill('85');
  await page.screenshot({ path: shot('refused-meter-corrected'), fullPage: true });
  await inspection.getByRole('button', { name: 'Send again' }).click();
  await expect(inspection).toContainText('Sent', { timeout: 20_000 });
  await expect(inspection).not.toContainText('Meter hours cannot be less');

  // The server took the corrected reading.
  const inspectionId = (await queuedSteps(page)).find(
    (s) => s.asset_id === asset.asset.asset_id && s.kind === 'submit',
  )?.inspection_id;
  const detail = await apiAs(MANAGER, 'GET', `Inspection/GetInspectionDetails/${inspectionId}`);
  expect(detail, JSON.stringify(detail).slice(0, 300)).toMatchObject({
    success: 1,
    data: { meter_hours: 85 },
  });
});
