import { expect, test, type Page } from '@playwright/test';
import { createSiteShell } from '#scripts/vite/create-site-shell';
import { site } from './support/read-site';

/**
 * The editor's preview page as the production server serves it from the build (`/_preview/`): framed by a
 * page of the same origin, sent a draft as the editor sends it, under the site's own security headers.
 */
const shell = createSiteShell(site);
const about = site.routes.find((route) => route.path === '/about')!;

/** Frames the preview page in a page of the site at a phone's width, and waits until it says it listens. */
async function framePreview(page: Page, violations: string[]): Promise<void> {
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/privacy');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if ((event.data as { type?: string })?.type === 'preview-ready') resolve();
        });
        const frame = document.createElement('iframe');
        frame.title = 'Preview';
        frame.src = '/_preview/';
        frame.style.cssText = 'width: 390px; height: 800px; border: 0';
        document.body.prepend(frame);
      }),
  );
}

const post = (page: Page, message: unknown) =>
  page.evaluate((data) => {
    document
      .querySelector<HTMLIFrameElement>('iframe[title="Preview"]')!
      .contentWindow!.postMessage(data, location.origin);
  }, message);

test('renders a draft sent by a page of its own origin under the production policy, with the built pictures', async ({
  page,
}) => {
  const violations: string[] = [];
  await framePreview(page, violations);
  const frame = page.frameLocator('iframe[title="Preview"]');
  const draft = structuredClone(about);
  Object.assign(draft.blocks[0], { title: 'A title typed a moment ago' });
  // A message that is not the editor's is ignored.
  await post(page, { type: 'render', route: draft, theme: 'dark' });
  await post(page, { type: 'render', site: shell, route: draft, theme: 'dark' });
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('A title typed a moment ago');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Set as the site's switch sets it (the switch offers the other theme), in the preview's storage alone.
  await expect(
    frame.getByRole('button', { name: 'Switch to light theme', includeHidden: true }).first(),
  ).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(frame.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The dark variant of the About page's photo, one of the build's copies.
  const photo = frame.locator('img[alt^="Our teams page"]:visible');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/_img\/images\/about\/teams\.dark-\d+\.(avif|webp)$/,
  );
  // At a phone's width nothing is wider than the screen; the block being edited is framed, and scrolled to.
  expect(await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
  await post(page, { type: 'render', site: shell, route: draft, theme: 'dark', block: 2 });
  await expect(frame.locator('#preview-outline')).toBeVisible();
  await expect.poll(() => frame.locator('html').evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('is the only page a page of its own origin may frame', async ({ request }) => {
  const preview = await request.get('/_preview/');
  expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const home = await request.get('/');
  expect(home.headers()['x-frame-options']).toBe('DENY');
  // Never in the sitemap.
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('_preview');
});

test('a click on a block tells the framing page which block it is, and follows no link', async ({ page }) => {
  await framePreview(page, []);
  await post(page, { type: 'render', site: shell, route: about, theme: 'light' });
  const frame = page.frameLocator('iframe[title="Preview"]');
  const selected = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        window.addEventListener('message', (event) => {
          if ((event.data as { type?: string })?.type === 'select-block') resolve(event.data);
        }),
      ),
  );
  const offices = about.blocks.findIndex((block) => 'title' in block && block.title === 'Our Offices');
  await frame.getByRole('heading', { name: 'Our Offices' }).click();
  expect(await selected).toEqual({ type: 'select-block', index: offices });
  await frame.getByRole('link', { name: 'Get in Touch' }).first().click();
  expect(await frame.locator('html').evaluate(() => location.pathname)).toBe('/_preview/');
});
