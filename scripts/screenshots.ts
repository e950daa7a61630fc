import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
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
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const capture = await page.screenshot({
            fullPage: true,
            clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
          });
          // A palette PNG: a third of the plain PNG's size, and sharp text (JPEG blurs it).
          await sharp(capture)
            .png({ palette: true, quality: 80, effort: 8 })
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
