import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { build as viteBuild } from 'vite';
import type { Site } from '#generated/site-types';
import { PREVIEW_PAGE_PATH, PREVIEW_PAGE_SOURCE } from '#site/routes/preview-page';
import { projectRoot } from '#scripts/cli/project-root';
import { createViteConfig } from '#scripts/vite/create-vite-config';

/**
 * The editor's preview page (src/app/preview/), built as the site's client is (the same configuration, the
 * same App, blocks and styles, in production mode) into `<siteDir>/_preview/`: its page as `index.html`
 * and its scripts, styles and fonts under `_preview/assets/`. A build of its own, so none of its code is in
 * a file a visitor's page loads; the pictures it shows are the site's own (`/images/…`, `/_img/…`).
 */
export async function buildPreviewPage(build: typeof viteBuild, siteDir: string, site?: Site): Promise<void> {
  const config = createViteConfig({ site });
  const outDir = join(siteDir, PREVIEW_PAGE_PATH);
  await build({
    ...config,
    configFile: false,
    root: projectRoot,
    base: PREVIEW_PAGE_PATH,
    logLevel: 'warn',
    // The site's files are served from the site's own folder, not copied again.
    publicDir: false,
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { ...config.build?.rolldownOptions, input: [join(projectRoot, PREVIEW_PAGE_SOURCE)] },
    },
  });
  // Vite writes the page where its source is; it is served as the folder's index.
  await rename(join(outDir, PREVIEW_PAGE_SOURCE), join(outDir, 'index.html'));
  await rm(join(outDir, PREVIEW_PAGE_SOURCE.split('/')[0]), { recursive: true, force: true });
}
