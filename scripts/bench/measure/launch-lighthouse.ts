import { createServer as createNetServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import type { Settings } from '#generated/site-types';
import { listThirdPartySources } from '#site/third-party/list-third-party-sources';

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Each scored audit short of full marks outside performance, as `category: audit — title`. */
  failures: string[];
  /**
   * Each scored audit Lighthouse could not run (its score null, its category's then null: read as 0), as
   * `category: audit — error`: a failure to collect, as on a busy machine, not a point the page lost.
   */
  errors: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** A free TCP port: Lighthouse drives the browser over its debugging port, which must be known before launch. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Every third-party origin the site's settings let a page reach (the same list the Content-Security-Policy
 * is made from), as patterns for `blockedUrlPatterns`: this machine cannot reach them, a visitor's browser would.
 */
export function listThirdPartyUrlPatterns(settings: Pick<Settings, 'scheduler' | 'chat'>): string[] {
  return [...new Set(Object.values(listThirdPartySources(settings)).flat())].map((origin) => `${origin}/*`);
}

/**
 * A Chromium for Lighthouse (Debian's: Playwright cannot download its own here) and a function that runs
 * Lighthouse 12's default audit on a URL in it: mobile, simulated slow 4G and a 4× slower CPU.
 * `blockedUrlPatterns` are refused by the browser itself, which Lighthouse does not count as a console
 * error: for third-party hosts that this machine cannot reach and a visitor's browser would.
 */
export async function launchLighthouse({ blockedUrlPatterns = [] }: { blockedUrlPatterns?: string[] } = {}): Promise<{
  audit(url: string): Promise<LighthouseRun>;
  close(): Promise<void>;
}> {
  const debuggingPort = await findFreePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
  });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      const failures = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} — ${audits[ref.id]?.title}`),
      );
      const errors = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === null)
          .map((ref) => `${id}: ${ref.id} — ${audits[ref.id]?.errorMessage ?? 'no score'}`),
      );
      return {
        performance: score(categories.performance?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        failures,
        errors,
      };
    },
    close: () => browser.close(),
  };
}
