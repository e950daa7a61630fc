import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { benchFirstTap, listFirstTapControls } from './bench/bench-first-tap';
import { benchIncremental } from './bench/bench-incremental';
import { benchLeads } from './bench/bench-leads';
import { benchOverload } from './bench/bench-overload';
import { benchLighthouse } from './bench/bench-lighthouse';
import { benchStatic } from './bench/bench-static';
import { benchPeers } from './bench/bench-peers';
import { describePeers } from './bench/describe-peers';
import { benchPublish } from './bench/bench-publish';
import { listThirdPartyUrlPatterns } from './bench/measure/launch-lighthouse';
import { createBenchManifest, type BenchManifestKind } from './bench/create-bench-manifest';
import { createBenchPages } from './bench/create-bench-pages';
import { describeMachine, readMachine } from './bench/measure/describe-machine';
import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { describePageSizes, type PageSize } from './build/prerender/prerender';
import { projectRoot } from './cli/project-root';
import { readCount, readOptions } from './cli/read-options';
import type { Site } from '../src/generated/site-types';

/**
 * `npm run bench`: check and build of generated manifests of 100, 1,000 and 10,000 routes, written out one
 * by one and made from a collection of entries, with the prerender step on its own and the cost per route;
 * the same pages built cold by Hugo, Eleventy, Astro 5 and Astro 7 in the same run, and ours cold and warm; incremental builds (no change, one route, the
 * navigation); publishing a one-block edit from the editor; the shipped site's page weights and Lighthouse scores; the Interaction to Next Paint of the
 * first tap on the menus, the meeting dialog, the quiz and the country picker (4× CPU throttling); the check
 * of failing and aliased manifests at 10,000 routes; fuzzed manifests; static files against nginx; the lead server, and past its capacity. Prints Markdown tables
 * and writes them, with the machine they ran on, to bench/results.md (a run of one part,
 * `--only=site|peers|incremental|publish|lighthouse|first-tap|static|attacks|fuzz|leads|overload`, to bench/results-<part>.md).
 * `--sizes=100,1000` picks the sizes; the peers build the largest; `--routes=N` is
 * the incremental builds' size (10,000). Not part of `npm test`.
 */
interface Measure {
  ms: number;
  /** CPU time of all its threads. */
  cpuMs: number;
  peakMb: number;
  code: number;
  stdout: string;
}

