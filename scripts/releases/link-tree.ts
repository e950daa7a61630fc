import { link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A copy of the folder `from` at `to` made of hard links: a release of 10,000 pages takes a second or two
 * and no space. Safe because the build never writes a file in place: it writes the next build beside the
 * last and renames each file over (scripts/build.ts, reuse-unchanged-routes.ts), so a file a release links
 * to keeps its content. Symbolic links are not followed or copied: a build makes none.
 * A folder's entries are linked all at once, not one after the other: each link is a trip through the
 * thread pool, and 20,000 of them in a row took 3.8–4 s where this takes 2.4–2.6 (the server answers
 * meanwhile: the calls stay asynchronous). Every one is waited for before a failure is thrown, so the
 * caller removing the half-made copy finds nothing still being added to it.
 */
export async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  const linked = await Promise.allSettled(
    entries.map(async (entry) => {
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) return linkTree(source, target);
      if (!entry.isFile()) return 0;
      await link(source, target);
      return 1;
    }),
  );
  const failed = linked.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return linked.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
}
