/**
 * /quickinsights as a browser loads it on the twin with the seeded data (issue 12: charts rendered
 * ≤ 1.5 s after navigation in Chromium), signed in as the demo manager, over LOADS loads after one
 * uncounted load that warms the twin. Each load is a fresh browser context (cold cache, session
 * restored), then once more in the same context (warm cache). Profiled per load: the two API calls
 * (request start to response end, as Chromium timed them) and the page's JS fetched, so the figure
 * splits into API time and download/render time. Also prints the machine's load average, which on
 * a shared machine moves these figures more than the code does.
 * Needs web/dist (built here unless AC_BENCH_NO_BUILD=1 and web/dist exists).
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import { ROOT } from '#scripts/dev/twin.js';
import { isMain, runAlone, type BenchContext, type BenchRow } from './context.js';
import { buildWeb, signInForSession, waitForPageNumber } from './web.bench.js';

const LOADS = 5;
export const INSIGHTS_TARGET_MS = 1500;
const TIMEOUT_MS = 30_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (n: number) => Math.round(n);

/**
 * Marks, in the page, when every insight panel shows its chart (an svg that is not an icon) or its
 * empty text: window.__chartsMs, from navigation start. Page code, hence a string (no DOM types here).
 */
const WATCH_CHARTS = `
(() => {
  const done = () => {
    const panels = [...document.querySelectorAll('[data-testid^="insight-"]')];
    if (panels.length < 9) return false;
    return panels.every((p) => p.querySelector('svg:not([aria-hidden="true"])') || (p.textContent || '').includes('No data found'));
  };
  const observer = new MutationObserver(() => {
    if (window.__chartsMs !== undefined) return;
    if (done()) {
      window.__chartsMs = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();
`;

interface Load {
  charts: number;
  /** From navigation start: the page's route chunk requested, and the insights call's answer received. */
  chunkStart: number;
  apiEnd: number;
  api: Record<string, number>;
  jsKb: number;
}

async function loadInsights(page: Page, url: string): Promise<Load> {
  const api: Record<string, number> = {};
  let jsBytes = 0;
  const onFinished = async (request: import('@playwright/test').Request) => {
    const u = new URL(request.url());
    const t = request.timing();
    if (/Report\/GetInsights|User\/GetQuickSightUrl/.test(u.pathname))
      api[u.pathname.split('/').slice(-1)[0]] = t.responseEnd;
    if (/\.m?js$/.test(u.pathname))
      jsBytes += (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
  };
  page.on('requestfinished', onFinished);
  try {
    await page.goto(url);
    const charts = await waitForPageNumber(page, 'window.__chartsMs', TIMEOUT_MS);
    await page.waitForLoadState('networkidle');
    // Resource timing, from navigation start (page code, hence a string).
    const [chunkStart, apiEnd] = await page.evaluate<[number, number]>(`(() => {
      const entries = performance.getEntriesByType('resource');
      const chunk = entries.find((e) => e.name.includes('/assets/insights-') && e.name.endsWith('.js'));
      const call = entries.filter((e) => e.name.includes('Report/GetInsights')).at(-1);
      return [chunk ? chunk.startTime : -1, call ? call.responseEnd : -1];
    })()`);
    return { charts, chunkStart, apiEnd, api, jsKb: Math.round(jsBytes / 1000) };
  } finally {
    page.off('requestfinished', onFinished);
  }
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  if (!(process.env.AC_BENCH_NO_BUILD === '1' && existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))))
    await buildWeb();
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
    const loginContext = await newContext();
    const loginPage = await loginContext.newPage();
    loginPage.setDefaultTimeout(TIMEOUT_MS);
    await loginPage.goto(`${ctx.webUrl}/login`);
    const session = await signInForSession(loginContext, loginPage);

    const url = `${ctx.webUrl}/quickinsights`;
    const cold: Load[] = [];
    const warm: Load[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const context = await newContext(session);
      await context.addInitScript({ content: WATCH_CHARTS });
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      const c = await loadInsights(page, url);
      const w = await loadInsights(page, url);
      await context.close();
      if (i === 0) continue;
      cold.push(c);
      warm.push(w);
    }
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    const row = (name: string, loads: Load[]): BenchRow => {
      const charts = median(loads.map((l) => l.charts));
      return {
        name,
        figures: {
          'charts ms (median)': round(charts),
          'min-max': `${round(Math.min(...loads.map((l) => l.charts)))}-${round(Math.max(...loads.map((l) => l.charts)))}`,
          'GetInsights ms (median)': round(median(loads.map((l) => l.api.GetInsights ?? 0))),
          'GetQuickSightUrl ms (median)': round(median(loads.map((l) => l.api.GetQuickSightUrl ?? 0))),
          'route chunk requested at ms': round(median(loads.map((l) => l.chunkStart))),
          'insights answer at ms': round(median(loads.map((l) => l.apiEnd))),
          'JS fetched kB (raw, 0 = cached)': Math.max(0, median(loads.map((l) => l.jsKb))),
          target:
            charts <= INSIGHTS_TARGET_MS
              ? `yes (<= ${INSIGHTS_TARGET_MS} ms)`
              : `NO (> ${INSIGHTS_TARGET_MS} ms)`,
          'load average': load,
        },
      };
    };
    const coldRow = row(`/quickinsights: navigation to charts rendered, cold cache (${LOADS} loads)`, cold);
    coldRow.budgets = [
      {
        what: '/quickinsights cold, to charts (median)',
        value: coldRow.figures['charts ms (median)'] as number,
        limit: INSIGHTS_TARGET_MS,
        unit: 'ms',
      },
    ];
    return [coldRow, row(`/quickinsights: the same, warm cache (${LOADS} loads)`, warm)];
  } finally {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser.close();
  }
}

// `npx tsx scripts/bench/insights-web.bench.ts` runs this bench alone, on its own twin.
if (isMain(import.meta.url)) await runAlone(bench);
