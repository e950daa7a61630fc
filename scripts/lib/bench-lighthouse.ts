import { createServer as createNetServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { createServer } from '../../server/create-server';

const RUNS = 3;

interface Run {
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
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
 * Lighthouse 12's default run (mobile, simulated slow 4G and a 4× slower CPU) on `paths` of the built
 * site in `distDir`, served by this project's server as `npm start` serves it: the median of three runs
 * per page, as a Markdown table.
 */
export async function benchLighthouse(distDir: string, paths: string[]): Promise<string> {
  const server = await createServer({ distDir });
  const origin = await server.listen({ port: 0, host: '127.0.0.1' });
  const debuggingPort = await findFreePort();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[] = [];
  try {
    for (const path of paths) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${origin}${path}`, { port: debuggingPort, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        runs.push({
          performance: score(categories.performance?.score),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
        });
      }
      const pick = (key: keyof Run) => median(runs.map((entry) => entry[key]));
      rows.push(
        `| ${path} | ${pick('performance')} | ${(pick('lcpMs') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('seo')} |`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return [
    `Lighthouse ${RUNS} runs per page, median (mobile, simulated throttling):`,
    '| page | performance | LCP | CLS | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
