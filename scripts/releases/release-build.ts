import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
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
    super('The site could not be built, so nothing changed on the live site.');
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

/** Runs `npm run build` into the staging folder as a process of its own (a crash or kill leaves this one standing). */
function runBuild(manifest: string, outDir: string, onStep: (step: string) => void): Promise<void> {
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
    build.on('error', reject);
    build.on('close', (code) =>
      code === 0 ? resolve() : reject(new ReleaseBuildError([...output, pending].join('\n').trim())),
    );
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
  await runBuild(manifest, staging, onStep);
  const current = readCurrentRelease(releasesDir);
  const { changed } = listChangedPages(current && join(releasesDir, current), staging);
  const release = await makeRelease(releasesDir, staging, { ...record, changedPages: changed });
  switchRelease(releasesDir, release.id);
  onStep('live');
  pruneReleases(releasesDir);
  return release;
}
