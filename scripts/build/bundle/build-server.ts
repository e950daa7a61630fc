import { dirname, join } from 'node:path';
import { SERVER_SETTINGS_FILE } from '#site/routes/server-settings-file';
import { projectRoot } from '#scripts/cli/project-root';

/**
 * Compiles the lead server to plain JavaScript inside the build (`<outDir>/.server/`): `start.js` (what
 * `npm start` runs), `sqlite-worker.js` and `accounts-sqlite-worker.js` (the database threads), `leads-cli.js` and `users-cli.js`. A deployment then runs
 * with production dependencies alone; the packages stay external, installed by `npm ci --omit=dev`.
 */
export async function buildServer(outDir: string, build?: typeof import('vite').build): Promise<void> {
  // The build passes the Vite it has loaded (see build-bundles.ts).
  await (build ?? (await import('vite')).build)({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    publicDir: false, // The site's static files are the client build's; none belong beside the server.
    build: {
      ssr: true,
      target: 'node20',
      // Beside the server's settings, in the dot-folder that is never served.
      outDir: join(outDir, dirname(SERVER_SETTINGS_FILE)),
      emptyOutDir: false,
      minify: false,
      rollupOptions: {
        input: {
          start: join(projectRoot, 'server/start.ts'),
          'sqlite-worker': join(projectRoot, 'server/leads/store/sqlite-worker.ts'),
          'accounts-sqlite-worker': join(projectRoot, 'server/accounts/store/accounts-sqlite-worker.ts'),
          'leads-cli': join(projectRoot, 'server/leads-cli.ts'),
          'users-cli': join(projectRoot, 'server/users-cli.ts'),
        },
        // One folder, no hashes: a store finds its worker (./sqlite-worker.js…) beside it, under its source's name.
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name].js' },
      },
    },
  });
}
