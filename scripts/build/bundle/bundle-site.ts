import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Site } from '#generated/site-types';
import { projectRoot } from '#scripts/cli/project-root';
import { readIfThere } from '#scripts/cli/read-if-there';
import { hashBuildInputs, hashOwnPublic, hashSources } from '../incremental/hash-build-inputs';
import { runInWorker, startWorker, type StartedWorker } from '../run-in-worker';
import { timeStep } from '../time-step';
import { GENERATED_FROM, hashGenerateInputs } from '../../generate/hash-generate-inputs';
import type { Bundles } from './build-bundles';
import { PREVIEW_PAGE_PATH } from '#site/routes/preview-page';

/**
 * The thread that builds the bundles (see buildBundles), started early: it loads Vite (about a second)
 * while the manifest is checked.
 */
export function startBundler(): StartedWorker {
  // Rolldown's allocator (mimalloc) commits whole arenas up front unless told not to (about 150 MB of the
  // build's peak memory for nothing), and keeps what it frees for a while before giving it back (35 MB
  // more). It reads these as its native binding loads, from the process's environment, which a worker's
  // process.env does not write to: so they are set here, before the thread loads Vite.
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  return startWorker(join(import.meta.dirname, 'build-bundles.ts'), { native: ['vite'] });
}

/** Beside the bundles' key: the hash of the sources they were built from (see hashSources). */
const SOURCES_FILE = 'sources';

/** Beside the bundles' key: what the editor's preview page among them was made from (see bundleSite). */
const PREVIEW_KEY_FILE = 'preview-key';

/** The sources' hash once the generated files are up to date, and the files generate changed (none when it had nothing to do). */
export interface GeneratedSources {
  sources: string;
  changed: string[];
}

/**
 * The generated files (see writeGeneratedFiles) made again unless their stamp (`stamp`, committed with
 * them) says they were made from the sources as they are, in a fresh clone too. They are made from the
 * sources alone, not the manifest: so the build runs this beside the check, in a worker. `sources` is the
 * sources' hash as they are now (see hashSources), when the caller has it already.
 */
export async function generateIfStale(
  stamp = join(projectRoot, GENERATED_FROM),
  sources = hashSources(),
): Promise<GeneratedSources> {
  if (readIfThere(stamp) === hashGenerateInputs()) {
    console.log('  ✓ generate   up to date');
    return { sources, changed: [] };
  }
  const changed = await timeStep('generate', () =>
    runInWorker<string[]>(join(projectRoot, 'scripts', 'generate', 'write-generated-files.ts'), 'writeGeneratedFiles', [
      false,
      stamp,
    ]),
  );
  return { sources: hashSources(), changed };
}

/**
 * Whether Vite is worth loading before the check ends (see startBundler): when the bundles will likely be
 * built, that is unless they were built from the sources as they are (a rebuild after editing pages, menus
 * or settings keeps them unless the site's language changed: Vite would cost it a second of CPU and 200 MB
 * for nothing).
 * `sources` is the hash once generate has run: Vite loaded before it would have loaded the old files.
 */
export function shouldStartBundlerEarly(cacheDir: string, sources: string): boolean {
  // The sources' hash is written with the bundles' key, once they are built.
  return readIfThere(join(cacheDir, SOURCES_FILE)) !== sources;
}

/**
 * The bundles (see buildBundles) from `cacheDir` when they were built from the same inputs (`sources`, the
 * hash after generateIfStale, and what they embed of the site), else built there by `bundler` (see
 * startBundler; started now when none was), which is stopped unused otherwise. The heavy tools run in
 * worker threads, so their memory is gone before pages are rendered.
 */
export async function bundleSite(
  site: Omit<Site, 'routes' | 'collections'>,
  publicDir: string,
  cacheDir: string,
  sources: string,
  bundler?: StartedWorker,
  /** Called when the bundles are built again, before Vite runs. */
  onRebuild?: () => void,
): Promise<{ bundles: Bundles; key: string }> {
  const bundles = {
    clientDir: join(cacheDir, 'client'),
    serverDir: join(cacheDir, 'server'),
    templateFile: join(cacheDir, 'template.html'),
  };
  const keyFile = join(cacheDir, 'key');
  const cachedKey = readIfThere(keyFile);
  // What the bundles embed besides the sources: the page template's language, the footer's year, and the
  // site's own public/ when it is not the project's (a copy of the site with its own pictures; see findPublicDir).
  // Not the site's shell (settings, menus, dialogs): pages are rendered in it and name it as data, so a menu
  // edited needs no new bundles.
  const year = new Date().getFullYear();
  const embedded = JSON.stringify({ language: site.settings.language, year, ownPublic: hashOwnPublic(publicDir) });
  const key = hashBuildInputs(sources, embedded);
  if (key === cachedKey) {
    bundler?.stop();
    console.log('  ✓ bundles    unchanged, kept');
    return { bundles, key };
  }
  onRebuild?.();
  // The editor's preview page is made from the sources and the year alone (it takes the site's shell from
  // the editor's messages): bundles built again for the template's language keep it, and Vite's third of
  // a second on it. Moved aside while the folder is emptied; kept only from a whole earlier build.
  const previewKey = hashBuildInputs(sources, JSON.stringify({ year }));
  const previewDir = join(bundles.clientDir, PREVIEW_PAGE_PATH);
  const keptPreview = join(dirname(cacheDir), 'preview-kept');
  await rm(keptPreview, { recursive: true, force: true });
  const keepsPreview = readIfThere(join(cacheDir, PREVIEW_KEY_FILE)) === previewKey && existsSync(previewDir);
  if (keepsPreview) await rename(previewDir, keptPreview);
  await rm(cacheDir, { recursive: true, force: true });
  // Vite's thread is given a site without routes or entries: the template's language is all it reads.
  await (bundler ?? startBundler()).call('buildBundles', [
    { ...site, routes: [], collections: {} },
    bundles,
    publicDir,
    keepsPreview ? keptPreview : undefined,
  ]);
  await writeFile(keyFile, key);
  await writeFile(join(cacheDir, SOURCES_FILE), sources);
  await writeFile(join(cacheDir, PREVIEW_KEY_FILE), previewKey);
  return { bundles, key };
}
