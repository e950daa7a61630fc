import { join } from 'node:path';
import { build } from 'vite';
import { buildPreviewPage } from '#scripts/build/bundle/build-preview-page';
import { projectRoot } from '#scripts/cli/project-root';
import { buildWhenChanged } from './build-when-changed';

/** Outside dist/: the preview page built for the editor alone. */
export const PREVIEW_CLIENT_OUT = join(projectRoot, '.build', 'editor-preview');

/**
 * The preview page (`_preview/index.html` and its assets), built as the site's build makes it, into
 * .build/editor-preview, unless what is there was built from the same sources. Made by the editor itself,
 * so `npm run edit` previews without a build of the site and without a development server; the pictures
 * are served from public/.
 */
export function buildPreviewClient(): Promise<string> {
  const sources = [
    'src',
    'blocks',
    'scripts/vite',
    'scripts/build/bundle/build-preview-page.ts',
    'package-lock.json',
  ].map((path) => join(projectRoot, path));
  return buildWhenChanged(
    PREVIEW_CLIENT_OUT,
    sources,
    'Preparing the preview (once after an update, about a minute)…',
    () => buildPreviewPage(build, PREVIEW_CLIENT_OUT),
  );
}
