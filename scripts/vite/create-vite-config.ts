import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { memoizedStylesPlugin } from './vite-plugin-memoized-styles';
import { shakeLibrariesPlugin } from './vite-plugin-shake-libraries';
import { sitePlugin, type SitePluginOptions } from './vite-plugin-site';

/**
 * The one Vite configuration: vite.config.ts (npm run dev) uses it as it is; the build passes the site
 * it has already validated, so the manifest is read and checked once per build.
 */
export function createViteConfig(site: SitePluginOptions = {}): UserConfig {
  return {
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      sitePlugin(site),
      memoizedStylesPlugin(),
      shakeLibrariesPlugin(),
    ],
    // A dev server started beside another (a test's beside `npm run dev`) keeps its prebundled
    // dependencies apart: two optimizers writing one folder swap each other's files, and a page whose
    // dependency changed under it never starts. Vite's own folder (node_modules/.vite) by default.
    cacheDir: process.env.VITE_CACHE_DIR,
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    build: {
      target: 'es2022',
      // Every browser the site supports has modulepreload; the polyfill would cost every page.
      modulePreload: { polyfill: false },
      // What the entry imports statically, in three chunks by how often they change, so a deploy costs a
      // returning visitor only what changed: the libraries (React, the router, Emotion), then the ui
      // primitives, then the shell (the app and site.yaml's settings and menus, edited most). Blocks and
      // the primitives that load on first use stay chunks of their own.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
              { name: 'ui', test: /[\\/]src[\\/]ui[\\/]/, tags: ['$initial'], priority: 1 },
              { name: 'shell', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    // Emotion is bundled into the server entry so that its imports of serializeStyles reach the remembered one.
    ssr: { noExternal: ['@headlessui/react', /^@emotion\//] },
    // npm run dev serves no API: /api goes to a lead server started beside it (`npm start`, port 4173).
    server: {
      proxy: { '/api': process.env.LEAD_SERVER_URL ?? 'http://127.0.0.1:4173' },
      // What builds and tests write: a build beside the dev server reloaded every open page, once per page it wrote.
      // The editor's drafts are whole checkouts, written at every save.
      watch: { ignored: ['**/dist/**', '**/.build/**', '**/.build-test/**', '**/test-results/**', '**/.drafts/**'] },
    },
  };
}
