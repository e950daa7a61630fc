import { launchLighthouse, type LighthouseRun } from './measure/launch-lighthouse';
import { serveBuiltSite } from './measure/serve-built-site';

const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse on `paths` of the built site in `distDir` (with `blockedUrlPatterns` refused), served by this project's server as `npm start`
 * serves it: the median of three runs per page, as a Markdown table.
 */
export async function benchLighthouse(distDir: string, paths: string[], blockedUrlPatterns: string[]): Promise<string> {
  // What `npm start` runs, on this build.
  const { origin, stop } = await serveBuiltSite(distDir);
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
    stop();
  }
  return [
    `Lighthouse ${RUNS} runs per page, median (mobile, simulated throttling):`,
    '| page | performance | LCP | CLS | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
