import { link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A copy of the folder `from` at `to` made of hard links: a release of 10,000 pages takes a second and no
 * space. Safe because the build never writes a file in place: it writes the next build beside the last and
 * renames each file over (scripts/build.ts, reuse-unchanged-routes.ts), so a file a release links to keeps
 * its content. Symbolic links are not followed or copied: a build makes none.
 */
export async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let files = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) files += await linkTree(source, target);
    else if (entry.isFile()) {
      await link(source, target);
      files++;
    }
  }
  return files;
}