function measure(script: string, args: string[], expectedCode = 0): Measure {
  const result = spawnSync(
    process.execPath,
    // As `npm run build` and the other commands run: compiled, through the launcher.
    ['--import', './scripts/bench/measure/report-usage.mjs', 'scripts/run.mjs', script, ...args],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = result.stderr.split('\n').find((text) => text.startsWith('MEASURE '));
  if (!line) throw new Error(`${script} did not report: ${result.stderr.slice(-2000)}`);
  const measured = JSON.parse(line.slice('MEASURE '.length)) as Omit<Measure, 'stdout'>;
  if (measured.code !== expectedCode)
    throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout.slice(-3000)}`);
  return { ...measured, stdout: result.stdout };
}

/** Thousands of damaged manifests (scripts/fuzz.ts): the slowest case per kind of damage, and any failure. */
function fuzzManifests(cases: number): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/fuzz.ts', '--seed', String(Date.now() % 100_000), '--cases', String(cases)],
    { cwd: projectRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const results = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { mutation: string; ms: number; ok: boolean; why?: string });
  const slowest = new Map<string, number>();
  for (const { mutation, ms } of results) slowest.set(mutation, Math.max(slowest.get(mutation) ?? 0, ms));
  const failed = results.filter((entry) => !entry.ok);
  return [
    `Fuzzed manifests: ${results.length} cases, ${failed.length} failed${failed.length > 0 ? `:\n${failed.map((entry) => `  ${entry.mutation}: ${entry.why}`).join('\n')}` : ''}`,
    '',
    '| damage | slowest case |',
    '| --- | ---: |',
    ...[...slowest].map(([mutation, ms]) => `| ${mutation} | ${ms} ms |`),
  ].join('\n');
}

/** The same manifest with one link, half-way down, pointing nowhere: what a failing check costs. */
function breakOneLink(text: string): string {
  const at = text.indexOf('href: /', Math.floor(text.length / 2));
  return `${text.slice(0, at)}href: /nowhere${text.slice(text.indexOf('\n', at))}`;
}

/**
 * What a failing check costs beside a passing one at 10,000 routes, whatever the failure (a check that slows
 * down with its problems is an attack on CI), and flat aliases, whose locating must stay linear.
 */
function benchCheckUnderAttack(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-attacks-'));
  try {
    const passing = createBenchManifest(10_000, 'routes');
    const withFlatAliases = (count: number) => `${passing}x-anchor: &a hello\nx-list:\n${'  - *a\n'.repeat(count)}`;
    const cases: Array<[string, string]> = [
      ['passing', passing],
      ['one broken link', breakOneLink(passing)],
      [
        'a broken link on every page (10,000)',
        passing.replaceAll('href: /pages/page-1#capabilities', 'href: /nowhere'),
      ],
      [
        'two misspelt fields on every page (20,000)',
        passing.replaceAll('    blocks:\n', '    titel: x\n    descripton: x\n    blocks:\n'),
      ],
      ['10,000 flat aliases (the most allowed)', withFlatAliases(10_000)],
      ['1,000,000 flat aliases (refused)', withFlatAliases(1_000_000)],
    ];
    const times = cases.map(([name, text]) => {
      const manifest = join(dir, 'site.yaml');
      writeFileSync(manifest, text);
      return { name, ...timeCheckInProcess(manifest) };
    });
    const base = times[0].cpuMs;
    const worst = Math.max(...times.slice(1).map((time) => time.cpuMs / base));
    return [
      'The check of a 10,000-route manifest (written out) in this process, the median of 3 after a warm-up, passing and failing in several ways; flat aliases are a list of aliases of one anchor added to the passing manifest.',
      '',
      '| manifest | wall | CPU | CPU ÷ passing |',
      '| --- | ---: | ---: | ---: |',
      ...times.map(
        (time) =>
          `| ${time.name} | ${time.ms.toFixed(0)} ms | ${time.cpuMs.toFixed(0)} ms | ${(time.cpuMs / base).toFixed(2)} |`,
      ),
      '',
      `The slowest failing check: ${worst.toFixed(2)}× the passing one (goal: at most 2×, ${worst <= 2 ? 'met' : 'not met'})`,
    ].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Wall and CPU time of a check in this process, the median of three after a warm-up (schemas compile once per process). */
function timeCheckInProcess(manifest: string): { ms: number; cpuMs: number } {
  loadSiteFromDisk(manifest);
  const times = Array.from({ length: 3 }, () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    loadSiteFromDisk(manifest);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
  });
  const median = (values: number[]) => values.sort((a, b) => a - b)[1];
  return { ms: median(times.map((time) => time.ms)), cpuMs: median(times.map((time) => time.cpuMs)) };
}

/** A step's time from the build's own report (`  ✓ prerender  1234 ms`). */
function readStepMs(stdout: string, step: string): number | undefined {
  const match = new RegExp(`✓ ${step}\\s+(\\d+) ms`).exec(stdout);
  return match ? Number(match[1]) : undefined;
}

const perRoute = (ms: number, routes: number) => `${(ms / routes).toFixed(2)} ms`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (routes: number) => routes.toLocaleString('en-US');

const USAGE = 'usage: npm run bench [-- --only=PART] [--sizes=100,1000,10000] [--routes=N] [--cases=N]';
const { values: options } = readOptions(USAGE, {
  only: { type: 'string' },
  sizes: { type: 'string' },
  routes: { type: 'string' },
  cases: { type: 'string' },
});
const only = options.only;
const runs = (part: string) => only === undefined || only === part;
const sizes = (options.sizes ?? '100,1000,10000').split(',').map((size) => readCount('sizes', size, 0, USAGE));
const machine = readMachine();
const sections: string[] = [];
const resultsFile = join(projectRoot, 'bench', only === undefined ? 'results.md' : `results-${only}.md`);
/** Writes what has been measured so far: a run stopped part-way still leaves its finished tables, marked unfinished. */
function writeResults(finished: boolean): void {
  const state = finished
    ? `- Load average at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`
    : '- **Unfinished:** the run stopped after the last table below.';
  writeFileSync(
    resultsFile,
    `# npm run bench${only === undefined ? '' : ` -- --only=${only}`}\n\nMeasured on:\n\n${describeMachine(machine)}\n${state}\n\n${sections.join('\n\n')}\n`,
  );
}
/** Prints a table now (a long run shows what it has) and keeps it in bench/results.md. */
function report(title: string, text: string): void {
  console.log(`\n## ${title}\n\n${text}`);
  sections.push(`## ${title}\n\n${text}`);
  writeResults(false);
}

