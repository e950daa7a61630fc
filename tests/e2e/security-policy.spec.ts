import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/goto-hydrated';
import { listThirdPartySources } from '#site/third-party/list-third-party-sources';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

/** Records every Content-Security-Policy violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('every route, and the not-found page, runs under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  test.setTimeout(30_000 + site.routes.length * 3_000);
  const violations = await watchViolations(page);
  for (const path of [...site.routes.map((route) => route.path), '/no/such/page']) {
    const response = await gotoHydrated(page, path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await page.waitForLoadState('networkidle');
  }
  // Client-side navigation (route data, block code) and a theme switch stay within the policy too.
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: site.navigation.footer.quickLinks[0].title }).click();
  await expect(page).toHaveURL(site.navigation.footer.quickLinks[0].href);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the inline theme script is allowed by its hash: with the app held back, the stored theme is already applied', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(violations).toEqual([]);
});

test("the scheduler's script and booking frame and the chat's script, served by stand-ins at the providers' hosts, run under the policy", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await stubProviders(page);
  const response = await gotoHydrated(page, '/contact');
  const header = response?.headers()['content-security-policy'] ?? '';
  // Exactly the shipped providers' hosts in addition to the site's own, and still no eval.
  for (const [directive, hosts] of Object.entries(listThirdPartySources(site.settings))) {
    const sources = header
      .split(/;\s*/)
      .find((entry) => entry.startsWith(`${directive} `))!
      .split(' ')
      .slice(1);
    expect(
      sources.filter((source) => source.startsWith('https:') || source.startsWith('wss:')),
      directive,
    ).toEqual(hosts);
  }
  expect(header).not.toContain('unsafe-eval');
  await expect(page.getByRole('main').locator('iframe')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __intercom?: { loads: number } }).__intercom?.loads ?? 0))
    .toBe(1);
  expect(violations).toEqual([]);
});
