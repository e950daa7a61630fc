import { expect, test } from '@playwright/test';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { createMenuGroup } from '#site/shell/create-menu-group';
import { site } from './support/read-site';
import { openHeaderMenu } from './support/open-header-menu';

const groups = site.navigation.header.map(createMenuGroup);
const actions = site.navigation.headerActions!;
/** A link's accessible name starts with its title (an external one adds "(opens in a new tab)"). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the four menus from site.yaml with every item, external ones opening a new tab', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button')).toHaveText(groups.map((group) => group.title));
    expect(groups.map((group) => group.items.length)).toEqual([4, 6, 4, 6]);
    for (const group of groups) {
      const panel = await openHeaderMenu(page, group.title);
      await expect(panel.getByRole('link')).toHaveCount(group.items.length);
      for (const item of group.items) {
        const link = panel.getByRole('link', { name: startingWith(item.title) });
        await expect(link).toHaveAttribute('href', item.href);
        if (item.isExternal) await expect(link).toHaveAttribute('target', '_blank');
        else await expect(link).not.toHaveAttribute('target', '_blank');
      }
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('button', { name: group.title })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('button', { name: group.title })).toBeFocused();
    }
    expect(groups[0].items.filter((item) => item.isExternal)).toHaveLength(3);
  });

  test("the Case Studies menu is its six studies only (the listing is the footer's Projects), and external products carry a ↗", async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const panel = await openHeaderMenu(page, 'Case Studies');
    await expect(panel.getByRole('link')).toHaveText(groups[3].items.map((item) => item.title));
    await expect(panel.getByRole('link', { name: /all case studies/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Projects', exact: true }).click();
    await expect(page).toHaveURL('/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();

    const products = await openHeaderMenu(page, 'Products');
    for (const item of groups[0].items) {
      const link = products.getByRole('link', { name: startingWith(item.title) });
      const mark = link.locator('.external-mark');
      await expect(mark).toHaveCount(item.isExternal ? 1 : 0);
      // Title and description read apart, as they are seen apart.
      const words = item.description ? `${item.title} ${item.description}` : item.title;
      if (!item.isExternal) {
        await expect(link).toHaveAccessibleName(words);
        continue;
      }
      // The ↗ is seen; its words are heard, the end of the link's name.
      await expect(mark).toBeVisible();
      await expect(mark).toHaveCSS('width', '14px');
      await expect(link).toHaveAccessibleName(`${words} (opens in a new tab)`);
    }
  });

  test('a Book a Meeting button in the header opens the Schedule a Meeting dialog', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await page.getByRole('banner').getByRole('button', { name: actions.button!.label }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Meeting' })).toBeVisible();
  });

  test('menus open after 200 ms of hover, switch at once, close 150 ms after leaving, and skip the delay within 300 ms', async ({
    page,
  }) => {
    const start = new Date('2026-01-05T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await gotoHydrated(page, '/');
    // From here time moves only when the test says so.
    await page.clock.pauseAt(start + 60_000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: groups[0].title });
    const solutions = nav.getByRole('button', { name: groups[1].title });
    const services = nav.getByRole('button', { name: groups[2].title });

    await products.hover();
    await page.clock.runFor(150);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(60);
    await expect(products).toHaveAttribute('aria-expanded', 'true');

    await solutions.hover();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    await page.mouse.move(5, 700);
    await page.clock.runFor(100);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(60);
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');

    await page.clock.runFor(200);
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(5, 700);
    await page.clock.runFor(500);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await products.hover();
    await page.clock.runFor(100);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(150);
    await expect(products).toHaveAttribute('aria-expanded', 'true');
  });

  test('turns opaque and compact past 50 px of scroll', async ({ page }) => {
    await gotoHydrated(page, site.routes.find((route) => route.blocks.length > 2)!.path);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    const heightAtTop = (await header.boundingBox())!.height;
    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY >= 40);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(heightAtTop);
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('the header fits in one line', () => {
  // Tablets in portrait (768–880 px) were where the menus broke; the phones down to 320 px, and desktops.
  const widths = [320, 360, 390, 600, 767, 768, 800, 820, 880, 960, 1000, 1023, 1024, 1100, 1180, 1280, 1920];

  test('no header item wraps or leaves the bar at any width from 320 to 1280 px; the button is always there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const items = await page.getByRole('banner').evaluate((header) => {
        const bar = header.getBoundingClientRect();
        return [...header.querySelectorAll<HTMLElement>('a, button, summary')]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('[hidden]'))
          .map((element) => {
            const box = element.getBoundingClientRect();
            // The lines an item's visible text takes: a box starting below the line before it starts a new one.
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const rects: DOMRect[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement?.closest('.visually-hidden')) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
            }
            rects.sort((a, b) => a.top - b.top);
            let lines = rects.length > 0 ? 1 : 0;
            let lineBottom = rects[0]?.bottom ?? 0;
            for (const rect of rects.slice(1)) {
              if (rect.top >= lineBottom - 1) lines += 1;
              lineBottom = Math.max(lineBottom, rect.bottom);
            }
            const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
            return {
              name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
              lines,
              tallerThanALine: element.scrollHeight > Math.max(box.height, lineHeight * 1.6) + 1,
              inside: box.left >= bar.left - 0.5 && box.right <= bar.right + 0.5 && box.bottom <= bar.bottom + 0.5,
            };
          });
      });
      expect(items.length, `${width} px`).toBeGreaterThan(2);
      for (const item of items) {
        expect.soft(item.lines, `"${item.name}" at ${width} px: lines`).toBeLessThanOrEqual(1);
        expect.soft(item.tallerThanALine, `"${item.name}" at ${width} px: taller than a line`).toBe(false);
        expect.soft(item.inside, `"${item.name}" at ${width} px: inside the bar`).toBe(true);
      }
      expect(items.map((item) => item.name)).toContain(actions.button!.label);
      const menusShown = await page.getByRole('navigation', { name: 'Main' }).isVisible();
      // The spec: narrower than 768 px is mobile; from 768 px the four menus.
      expect(menusShown, `the desktop menus at ${width} px`).toBe(width >= 768);
    }
  });
});

test.describe("from 768 px the spec's four menus, on one line with Book a Meeting and the theme switch", () => {
  for (const width of [768, 1024, 1280]) {
    test(`at ${width} px: Products 4, Solutions 6, Services 4, Case Studies 6, all on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation', { name: 'Main' });
      const triggers = nav.getByRole('button');
      await expect(triggers).toHaveText(['Products', 'Solutions', 'Services', 'Case Studies']);
      await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const book = banner.getByRole('button', { name: actions.button!.label });
      const themeSwitch = banner.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
      // One line: every control's vertical middle at the same height, side by side left to right, inside the window.
      const controls = [...(await triggers.all()), book, themeSwitch];
      const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
      const middle = boxes[0].y + boxes[0].height / 2;
      for (const [index, box] of boxes.entries()) {
        expect(Math.abs(box.y + box.height / 2 - middle), `control ${index} at ${width} px`).toBeLessThan(2);
        expect(box.x + box.width, `control ${index} at ${width} px`).toBeLessThanOrEqual(width);
        if (index > 0) expect(box.x).toBeGreaterThanOrEqual(boxes[index - 1].x + boxes[index - 1].width - 0.5);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      for (const [index, count] of [4, 6, 4, 6].entries()) {
        const panel = await openHeaderMenu(page, groups[index].title);
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('link')).toHaveCount(count);
        await expect(panel.getByRole('link')).toHaveText(groups[index].items.map((item) => startingWith(item.title)));
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    });
  }

  test('at 767 px the phone menu instead: no menus in the header, the menu button, the same four groups', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.locator('summary')).toHaveText(['Products', 'Solutions', 'Services', 'Case Studies']);
  });
});

test.describe('mobile menu at 767 px', () => {
  test.use({ viewport: { width: 767, height: 800 } });

  test('opens a dialog with an accordion of the same groups and one close button, locks scrolling, and closes on a choice', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // One close control (where the menu button was), the header's button, and the theme switch on phones.
    await expect(menu.getByRole('button', { name: /close/i })).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu.getByRole('button', { name: actions.button!.label })).toBeVisible();
    await expect(menu.locator('summary')).toHaveText(groups.map((group) => group.title));
    // With every group closed: the header's links (Contact, About).
    await expect(menu.getByRole('link')).toHaveText(actions.links.map((link) => link.title));
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const group = groups[1];
    await menu.locator('summary', { hasText: group.title }).click();
    await expect(menu.getByRole('link')).toHaveCount(group.items.length + actions.links.length);
    const choice = group.items[2];
    await menu.getByRole('link', { name: choice.title }).click();
    await expect(page).toHaveURL(choice.href);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
    await expect(page).toHaveTitle(site.routes.find((route) => route.path === choice.href)!.title);
    expect(problems).toEqual([]);
  });

  test('keeps focus inside; Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let step = 0; step < groups.length + 3; step++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("the menu's Book a Meeting closes the menu and opens the Schedule a Meeting dialog", async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: actions.button!.label }).click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Meeting' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile menu without JavaScript at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("opens from the menu button as a sheet of the header's one nav, every group open, and its links work", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button')).toHaveText(groups.map((group) => group.title));
    for (const group of groups) {
      for (const item of group.items)
        await expect(nav.getByRole('link', { name: startingWith(item.title) })).toBeVisible();
    }
    for (const link of actions.links) await expect(nav.getByRole('link', { name: link.title })).toBeVisible();
    // The page carries one copy of the navigation, not a second one for phones.
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    const choice = groups[2].items.find((item) => !item.isExternal)!;
    await nav.getByRole('link', { name: choice.title, exact: true }).click();
    await expect(page).toHaveURL(choice.href);
    await expect(page).toHaveTitle(site.routes.find((route) => route.path === choice.href)!.title);
  });
});

test.describe('theme', () => {
  const background = (page: import('@playwright/test').Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('a stored "dark" wins over a light system, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForSelector('body');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.waitForLoadState('load');
    expect(await background(page)).toBe('rgb(11, 16, 32)');
  });

  test('a stored "light" wins over a dark system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await background(page)).toBe('rgb(248, 250, 252)');
  });

  test('with nothing stored it follows the system, live; the switch stores the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('theme without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('no theme button is offered (it could do nothing); the header keeps its layout', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toHaveCount(0);
  });
});

test('the footer shows the contact details, quick links, legal links and this year', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.settings.email })).toHaveAttribute(
    'href',
    `mailto:${site.settings.email}`,
  );
  await expect(footer).toContainText('USA | UAE');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.settings.company}`);
  for (const item of [...site.navigation.footer.quickLinks, ...site.navigation.footer.legal]) {
    await expect(footer.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', item.href);
  }
  await expect(footer.getByRole('link', { name: new RegExp(site.settings.social.label) })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: /home$/ }).first()).toHaveAttribute('href', '/');
});
