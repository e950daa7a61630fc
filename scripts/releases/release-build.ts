import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { BUILD_END_MARK, type BuildEnd, type BuildRequest } from './build-host-protocol';
import { listChangedPages } from './list-changed-pages';
import { readCurrentRelease } from './list-releases';
import { makeRelease } from './make-release';
import { pruneReleases } from './prune-releases';
import type { ReleaseRecord } from './release-record';
import { switchRelease } from './switch-release';

/** Where each release is built before it is linked: kept between publishes, so each build is incremental. */
export const STAGING_FOLDER = '.staging';
/** Holds the build host's process id while it builds, so a publish after a crash can stop it. */
export const BUILD_PID_FILE = '.build.pid';

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
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || pid === host?.pid || !isRunning(pid)) return;
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && isRunning(pid); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The lines a build printed, both streams, for a person to read when it fails. */
type BuildOutput = string[];

/** A started build host (build-host.ts) and the build it is running, if any. */
interface BuildHost {
  pid: number | undefined;
  build(request: BuildRequest, onLine: (line: string) => void): Promise<{ built: boolean; output: BuildOutput }>;
}

let host: BuildHost | undefined;

/**
 * Starts the build host. It holds the server's process open only while it builds: between builds a server
 * (or a test, or the bench) that has nothing else to do may end, and the host ends with it.
 */
function startBuildHost(): BuildHost {
  // Compiled, as every command runs (see scripts/run.mjs): without tsx's loader, in its memory too.
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'scripts/run.mjs'), join(projectRoot, 'scripts/releases/build-host.ts')],
    {
      cwd: projectRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  const streams = [child.stdin, child.stdout, child.stderr] as unknown as Socket[];
  const hold = (held: boolean) => {
    for (const stream of streams)
      if (held) stream.ref();
      else stream.unref();
    if (held) child.ref();
    else child.unref();
  };
  hold(false);
  let running:
    | {
        output: BuildOutput;
        onLine: (line: string) => void;
        marks: number;
        built: boolean;
        resolve: (ended: { built: boolean; output: BuildOutput }) => void;
        reject: (error: Error) => void;
      }
    | undefined;
  const readLines = (stream: NodeJS.ReadableStream, isOut: boolean) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!running) continue;
        if (line.startsWith(BUILD_END_MARK)) {
          if (isOut) {
            const end = JSON.parse(line.slice(BUILD_END_MARK.length)) as BuildEnd;
            running.built = end.built;
            // Asked for nothing more: the next build starts a new host, not this one on its way out.
            if (end.retiring && host === started) host = undefined;
          }
          if (++running.marks === 2) {
            const { built, output, resolve } = running;
            running = undefined;
            resolve({ built, output });
          }
          continue;
        }
        running.output.push(line);
        if (isOut) running.onLine(line);
      }
    });
  };
  readLines(child.stdout, true);
  readLines(child.stderr, false);
  child.on('error', (error) => running?.reject(error));
  child.on('exit', (code, signal) => {
    if (host === started) host = undefined;
    running?.reject(
      new ReleaseBuildError([...running.output, `The build stopped (${signal ?? `exit ${code}`}).`].join('\n')),
    );
    running = undefined;
  });
  const started: BuildHost = {
    pid: child.pid,
    build: (request, onLine) => {
      hold(true);
      return new Promise<{ built: boolean; output: BuildOutput }>((resolve, reject) => {
        running = { output: [], onLine, marks: 0, built: false, resolve, reject };
        child.stdin.write(`${JSON.stringify(request)}\n`);
      }).finally(() => hold(false));
    },
  };
  return started;
}

/** Starts the build host now, so that the first publish finds it ready (the editor does, as it is prepared). */
export function warmReleaseBuilds(): void {
  host ??= startBuildHost();
}

/**
 * Builds into the staging folder in the build host, its id in `pidFile` while it builds (so a publish after a
 * crash can stop it), each step told as it ends.
 */
async function runBuild(
  manifest: string,
  outDir: string,
  pidFile: string,
  onStep: (step: string) => void,
): Promise<void> {
  await stopEarlierBuild(pidFile);
  host ??= startBuildHost();
  if (host.pid !== undefined) writeFileSync(pidFile, String(host.pid));
  try {
    const { built, output } = await host.build({ manifest, outDir }, (line) => {
      const step =
        /^\s*✓ (\S+)\s+\d+ ms$/.exec(line)?.[1] ?? (/^✓ \d+ routes, .* checked/.test(line) ? 'check' : undefined);
      if (step) onStep(step);
    });
    if (!built) throw new ReleaseBuildError(output.join('\n').trim());
  } finally {
    rmSync(pidFile, { force: true });
  }
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
  await runBuild(manifest, staging, join(releasesDir, BUILD_PID_FILE), onStep);
  const current = readCurrentRelease(releasesDir);
  const { changed } = listChangedPages(current && join(releasesDir, current), staging);
  const release = await makeRelease(releasesDir, staging, { ...record, changedPages: changed });
  switchRelease(releasesDir, release.id);
  onStep('live');
  pruneReleases(releasesDir);
  return release;
}
