import { join, resolve } from 'node:path';
import { buildSite, OutDirError } from './build/build-site';
import { projectRoot } from './cli/project-root';
import { MANIFEST_OPTION, readCount, readOptions, resolveManifest } from './cli/read-options';

const USAGE = 'usage: npm run build [-- --manifest path/to/site.yaml] [--out-dir dist] [--threads N]';

/** `--out-dir` (the built site's folder, dist/ by default) and `--threads N` (render threads; by default one per core, for a site large enough to gain from it). */
const OPTIONS = { ...MANIFEST_OPTION, 'out-dir': { type: 'string' }, threads: { type: 'string' } } as const;

async function main(): Promise<void> {
  // Pages are rendered with React's production build, the one visitors run: its development build checks
  // and records every element it makes, which took half of the prerender's time. The bundles are built
  // for production whatever this says; the server entry's React, loaded here, reads it as it loads.
  process.env.NODE_ENV = 'production';
  const { values } = readOptions(USAGE, OPTIONS);
  const threads = values.threads === undefined ? undefined : readCount('threads', values.threads, 1, USAGE);
  try {
    const outcome = await buildSite({
      manifest: resolveManifest(values.manifest),
      outDir: resolve(values['out-dir'] ?? join(projectRoot, 'dist')),
      threads,
    });
    // Not process.exit: read through a pipe, the report is written in the background, and exiting at once cut its end off.
    if (!outcome.built) process.exitCode = 1;
  } catch (error) {
    if (!(error instanceof OutDirError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  }
}

await main();
