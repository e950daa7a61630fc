import { chromium, type Page } from '@playwright/test';
import type { ContactFormBlock, IqTestBlock, Site } from '#generated/site-types';
import { createMenuGroup } from '#site/shell/create-menu-group';
import { IDLE_PRELOAD_MARK } from '#site/shell/idle-preload-mark';
import { serveBuiltSite } from './measure/serve-built-site';

const RUNS = 5;
/** Chromium's CPU throttling for a phone-class CPU, as Lighthouse's mobile profile uses. */
const CPU_SLOWDOWN = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface FirstTapControl {
  name: string;
  path: string;
  width: number;
  /** The selector of what the visitor taps, in Playwright's selector syntax. */
  tap: string;
  /** The selector of what the tap opens: the run waits for it before reading the interaction's time. */
  opened: string;
}

const quote = (text: string) => JSON.stringify(text);

/** The controls whose first use loads code of its own (issue #29), as the site names them. */
export function listFirstTapControls(site: Site): FirstTapControl[] {
  const blockOf = <T>(type: string) =>
    site.routes
      .flatMap((route) => route.blocks.map((block) => ({ path: route.path, block })))
      .find(({ block }) => block.type === type) as { path: string; block: T } | undefined;
  const menu = createMenuGroup(site.navigation.header[0]);
  const quiz = blockOf<IqTestBlock>('iq-test');
  const form = blockOf<ContactFormBlock>('contact-form');
  const controls: FirstTapControl[] = [
    {
      name: 'the mobile menu',
      path: '/',
      width: 390,
      tap: 'role=button[name="Open menu"]',
      opened: 'role=dialog[name="Menu"]',
    },
    {
      name: `the header's ${menu.title} menu`,
      path: '/',
      width: 1280,
      tap: `role=navigation[name="Main"] >> role=button[name=${quote(menu.title)}]`,
      opened: `role=navigation[name="Main"] >> role=button[name=${quote(menu.title)}][expanded=true]`,
    },
  ];
  if (site.navigation.footer.button && site.dialogs)
    controls.push({
      name: 'the meeting dialog',
      path: '/',
      width: 1280,
      tap: `role=contentinfo >> role=button[name=${quote(site.navigation.footer.button.label)}]`,
      opened: `role=dialog[name=${quote(site.dialogs.meeting.title)}]`,
    });
  if (quiz)
    controls.push({
      name: "the quiz's start",
      path: quiz.path,
      width: 1280,
      tap: `role=main >> role=button[name=${quote(quiz.block.startLabel)}]`,
      opened: `role=main >> role=heading[name=${quote(quiz.block.registration.title)}]`,
    });
  if (form)
    controls.push({
      name: 'the country picker',
      path: form.path,
      width: 1280,
      tap: `role=main >> role=button[name=/^${form.block.labels.countryCode}/]`,
      opened: 'role=listbox',
    });
  return controls;
}

/**
 * The longest interaction the page has recorded (Event Timing, as Chromium's INP counts it: from the
 * input to the next paint after its handlers ran), in ms.
 */
const readLongestInteraction = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      0,
      ...(window as unknown as { __interactions: number[] }).__interactions.map((duration) => Math.round(duration)),
    ),
  );

/** One first interaction on a fresh page, under CPU throttling, once the page is hydrated and idle. */
async function measureFirstTap(page: Page, origin: string, control: FirstTapControl): Promise<number> {
  await page.setViewportSize({ width: control.width, height: 800 });
  await page.addInitScript(() => {
    const durations: number[] = [];
    (window as unknown as { __interactions: number[] }).__interactions = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) durations.push(entry.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}${control.path}`);
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);
  await page.waitForLoadState('networkidle');
  // A visitor scrolls to the control, and the page paints what came into view, before their finger can
  // find it: the tap comes once the page is quiet again. Playwright's tap alone would scroll and tap in
  // the same frame, timing the painting of the scroll rather than the tap.
  await page.locator(control.tap).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // A tap, as on a phone or tablet: a mouse would hover first, and a header menu opens on hover alone.
  await page.locator(control.tap).tap();
  await page.locator(control.opened).first().waitFor({ state: 'visible' });
  // The entry is reported after the next paint: two frames later it is in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return readLongestInteraction(page);
}

/**
 * Interaction to Next Paint of the first use of each control on the built site in `distDir`, served as
 * `npm start` serves it, with the CPU slowed 4× (Chromium's throttling): the median of five fresh pages
 * per control, as a Markdown table. Third-party hosts (`blockedUrlPatterns`) are refused.
 */
export async function benchFirstTap(
  distDir: string,
  controls: FirstTapControl[],
  blockedUrlPatterns: string[],
): Promise<string> {
  // What `npm start` runs, on this build.
  const { origin, stop } = await serveBuiltSite(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  try {
    for (const control of controls) {
      const runs: number[] = [];
      // A control that cannot be measured is reported in its row; the others are still measured.
      let failure: string | undefined;
      for (let run = 0; run < RUNS && failure === undefined; run++) {
        const context = await browser.newContext({ hasTouch: true });
        await Promise.all(
          // Lighthouse's `*` runs to the end of the address; Playwright's stops at a slash.
          blockedUrlPatterns.map((pattern) =>
            context.route(pattern.replace(/\*$/, '**'), (route) => route.abort('connectionrefused')),
          ),
        );
        try {
          runs.push(await measureFirstTap(await context.newPage(), origin, control));
        } catch (error) {
          failure = (error as Error).message.split('\n')[0];
        } finally {
          await context.close();
        }
      }
      rows.push(
        failure === undefined
          ? `| ${control.name} | ${control.path} at ${control.width} px | ${median(runs)} ms | ${runs.join(', ')} ms |`
          : `| ${control.name} | ${control.path} at ${control.width} px | not measured | ${failure} |`,
      );
    }
  } finally {
    await browser.close();
    stop();
  }
  return [
    `Interaction to Next Paint of each control's first use, with the CPU slowed ${CPU_SLOWDOWN}× (Chromium's throttling), on a fresh page once it is hydrated and idle: the median of ${RUNS} (goal: within 200 ms). An interaction under 16 ms is read as 0.`,
    '',
    '| first use of | page | INP, median | the runs |',
    '| --- | --- | ---: | --- |',
    ...rows,
  ].join('\n');
}
