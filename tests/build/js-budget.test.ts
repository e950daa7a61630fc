import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsBudget, JS_BUDGET } from '../support/check-js-budget';
import { projectRoot } from '#scripts/cli/project-root';
import { moduleSizesPlugin } from '#scripts/vite/vite-plugin-module-sizes';

const out = mkdtempSync(join(tmpdir(), 'js-budget-'));

/** Builds a fixture shell (tests/fixtures/js-budget/<name>.tsx) as the site's client is built: manifest and module list included. */
async function buildFixture(name: string): Promise<string> {
  const outDir = join(out, name);
  await build({
    root: join(projectRoot, 'tests', 'fixtures', 'js-budget'),
    configFile: false,
    logLevel: 'error',
    plugins: [
      {
        name: 'choose-shell',
        transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./shell.tsx', `./${name}.tsx`) },
      },
      react(),
      moduleSizesPlugin(projectRoot),
    ],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  return outDir;
}

let staticLibrary: string;
let lazyLibrary: string;

beforeAll(async () => {
  // Vite picks React's and Emotion's production builds from NODE_ENV, which Vitest sets to "test".
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    [staticLibrary, lazyLibrary] = await Promise.all([buildFixture('static-library'), buildFixture('lazy-library')]);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the JavaScript budget', () => {
  it('fails a shell that imports large libraries statically, naming the route, its totals and the largest modules', () => {
    const result = checkJsBudget(staticLibrary, [{ path: '/', loaded: [] }]);
    expect(result.ok).toBe(false);
    const [route] = result.routes;
    expect(route.hydrateBytes).toBeGreaterThan(JS_BUDGET.hydrate);
    const budget = (bytes: number) => (bytes / 1024).toFixed(1).replace('.', '\\.');
    expect(result.report).toMatch(
      new RegExp(
        `^/: hydrate \\d+\\.\\d KB gzip \\(budget ${budget(JS_BUDGET.hydrate)} KB\\), before interaction \\d+\\.\\d KB gzip \\(budget ${budget(JS_BUDGET.beforeInteraction)} KB\\); largest modules`,
      ),
    );
    expect(result.report).toContain('node_modules/react-dom/');
    expect(route.largestModules.map((module) => module.id).join(' ')).toMatch(
      /@headlessui\/react|notistack|formik|yup/,
    );
  });

  it('passes the same shell when the libraries load on first use, and counts them once they are loaded before interaction', () => {
    const result = checkJsBudget(lazyLibrary, [{ path: '/', loaded: [] }]);
    expect(result.report).toBe('');
    expect(result.ok).toBe(true);

    const manifest = JSON.parse(readFileSync(join(lazyLibrary, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const menu = manifest['menu.tsx'].file;
    const eager = checkJsBudget(lazyLibrary, [{ path: '/eager', loaded: [menu] }], {
      hydrate: JS_BUDGET.hydrate,
      beforeInteraction: result.routes[0].hydrateBytes + 1000,
    });
    expect(eager.routes[0].beforeInteractionBytes).toBeGreaterThan(result.routes[0].beforeInteractionBytes + 10 * 1024);
    expect(eager.ok).toBe(false);
    expect(eager.report).toMatch(/^\/eager: .*before interaction/);
  });
});
