import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageSize } from '../prerender/prerender';
import { BUILD_HASHES_FILE, readBuildHashes } from '../incremental/reuse-unchanged-routes';
import { SHARE_RECORD_FILE } from './share-record';
import type { ReadShare } from './read-shares';

/**
 * Copies every share's files into `nextDir`: each its routes' pages and data and the block stylesheets
 * they link; what all shares hold alike (the bundles' files, the shell stylesheet, the not-found page) is
 * the same in each, copied over itself. Their records stay out: the merge writes the site's own. Returns
 * the size (and stylesheet) of every route's page, from the shares' records, and the files every page links
 * (the shell's stylesheet and data).
 */
export async function joinShares(
  shares: ReadShare[],
  nextDir: string,
): Promise<{ sizes: PageSize[]; shellFiles: string[] }> {
  const sizes: PageSize[] = [];
  let shellFiles: string[] = [];
  for (const share of shares) {
    const records = new Set([join(share.dir, BUILD_HASHES_FILE), join(share.dir, SHARE_RECORD_FILE)]);
    await cp(share.dir, nextDir, { recursive: true, filter: (source) => !records.has(source) });
    const hashes = readBuildHashes(share.dir);
    for (const [path, [, bytes, sheet]] of Object.entries(hashes?.routes ?? {}))
      sizes.push(sheet ? { path, bytes, sheet } : { path, bytes });
    shellFiles = hashes?.files ?? shellFiles;
  }
  return { sizes, shellFiles };
}
