import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchLighthouse, type LighthouseRun } from './launch-lighthouse';
import { startProcess } from './start-process';

const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse on `paths` of the built site in `distDir` (with `blockedUrlPatterns` refused), served by this project's server as `npm start`
 * serves it: the median of three runs per page, as a Markdown table.
 */
export async function benchLighthouse(distDir: string, paths: string[], blockedUrlPatterns: string[]): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const port = 4300 + Math.floor(Math.random() * 600);
  const origin = `http://127.0.0.1:${port}`;
  // What `npm start` runs, on this build, with a throw-away lead store.
  const server = await startProcess(
    ['server/launch.js'],
    { SITE_DIST: distDir, PORT: String(port), HOST: '127.0.0.1', LEADS_DB: join(work, 'leads.db'), LOG_LEVEL: 'warn' },
    `${origin}/`,
    join(work, 'server.log'),
  );
  const browser = await launchLighthouse({ blockedUrlPatterns });
  const rows: string[] = [];
  try {
    for (const path of paths) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await browser.audit(`${origin}${path}`));
      const pick = (key: Exclude<keyof LighthouseRun, 'failures' | 'errors'>) =>
        median(runs.map((entry) => entry[key]));
      rows.push(
        `| ${path} | ${pick('performance')} | ${(pick('lcpMs') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${pick('accessibility')} | ${pick('bestPractices')} | ${pick('seo')} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }
  return [
    `Lighthouse ${RUNS} runs per page, median (mobile, simulated throttling):`,
    '| page | performance | LCP | CLS | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
