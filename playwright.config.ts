import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * The throw-away lead store of this run. Set once, by the runner: the workers load this file again and
 * inherit the variable, so a test can read the leads the server stored.
 */
process.env.E2E_LEADS_DB ??= join(tmpdir(), `e2e-leads-${process.pid}.db`);

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test waits for events, never for the clock; what it may take in all is a budget for a busy machine: on
  // two cores shared with a build (load 16 seen), a page that loads, hydrates, goes idle and lets its network
  // settle took more than 30 s. A passing test takes what it needs, however long this is.
  timeout: 60_000,
  // An assertion waits for what a visitor would see, for as long as a busy machine needs to show it: a page held
  // back, then hydrated, can take several seconds on two cores shared with a build. Passing assertions return
  // as soon as they hold, so this costs time only when a test fails.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // What `npm start` runs: the server compiled into the build the test run made.
    command: `node server/launch.js`,
    // Leads from the browser tests go to a throw-away store, and nothing is forwarded.
    // Every test posts from 127.0.0.1: the per-address limit is raised so the specs together stay under it.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_DB: process.env.E2E_LEADS_DB,
      LEADS_RATE_LIMIT: '120',
      AIRTABLE_BASE_ID: '',
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
