import { readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK } from '../src/site/routes/release-layout';

/**
 * The folder a request is served from: the release the `current` link names (read again on each turn of the event loop,
 * so a publish or a rollback, even by another process, shows for every request that starts after it), else the build in `distDir`
 * until the first publish. A request resolves it once and keeps it, so it finishes on the release it began with.
 */
export function createSiteDirReader(distDir: string, releasesDir: string | undefined): () => string {
  if (releasesDir === undefined) return () => distDir;
  const link = join(releasesDir, CURRENT_RELEASE_LINK);
  let current: string | undefined;
  return () => {
    if (current === undefined) {
      try {
        current = join(releasesDir, readlinkSync(link));
      } catch {
        current = distDir;
      }
      // Shared by the requests that arrived together, read again on the loop's next turn: a system call per
      // request was a fifth of the server's time on small files, and a request that starts after a switch
      // (its bytes arrive on a later turn) still sees the new release.
      setImmediate(() => {
        current = undefined;
      });
    }
    return current;
  };
}
