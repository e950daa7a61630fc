import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBenchManifest } from './create-bench-manifest';
import { toWorkDir } from '../build/incremental/to-work-dir';
import { describeRedownload, snapshotAssets } from './measure/measure-redownload';
import { takeMedian } from './measure/take-median';
import { clearAway } from './measure/clear-away';

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

/** Each kind of build is timed this many times, one after another, and its median shown with every run. */
const RUNS = 3;

/**
 * Incremental builds at `count` routes, into one output folder, each kind RUNS times in a row: a cold
 * build (no previous build, no kept bundles: its output and work folder moved aside before each), a
 * rebuild with nothing changed, one route's title edited (a new title each time), and one navigation
 * item edited (a new title each time; every page shows the header, so every page is written again, set
 * in the new one), with the scripts, stylesheets and shell data a returning visitor downloads again after
 * the first of them. One run can take several times the others on a shared machine (a disk still
 * writing the builds before it): the median is the figure, each run's time beside it. `measure` runs a
 * script and reports its wall time and peak memory (see scripts/bench.ts); `work` is a scratch folder,
 * which the caller removes. Returns a Markdown table.
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
  const variants = (make: (run: number) => string) => Array.from({ length: RUNS }, (_, run) => make(run));
  const routeTitle = new RegExp(`title: Page ${middle} \\| Bench`);
  const routeEdits = variants((run) => editOnce(cold, routeTitle, `title: Page ${middle}, edit ${run + 1} | Bench`));
  const steps: Array<{ step: string; texts: string[]; before?: () => void; redownload?: true }> = [
    {
      step: 'cold build',
      texts: variants(() => cold),
      before: () => clearAway([outDir, toWorkDir(outDir)], join(work, 'removed')),
    },
    { step: 'no change', texts: variants(() => cold) },
    { step: 'one route edited', texts: routeEdits },
    {
      step: 'one navigation item edited (every route)',
      texts: variants((run) => editOnce(routeEdits.at(-1)!, /title: First$/m, `title: First pages ${run + 1}`)),
      redownload: true,
    },
  ];
  try {
    let redownload = '';
    const rows = steps.map(({ step, texts, before, redownload: snapshot }) => {
      const runs = texts.map((text, run) => {
        before?.();
        writeFileSync(manifest, text);
        const previous = snapshot && run === 0 ? snapshotAssets(outDir) : undefined;
        const measured = measure('scripts/build.ts', ['--manifest', manifest, '--out-dir', outDir]);
        if (previous) redownload = describeRedownload(previous, snapshotAssets(outDir), REDOWNLOAD_GOAL_BYTES);
        return measured;
      });
      return { step, runs, ms: takeMedian(runs.map((run) => run.ms)) };
    });
    const coldMs = rows[0].ms;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return [
      `Incremental builds, ${count.toLocaleString('en-US')} routes, each timed as a whole process, from Node's start as \`npm run build\` runs it, ${RUNS} of each in a row: the median, each run in brackets (goals: no change ≤ 5 % of cold, one route edited ≤ 1 s, one navigation item edited ≤ 50 % of cold):`,
      '| build | wall time | of cold | peak memory |',
      '| --- | ---: | ---: | ---: |',
      ...rows.map(
        ({ step, runs, ms }) =>
          `| ${step} | ${seconds(ms)} (${runs.map((run) => seconds(run.ms)).join(', ')}) | ${Math.round((ms / coldMs) * 100)} % | ${Math.max(...runs.map((run) => run.peakMb))} MB |`,
      ),
      '',
      redownload,
    ].join('\n');
  } finally {
    rmSync(toWorkDir(outDir), { recursive: true, force: true });
  }
}