const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
// The builds' output is removed when the bench ends, not after each build: on this machine's disk (ext4
// mounted with discard) the files made just after many were deleted cost up to 20 times more, so a build
// measured after another's output was removed paid for it (the same pages took 31 s or 61 s).
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const builds = new Map<string, Measure>();
// The bench's first build compresses the shared assets from nothing; the builds after it copy them from
// the cache that build left (see compressFiles), as any build after the first in a project does. The
// parts that build no site keep the project's cache; the peers' part removes all of it before each cold build.
if (runs('site')) rmSync(join(projectRoot, '.build', 'compressed'), { recursive: true, force: true });
const buildSite = (size: number, kind: BenchManifestKind, manifest: string) => {
  const build = measure('scripts/build.ts', ['--manifest', manifest, '--out-dir', join(work, `dist-${kind}-${size}`)]);
  builds.set(`${kind}-${size}`, build);
  return build;
};
const writeManifest = (size: number, kind: BenchManifestKind) => {
  const manifest = join(work, `site-${kind}-${size}.yaml`);
  writeFileSync(manifest, createBenchManifest(size, kind));
  return manifest;
};
if (runs('site')) {
  const checkRows: string[] = [];
  const buildRows: string[] = [];
  for (const kind of ['routes', 'collection'] as BenchManifestKind[]) {
    // Cost per route added since the previous size: flat when the cost grows linearly, whatever the fixed part.
    let previous: { size: number; checkCpuMs: number; buildMs: number; prerenderMs?: number } | undefined;
    const perAdded = (ms: number | undefined, before: number | undefined, size: number) =>
      previous === undefined || ms === undefined || before === undefined
        ? ''
        : perRoute(ms - before, size - previous.size);
    for (const size of sizes) {
      const manifest = writeManifest(size, kind);
      const broken = join(work, `broken-${kind}-${size}.yaml`);
      writeFileSync(broken, breakOneLink(readFileSync(manifest, 'utf8')));
      const inProcess = timeCheckInProcess(manifest);
      const check = measure('scripts/check.ts', ['--manifest', manifest]);
      const failing = measure('scripts/check.ts', ['--manifest', broken], 1);
      const build = buildSite(size, kind, manifest);
      const prerender = readStepMs(build.stdout, 'prerender');
      const pages = kind === 'routes' ? 'written out' : 'from a collection';
      checkRows.push(
        `| ${count(size)} | ${pages} | ${Math.round(inProcess.ms)} ms | ${Math.round(inProcess.cpuMs)} ms | ${perRoute(inProcess.cpuMs, size)} | ${perAdded(inProcess.cpuMs, previous?.checkCpuMs, size)} | ${check.ms} ms, ${check.peakMb} MB | ${failing.ms} ms, ${failing.peakMb} MB |`,
      );
      buildRows.push(
        `| ${count(size)} | ${pages} | ${seconds(build.ms)} | ${perRoute(build.ms, size)} | ${perAdded(build.ms, previous?.buildMs, size)} | ${prerender === undefined ? 'not reported' : seconds(prerender)} | ${prerender === undefined ? '' : perRoute(prerender, size)} | ${perAdded(prerender, previous?.prerenderMs, size)} | ${build.peakMb} MB |`,
      );
      previous = { size, checkCpuMs: inProcess.cpuMs, buildMs: build.ms, prerenderMs: prerender };
      console.error(`done: ${size} routes ${pages}`);
    }
  }
  report(
    'Check',
    `Load, validate, link and reference check. In-process: the median of 3 runs after a warm-up, wall and CPU time (CPU time is what the load of others does not inflate).

| routes | pages | in-process, wall | in-process, CPU | CPU per route | CPU per added route | npm run check, whole process (time, peak memory) | failing check (one broken link), whole process |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${checkRows.join('\n')}`,
  );
  const largest = Math.max(...sizes);
  const collectionPeak = builds.get(`collection-${largest}`)?.peakMb;
  report(
    'Build',
    `\`npm run build\` as a separate process: check, generate, client and server bundles, prerender, sitemap, settings, compression, the compiled server. Prerender is the build's own step, timed inside it. "Per added route" is the cost of the routes added since the previous size: the same at every size when the cost grows linearly.

| routes | pages | full build | per route | per added route | prerender alone | per route | per added route | build peak memory |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${buildRows.join('\n')}${collectionPeak === undefined ? '' : `\n\nPeak memory of the build from a collection of ${count(largest)} entries: ${collectionPeak} MB (goal: at most 512 MB, ${collectionPeak <= 512 ? 'met' : 'not met'})`}`,
  );
}
if (runs('peers')) {
  const size = Math.max(...sizes);
  const peers = benchPeers(createBenchPages(size), join(work, 'peers'), writeManifest(size, 'routes'));
  report('Peers: the same pages, the same run', describePeers(peers, size));
}
/** Each built page's HTML size, from its file (`a/b/index.html` is the route `/a/b`). */
function readPageSizes(distDir: string): PageSize[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => ({
      path: `/${relative(distDir, join(distDir, file, '..'))}`,
      bytes: statSync(join(distDir, file)).size,
    }));
}

