import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** How the folders left for removal beside an output folder are named: `dist.previous-<pid>-<time>`. */
const toLeftName = (outDir: string) => `${basename(outDir)}.previous-`;

/**
 * Removes `dirs` in a process of its own, which the build does not wait for: a large site's previous
 * output is 20,000 files, and deleting them took 4 s at 10,000 routes on the bench's disk, after the new
 * site was already in place. The folders must already be out of the way (renamed), so nothing reads them.
 */
function removeDetached(dirs: string[]): void {
  if (dirs.length === 0) return;
  const remove =
    'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  spawn(process.execPath, ['-e', remove, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Moves `dir` out of the way, beside it (a rename): what is to be removed then, with any earlier ones a
 * stopped removal left there. Nothing when there is no `dir` and none left.
 */
async function setAside(dir: string): Promise<string[]> {
  const prefix = toLeftName(dir);
  const left = readdirSync(dirname(dir))
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(dirname(dir), name));
  const aside = `${join(dirname(dir), prefix)}${process.pid}-${Date.now()}`;
  try {
    await rename(dir, aside);
    return [...left, aside];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return left;
  }
}

/**
 * Replaces `outDir` with the finished `nextDir` by two renames (the site is never half one build, half
 * the other), and removes the previous output in the background (see removeDetached), with any a stopped
 * removal left beside it.
 */
export async function swapOutputs(outDir: string, nextDir: string): Promise<void> {
  const aside = await setAside(outDir);
  await rename(nextDir, outDir);
  removeDetached(aside);
}

/** Removes `dir` in the background (see removeDetached), once moved out of the way. */
export async function removeInBackground(dir: string): Promise<void> {
  removeDetached(await setAside(dir));
}
