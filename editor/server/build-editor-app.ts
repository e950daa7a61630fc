import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { projectRoot } from '#scripts/cli/project-root';
import { buildWhenChanged } from './build-when-changed';

const APP_DIR = join(projectRoot, 'editor', 'app');
/** Outside dist/: the editor is never part of the published site. */
export const EDITOR_APP_OUT = join(projectRoot, '.build', 'editor-app');

/** The project's folders the app imports besides its own: the field kinds and the site's Markdown among them. */
const IMPORTED_DIRS = ['src/site', 'src/ui', 'editor/shared'].map((dir) => join(projectRoot, dir));

/**
 * Builds the editor's browser app with Vite into .build/editor-app, unless what is there was built from the
 * same sources: its own, what they import of the project's, and the installed packages.
 */
export function buildEditorApp(): Promise<string> {
  return buildWhenChanged(
    EDITOR_APP_OUT,
    [APP_DIR, ...IMPORTED_DIRS, join(projectRoot, 'package-lock.json')],
    'Preparing the editor (once after an update, about a minute)…',
    () =>
      build({
        configFile: false,
        root: APP_DIR,
        // Relative: the same build is served at / (npm run edit) and at /admin/ (the site's server).
        base: './',
        logLevel: 'warn',
        plugins: [react()],
        build: { outDir: EDITOR_APP_OUT, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
      }),
  );
}
