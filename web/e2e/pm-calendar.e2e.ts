/**
 * The PM calendar (issue 24): a manager sees a site's PMs on the month and the week of their due
 * days, opens one (the asset's PM Plan tab with its View drawer; closing comes back to the
 * calendar), drags a one-time PM to another day and finds it there after a reload (a recurring PM
 * cannot be dragged); an executive sees the same calendar read-only. Each test makes its own asset
 * and PMs in a month a year ahead, where the demo seed has none of its own near them.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { menuTrigger, pickFromMenu, toast } from './app';
import { apiAs, MANAGER, signInAs, uniqueToken } from './assets-support';
import { assetWithPms, siteToday } from './pm-support';
import { expectNoSeriousA11yViolations, expectPath, tenantUrl } from './support';

const DAY = 'YYYY-MM-DD';
/** The 10th of the month 13 months ahead (a Reno Yard day), and the 12th and 17th of it. */
const month = dayjs(siteToday()).add(13, 'month');
const tenth = month.date(10).format(DAY);
const twelfth = month.date(12).format(DAY);
const seventeenth = month.date(17).format(DAY);
const twentieth = month.date(20).format(DAY);

const event = (page: Page, title: string): Locator => page.locator('.rbc-event').filter({ hasText: title });
/** A day's cell of the month grid (its date link, in the shown month). */
const dayCell = (page: Page, day: string) =>
  page
    .locator('.rbc-date-cell:not(.rbc-off-range)')
    .filter({ has: page.getByRole('button', { name: String(dayjs(day).date()), exact: true }) });

async function openCalendar(page: Page, view: 'month' | 'week', date: string) {
  await page.goto(tenantUrl('demo', `/pm-calendar?view=${view}&date=${date}`));
  await expect(page.getByTestId('pm-calendar')).toBeVisible();
}

async function twoPms(word: string) {
  const oneTime = `Cal one-time ${word}`;
  const recurring = `Cal monthly ${word}`;
  const asset = await assetWithPms(`Calendar ${word}`, [
    { title: oneTime, schedule: { pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: tenth } },
    {
      title: recurring,
      schedule: {
        pm_trigger_type: 25,
        pm_trigger_by: 26,
        datetime_starting_at: twelfth,
        datetime_repeates_every: 1,
        datetime_repeat_time_period_type: 29,
        is_trigger_on_starting_at: true,
      },
    },
  ]);
  return { asset, oneTime, recurring };
}

/** The due day of the PM's open trigger, as the API tells it. */
async function dueDayOf(assetId: number, title: string) {
  const answer = await apiAs<{
    list: { title: string; active_PMTrigger: { due_date: string | null } | null }[];
  }>(MANAGER, 'GET', `AssetPM/GetAssetPMPlan/${assetId}/0`);
  return answer.data.list.find((pm) => pm.title === title)?.active_PMTrigger?.due_date;
}

