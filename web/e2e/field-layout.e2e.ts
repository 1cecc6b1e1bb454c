/**
 * Every field screen on a small phone (issue 22 item 1: "works one-handed at 360 px wide",
 * "readable in sunlight"): at 360 x 740 sign-in, My assets, the label scanner, the checklist,
 * review, My assets offline with work queued, Sending, the session-ended banner, sign-in again,
 * My work and a work order have no horizontal overflow (the page is no wider than the screen) and
 * every visible text has a contrast of at least 4.5:1 with the background it is drawn on (WCAG AA,
 * computed from the rendered colours), and axe finds no serious or critical WCAG 2.1 A/AA violation
 * on any of them (issue 26 item 7). The same walk at
 * 390 x 844 saves a screenshot of each screen under shots/ (not committed) to be looked at.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAssets, uniqueToken } from './assets-support';
import {
  answerChecklist,
  FIELD_URL,
  fieldAsset,
  fieldSignIn,
  maintenanceStaff,
  openAsset,
  workOrder,
} from './field-support';
import { apiTask } from './maintenance-support';
import { expectNoSeriousA11yViolations } from './support';

test.setTimeout(180_000);

/** Texts drawn below 4.5:1 against their background (the element, its colours, the ratio). */
function lowContrast(): string[] {
  const parse = (c: string) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = 1] = m[1]
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  };
  const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
  };
  const over = (
    top: { r: number; g: number; b: number; a: number },
    under: { r: number; g: number; b: number },
  ) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
  });
  /** The colour behind an element: its own and its ancestors' backgrounds, composited over white. */
  const background = (el: Element) => {
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg && bg.a > 0) layers.push(bg);
      if (bg && bg.a >= 1) break;
    }
    return layers.reverse().reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255 });
  };
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (!own || !(el instanceof HTMLElement)) continue;
    const style = getComputedStyle(el);
    if (
      style.visibility === 'hidden' ||
      el.getClientRects().length === 0 ||
      el.closest('[aria-hidden="true"]')
    )
      continue;
    // WCAG exempts inactive controls.
    if (el.closest(':disabled')) continue;
    const fg = parse(style.color);
    if (!fg) continue;
    const bg = background(el);
    const text = over(fg, bg);
    const [hi, lo] = [lum(text), lum(bg)].sort((a, b) => b - a);
    const ratio = (hi + 0.05) / (lo + 0.05);
    if (ratio < 4.5)
      found.push(
        `${el.tagName.toLowerCase()}.${el.className} "${el.textContent!.trim().slice(0, 30)}" ${style.color} on rgb(${Math.round(bg.r)},${Math.round(bg.g)},${Math.round(bg.b)}) = ${ratio.toFixed(2)}`,
      );
  }
  return found;
}

interface Walk {
  width: number;
  height: number;
  /** Checks each screen (360 px) or saves its screenshot (390 px). */
  look: (page: Page, name: string) => Promise<void>;
}

const checks: Walk = {
  width: 360,
  height: 740,
  look: async (page, name) => {
    await page.waitForTimeout(300);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name}: page width`).toBeLessThanOrEqual(360);
    expect(await page.evaluate(lowContrast), `${name}: text contrast`).toEqual([]);
    await expectNoSeriousA11yViolations(page, `the field app's ${name} screen`);
  },
};
const shots: Walk = {
  width: 390,
  height: 844,
  look: async (page, name) => {
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `shots/field-${name}.png`, fullPage: true });
  },
};

async function phone(browser: Browser, walk: Walk) {
  const context = await browser.newContext({
    viewport: { width: walk.width, height: walk.height },
    hasTouch: true,
    isMobile: true,
  });
  return { context, page: await context.newPage() };
}

async function operatorWalk(browser: Browser, walk: Walk) {
  const { context, page } = await phone(browser, walk);
  const { asset, attributes } = await fieldAsset('FLDLAY');
  await page.goto(FIELD_URL());
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await walk.look(page, 'signin');
  await fieldSignIn(page);
  await walk.look(page, 'my-assets');

  await page.getByRole('button', { name: 'Scan label' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan a label' });
  await expect(scanner).toBeVisible();
  await page.waitForTimeout(500);
  await walk.look(page, 'scan');
  await scanner.getByRole('button', { name: 'Close' }).first().click();

  await context.setOffline(true);
  await openAsset(page, asset);
  await walk.look(page, 'asset');
  await page.getByRole('button', { name: 'Check out and inspect' }).click();
  await answerChecklist(page, attributes, {
    failed: 1,
    meterHours: 40,
    shots: (name) => walk.look(page, name),
  });
  await expect(page.getByRole('heading', { name: 'My assets' })).toBeVisible();
  await walk.look(page, 'my-assets-offline');
  await page.getByRole('button', { name: /^Sending/ }).click();
  await expect(page.getByRole('heading', { name: 'Sending' })).toBeVisible();
  await walk.look(page, 'sending-offline');

  // The session ends with work waiting (as field-session.e2e.ts makes it end).
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
  await context.setOffline(false);
  await expect(page.getByText(/Your session has ended/)).toBeVisible({ timeout: 20_000 });
  await walk.look(page, 'session-ended');
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await walk.look(page, 'signin-again');
  await context.close();
}

async function workWalk(browser: Browser, walk: Walk) {
  const staff = await maintenanceStaff();
  const label = uniqueToken('FLDLW');
  const [asset] = await createAssets(1, { prefix: label, model: 'Field' });
  const task = await apiTask(`Grease pins ${label}`, 1, 0, 60);
  const mine = await workOrder(`Service ${label}`, asset.asset_id, task.task_id, [staff.uuid]);
  const { context, page } = await phone(browser, walk);
  await page.goto(FIELD_URL());
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My work' })).toBeVisible({ timeout: 15_000 });
  const card = page
    .getByRole('list', { name: 'My work' })
    .getByRole('listitem')
    .filter({ hasText: mine.wo_number });
  await expect(card).toBeVisible();
  await walk.look(page, 'my-work');
  await card.getByRole('button').click();
  await expect(page.getByRole('heading', { name: `${mine.wo_number} · Service ${label}` })).toBeVisible();
  await walk.look(page, 'work-order');
  await context.setOffline(true);
  const taskCard = page.getByRole('listitem', { name: task.task_title });
  await taskCard.getByLabel('Minutes').fill('20');
  await taskCard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Waiting to be sent' })).toBeVisible();
  await walk.look(page, 'work-order-queued');
  await context.close();
}

test('at 360 x 740 no field screen overflows and every text reads at 4.5:1 or more', async ({ browser }) => {
  await operatorWalk(browser, checks);
  await workWalk(browser, checks);
});

test('screenshots of every field screen at 390 x 844 (shots/)', async ({ browser }) => {
  await operatorWalk(browser, shots);
  await workWalk(browser, shots);
});
