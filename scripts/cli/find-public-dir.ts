import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from './project-root';

/**
 * The site's pictures and files for `manifest`: the public/ folder beside it when it has one (a person's
 * draft in the editor on the server, a copy of the site a test edits), else the project's. The check, the
 * editor and the build read the same one, so a picture added beside a manifest is found, shown and built.
 */
export function findPublicDir(manifest: string): string {
  const beside = join(dirname(manifest), 'public');
  return statSync(beside, { throwIfNoEntry: false })?.isDirectory() ? beside : join(projectRoot, 'public');
}
