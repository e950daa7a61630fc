import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { benchIncremental } from './lib/bench-incremental';
import { benchLeads } from './lib/bench-leads';
import { benchLighthouse } from './lib/bench-lighthouse';
import { listThirdPartyUrlPatterns } from './lib/launch-lighthouse';
import { createBenchManifest, type BenchManifestKind } from './lib/create-bench-manifest';
import { loadSiteFromDisk } from './lib/load-site-from-disk';
import { describePageSizes, type PageSize } from './lib/prerender';
import { projectRoot } from './lib/read-site-schemas';
import type { Site } from '../src/generated/site-types';

/**
 * `npm run bench`: check and build of generated manifests of 1,000 and 10,000 routes, written out one
 * by one and made from a collection of entries; the shipped site's page weights and Lighthouse scores;
 * fuzzed manifests; the lead server. Prints Markdown tables for the README. Not part of `npm test`.
 * `--only=site|incremental|lighthouse|fuzz|leads` runs one part (`--routes=N`: the incremental builds' size, 10,000).
 */
interface Measure {
  ms: number;
  peakMb: number;
  code: number;
}

function measure(script: string, args: string[], expectedCode = 0): Measure {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/measure-child.ts', script, ...args], { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = result.stderr.split('\n').find((text) => text.startsWith('MEASURE '));
  if (!line) throw new Error(`${script} did not report: ${result.stderr.slice(-2000)}`);
  const measured = JSON.parse(line.slice('MEASURE '.length)) as Measure;
  if (measured.code !== expectedCode) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout.slice(-3000)}`);
  return measured;
}

/** Thousands of damaged manifests (scripts/fuzz.ts): the slowest case per kind of damage, and any failure. */
function fuzzManifests(cases: number): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fuzz.ts', '--seed', String(Date.now() % 100_000), '--cases', String(cases)], { cwd: projectRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const results = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { mutation: string; ms: number; ok: boolean; why?: string });
  const slowest = new Map<string, number>();
  for (const { mutation, ms } of results) slowest.set(mutation, Math.max(slowest.get(mutation) ?? 0, ms));
  const failed = results.filter((entry) => !entry.ok);
  return [
    `Fuzzed manifests: ${results.length} cases, ${failed.length} failed${failed.length > 0 ? `:\n${failed.map((entry) => `  ${entry.mutation}: ${entry.why}`).join('\n')}` : ''}`,
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

function timeCheckInProcess(manifest: string): number {
  loadSiteFromDisk(manifest); // warm: schema compilation is once per process
  const started = performance.now();
  loadSiteFromDisk(manifest);
  return performance.now() - started;
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const sizes = only !== undefined && only !== 'site' ? [] : (process.argv.find((arg) => arg.startsWith('--sizes='))?.slice(8) ?? '1000,10000').split(',').map(Number);
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
const rows: string[] = [];
try {
  for (const kind of ['routes', 'collection'] as BenchManifestKind[]) {
    for (const size of sizes) {
      const manifest = join(work, `site-${kind}-${size}.yaml`);
      const text = createBenchManifest(size, kind);
      writeFileSync(manifest, text);
      const broken = join(work, `broken-${kind}-${size}.yaml`);
      writeFileSync(broken, breakOneLink(text));
      const checkInProcess = timeCheckInProcess(manifest);
      const check = measure('scripts/check.ts', ['--manifest', manifest]);
      const failing = measure('scripts/check.ts', ['--manifest', broken], 1);
      const build = measure('scripts/build.ts', ['--manifest', manifest, '--out-dir', join(work, `dist-${kind}-${size}`)]);
      const written = kind === 'routes' ? 'written out' : 'from a collection';
      rows.push(
        `| ${size.toLocaleString('en-US')} | ${written} | ${Math.round(checkInProcess)} ms | ${check.ms} ms | ${check.peakMb} MB | ${failing.ms} ms, ${failing.peakMb} MB | ${(build.ms / 1000).toFixed(1)} s | ${build.peakMb} MB |`,
      );
      console.error(`done: ${size} routes ${written}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (rows.length > 0) {
  console.log(`\n| routes | pages | check (load + validate + links) | npm run check, whole process | check peak memory | failing check (one broken link), whole process | full build | build peak memory |
| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}`);
}
/** Each built page's HTML size, from its file (`a/b/index.html` is the route `/a/b`). */
function readPageSizes(distDir: string): PageSize[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => ({ path: `/${relative(distDir, join(distDir, file, '..'))}`, bytes: statSync(join(distDir, file)).size }));
}

if (only === undefined || only === 'lighthouse') {
  // Inside the project, so the compiled server that `npm start` runs finds its packages in node_modules/.
  mkdirSync(join(projectRoot, '.build'), { recursive: true });
  const distDir = mkdtempSync(join(projectRoot, '.build', 'bench-shipped-'));
  try {
    measure('scripts/build.ts', ['--out-dir', distDir]);
    console.log(`\nThe shipped site: ${describePageSizes(readPageSizes(distDir), 10).join('\n')}`);
    console.log(`\n${await benchLighthouse(distDir, ['/', '/contact', '/case-study/cognatrix'], listThirdPartyUrlPatterns((loadSiteFromDisk().site as Site).settings))}`);
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}
if (only === undefined || only === 'incremental') console.log(`\n${benchIncremental(measure, Number(process.argv.find((arg) => arg.startsWith('--routes='))?.slice(9) ?? 10_000))}`);
if (only === undefined || only === 'fuzz') console.log(`\n${fuzzManifests(Number(process.argv.find((arg) => arg.startsWith('--cases='))?.slice(8) ?? 5000))}`);
if (only === undefined || only === 'leads') console.log(`\n${await benchLeads()}`);
