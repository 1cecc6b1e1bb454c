/**
 * A user whose address SES reported as bouncing (issue 27 item 3): the bounce event goes through
 * the same handler as in the cloud (fixtures/ses-bounce.ts), and the user's page then says
 * "E-mail suppressed (bounce) on <date>".
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';
import { openNewUser, signInAs, uniqueEmail } from './users-support';

const BOUNCE = path.join(import.meta.dirname, 'fixtures', 'ses-bounce.ts');

test("a bounced address shows on the user's page", async ({ page }) => {
  const email = uniqueEmail('bounced');
  await signInAs(page, 'companyadmin@demo.test', DEMO_PASSWORD, '/assets');
  await openNewUser(page, {
    email,
    roles: [1],
    sites: [2],
    firstname: 'Bea',
    lastname: 'Bounced',
  });
  await expect(page.getByLabel('First Name')).toHaveValue('Bea');
  await expect(page.getByTestId('email-suppressed')).toHaveCount(0);

  // Node with tsx's loader, not npx: under `npm exec` (CI's .ci/run) a nested npx inherits its
  // `--call` setting and refuses to run.
  execFileSync(process.execPath, ['--import', 'tsx', BOUNCE, 'demo', email, '2026-11-20T08:15:00.000Z'], {
    stdio: 'pipe',
  });

  await page.reload();
  await expect(page.getByTestId('email-suppressed')).toContainText(
    'E-mail suppressed (bounce) on 2026-11-20',
  );
  await page.screenshot({ path: '/tmp/users-suppressed.png', fullPage: true });
});
