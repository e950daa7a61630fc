import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * A test page of its own (`tests/e2e/harnesses/<folder>/index.html`), built with Vite as the site is, once before the
 * spec's tests and removed after them. `serve` answers the page's requests to `origin` from the build
 * and tells `onScript` of each script it asks for.
 */
export function serveHarness(
  folder: string,
  origin: string,
): { serve: (page: Page, onScript?: (path: string) => void) => Promise<void> } {
  let outDir = '';
  test.beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), `${folder}-`));
    await build({
      root: join(import.meta.dirname, '..', 'harnesses', folder),
      configFile: false,
      logLevel: 'error',
      plugins: [react({ jsxImportSource: '@emotion/react' })],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
  });
  test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return {
    serve: async (page, onScript) => {
      await page.route(`${origin}/**`, (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path.endsWith('.js')) onScript?.(path);
        return route.fulfill({ path: join(outDir, path === '/' ? 'index.html' : path) });
      });
    },
  };
}
