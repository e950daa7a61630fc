import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { projectRoot } from '../../scripts/cli/project-root';

const APP_DIR = join(projectRoot, 'editor', 'app');
/** Outside dist/: the editor is never part of the published site. */
export const EDITOR_APP_OUT = join(projectRoot, '.build', 'editor-app');

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)]));
}

/** The project's folders the app imports besides its own: the field kinds and the site's Markdown among them. */
const IMPORTED_DIRS = ['src/site', 'src/ui', 'editor/shared'].map((dir) => join(projectRoot, dir));

/** What the built app is made from: its sources, what they import of the project's, and the installed packages. */
function hashSources(): string {
  const hash = createHash('sha256');
  const files = [APP_DIR, ...IMPORTED_DIRS].flatMap(listFiles);
  for (const file of [...files, join(projectRoot, 'package-lock.json')]) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds the editor's browser app with Vite into .build/editor-app, unless what is there was built from the same sources. */
export async function buildEditorApp(): Promise<string> {
  const hash = hashSources();
  const stamp = join(EDITOR_APP_OUT, '.sources-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return EDITOR_APP_OUT;
  console.log('Preparing the editor (once after an update, about a minute)…');
  await build({
    configFile: false,
    root: APP_DIR,
    // Relative: the same build is served at / (npm run edit) and at /admin/ (the site's server).
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: EDITOR_APP_OUT, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
  });
  writeFileSync(stamp, hash);
  return EDITOR_APP_OUT;
}
