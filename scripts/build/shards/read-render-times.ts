import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { projectRoot } from '#scripts/cli/project-root';

/**
 * Where each route's last measured render time is kept, for the site of `manifest` (named from the project,
 * so every checkout of it, on any machine, names the same file): outside dist/, whose bytes must not depend
 * on how fast a machine was. A CI cache or a shared volume carries the folder to the next run's shares.
 */
export function toRenderTimesFile(manifest: string): string {
  const name = relative(projectRoot, manifest).split(sep).join('/');
  return join(
    projectRoot,
    '.build',
    'render-times',
    `${createHash('sha256').update(name).digest('hex').slice(0, 12)}.json`,
  );
}

export interface RenderTimes {
  /** Milliseconds by route path. */
  times: Record<string, number>;
  /** The file's hash: shares that divided the routes by the same times name the same one. */
  hash: string;
}

/** The render times of the site's last build (see toRenderTimesFile), or undefined when none was measured here. */
export function readRenderTimes(manifest: string): RenderTimes | undefined {
  const file = toRenderTimesFile(manifest);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let times: unknown;
  try {
    times = JSON.parse(text);
  } catch {
    times = undefined;
  }
  // A damaged record only means dividing by the routes' sizes.
  if (!times || typeof times !== 'object') return undefined;
  return { times: times as Record<string, number>, hash: createHash('sha256').update(text).digest('hex') };
}
