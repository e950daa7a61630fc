import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/lib/vite-plugin-site';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: 'es2022' },
  ssr: { noExternal: ['@headlessui/react'] },
});
