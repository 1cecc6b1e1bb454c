/**
 * The built app under the security headers CloudFront sends (issue 23 item 5): the twin sends the
 * same ones (shared/web-headers.ts, with the emulators' origins), and no screen of a manager's
 * tour, the Form.io builder included, breaks the Content-Security-Policy.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, signIn, tenantUrl } from './support';

/**
 * The page's CSP violations as they happen: the document's securitypolicyviolation events and the
 * console's 'Refused to …' lines (Chromium writes one for each blocked load or eval).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app is served with the cloud security headers, naming the local identity pool', async ({
  page,
}) => {
  for (const path of ['/login', '/assets']) {
    const response = await page.goto(tenantUrl('demo', path));
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain(`connect-src 'self' ${process.env.AC_E2E_COGNITO_URL}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http on loopback: no HSTS (browsers ignore it there).
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('a page load reports no CSP violation, and a blocked load would be caught', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(tenantUrl('demo', '/login'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(violations).toEqual([]);

  // The watch works: an image from an origin the policy does not name is refused and reported.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://blocked.example/pixel.png';
    document.body.append(image);
  });
  await expect.poll(() => violations.join('\n')).toContain('img-src');
});

test("a manager's tour, Form.io builder included, runs under the policy", async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signIn(page, 'manager@demo.test', DEMO_PASSWORD);
  await expectPath(page, '/dashboard');
  const tour: [path: string, ready: (page: Page) => Promise<void>][] = [
    ['/assets', (p) => expect(p.getByRole('table').first()).toBeVisible()],
    ['/users', (p) => expect(p.getByRole('table').first()).toBeVisible()],
    ['/inspections', (p) => expect(p.getByRole('table').first()).toBeVisible()],
    [
      '/inspection-photos',
      async (p) => {
        // A thumbnail that loaded: the files origin is one the policy names.
        const thumbnail = p.getByTestId('photo-gallery').locator('figure img').first();
        await expect(thumbnail).toBeVisible();
        await expect
          .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      },
    ],
    ['/quickinsights', (p) => expect(p.locator('main, body').first()).toBeVisible()],
    [
      '/inspection-forms/create',
      (p) => expect(p.getByTestId('form-builder').locator('.formcomponents')).toBeVisible(),
    ],
  ];
  for (const [path, ready] of tour) {
    await page.goto(tenantUrl('demo', path));
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(violations, `CSP violations on ${path}`).toEqual([]);
  }
});
