import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../scripts/cli/project-root';

/**
 * The preview: `npm run dev` (Vite's dev server, the site's real renderer) on the manifest being edited, on
 * 127.0.0.1 only. A save updates its open page in place, as it does for anyone editing site.yaml.
 */
export function startPreview(manifest: string, port: number): ChildProcess {
  // Its output goes to a file, for when the preview stays blank.
  mkdirSync(join(projectRoot, '.build'), { recursive: true });
  const log = openSync(join(projectRoot, '.build', `editor-preview-${port}.log`), 'w');
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        SITE_MANIFEST: manifest,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
        // Its own, so a person's `npm run dev` running beside it is not disturbed, nor disturbs it.
        VITE_CACHE_DIR: join(projectRoot, 'node_modules', `.vite-editor-preview-${port}`),
      },
      stdio: ['ignore', log, log],
    },
  );
  child.on('exit', (code) => {
    if (code !== 0 && code !== null)
      console.error(`The preview stopped (port ${port} may be in use); editing still works.`);
  });
  return child;
}
