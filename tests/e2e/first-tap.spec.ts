import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ContactFormBlock, IqTestBlock } from '#generated/site-types';
import { createMenuGroup } from '#site/shell/create-menu-group';
import { IDLE_PRELOAD_MARK } from '#site/shell/idle-preload-mark';
import { MODULE_SIZES_FILE, type ModuleSizes } from '#scripts/vite/vite-plugin-module-sizes';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

const blockOn = <T>(path: string, type: string) =>
  site.routes.find((route) => route.path === path)!.blocks.find((block) => block.type === type) as T;
const quiz = blockOn<IqTestBlock>('/', 'iq-test');
const form = blockOn<ContactFormBlock>('/contact', 'contact-form');
const firstMenu = createMenuGroup(site.navigation.header[0]);
const modules = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'dist', MODULE_SIZES_FILE), 'utf8'),
) as ModuleSizes;

interface FirstTap {
  name: string;
  path: string;
  width: number;
  tap: (page: Page) => Locator;
  /** What the tap opens, as the visitor sees it. */
  opened: (page: Page) => Locator;
  /**
   * Code the opened part loads behind it, for a later step (the quiz's registration: the rules and the
   * client its submit needs), by the folder of its modules: the part opens without waiting for it.
   */
  loadsBehind?: string;
}

/** The controls whose first use used to wait for a chunk of code (issue #29, item 7). */
const controls: FirstTap[] = [
  {
    name: 'the mobile menu',
    path: '/',
    width: 390,
    tap: (page) => page.getByRole('button', { name: 'Open menu' }),
    opened: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: `the header's ${firstMenu.title} menu`,
    path: '/',
    width: 1280,
    tap: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: firstMenu.title }),
    opened: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: new RegExp(`^${firstMenu.items[0].title}`) }),
  },
  {
    name: 'the meeting dialog',
    path: '/',
    width: 1280,
    tap: (page) => page.getByRole('contentinfo').getByRole('button', { name: site.navigation.footer.button!.label }),
    opened: (page) => page.getByRole('dialog', { name: site.dialogs!.meeting.title }),
  },
  {
    name: "the quiz's start",
    path: '/',
    width: 1280,
    tap: (page) => page.getByRole('main').getByRole('button', { name: quiz.startLabel }),
    opened: (page) => page.getByRole('main').getByRole('heading', { name: quiz.registration.title }),
    loadsBehind: 'src/site/leads/',
  },
  {
    name: 'the country picker',
    path: '/contact',
    width: 1280,
    tap: (page) => page.getByRole('button', { name: new RegExp(`^${form.labels.countryCode}`) }),
    opened: (page) => page.getByRole('listbox'),
  },
];

for (const control of controls) {
  test(`the first open of ${control.name} fetches no code: it was loaded once the page was idle`, async ({ page }) => {
    await page.setViewportSize({ width: control.width, height: 800 });
    await stubProviders(page);
    const scripts = new Set<string>();
    const isScript = (url: string) => new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js');
    page.on('request', (request) => void (isScript(request.url()) && scripts.add(request.url())));
    page.on('requestfinished', (request) => void scripts.delete(request.url()));
    page.on('requestfailed', (request) => void scripts.delete(request.url()));
    await gotoHydrated(page, control.path);
    // The page has hydrated, gone idle and loaded what a first tap needs.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);
    // A control whose module was evaluated after the first idle batch waits for the next one, which on a
    // busy machine comes after the network first went quiet: an idle callback asked for now runs after it,
    // and then every script it asked for has arrived.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await expect.poll(() => scripts.size).toBe(0);

    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) fetched.push(pathname);
    });
    // What loads behind the opened part is held back until it has opened: it opens without it.
    const isBehind = (path: string) => {
      const ids = (modules[path.slice(1)] ?? []).map((module) => module.id);
      return (
        control.loadsBehind !== undefined && ids.length > 0 && ids.every((id) => id.startsWith(control.loadsBehind!))
      );
    };
    const held: Array<() => Promise<void>> = [];
    await page.route(
      (url) => isBehind(url.pathname),
      (route) => void held.push(() => route.continue()),
    );
    await control.tap(page).click();
    await expect(control.opened(page)).toBeVisible();
    expect(fetched.filter((path) => path.startsWith('/assets/') && !isBehind(path))).toEqual([]);
    // And it does load behind: asked for once the part has opened, not before the tap.
    if (control.loadsBehind !== undefined) await expect.poll(() => fetched.filter(isBehind).length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
  });
}
