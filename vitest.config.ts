import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'blocks/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'editor/**/*.test.{ts,tsx}',
      'tests/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    // Set-up that loads the real site and compiles its validators takes seconds on a machine busy with a
    // second job; a hook's 10 s default failed the editor server's tests there.
    hookTimeout: 30_000,
  },
});
