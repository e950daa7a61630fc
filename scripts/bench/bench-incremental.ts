import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBenchManifest } from './create-bench-manifest';
import { toWorkDir } from '../build/incremental/to-work-dir';
import { describeRedownload, snapshotAssets, type AssetSnapshot } from './measure/measure-redownload';

interface Measured {
  ms: number;
  peakMb: number;
}

/** Replaces the first match of `pattern`, and fails if there is none: an edit that did nothing would time a no-change build. */
function editOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`the bench manifest has no ${pattern}`);
  return text.replace(pattern, replacement);
}

/** What a returning visitor may download again after a menu edit (issue 32). */
const REDOWNLOAD_GOAL_BYTES = 15 * 1024;

/**
 * Incremental builds at `count` routes, into one output folder: a cold build (no previous build, no kept
 * bundles), a rebuild with nothing changed, one route's title edited, and one navigation item edited
 * (every page shows the header, so every page is written again, set in the new one), with the scripts,
 * stylesheets and shell data a returning visitor downloads again after that edit. `measure` runs a script and reports its
 * wall time and peak memory (see scripts/bench.ts); `work` is a scratch folder, which the caller removes.
 * Returns a Markdown table.
 */
export function benchIncremental(
  measure: (script: string, args: string[]) => Measured,
  work: string,
  count: number,
): string {
  mkdirSync(work, { recursive: true });
  const outDir = join(work, 'dist');
  const manifest = join(work, 'site.yaml');
  const cold = createBenchManifest(count);
  const middle = Math.floor(count / 2);
  const steps: Array<[string, string]> = [
    ['cold build', cold],
    ['no change', cold],
    [
      'one route edited',
      editOnce(cold, new RegExp(`title: Page ${middle} \\| Bench`), `title: Page ${middle}, edited | Bench`),
    ],
    ['one navigation item edited (every route)', editOnce(cold, /title: First$/m, 'title: First pages')],
  ];
  try {
    const snapshots: AssetSnapshot[] = [];
    const rows = steps.map(([step, text]) => {
      writeFileSync(manifest, text);
      const measured = measure('scripts/build.ts', ['--manifest', manifest, '--out-dir', outDir]);
      snapshots.push(snapshotAssets(outDir));
      return [step, measured] as const;
    });
    const coldMs = rows[0][1].ms;
    return [
      `Incremental builds, ${count.toLocaleString('en-US')} routes, each timed as a whole process, from Node's start as \`npm run build\` runs it (goals: no change ≤ 5 % of cold, one route edited ≤ 1 s, one navigation item edited ≤ 50 % of cold):`,
      '| build | wall time | of cold | peak memory |',
      '| --- | ---: | ---: | ---: |',
      ...rows.map(
        ([step, { ms, peakMb }]) =>
          `| ${step} | ${(ms / 1000).toFixed(1)} s | ${Math.round((ms / coldMs) * 100)} % | ${peakMb} MB |`,
      ),
      '',
      describeRedownload(snapshots.at(-2)!, snapshots.at(-1)!, REDOWNLOAD_GOAL_BYTES),
    ].join('\n');
  } finally {
    rmSync(toWorkDir(outDir), { recursive: true, force: true });
  }
}
