/**
 * The keyboard-only path (issue 26 item 7): a manager signs in, opens the issues list from the
 * sidebar, finds an issue, opens its details, comments and updates it, with Tab, Shift+Tab, Enter,
 * Space and the arrow keys only: no click. Each step asserts where the focus lands and that it is
 * visible (the element matches :focus-visible and draws an outline, a ring or a shadow).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from './app';
import { createAssets, MANAGER, uniqueToken } from './assets-support';
import { apiIssue } from './maintenance-support';
import { DEMO_PASSWORD, expectPath, tenantUrl } from './support';

/** Why the focused element shows no focus, or '' when it does. */
function focusProblem(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing is focused';
  if (!element.matches(':focus-visible')) return `not :focus-visible: ${element.outerHTML.slice(0, 120)}`;
  const draws = (style: CSSStyleDeclaration, pseudo: boolean) =>
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
    (style.boxShadow !== '' && style.boxShadow !== 'none') ||
    (pseudo && style.content !== 'none' && style.borderStyle !== 'none' && parseFloat(style.borderWidth) > 0);
  // Cloudscape draws some rings on a pseudo-element, or on the control's wrapper.
  let node: Element | null = element;
  for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
    if (draws(getComputedStyle(node), false)) return '';
    if (draws(getComputedStyle(node, '::before'), true) || draws(getComputedStyle(node, '::after'), true))
      return '';
  }
  return `no focus indicator: ${element.outerHTML.slice(0, 120)}`;
}

async function expectFocusVisible(page: Page, what: string) {
  expect(await page.evaluate(focusProblem), `focus on ${what}`).toBe('');
}

/** Presses Tab (or Shift+Tab) until the target has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expectFocusVisible(page, what);
      return presses + 1;
    }
  }
  throw new Error(`${what} not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

test('sign in, open the issues list, an issue, comment and update it with the keyboard only', async ({
  page,
}) => {
  const label = uniqueToken('KEYS');
  const [asset] = await createAssets(1, { prefix: label, model: 'Keyboard' });
  const title = `Loose step ${label}`;
  await apiIssue(asset, title);

  // Sign-in: Tab reaches Username then Password; Enter submits.
  await page.goto(tenantUrl('demo', '/login'));
  const username = page.getByLabel('Username');
  await tabTo(page, username, 'Username', { max: 10 });
  await page.keyboard.type(MANAGER.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectFocusVisible(page, 'Password');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectPath(page, '/dashboard');

  // The sidebar's Issues link: Enter opens the list.
  const issuesLink = page.getByRole('navigation').getByRole('link', { name: 'Issues', exact: true });
  await tabTo(page, issuesLink, 'the sidebar link Issues');
  await page.keyboard.press('Enter');
  await expectPath(page, '/issues');

  // The search box: typing and Enter filter the list to the issue.
  const search = page.getByPlaceholder('Search Issues');
  await tabTo(page, search, 'Search Issues');
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  const view = page.getByRole('button', { name: `View ${title}` });
  await expect(view).toBeVisible();
  await expect(page.getByRole('button', { name: /^View / })).toHaveCount(1);

  // The row's View button: Enter opens the details.
  await tabTo(page, view, `View ${title}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/issues\/details\//);

  // The update form: Status with the arrows, Shift+Tab back to Priority, Update Issue with Space.
  const status = page.locator('[data-field="Status"]').getByRole('button').first();
  await tabTo(page, status, 'the Status select');
  await page.keyboard.press('Enter');
  const inProgress = page.getByRole('option', { name: 'In Progress', exact: true });
  await expect(inProgress).toBeVisible();
  // The highlighted option (Cloudscape marks it with a class; its text holds the name twice).
  const highlighted = page.locator('[role="option"][class*="highlighted"]').first();
  const highlightedText = async () => ((await highlighted.count()) ? await highlighted.textContent() : '');
  for (let presses = 0; presses < 6 && !(await highlightedText())?.includes('In Progress'); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(highlighted).toContainText('In Progress');
  await page.keyboard.press('Enter');
  await expect(status).toContainText('In Progress');
  await expect(status).toBeFocused();
  await expectFocusVisible(page, 'the Status select after choosing');
  const priority = page.locator('[data-field="Priority"]').getByRole('button').first();
  await tabTo(page, priority, 'the Priority select', { back: true, max: 3 });
  const update = page.getByRole('button', { name: 'Update Issue' });
  await tabTo(page, update, 'Update Issue', { max: 10 });
  await page.keyboard.press('Space');
  await expect(toast(page, 'Issue updated successfully !')).toBeVisible();

  // A comment: typed in the Comment box, sent with Enter on Add Comment.
  const comment = page.getByPlaceholder('Write a comment');
  await tabTo(page, comment, 'the Comment box');
  await page.keyboard.type('Tightened with the keyboard');
  const add = page.getByRole('button', { name: 'Add Comment' });
  await tabTo(page, add, 'Add Comment', { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Tightened with the keyboard');
  await page.screenshot({ path: test.info().outputPath('keyboard-issue.png'), fullPage: true });
});