test("a manager: the site's PMs by month and week, open one, drag a one-time PM to another day", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = uniqueToken('CAL').slice(0, 16);
  const { asset, oneTime, recurring } = await twoPms(word);
  // More PMs on the 20th than its month cell shows: "+N more" opens that day's week.
  const crowd = Array.from({ length: 6 }, (_, i) => `Cal crowd ${i + 1} ${word}`);
  await assetWithPms(
    `Crowd ${word}`,
    crowd.map((title) => ({
      title,
      schedule: { pm_trigger_type: 24, pm_trigger_by: 26, datetime_due_at: twentieth },
    })),
  );
  await signInAs(page, MANAGER.username, '/dashboard');
  await page.getByTestId('side-nav').getByRole('link', { name: 'PM Calendar' }).click();
  await expectPath(page, '/pm-calendar');
  await expect(page.getByTestId('pm-calendar-title')).toHaveText(dayjs(siteToday()).format('MMMM YYYY'));

  // Month: both PMs on their days, Upcoming (blue); only the one-time PM can be dragged.
  await openCalendar(page, 'month', tenth);
  await expect(page.getByTestId('pm-calendar-title')).toHaveText(month.format('MMMM YYYY'));
  await expect(event(page, oneTime)).toBeVisible();
  await expect(event(page, recurring)).toBeVisible();
  await expect(event(page, oneTime)).toHaveClass(/ac-pm-cal-event--upcoming/);
  await expect(event(page, oneTime)).toHaveClass(/ac-pm-cal-event--movable/);
  await expect(event(page, recurring)).not.toHaveClass(/ac-pm-cal-event--movable/);
  await expect(event(page, oneTime).locator('.rbc-event-content')).toHaveAttribute(
    'title',
    new RegExp(`${oneTime} · Calendar ${word}`),
  );
  const moreOnTwentieth = page.getByRole('cell').getByRole('button', {
    name: new RegExp(`^\\d+ more PMs on ${dayjs(twentieth).format('D MMMM YYYY')}$`),
  });
  await expect(moreOnTwentieth).toBeVisible();
  await page.screenshot({ path: '/tmp/pm-calendar-month.png', fullPage: true });
  await expectNoSeriousA11yViolations(page, 'the PM calendar');

  // Week: the week of the 10th shows the one-time PM (the 12th's PM only if it falls in that week).
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('week');
  await expect(event(page, oneTime)).toBeVisible();
  const sameWeek = dayjs(twelfth).startOf('week').isSame(dayjs(tenth).startOf('week'), 'day');
  await expect(event(page, recurring)).toHaveCount(sameWeek ? 1 : 0);
  await page.screenshot({ path: '/tmp/pm-calendar-week.png', fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(event(page, oneTime)).toHaveCount(0);
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(event(page, oneTime)).toBeVisible();

  // Open a PM: the asset's PM Plan tab with the PM's View drawer; closing comes back to the calendar.
  const calendarUrl = page.url();
  await event(page, recurring).click();
  await expectPath(page, `/assets/details/${asset.asset_id}`);
  const view = page.getByRole('dialog', { name: recurring });
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.url()).toBe(calendarUrl);
  await expect(event(page, oneTime)).toBeVisible();

  // Drag the one-time PM from the 10th to the 17th: saved, and there after a reload.
  const from = await event(page, oneTime).boundingBox();
  const to = await dayCell(page, seventeenth).boundingBox();
  expect(from && to).toBeTruthy();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 + 5, from!.y + from!.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height + 12, { steps: 12 });
  await page.mouse.up();
  await expect(toast(page, 'PM rescheduled')).toBeVisible();
  await expect.poll(() => dueDayOf(asset.asset_id, oneTime)).toBe(seventeenth);
  await page.reload();
  await expect(event(page, oneTime)).toBeVisible();
  const moved = await event(page, oneTime).boundingBox();
  const cell = await dayCell(page, seventeenth).boundingBox();
  // It sits in the 17th's column and week row.
  expect(Math.abs(moved!.x - cell!.x)).toBeLessThan(cell!.width);
  expect(moved!.y).toBeGreaterThan(cell!.y);
  expect(moved!.y).toBeLessThan(cell!.y + 140);
  await openCalendar(page, 'week', seventeenth);
  await expect(event(page, oneTime)).toBeVisible();
  await openCalendar(page, 'week', tenth);
  await expect(event(page, oneTime)).toHaveCount(0);

  // A recurring PM dragged does not move (not draggable; the server refuses it too).
  await openCalendar(page, 'month', tenth);
  const rec = await event(page, recurring).boundingBox();
  await page.mouse.move(rec!.x + rec!.width / 2, rec!.y + rec!.height / 2);
  await page.mouse.down();
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height + 12, { steps: 12 });
  await page.mouse.up();
  await expect(toast(page, 'PM rescheduled')).toHaveCount(0);
  expect(await dueDayOf(asset.asset_id, recurring)).toBe(twelfth);

  // The crowded 20th: "+N more" opens its week, where all six show.
  await moreOnTwentieth.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('week');
  expect(new URL(page.url()).searchParams.get('date')).toBe(twentieth);
  for (const title of crowd) await expect(event(page, title)).toBeVisible();
});

test('an executive sees the calendar read-only and opens the asset', async ({ page }) => {
  const word = uniqueToken('CALX').slice(0, 16);
  const { asset, oneTime } = await twoPms(word);
  await signInAs(page, 'executive@demo.test', null);
  // shell.e2e.ts moves this executive's default site for a while: choose the PMs' site here.
  await expect(menuTrigger(page, 'Site')).toBeVisible();
  if ((await menuTrigger(page, 'Site').textContent()) !== 'Reno Yard')
    await pickFromMenu(page, 'Site', 'Reno Yard');
  await expect(menuTrigger(page, 'Site')).toHaveText('Reno Yard');
  await openCalendar(page, 'month', tenth);
  await expect(event(page, oneTime)).toBeVisible();
  await expect(page.locator('.ac-pm-cal-event--movable')).toHaveCount(0);
  await expect(page.getByText('Drag a one-time PM to reschedule it.')).toHaveCount(0);
  await event(page, oneTime).click();
  await expectPath(page, `/assets/details/${asset.asset_id}`);
});