/** The pages with a size goal (issue 32: a case study at most 15 KB of HTML, the home page 20 KB), then the largest. */
function describeShippedSizes(pages: PageSize[]): string {
  const goals = [
    { path: '/', goal: 20 },
    { path: '/case-study/cognatrix', goal: 15 },
  ];
  const lines = goals.map(({ path, goal }) => {
    const bytes = pages.find((page) => page.path === path)?.bytes;
    if (bytes === undefined) return `${path}: not built`;
    return `${path}: ${(bytes / 1024).toFixed(1)} KB of HTML (goal: at most ${goal} KB, ${bytes <= goal * 1024 ? 'met' : 'not met'})`;
  });
  return [...lines, '', ...describePageSizes(pages, 10)].join('\n');
}

if (runs('lighthouse') || runs('first-tap') || runs('static')) {
  // Inside the project, so the compiled server that `npm start` runs finds its packages in node_modules/.
  mkdirSync(join(projectRoot, '.build'), { recursive: true });
  const distDir = mkdtempSync(join(projectRoot, '.build', 'bench-shipped-'));
  const blocked = listThirdPartyUrlPatterns((loadSiteFromDisk().site as Site).settings);
  try {
    measure('scripts/build.ts', ['--out-dir', distDir]);
    if (runs('lighthouse')) {
      report('The shipped site', describeShippedSizes(readPageSizes(distDir)));
      report('Lighthouse', await benchLighthouse(distDir, ['/', '/contact', '/case-study/cognatrix'], blocked));
    }
    if (runs('static')) report('Static files', await benchStatic(distDir));
    if (runs('first-tap'))
      report('First tap', await benchFirstTap(distDir, listFirstTapControls(loadSiteFromDisk().site as Site), blocked));
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}
if (runs('incremental'))
  report(
    'Incremental builds',
    benchIncremental(measure, join(work, 'incremental'), readCount('routes', options.routes, 10_000, USAGE)),
  );
if (runs('publish'))
  report('Publishing', benchPublish(join(work, 'publish'), readCount('routes', options.routes, 10_000, USAGE)));
if (runs('attacks')) report('The check under attack', benchCheckUnderAttack());
if (runs('fuzz')) report('Fuzzed manifests', fuzzManifests(readCount('cases', options.cases, 5000, USAGE)));
if (runs('leads')) report('Leads', await benchLeads());
if (runs('overload')) report('Overload', await benchOverload());

writeResults(true);
console.log(`\nwritten to ${relative(projectRoot, resultsFile)}`);
