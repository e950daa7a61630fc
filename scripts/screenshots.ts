import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { projectRoot } from './cli/project-root';
import { readOptions } from './cli/read-options';

/** The pages the design review looks at: one of each kind the site has. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'case-studies', path: '/case-studies' },
  { name: 'case-study', path: '/case-study/cognatrix' },
  { name: 'solution', path: '/solutions/ai' },
  { name: 'service', path: '/services/whitelabel-services' },
  { name: 'contact', path: '/contact' },
  { name: 'about', path: '/about' },
];
const WIDTHS = [390, 820, 1280];
const THEMES = ['light', 'dark'] as const;
/** A full page would be up to 8,000 px tall on a phone; the first screens show the design, and keep the folder small. */
const MAX_HEIGHT = 2400;

const { values } = readOptions('usage: npm run screenshots [-- --port N]', {
  port: { type: 'string', default: process.env.PORT ?? '4412' },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const outDir = join(projectRoot, 'docs', 'screenshots');

/** Serves the built site with the real server (as `npm start` does), with a throw-away lead store. */
async function startServer(): Promise<() => void> {
  const leadsDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const server = spawn(process.execPath, [join(projectRoot, 'server', 'launch.js')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_DB: join(leadsDir, 'leads.db'),
      AIRTABLE_BASE_ID: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    server.once('exit', () => rmSync(leadsDir, { recursive: true, force: true }));
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the server did not answer on ${origin} within a minute`);
}

/**
 * Scrolls through the part of the page the capture shows, as a visitor would, so the pictures the site
 * loads lazily (when they come near the screen) arrive; then waits until every picture shown is drawn.
 * A picture that is not rendered (the other theme's variant, one hidden at this width) is never loaded
 * by the browser and is not waited for, nor is one a carousel holds outside its frame until its turn.
 */
async function loadImagesAsVisitor(page: Page, height: number): Promise<void> {
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    (bottom) =>
      [...document.images]
        // Any of the picture in the capture: not outside the page's width, nor clipped by a carousel's frame.
        // (A function of its own would not survive the trip to the page: tsx names it with a helper the page lacks.)
        .filter((image) => {
          if (image.getClientRects().length === 0) return false;
          const box = image.getBoundingClientRect();
          let [left, right] = [Math.max(box.left, 0), Math.min(box.right, window.innerWidth)];
          for (let element = image.parentElement; element; element = element.parentElement) {
            if (getComputedStyle(element).overflowX === 'visible') continue;
            const frame = element.getBoundingClientRect();
            [left, right] = [Math.max(left, frame.left), Math.min(right, frame.right)];
          }
          return right > left && box.top < bottom;
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    height,
    { timeout: 15_000 },
  );
}

/**
 * Waits until the carousels and pictures have not moved for a moment: a carousel starts (and sizes its
 * slides) when it comes near the screen, and one that steps on by itself may be between two slides.
 */
async function waitUntilStill(page: Page): Promise<void> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const current = await page.evaluate(() =>
      [...document.querySelectorAll('.swiper-slide, img')]
        .map((element) => JSON.stringify(element.getBoundingClientRect()))
        .join(),
    );
    if (current === previous) return;
    previous = current;
    await page.waitForTimeout(300);
  }
}

/**
 * The background's blobs are fixed to the screen, which a full-page capture cuts off in a hard line one
 * screen down; laid over the whole page instead, they fade out as a visitor sees them fade while scrolling.
 */
async function spreadBackground(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body [aria-hidden="true"]')) {
      const style = getComputedStyle(element);
      if (style.position === 'fixed' && style.zIndex === '-1') {
        element.style.position = 'absolute';
        element.style.height = `${document.documentElement.scrollHeight}px`;
      }
    }
  });
}

async function takeScreenshots(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const stopServer = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        // Reduced motion: every entrance is in place at once, so a capture shows the page as it settles.
        const context = await browser.newContext({
          viewport: { width, height: width < 768 ? 844 : 900 },
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        // Third parties are unreachable here; the page must look right without them anyway.
        await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        for (const { name, path } of PAGES) {
          await page.goto(`${origin}${path}`, { waitUntil: 'load' });
          await page.locator('html[data-js]').waitFor({ state: 'attached' });
          await page.evaluate(() => document.fonts.ready);
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_HEIGHT);
          await loadImagesAsVisitor(page, height);
          await waitUntilStill(page);
          await spreadBackground(page);
          const capture = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height } });
          // A palette PNG: a third of the plain PNG's size, and sharp text (JPEG blurs it). At full quality:
          // below it the dark theme's faint gradients turn into bands and wedges of the wrong shade.
          await sharp(capture)
            .png({ palette: true, quality: 100, effort: 8 })
            .toFile(join(outDir, `${name}-${width}-${theme}.png`));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    stopServer();
  }
  const files = readdirSync(outDir);
  const bytes = files.reduce((sum, file) => sum + statSync(join(outDir, file)).size, 0);
  console.log(`✓ ${files.length} screenshots in docs/screenshots/ (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

await takeScreenshots();
