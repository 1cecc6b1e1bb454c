/** Notification popup (spec 2.5): badge, cards, read toggles, mark all, navigation, maintenance types. */
import { expect, test, type Page } from '@playwright/test';
import { ACME_PASSWORD, DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPath, signIn } from './support';
import { bell, toast } from './app';

const popup = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const card = (page: Page, heading: string) =>
  popup(page).getByRole('article', { name: heading, exact: true });
const issueDetails = /^\/issues\/details\/[0-9a-f-]{36}$/;

// Seeded for every manager from the records at their sites (scripts/dev/seed-notifications.ts):
// Alex (Asheville Yard, Boone Quarry) has 4 unread: a pending inspection, a new issue, an issue
// comment, a PM due; and, read, a PM overdue and, on days when the seeded plan has an issue in
// progress or waiting there, its status change. No browser test raises notifications there.
test('manager: mark one read and unread, then open the issue and inspection a notification names', async ({
  page,
}) => {
  await signIn(page, 'alex@assetcare.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(bell(page)).toHaveText('4');

  await bell(page).click();
  await expect(popup(page).getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(popup(page).getByText('Latest', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the notifications popup');
  for (const heading of ['Pending Inspection', 'New Issue', 'Comment added', 'PM due', 'PM overdue'])
    await expect(card(page, heading)).toHaveCount(1);
  const statusChanges = await card(page, 'Issue status changed').count();
  expect(statusChanges).toBeLessThanOrEqual(1);
  await expect(popup(page).getByRole('article')).toHaveCount(5 + statusChanges);

  const newIssue = card(page, 'New Issue');
  await expect(newIssue.getByText('3 hours ago')).toBeVisible();
  await expect(card(page, 'PM overdue').getByText('1 month ago')).toBeVisible();
  // '<item> on <asset> (<asset #>)': the issue it opens shows the same item and asset.
  const [, item, asset] =
    /^(.+) on (.+) \(\d+\)$/.exec((await newIssue.getByText(/ on .+ \(\d+\)$/).textContent()) ?? '') ?? [];
  expect(item, 'the New Issue notice names an item and an asset').toBeTruthy();

  await newIssue.getByRole('button', { name: 'Mark as read' }).click();
  await expect(newIssue.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(bell(page)).toHaveText('3');
  await newIssue.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(bell(page)).toHaveText('4');
  await newIssue.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell(page)).toHaveText('3');

  // Types 4-8 open the issue, which exists: its details show the item and the asset.
  await newIssue.getByText('New Issue').click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(issueDetails);
  await expect(popup(page)).toHaveCount(0);
  await expect(page.getByText(item, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(asset).first()).toBeVisible();

  // '<item> on <asset>: <comment>': the issue it opens lists that comment.
  await bell(page).click();
  const commented = card(page, 'Comment added');
  const [, comment] =
    /^.+? on .+?: (.+)$/.exec((await commented.getByText(/ on .+?: /).textContent()) ?? '') ?? [];
  expect(comment, 'the comment notice quotes a comment').toBeTruthy();
  await commented.getByText('Comment added').click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(issueDetails);
  await expect(page.getByText(comment, { exact: true }).first()).toBeVisible();

  // Type 2 opens the inspections list, where the pending inspection it names waits.
  await bell(page).click();
  const pending = card(page, 'Pending Inspection');
  const [, pendingAsset] =
    /^Inspection of (.+) \(\d+\) by /.exec(
      (await pending.getByText(/^Inspection of /).textContent()) ?? '',
    ) ?? [];
  await pending.getByText('Pending Inspection').click();
  await expectPath(page, '/inspections');
  await expect(
    page.getByRole('row').filter({ hasText: pendingAsset }).filter({ hasText: 'Pending' }).first(),
  ).toBeVisible();
});

test('maintenance notifications do not navigate and can be muted', async ({ page }) => {
  await signIn(page, 'alex@assetcare.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await bell(page).click();
  const pmDue = card(page, 'PM due');
  await pmDue.getByText('PM due').click();
  await expect(popup(page)).toBeVisible();
  await expectPath(page, '/dashboard');
  await expect(
    card(page, 'New issue').getByRole('button', { name: 'Do not send this notification again' }),
  ).toHaveCount(0);
  await pmDue.getByRole('button', { name: 'Do not send this notification again' }).click();
  await expect(toast(page, 'Settings updated successfully!')).toBeVisible();
  await expect(pmDue.getByRole('button', { name: 'Do not send this notification again' })).toHaveCount(0);
  // Escape closes the popup.
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
});

test('mark all as read empties the badge', async ({ page }) => {
  // Acme's manager: no inspections at their sites, so the PM due (unread) and overdue (read) ones.
  await signIn(page, 'manager@acme.test', ACME_PASSWORD, 'acme');
  await expectPath(page, '/dashboard');
  await expect(bell(page)).toHaveText('1');
  await bell(page).click();
  await popup(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveText('');
  await expect(popup(page).getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(popup(page).getByRole('button', { name: 'Mark as unread' })).toHaveCount(2);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(bell(page)).toHaveText('');
});

/** Synthetic notifications for the paging test: 45 in all, newest first. */
function syntheticPage(pageSize: number, pageIndex: number) {
  const total = 45;
  const list = Array.from(
    { length: Math.max(0, Math.min(pageSize, total - pageSize * (pageIndex - 1))) },
    (_, i) => {
      const n = pageSize * (pageIndex - 1) + i + 1;
      return {
        notification_id: `synthetic-${n}`,
        notification_type: n === 1 ? 3 : 2,
        notification_status: 1,
        heading: `Synthetic ${n}`,
        message: `Message ${n}`,
        ref_id: `ref-${n}`,
        createdDate: new Date(Date.now() - n * 60_000).toISOString(),
      };
    },
  );
  return { success: 1, message: 'Success', list, listsize: total, data: { list, listsize: total } };
}

test('infinite scroll, 99+ badge, refusals and transport failures (stubbed API)', async ({ page }) => {
  const requestedPages: string[] = [];
  await page.route(/\/api\/User\/GetNotifications\/\d+\/\d+$/, async (route) => {
    const [pageSize, pageIndex] = new URL(route.request().url()).pathname.split('/').slice(-2).map(Number);
    requestedPages.push(`${pageSize}/${pageIndex}`);
    await route.fulfill({ json: syntheticPage(pageSize, pageIndex) });
  });
  await page.route(/\/api\/User\/GetNotificationsCount\/1$/, (route) =>
    route.fulfill({ json: { success: 1, message: 'Success', data: { count: 150 } } }),
  );
  await page.route(/\/api\/User\/MarkAllNotificationStatus\/2$/, (route) =>
    route.fulfill({
      json: { success: 0, message: 'Your active role is not authorised to perform this action.', data: null },
    }),
  );
  await page.route(/\/api\/User\/UpdateNotificationsStatus$/, (route) => route.abort('connectionrefused'));

  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  await expect(bell(page)).toHaveText('99+');

  await bell(page).click();
  const cards = popup(page).getByRole('article');
  await expect(cards).toHaveCount(20);
  expect(requestedPages).toEqual(['20/1']);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(40);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(45);
  await cards.last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(requestedPages).toEqual(['20/1', '20/2', '20/3']);

  // A refusal (200, success 0) is an error toast; the session stays.
  await popup(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toast(page, 'Your active role is not authorised to perform this action.')).toBeVisible();
  await expect(page.locator('.ac-toasts').getByText('Error !', { exact: true })).toBeVisible();
  await expectPath(page, '/dashboard');

  // A transport failure is 'Network Error'.
  await card(page, 'Synthetic 2').getByRole('button', { name: 'Mark as read' }).click();
  await expect(toast(page, 'Network Error')).toBeVisible();
  await expect(card(page, 'Synthetic 2').getByRole('button', { name: 'Mark as read' })).toBeVisible();

  // Type 3 (an issue raised from an inspection) opens the issue, also on a site without maintenance.
  await page.evaluate(() => localStorage.setItem('siteId', '4')); // Carson Plant: no maintenance
  await page.reload();
  await bell(page).click();
  await card(page, 'Synthetic 1').getByText('Synthetic 1', { exact: true }).click();
  await expectPath(page, '/issues/details/ref-1');
});
