import { readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK } from '../src/site/routes/release-layout';

/**
 * The folder a request is served from: the release the `current` link names (read at each request, about a
 * microsecond, so a publish or a rollback, even by another process, shows at once), else the build in `distDir`
 * until the first publish. A request resolves it once and keeps it, so it finishes on the release it began with.
 */
export function createSiteDirReader(distDir: string, releasesDir: string | undefined): () => string {
  if (releasesDir === undefined) return () => distDir;
  const link = join(releasesDir, CURRENT_RELEASE_LINK);
  return () => {
    try {
      return join(releasesDir, readlinkSync(link));
    } catch {
      return distDir;
    }
  };
}
