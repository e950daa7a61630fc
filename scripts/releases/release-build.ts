import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { listChangedPages } from './list-changed-pages';
import { readCurrentRelease } from './list-releases';
import { makeRelease } from './make-release';
import { pruneReleases } from './prune-releases';
import type { ReleaseRecord } from './release-record';
import { switchRelease } from './switch-release';

/** Where each release is built before it is linked: kept between publishes, so each build is incremental. */
export const STAGING_FOLDER = '.staging';

/** A build that failed: its report (the check's located problems, or the step that failed and why). */
export class ReleaseBuildError extends Error {
  constructor(readonly report: string) {
    super('the site could not be built, so the live site is as it was.');
  }
}

export interface ReleaseBuildOptions {
  manifest: string;
  releasesDir: string;
  /** Who published it, from which commit, and why. */
  record: Pick<ReleaseRecord, 'author' | 'commit' | 'message'>;
  /** Each step of the build as it ends (check, generate, prerender, …), for a person watching. */
  onStep?: (step: string) => void;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Ends a build an earlier publish started and did not see end (its server was killed): two builds into one
 * staging folder would mix their files. Waits for it to be gone, a few seconds at most.
 */
async function stopEarlierBuild(pidFile: string): Promise<void> {
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return;
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && isRunning(pid); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Runs `npm run build` into the staging folder as a process of its own, its id in `pidFile` while it runs (so
 * a publish after a crash can stop it).
 */
async function runBuild(
  manifest: string,
  outDir: string,
  pidFile: string,
  onStep: (step: string) => void,
): Promise<void> {
  await stopEarlierBuild(pidFile);
  return new Promise((resolve, reject) => {
    const build = spawn(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'scripts/build.ts'), '--manifest', manifest, '--out-dir', outDir],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
    );
    const output: string[] = [];
    let pending = '';
    build.stdout.setEncoding('utf8').on('data', (text: string) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        const step =
          /^\s*✓ (\S+)\s+\d+ ms$/.exec(line)?.[1] ?? (/^✓ \d+ routes, .* checked/.test(line) ? 'check' : undefined);
        if (step) onStep(step);
      }
    });
    build.stderr.setEncoding('utf8').on('data', (text: string) => output.push(text));
    if (build.pid !== undefined) writeFileSync(pidFile, String(build.pid));
    build.on('error', reject);
    build.on('close', (code) => {
      rmSync(pidFile, { force: true });
      if (code === 0) resolve();
      else reject(new ReleaseBuildError([...output, pending].join('\n').trim()));
    });
  });
}

/**
 * Builds the site as it is now in the project folder (the live branch) and makes it live: built into the
 * staging folder (incrementally), linked into a new release, the `current` link switched to it, old releases
 * pruned. A failed build changes nothing that is served. Returns the release, with the pages it changed.
 */
export async function releaseBuild({
  manifest,
  releasesDir,
  record,
  onStep = () => {},
}: ReleaseBuildOptions): Promise<ReleaseRecord> {
  mkdirSync(releasesDir, { recursive: true });
  // What an earlier publish cut short (a kill, a full disk) is cleared first.
  pruneReleases(releasesDir);
  const staging = join(releasesDir, STAGING_FOLDER);
  await runBuild(manifest, staging, join(releasesDir, '.build.pid'), onStep);
  const current = readCurrentRelease(releasesDir);
  const { changed } = listChangedPages(current && join(releasesDir, current), staging);
  const release = await makeRelease(releasesDir, staging, { ...record, changedPages: changed });
  switchRelease(releasesDir, release.id);
  onStep('live');
  pruneReleases(releasesDir);
  return release;
}
