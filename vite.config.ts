import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/lib/vite-plugin-site';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    target: 'es2022',
    // Every browser the site supports has modulepreload; the polyfill would cost every page.
    modulePreload: { polyfill: false },
    // What the entry imports statically, in one chunk: the shell in one well-compressed request.
    // Blocks and the primitives that load on first use stay chunks of their own.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  ssr: { noExternal: ['@headlessui/react'] },
  // npm run dev serves no API: /api goes to a lead server started beside it (`npm start`, port 4173).
  server: { proxy: { '/api': process.env.LEAD_SERVER_URL ?? 'http://127.0.0.1:4173' } },
});
