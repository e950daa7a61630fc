import { join, resolve } from 'node:path';
import { buildSite, OutDirError } from './build/build-site';
import { projectRoot } from './cli/project-root';
import { MANIFEST_OPTION, readCount, readOptions, resolveManifest } from './cli/read-options';
import { stopCommand } from './cli/stop-command';
import { readShard } from './build/shards/read-shard';
import { ShareError } from './build/shards/read-shares';

const USAGE =
  'usage: npm run build [-- --manifest path/to/site.yaml] [--out-dir dist] [--threads N] [--shard I/N | --merge DIR…]';

/**
 * `--out-dir` (the built site's folder, dist/ by default), `--threads N` (render threads; by default one per
 * core, for a site large enough to gain from it), `--shard I/N` (only this share of the routes, for
 * `--merge`) and `--merge` (joins the folders of every share, named after it, into the site).
 */
const OPTIONS = {
  ...MANIFEST_OPTION,
  'out-dir': { type: 'string' },
  threads: { type: 'string' },
  shard: { type: 'string' },
  merge: { type: 'boolean' },
} as const;

async function main(): Promise<void> {
  // Pages are rendered with React's production build, the one visitors run: its development build checks
  // and records every element it makes, which took half of the prerender's time. The bundles are built
  // for production whatever this says; the server entry's React, loaded here, reads it as it loads.
  process.env.NODE_ENV = 'production';
  const { values, positionals } = readOptions(USAGE, OPTIONS, { positionals: 'any' });
  const threads = values.threads === undefined ? undefined : readCount('threads', values.threads, 1, USAGE);
  const shard = values.shard === undefined ? undefined : readShard(values.shard, USAGE);
  if (shard && values.merge)
    stopCommand(`✗ --shard builds one share, --merge joins them: give one of them\n${USAGE}`, 2);
  if (values.merge && positionals.length === 0)
    stopCommand(`✗ --merge needs the folder of every share: --merge share-1 share-2 share-3\n${USAGE}`, 2);
  if (!values.merge && positionals.length > 0)
    stopCommand(
      `✗ this command takes no arguments besides its options (but --merge DIR…), and was given ${positionals.length}\n${USAGE}`,
      2,
    );
  try {
    const outcome = await buildSite({
      manifest: resolveManifest(values.manifest),
      outDir: resolve(values['out-dir'] ?? join(projectRoot, 'dist')),
      threads,
      shard,
      merge: values.merge ? positionals.map((dir) => resolve(dir)) : undefined,
    });
    // Not process.exit: read through a pipe, the report is written in the background, and exiting at once cut its end off.
    if (!outcome.built) process.exitCode = 1;
  } catch (error) {
    if (error instanceof ShareError) {
      console.error(error.message);
      process.exitCode = 2;
      return;
    }
    if (!(error instanceof OutDirError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  }
}

await main();
