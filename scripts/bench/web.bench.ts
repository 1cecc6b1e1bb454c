/**
 * The web app as a browser loads it: builds it (`npm run build:web`), then drives Debian's
 * Chromium (the flags of playwright.config.ts) against the twin, which serves web/dist.
 * - /login: the JavaScript and CSS fetched until the sign-in form shows and the network is idle,
 *   as the sum of each response body's gzip size (zlib, from the bytes; transfer headers are not
 *   used: the twin does not compress), and the largest JS chunks. Targets (issue 30, budgets checked
 *   at the end of `npm run bench`): <= 160 kB gzipped JS and <= 60 kB gzipped CSS. Fonts (files of
 *   their own, fetched only for the weights a page draws) are shown beside them.
 * - /users, signed in as the demo manager: the same, for a direct load with a cold cache, and
 *   what it fetched beyond /login's files.
 * - /users first data row: from navigation start to the first row of the users table with a
 *   username, over LOADS loads (median) after one uncounted load that warms the twin: each in a
 *   fresh browser context (cold cache, the signed-in session restored), then once more in the same
 *   context (warm cache).
 * kB here are 1000 bytes.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import { ROOT } from '#scripts/dev/twin.js';
import { isMain, runAlone, type BenchContext, type BenchRow } from './context.js';

const LOADS = 5;
export const LOGIN_JS_TARGET_KB = 160;
export const LOGIN_CSS_TARGET_KB = 60;
const LARGEST_CHUNKS = 8;
const MANAGER = { username: 'manager@demo.test', password: 'Demo@1234' };

/** Signs a user (the manager by default) in on a page showing /login, closes its context and returns the session to restore in fresh ones. */
export async function signInForSession(
  loginContext: BrowserContext,
  loginPage: Page,
  user: { username: string; password: string } = MANAGER,
) {
  await loginPage.getByLabel('Username').fill(user.username);
  await loginPage.getByLabel('Password').fill(user.password);
  await loginPage.getByRole('button', { name: 'Sign In' }).click();
  await loginPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  await loginPage.waitForLoadState('networkidle');
  const session = await loginContext.storageState();
  await loginContext.close();
  return session;
}
const TIMEOUT_MS = 30_000;

interface Asset {
  path: string;
  kind: 'js' | 'css' | 'font';
  bytes: number;
  gzip: number;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number) => Math.round(n * 10) / 10;

export function buildWeb(): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(path.join(ROOT, 'web', 'dist', 'index.html')))
        resolve((Date.now() - started) / 1000);
      else reject(new Error(`npm run build:web failed (exit ${code}):\n${out}`));
    });
  });
}

/** Records the JS and CSS responses of a page while `action` runs, until the network is idle. */
async function assetsOf(page: Page, action: () => Promise<void>): Promise<Asset[]> {
  const pending: Promise<Asset | null>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    const kind =
      /\.m?js$/.test(url.pathname) || type === 'script'
        ? 'js'
        : /\.css$/.test(url.pathname) || type === 'stylesheet'
          ? 'css'
          : /\.woff2?$/.test(url.pathname) || type === 'font'
            ? 'font'
            : null;
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => ({ path: url.pathname, kind, bytes: body.length, gzip: gzipSync(body).length }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  // One figure per file, however many times it was fetched.
  return [...new Map(assets.map((a) => [a.path, a])).values()];
}

function totals(assets: Asset[]) {
  const sum = (kind: Asset['kind'], key: 'bytes' | 'gzip') =>
    assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[key], 0);
  return {
    'JS gzip kB': kb(sum('js', 'gzip')),
    'CSS gzip kB': kb(sum('css', 'gzip')),
    'JS files': assets.filter((a) => a.kind === 'js').length,
    'CSS files': assets.filter((a) => a.kind === 'css').length,
    'JS raw kB': kb(sum('js', 'bytes')),
    'CSS raw kB': kb(sum('css', 'bytes')),
    'font files': assets.filter((a) => a.kind === 'font').length,
    'font kB': kb(sum('font', 'bytes')),
  };
}

/**
 * Marks, in the page, the time from navigation start to the first users-table row showing a
 * username (window.__firstRowMs). Page code, hence a string: this project's Node types have no DOM.
 */
