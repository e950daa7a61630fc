import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { sitePlugin, type SitePluginOptions } from './vite-plugin-site';

/**
 * The one Vite configuration: vite.config.ts (npm run dev) uses it as it is; the build passes the site
 * it has already validated, so the manifest is read and checked once per build.
 */
export function createViteConfig(site: SitePluginOptions = {}): UserConfig {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin(site)],
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    build: { target: 'es2022' },
    ssr: { noExternal: ['@headlessui/react'] },
  };
}
