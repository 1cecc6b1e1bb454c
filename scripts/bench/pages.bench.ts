/**
 * Every page as its role loads it (issue 26 item 2): the built web app on the twin, with the seeded
 * data plus PAGE_ASSETS (100,000) assets in the demo company (Northwind Logistics, spread over its
 * three sites), Debian's Chromium with playwright.config.ts's flags.
 * - Full load: a fresh browser context (cold cache, the role's signed-in session restored), from
 *   navigation start to the page's first meaningful content: a list's first page of rows (or its
 *   empty state), a detail page's entity, the cluster's sites. Median of LOADS after one uncounted
 *   load that warms the twin's code for the page. Target <= 1,000 ms.
 * - In-app navigation: on a loaded page, from the click on the page's side-navigation link (a detail
 *   page: its list's first row) to the same content. Median of LOADS. Target <= 300 ms.
 * The moments are marked in the page itself (a MutationObserver; the app's CSP allows no eval), so
 * Playwright's polling does not count. Detail pages are the ones the first row of their list opens.
 * AC_BENCH_PAGES=assets,dashboard measures only the pages whose name contains one of those words.
 * AC_BENCH_WATERFALL=1 also prints each page's last full load: every request's start and end (ms
 * after navigation start, the browser's resource timings) against the moment the page was ready.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import type { AssetRecord } from '#functions/assets/store/entities.js';
import { getAssets } from '#functions/assets/store/assets.js';
import { putIndexInBulk } from '#functions/assets/store/list-index.js';
import { BENCH_MACHINES, benchAssetRecord } from './api.js';
import { isMain, runAlone, type BenchContext, type BenchRow } from './context.js';
import { buildWeb, signInForSession, waitForPageNumber } from './web.bench.js';

const PAGE_ASSETS = Number(process.env.AC_BENCH_PAGE_ASSETS ?? 100_000);
const LOADS = Number(process.env.AC_BENCH_PAGE_LOADS ?? 3);
/** Only the pages whose name contains one of these (comma-separated, e.g. `assets,PM library`). */
const ONLY = (process.env.AC_BENCH_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const WATERFALL = process.env.AC_BENCH_WATERFALL === '1';
const FULL_LOAD_TARGET_MS = 1_000;
const NAVIGATION_TARGET_MS = 300;
const TIMEOUT_MS = 30_000;
const PASSWORD = 'Demo@1234';
const FIRST_ASSET_ID = 95_000_000;
const DEMO_COMPANY = 1;
const DEMO_SITES = [2, 3, 4];

type Role = 'manager' | 'companyadmin' | 'superadmin';
const USERS: Record<Role, string> = {
  manager: 'manager@demo.test',
  companyadmin: 'companyadmin@demo.test',
  superadmin: 'superadmin@demo.test',
};

/**
 * What shows that a page is there (checked by the watcher below, in the page's main area), any of:
 * - `tables`: a table whose body has a row and no loading text (a first page of rows, or "No data found");
 * - `selector`: an element the page draws once its data is in (the cluster's site nodes);
 * - `texts`: a text the page shows once its data is in (a tab's empty state, a form's label).
 */
interface Ready {
  tables?: boolean;
  selector?: string;
  texts?: string[];
}

interface PageDef {
  name: string;
  role: Role;
  /** The path to load; a detail page's is found by opening its list's first row. */
  path: string;
  ready: Ready;
  /** The side-navigation link that opens the page in the app. */
  link?: string;
  /** A detail page: its list, and its tab (the URL's ?tab=) if any. */
  detailOf?: string;
  tab?: string;
  /** A detail page its list's row opens by a link (the row's View opens a side panel). */
  openByLink?: boolean;
  /** The tab's label: in the app, a tab other than the first opens by a click on it. */
  tabLabel?: string;
}
/** The asset page's tabs (?tab=) and their labels; the first is the one the page opens on. */
const ASSET_TABS: Record<string, string> = {
  inspections: 'Inspections',
  issues: 'Issues',
  'pm-plan': 'PM Plan',
  'maintenance-history': 'Maintenance History',
  'pm-notifications': 'Notifications',
  'meter-history': 'Meter History',
};

const LIST: Ready = { tables: true };
/** An asset's tabs that are not tables: the PM plan's cards (or its empty state), the reminder settings. */
const TAB_READY: Record<string, Ready> = {
  'pm-plan': {
    selector: '.ac-pm-plan__items',
    texts: ['No PM plans, Click Add plan', 'No plans for this filter'],
  },
  'pm-notifications': { texts: ['Meter hours before due'] },
};
const PAGES: PageDef[] = [
  { name: 'dashboard', role: 'manager', path: '/dashboard', ready: LIST, link: 'Dashboard' },
  { name: 'assets', role: 'manager', path: '/assets', ready: LIST, link: 'Assets' },
  ...Object.entries(ASSET_TABS).map(([tab, tabLabel]): PageDef => ({
    name: `asset detail, ${tab} tab`,
    role: 'manager',
    path: '',
    ready: TAB_READY[tab] ?? LIST,
    detailOf: '/assets',
    tab,
    tabLabel,
  })),
  { name: 'inspections', role: 'manager', path: '/inspections', ready: LIST, link: 'Inspections' },
  { name: 'inspection detail', role: 'manager', path: '', ready: LIST, detailOf: '/inspections' },
  {
    name: 'photos',
    role: 'manager',
    path: '/inspection-photos',
    ready: { selector: '.ac-photo-caption-line', texts: ['No photos'] },
    link: 'Photos',
  },
  { name: 'issues', role: 'manager', path: '/issues', ready: LIST, link: 'Issues' },
  {
    name: 'issue detail',
    role: 'manager',
    path: '',
    ready: { texts: ['Last Updated'] },
    detailOf: '/issues',
  },
  { name: 'users', role: 'companyadmin', path: '/users', ready: LIST, link: 'Users' },
  { name: 'devices', role: 'superadmin', path: '/devices', ready: LIST, link: 'Devices' },
  { name: 'reports', role: 'manager', path: '/reports', ready: { texts: ['Report Type'] }, link: 'Reports' },
  // The built-in insights (the twin has no QuickSight): ready with its first chart drawn from the data.
  {
    name: 'insights',
    role: 'manager',
    path: '/quickinsights',
    ready: { selector: 'svg[aria-label="Inspections per day"]' },
    link: 'Insights',
  },
  {
    name: 'PM list',
    role: 'manager',
    path: '/preventative-maintenance-list',
    ready: LIST,
    link: 'Preventative Maintenance',
  },
  // The company admin's (a manager has no link to it and is sent to the dashboard): ready with its
  // first category.
  {
    name: 'PM library',
    role: 'companyadmin',
    path: '/preventative-maintenance-settings',
    ready: { selector: '[data-testid^="item-"]' },
    link: 'Preventative Maintenance',
  },
  { name: 'requests', role: 'manager', path: '/maintenance-requests', ready: LIST, link: 'Requests' },
  { name: 'work orders', role: 'manager', path: '/workorders', ready: LIST, link: 'Work Orders' },
  {
    name: 'work order detail',
    role: 'manager',
    path: '',
    ready: { selector: '.ac-wo-text' },
    detailOf: '/workorders',
    openByLink: true,
  },
  { name: 'tasks', role: 'manager', path: '/tasks', ready: LIST, link: 'Tasks' },
  { name: 'parts', role: 'manager', path: '/parts', ready: LIST, link: 'Parts' },
  {
    name: 'part detail',
    role: 'manager',
    path: '',
    ready: { texts: ['Movement history'] },
    detailOf: '/parts',
    openByLink: true,
  },
  { name: 'forms', role: 'manager', path: '/inspection-forms', ready: LIST, link: 'Inspection Forms' },
  { name: 'hierarchy', role: 'manager', path: '/hierarchy', ready: LIST, link: 'Hierarchy' },
  {
    name: 'cluster',
    role: 'manager',
    path: '/cluster',
    ready: { selector: '[data-kind="site"]' },
    link: 'Cluster',
  },
];

/**
 * The watcher, installed before the app's code: `__watchFor(ready, since)` marks `__readyMs` (ms
 * after `since`, a performance.now() moment; 0 = navigation start) once the page shows `ready`;
 * `__openByLink(text)` and `__openFirstRow()` click at once and start the clock at the click.
 */
const WATCHER = `
(() => {
  // What was on the page when the clock started does not count (the page navigated from).
  let before = new WeakSet();
  let startHref = '';
  const fresh = (element) => !before.has(element);
  const shows = (ready) => {
    const main = document.querySelector('main') || document.body;
    if (!main) return false;
    if (startHref && location.href === startHref) return false;
    if (ready.selector && [...main.querySelectorAll(ready.selector)].some(fresh)) return true;
    if (ready.texts && ready.texts.some((text) => (main.textContent || '').includes(text))) return true;
    return Boolean(ready.tables) && [...main.querySelectorAll('table tbody')].some(
      (body) => fresh(body) && body.querySelector('tr') && !/Loading/.test(body.textContent || ''),
    );
  };
  let observer = null;
  window.__watchFor = (ready, since) => {
    if (observer) observer.disconnect();
    window.__readyMs = undefined;
    before = new WeakSet(since ? document.querySelectorAll('main *') : []);
    startHref = since ? location.href : '';
    const check = () => {
      if (window.__readyMs !== undefined || !shows(ready)) return;
      window.__readyMs = performance.now() - since;
      observer.disconnect();
    };
    observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    check();
  };
  window.__openByLink = (text, ready) => {
    const link = [...document.querySelectorAll('nav a, aside a')].find((a) => a.textContent.trim() === text);
    if (!link) return 'no side-navigation link ' + text;
    window.__watchFor(ready, performance.now());
    link.click();
    return '';
  };
  window.__openFirstRow = (ready, byLink) => {
    const row = [...document.querySelectorAll('main table tbody tr')].find((r) => r.querySelectorAll('td').length > 1);
    if (!row) return 'no row';
    const controls = [...row.querySelectorAll('a, button')];
    const view = controls.find((c) => c.textContent.trim() === 'View');
    const open = byLink ? row.querySelector('a') : view || row.querySelector('a') || controls[0];
    if (!open) return 'no link in the first row';
    window.__watchFor(ready, performance.now());
    open.click();
    return '';
  };
  window.__openTab = (label, ready) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim().startsWith(label));
    if (!tab) return 'no tab ' + label;
    window.__watchFor(ready, performance.now());
    tab.click();
    return '';
  };
  const armed = window.__armOnLoad;
  if (armed) window.__watchFor(armed, 0);
})();
`;

async function seedDemoAssets(): Promise<number> {
  if ((await getAssets('demo', [FIRST_ASSET_ID + PAGE_ASSETS - 1])).length) return 0;
  const records: AssetRecord[] = Array.from({ length: PAGE_ASSETS }, (_, i) =>
    benchAssetRecord({
      asset_id: FIRST_ASSET_ID + i,
      internal_asset_id: String(5_000_000 + i),
      name: `${BENCH_MACHINES[i % BENCH_MACHINES.length]} ${String(i).padStart(6, '0')}`,
      company_id: DEMO_COMPANY,
      site_id: DEMO_SITES[i % DEMO_SITES.length],
      status: i % 10 === 9 ? 4 : 3,
    }),
  );
  const started = Date.now();
  await putIndexInBulk(records, { withRecords: true, parallel: 6 });
  return (Date.now() - started) / 1000;
}

/** A loaded page's requests (start-end ms after navigation start, by start) and its ready moment. */
async function printWaterfall(page: Page, name: string, ready: number) {
  const entries = await page.evaluate<[number, number, string][]>(
    `performance.getEntriesByType('resource').map((e) => [e.startTime, e.responseEnd, e.name])`,
  );
  const origin = new URL(page.url()).origin;
  const lines = [...entries]
    .sort((a, b) => a[0] - b[0])
    .map(([start, end, url]) => `  ${round(start)}-${round(end)}\t${url.replace(origin, '')}`);
  console.log(
    `waterfall of ${name}, ready at ${round(ready)} ms, ${entries.length} requests:\n${lines.join('\n')}`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number) => Math.round(n);

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const seedSeconds = await seedDemoAssets();
  await buildWeb();
  const use = playwrightConfig.use ?? {};
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? use.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: use.launchOptions?.args,
  });
  type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
  const sessions = new Map<Role, Session>();
  const contextFor = async (role: Role, armOnLoad?: Ready) => {
    let session = sessions.get(role);
    if (!session) {
      const login = await browser.newContext({ viewport: use.viewport });
      const page = await login.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      await page.goto(`${ctx.webUrl}/login`);
      session = await signInForSession(login, page, { username: USERS[role], password: PASSWORD });
      sessions.set(role, session);
    }
    const context = await browser.newContext({ viewport: use.viewport, storageState: session });
    if (armOnLoad)
      await context.addInitScript({ content: `window.__armOnLoad = ${JSON.stringify(armOnLoad)};` });
    await context.addInitScript({ content: WATCHER });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    return { context, page };
  };
  const readyMs = (page: Page, what: string) =>
    waitForPageNumber(page, 'window.__readyMs', TIMEOUT_MS).catch((error: unknown) => {
      throw new Error(`${what} did not show its content at ${page.url()}`, { cause: error });
    });
  const inPage = async (page: Page, expression: string) => {
    const problem = await page.evaluate<string>(expression);
    if (problem) throw new Error(`${problem} at ${page.url()}`);
  };

  /** A detail page's path (with its tab) and its entity's text, from its list's first row. */
  const detailPaths = new Map<string, string>();
  async function findDetail(def: PageDef): Promise<string> {
    const known = detailPaths.get(def.detailOf!);
    if (known) return known;
    const { context, page } = await contextFor(def.role, LIST);
    try {
      await page.goto(`${ctx.webUrl}${def.detailOf}`);
      await readyMs(page, def.detailOf!);
      const listPath = new URL(page.url()).pathname;
      await inPage(page, `window.__openFirstRow(${JSON.stringify(LIST)}, ${Boolean(def.openByLink)})`);
      await page.waitForURL((url) => url.pathname !== listPath);
      const found = new URL(page.url()).pathname;
      detailPaths.set(def.detailOf!, found);
      return found;
    } finally {
      await context.close();
    }
  }

  const rows: BenchRow[] = [];
  try {
    for (const def of PAGES.filter((p) => !ONLY.length || ONLY.some((name) => p.name.includes(name)))) {
      try {
        rows.push(await measure(def));
      } catch (error) {
        // A page that never shows its content is over budget, and the other pages are still measured.
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`✖ ${def.name}: ${reason}`);
        rows.push({
          name: `${def.name} as ${def.role}`,
          figures: { failed: reason.slice(0, 120) },
          budgets: [
            { what: `${def.name} full load`, value: TIMEOUT_MS, limit: FULL_LOAD_TARGET_MS, unit: 'ms' },
          ],
        });
      }
    }
  } finally {
    await browser.close();
  }

  async function measure(def: PageDef): Promise<BenchRow> {
    const path = def.detailOf ? `${await findDetail(def)}${def.tab ? `?tab=${def.tab}` : ''}` : def.path;
    const full: number[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const { context, page } = await contextFor(def.role, def.ready);
      await page.goto(`${ctx.webUrl}${path}`);
      const ms = await readyMs(page, def.name);
      if (WATERFALL && i === LOADS) await printWaterfall(page, def.name, ms);
      await context.close();
      if (i > 0) full.push(ms);
    }
    // In-app: from the dashboard by the side navigation, a detail page from its list's first row,
    // an asset tab other than the first by a click on it on the asset page.
    const navigation: number[] = [];
    const byTab = def.tab !== undefined && def.tab !== Object.keys(ASSET_TABS)[0];
    const start = byTab
      ? path.split('?')[0]
      : (def.detailOf ?? (def.link === 'Dashboard' ? '/assets' : '/dashboard'));
    const open = byTab
      ? `window.__openTab(${JSON.stringify(def.tabLabel)}, ${JSON.stringify(def.ready)})`
      : def.detailOf
        ? `window.__openFirstRow(${JSON.stringify(def.ready)}, ${Boolean(def.openByLink)})`
        : def.link
          ? `window.__openByLink(${JSON.stringify(def.link)}, ${JSON.stringify(def.ready)})`
          : null;
    if (open) {
      const { context, page } = await contextFor(def.role, LIST);
      try {
        for (let i = 0; i < LOADS; i++) {
          await page.goto(`${ctx.webUrl}${start}`);
          await readyMs(page, start);
          await inPage(page, open);
          navigation.push(await readyMs(page, def.name));
        }
      } finally {
        await context.close();
      }
    }
    const fullMs = round(median(full));
    const navMs = navigation.length ? round(median(navigation)) : null;
    return {
      name: `${def.name} (${path.split('?')[0]}${def.tab ? `, ${def.tab}` : ''}) as ${def.role}`,
      figures: {
        'full load ms (median)': fullMs,
        'full min-max': `${round(Math.min(...full))}-${round(Math.max(...full))}`,
        'in-app ms (median)': navMs ?? 'no link',
        target: `full <= ${FULL_LOAD_TARGET_MS}, in-app <= ${NAVIGATION_TARGET_MS}`,
      },
      budgets: [
        { what: `${def.name} full load`, value: fullMs, limit: FULL_LOAD_TARGET_MS, unit: 'ms' },
        ...(navMs === null
          ? []
          : [
              {
                what: `${def.name} in-app navigation`,
                value: navMs,
                limit: NAVIGATION_TARGET_MS,
                unit: 'ms',
              },
            ]),
      ],
    };
  }
  rows.push({
    name: `pages bench setup`,
    figures: {
      'assets added to Northwind Logistics': PAGE_ASSETS,
      'seed s': Math.round(seedSeconds * 10) / 10,
      loads: LOADS,
    },
  });
  return rows;
}

// `npx tsx scripts/bench/pages.bench.ts` runs this bench alone, on its own twin.
if (isMain(import.meta.url)) await runAlone(bench);
