import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { projectRoot } from '#scripts/cli/project-root';

/**
 * The build's own folder for an output folder: where it builds the next output and keeps the bundles
 * between builds. One per output folder, so builds into different folders (the tests run several at once)
 * never share it; inside the project, so the server bundle resolves its packages from node_modules/.
 */
export function toWorkDir(outDir: string): string {
  return join(projectRoot, '.build', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
}