const WATCH_FIRST_ROW = `
(() => {
  const observer = new MutationObserver(() => {
    if (window.__firstRowMs !== undefined) return;
    for (const row of document.querySelectorAll('table tbody tr')) {
      const cells = [...row.querySelectorAll('td')];
      if (cells.length >= 2 && cells.some((cell) => (cell.textContent || '').includes('@'))) {
        window.__firstRowMs = performance.now();
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

/**
 * Waits until the page's `expression` (page code, a string) is a number, and returns it. Polls with
 * page.evaluate rather than page.waitForFunction: Playwright runs a waitForFunction predicate with
 * the page's eval, which the app's Content-Security-Policy refuses (no 'unsafe-eval'). The figures
 * are marked in the page itself, so the polling interval does not change them.
 */
export async function waitForPageNumber(page: Page, expression: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate<unknown>(expression);
    if (typeof value === 'number') return value;
    if (Date.now() > deadline) throw new Error(`${expression} was not set within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function loadUsers(page: Page, url: string): Promise<number> {
  await page.goto(url);
  let firstRowMs: number;
  try {
    firstRowMs = await waitForPageNumber(page, 'window.__firstRowMs', TIMEOUT_MS);
  } catch (error) {
    throw new Error(`the users table showed no data row at ${page.url()}`, { cause: error });
  }
  if (new URL(page.url()).pathname !== '/users') throw new Error(`/users ended at ${page.url()}`);
  return firstRowMs;
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const buildSeconds = await buildWeb();
  const use = playwrightConfig.use ?? {};
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? use.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: use.launchOptions?.args,
  });
  const contexts: BrowserContext[] = [];
  const newContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await browser.newContext({
      viewport: use.viewport ?? { width: 1400, height: 900 },
      storageState,
    });
    contexts.push(context);
    return context;
  };
  try {
    // /login, cold, then sign in as the demo manager and keep the session.
    const loginContext = await newContext();
    const loginPage = await loginContext.newPage();
    loginPage.setDefaultTimeout(TIMEOUT_MS);
    const login = await assetsOf(loginPage, async () => {
      await loginPage.goto(`${ctx.webUrl}/login`);
      await loginPage.getByLabel('Username').waitFor();
    });
    const session = await signInForSession(loginContext, loginPage);

    // /users: LOADS cold loads (fresh context, session restored), each followed by a warm one.
    const usersUrl = `${ctx.webUrl}/users`;
    const cold: number[] = [];
    const warm: number[] = [];
    let users: Asset[] = [];
    // Load 0 is not timed: it warms the twin (the local API loads a domain's code on its first call).
    for (let i = 0; i <= LOADS; i++) {
      const context = await newContext(session);
      await context.addInitScript({ content: WATCH_FIRST_ROW });
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      let coldMs = 0;
      const assets = await assetsOf(page, async () => {
        coldMs = await loadUsers(page, usersUrl);
      });
      const warmMs = await loadUsers(page, usersUrl);
      await context.close();
      if (i === 0) {
        users = assets;
        continue;
      }
      cold.push(coldMs);
      warm.push(warmMs);
    }

    const loginPaths = new Set(login.map((a) => a.path));
    const loginJs = login.filter((a) => a.kind === 'js');
    const loginJsGzip = loginJs.reduce((n, a) => n + a.gzip, 0);
    const loginFigures = totals(login);
    const loginJsKb = loginFigures['JS gzip kB'];
    const loginCssKb = loginFigures['CSS gzip kB'];
    const over = [
      ...(loginJsKb > LOGIN_JS_TARGET_KB ? [`JS +${round(loginJsKb - LOGIN_JS_TARGET_KB)} kB`] : []),
      ...(loginCssKb > LOGIN_CSS_TARGET_KB ? [`CSS +${round(loginCssKb - LOGIN_CSS_TARGET_KB)} kB`] : []),
    ];
    const rows: BenchRow[] = [
      {
        name: '/login',
        figures: {
          ...loginFigures,
          target: over.length
            ? `NO: ${over.join(', ')} over`
            : `yes (JS <= ${LOGIN_JS_TARGET_KB} kB, CSS <= ${LOGIN_CSS_TARGET_KB} kB)`,
        },
        budgets: [
          { what: '/login JS gzip', value: loginJsKb, limit: LOGIN_JS_TARGET_KB, unit: 'kB' },
          { what: '/login CSS gzip', value: loginCssKb, limit: LOGIN_CSS_TARGET_KB, unit: 'kB' },
        ],
      },
      {
        name: '/users (signed in, direct load, cold cache)',
        figures: { ...totals(users), target: 'informative' },
      },
      {
        name: '/users beyond /login',
        figures: { ...totals(users.filter((a) => !loginPaths.has(a.path))), target: 'informative' },
      },
      {
        name: `/users: navigation to first data row (${LOADS} loads)`,
        figures: {
          'cold cache ms (median)': round(median(cold)),
          'cold min-max': `${round(Math.min(...cold))}-${round(Math.max(...cold))}`,
          'warm cache ms (median)': round(median(warm)),
          'warm min-max': `${round(Math.min(...warm))}-${round(Math.max(...warm))}`,
          'signed in as': MANAGER.username,
        },
      },
      ...[...loginJs]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, LARGEST_CHUNKS)
        .map((a) => ({
          name: `/login JS chunk ${a.path}`,
          figures: {
            'gzip kB': kb(a.gzip),
            'raw kB': kb(a.bytes),
            'share of /login JS gzip': `${Math.round((a.gzip / loginJsGzip) * 100)}%`,
            'also used by /users': users.some((u) => u.path === a.path) ? 'yes' : 'no',
          },
        })),
      {
        name: 'web build',
        figures: {
          'npm run build:web s': round(buildSeconds),
          browser: `${browser.browserType().name()} ${browser.version()}`,
        },
      },
    ];
    return rows;
  } finally {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser.close();
  }
}

// `npx tsx scripts/bench/web.bench.ts` runs this bench alone, on its own twin.
if (isMain(import.meta.url)) await runAlone(bench);
