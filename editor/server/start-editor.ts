import { basename, join } from 'node:path';
import { findPublicDir } from '#scripts/cli/find-public-dir';
import { MANIFEST_OPTION, readOptions, resolveManifest } from '#scripts/cli/read-options';
import { projectRoot } from '#scripts/cli/project-root';
import { PREVIEW_PAGE_PATH } from '#site/routes/preview-page';
import { buildEditorApp } from './build-editor-app';
import { buildPreviewClient } from './build-preview-client';
import { createEditorServer } from './http/create-editor-server';

/**
 * `npm run edit [-- --manifest path/to/site.yaml]`: the site's editor in the browser, at
 * http://localhost:${EDIT_PORT:-4321}/, on this computer only (bound to 127.0.0.1).
 */
const { values } = readOptions('usage: npm run edit [-- --manifest path/to/site.yaml]', MANIFEST_OPTION);
const manifest = resolveManifest(values.manifest);
const port = Number(process.env.EDIT_PORT ?? 4321);

const appDir = await buildEditorApp();
const previewDir = await buildPreviewClient();
const server = createEditorServer({
  manifest,
  appDir,
  previewDir,
  previewUrl: PREVIEW_PAGE_PATH,
  publicDir: findPublicDir(manifest),
  imageCacheDir: join(projectRoot, '.build', 'editor-images'),
  port,
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use (is the editor already open?). Start it on another: EDIT_PORT=4331 npm run edit`
      : `The editor could not start: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Editing ${basename(manifest)} and its page files.`);
  console.log(`Open http://localhost:${port}/ in your browser. Stop the editor with Ctrl+C.`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
