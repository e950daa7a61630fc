import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { readRenderTimes, toRenderTimesFile } from './read-render-times';

/**
 * Keeps the render times a build measured (see toRenderTimesFile) for the next sharded build to divide its
 * routes by: `measured` replaces what was known of those routes, the others keep their last time (an
 * incremental build renders few), and routes no longer in `paths` are forgotten.
 */
export function recordRenderTimes(manifest: string, measured: Record<string, number>, paths: string[]): void {
  const known = { ...readRenderTimes(manifest)?.times, ...measured };
  const times = Object.fromEntries(
    paths.filter((path) => Object.hasOwn(known, path)).map((path) => [path, known[path]]),
  );
  const file = toRenderTimesFile(manifest);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomically(file, JSON.stringify(times));
}
