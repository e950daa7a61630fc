import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** GNU time: a command's CPU time with its children's (Astro's esbuild, our build's workers) and its peak memory. */
export const GNU_TIME = '/usr/bin/time';

/** One build measured from outside, as every row of the peers' table is. */
export interface TimedRun {
  /** Wall time of the command, from its start to its exit. */
  ms: number;
  /** User + system CPU time of the command and every process it waited for. */
  cpuMs: number;
  /** The largest resident set of the command or of any process it waited for (GNU time's %M). */
  peakMb: number;
}

/** A line of its own at the end of stderr, which the command's own output cannot be taken for. */
const MARK = 'BENCH-GNU-TIME';

/**
 * Runs `command` under GNU time (`/usr/bin/time -f '%U %S %M'`) and measures it; throws with the end of
 * its output when it fails, since a failed build's time would compare nothing.
 */
export function timeCommand(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): TimedRun & { stdout: string } {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing: the bench installs Debian's time package first`);
  const started = performance.now();
  const result = spawnSync(GNU_TIME, ['-f', `${MARK} %U %S %M`, command, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`${name} build failed:\n${(result.stderr || result.stdout).slice(-3000)}`);
  const measured = new RegExp(`${MARK} ([\\d.]+) ([\\d.]+) (\\d+)\\s*$`).exec(result.stderr);
  if (!measured) throw new Error(`${name}: GNU time did not report: ${result.stderr.slice(-1000)}`);
  return {
    ms,
    cpuMs: Math.round((Number(measured[1]) + Number(measured[2])) * 1000),
    peakMb: Math.round(Number(measured[3]) / 1024),
    stdout: result.stdout,
  };
}
