import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/lib/vite-plugin-site';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: 'es2022', modulePreload: { polyfill: false }, rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } } },
  ssr: { noExternal: ['@headlessui/react'] },
});
