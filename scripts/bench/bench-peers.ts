import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BenchPage } from './create-bench-pages';
import { createHugoContent, createPeerData } from './create-peer-content';
import { projectRoot } from '../cli/project-root';
import { installDebianPackage } from './measure/install-debian-package';

/**
 * The same pages built by Hugo and by Astro, for the bench's comparison: each peer gets the pages from
 * the bench's own data, and its wall time counts its build command only, as ours counts `npm run build`.
 * Each installs itself when missing (Hugo from Debian when the bench runs as root, Astro with `npm ci` in
 * bench/peers/astro); a peer that cannot be had is skipped with the reason, never silently.
 */
export type PeerResult =
  { name: string; ms: number; cpuMs?: number; version: string } | { name: string; skipped: string };

const peersDir = join(projectRoot, 'bench', 'peers');

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
}

function readHugoVersion(): string | undefined {
  const result = run('hugo', ['version']);
  return result.status === 0 ? result.stdout.trim().split(' ')[1] : undefined;
}

/** Astro's version, its locked packages installed first when missing; else why it cannot be. */
function installAstro(): { version: string } | { skipped: string } {
  const astroDir = join(peersDir, 'astro');
  if (!existsSync(join(astroDir, 'node_modules', 'astro'))) {
    console.error('installing Astro: npm ci in bench/peers/astro');
    let installed = run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: astroDir });
    // A registry mirror that lacks other platforms' optional packages (rollup's and esbuild's binaries)
    // makes `npm ci` call the lock file out of sync; `npm install` takes the locked versions it can get.
    if (installed.status !== 0) {
      console.error('npm ci refused the lock file: npm install --no-save in bench/peers/astro');
      installed = run('npm', ['install', '--no-save', '--no-audit', '--no-fund'], { cwd: astroDir });
    }
    if (installed.status !== 0)
      return { skipped: `installing bench/peers/astro failed: ${installed.stderr.trim().split('\n').slice(-1)[0]}` };
  }
  const result = run(process.execPath, ['node_modules/astro/astro.js', '--version'], {
    cwd: astroDir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return { version: /\d+\.\d+\.\d+/.exec(result.stdout)?.[0] ?? 'unknown' };
}

/** GNU time, which reports a command's CPU time with its children's (Astro's esbuild); the CPU column is left out without it. */
const GNU_TIME = '/usr/bin/time';

/** The build's wall time and, with GNU time, its CPU time (user + system, every process it waited for). */
function timeBuild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv },
): { ms: number; cpuMs?: number } {
  const timed = existsSync(GNU_TIME);
  const started = performance.now();
  const result = timed ? run(GNU_TIME, ['-f', 'CPU %U %S', command, ...args], options) : run(command, args, options);
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`${name} build failed:\n${(result.stderr || result.stdout).slice(-3000)}`);
  const cpu = /CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr);
  return { ms, cpuMs: cpu ? Math.round((Number(cpu[1]) + Number(cpu[2])) * 1000) : undefined };
}

function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Builds `pages` with each peer in `work` (a scratch folder), the layouts and project from bench/peers/. */
export function benchPeers(pages: BenchPage[], work: string): PeerResult[] {
  const data = createPeerData(pages);
  const results: PeerResult[] = [];

  const hugo = installDebianPackage('Hugo', 'hugo', readHugoVersion);
  if ('skipped' in hugo) results.push({ name: 'Hugo', skipped: hugo.skipped });
  else {
    const site = join(work, 'hugo');
    writeFile(
      join(site, 'config.json'),
      JSON.stringify({
        baseURL: 'https://bench.example/',
        theme: 'hugo',
        disableKinds: ['RSS', 'taxonomy', 'term', 'section'],
      }),
    );
    writeFile(join(site, 'data', 'bench.json'), JSON.stringify({ site: data.site }));
    for (const page of pages) {
      const content = createHugoContent(page);
      writeFile(join(site, 'content', content.file), content.text);
    }
    const timed = timeBuild(
      'Hugo',
      'hugo',
      ['--source', site, '--themesDir', peersDir, '--destination', join(site, 'public'), '--quiet'],
      {},
    );
    results.push({ name: 'Hugo', ...timed, version: hugo.version });
  }

  const astro = installAstro();
  if ('skipped' in astro) results.push({ name: 'Astro', skipped: astro.skipped });
  else {
    const dataFile = join(work, 'astro-pages.json');
    writeFileSync(dataFile, JSON.stringify(data));
    const env = {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      BENCH_DATA: dataFile,
      BENCH_OUT_DIR: join(work, 'astro-dist'),
    };
    const timed = timeBuild('Astro', process.execPath, ['node_modules/astro/astro.js', 'build', '--silent'], {
      cwd: join(peersDir, 'astro'),
      env,
    });
    results.push({ name: 'Astro', ...timed, version: astro.version });
  }
  return results;
}
