import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Site } from '#generated/site-types';
import { buildServer } from './build-server';
import { compressFiles } from './compress-files';
import { buildPreviewPage } from './build-preview-page';
import { PREVIEW_PAGE_PATH } from '#site/routes/preview-page';
import { createViteConfig } from '#scripts/vite/create-vite-config';
import { projectRoot } from '#scripts/cli/project-root';
import { timeStep } from '../time-step';
import { moduleSizesPlugin } from '#scripts/vite/vite-plugin-module-sizes';

export interface Bundles {
  /** Everything the client build puts in the output folder (with compressed copies), and the runtime in its .server/. */
  clientDir: string;
  serverDir: string;
  /** The page template, outside clientDir: it is not served, every page (the home page's index.html too) is made from it. */
  templateFile: string;
}

/**
 * The client bundle (with the Brotli and gzip copies of its files), the server entry that prerenders, and
 * the compiled lead server, with the files of `publicDir`. `site` needs only what the bundles embed (its shell: settings, navigation,
 * dialogs); its routes are not read. Run in a worker (see runInWorker), with Vite imported as it is.
 */
export async function buildBundles(
  site: Site,
  bundles: Bundles,
  publicDir: string,
  /** The editor's preview page of an earlier build from the same sources, moved in instead of built (see bundleSite). */
  keptPreview: string | undefined,
  { vite }: { vite: typeof import('vite') },
): Promise<void> {
  const { build } = vite;
  const quiet = {
    ...createViteConfig({ site }),
    logLevel: 'warn' as const,
    configFile: false as const,
    root: projectRoot,
  };
  // The server bundle is built beside the client's (each bundler's work is mostly in its own native
  // threads); the preview page after the client, whose build empties the folder the preview goes in.
  // The server entry is one minified file, its packages and blocks inside it: a render thread loads it in
  // 70 ms, where React's packages, the blocks' chunks and their files one by one took 190 ms (every build
  // starts one; a build of one edited route waits for it). Only production code is kept.
  const server = timeStep('server', () =>
    build({
      ...quiet,
      ssr: { noExternal: true },
      define: { ...quiet.define, 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: bundles.serverDir,
        emptyOutDir: true,
        minify: true,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    }),
  );
  await timeStep('client', async () => {
    await build({
      ...quiet,
      plugins: [...(quiet.plugins ?? []), moduleSizesPlugin(projectRoot)],
      // The site's pictures and files, copied as they are (see findPublicDir).
      publicDir,
      build: { ...quiet.build, outDir: bundles.clientDir, emptyOutDir: true, manifest: true },
    });
    await rename(join(bundles.clientDir, 'index.html'), bundles.templateFile);
  });
  const preview = keptPreview
    ? rename(keptPreview, join(bundles.clientDir, PREVIEW_PAGE_PATH)).then(() => console.log('  ✓ preview    kept'))
    : timeStep('preview', () => buildPreviewPage(build, bundles.clientDir, site));
  await Promise.all([server, preview]);
  await timeStep('compress', () =>
    compressFiles(bundles.clientDir, {
      cacheDir: join(projectRoot, '.build', 'compressed'),
      isQuick: (file) => `/${file}`.startsWith(PREVIEW_PAGE_PATH),
    }),
  );
  await timeStep('runtime', () => buildServer(bundles.clientDir, build));
}
