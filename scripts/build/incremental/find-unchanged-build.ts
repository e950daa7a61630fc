import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedSite } from '#site/loading/load-site';
import type { ManifestInputs } from '#scripts/cli/load-site-from-disk';
import { findIncludedFiles } from '#scripts/cli/find-included-files';
import { hashText } from '#scripts/cli/hash-text';
import { readIfThere } from '#scripts/cli/read-if-there';
import { hashOwnPublic } from './hash-build-inputs';
import { BUILD_HASHES_FILE, readPreviousPages } from './reuse-unchanged-routes';
import { toWorkDir } from './to-work-dir';

/** In the output folder's work folder (see toWorkDir): what its last finished build was made from and said. */
const LAST_BUILD_FILE = 'last-build.json';

/** What a finished build was made from, what its check said, and the output it left. */
export interface LastBuild {
  /** The hash of everything else it was made from (see hashRequest). */
  request: string;
  /** What its check read (see ManifestInputs). */
  inputs: ManifestInputs;
  /** Its check's report, printed again by a build that finds nothing changed. */
  checked: Pick<LoadedSite, 'problems' | 'stats'>;
  /** The hash of the output's record of its pages (see reuseUnchangedRoutes): another build's output is not this one's. */
  output: string;
  bundlesKey: string;
}

/**
 * Everything a build is made from besides the manifest's own files: the sources (the build's code, the
 * schemas, the lockfile, the project's public/; see hashSources), the site's own public/ folder when it
 * has one (see hashOwnPublic: links included, the check refuses one leaving it), the footer's year, and
 * Node's version.
 */
function hashRequest(manifest: string, ownPublic: string | undefined, sources: string): string {
  return createHash('sha256')
    .update(JSON.stringify([manifest, process.version, new Date().getFullYear(), sources, ownPublic]))
    .digest('hex');
}

/** Whether the manifest's files are as the check read them: the same texts, and each pattern matching the same files. */
function isSameInputs(manifest: string, { patterns, files }: ManifestInputs): boolean {
  const matched = new Set([manifest, ...patterns.flatMap((pattern) => findIncludedFiles(manifest, pattern))]);
  if (matched.size !== Object.keys(files).length) return false;
  return [...matched].every((file) => {
    if (!Object.hasOwn(files, file)) return false;
    try {
      return hashText(readFileSync(file)) === files[file];
    } catch {
      return false; // Gone or unreadable: the check has something to say.
    }
  });
}

/** Whether `outDir` holds the pages of the build its record describes, each one's files still there (see readPreviousPages). */
function isSameOutput(outDir: string, output: string): boolean {
  const record = readIfThere(join(outDir, BUILD_HASHES_FILE));
  if (record === undefined || hashText(record) !== output) return false;
  const pages = readPreviousPages(outDir, record);
  return pages !== undefined && pages.present.size === Object.keys(pages.hashes.routes).length;
}

export interface BuildMemory {
  /** The last build into this folder, when building now would make the same output: nothing need be done. */
  unchanged?: LastBuild;
  /** Keeps what this build was made from, once it is published (see buildSite). */
  remember(build: {
    inputs: ManifestInputs;
    checked: LastBuild['checked'];
    sources: string;
    bundlesKey: string;
  }): Promise<void>;
  /** Forgets the last build, before a build changes the output it describes. */
  forget(): Promise<void>;
}

/**
 * A build with nothing to do, found by reading and hashing its inputs (0.3 s at 10,000 routes, a fifth of
 * the check): Turborepo's cache, for dist/. The last finished
 * build into `outDir` is kept with the hash of everything it was made from; when the manifest's files,
 * the sources, public/, the year and Node are the same and the output is still the one it left, the same
 * build would make the same dist/, so its check's report is printed again and nothing else is done.
 * `sources` is the sources' hash as they are now (see hashSources).
 */
export function findUnchangedBuild(manifest: string, publicDir: string, outDir: string, sources: string): BuildMemory {
  const file = join(toWorkDir(outDir), LAST_BUILD_FILE);
  const read = () => {
    const text = readIfThere(file);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as LastBuild;
    } catch {
      return undefined; // A damaged record only means a build.
    }
  };
  // Hashed once: what a build finds in public/ is what it copies (the check has read it too).
  const ownPublic = hashOwnPublic(publicDir);
  const last = read();
  const unchanged =
    last &&
    last.request === hashRequest(manifest, ownPublic, sources) &&
    isSameInputs(manifest, last.inputs) &&
    isSameOutput(outDir, last.output)
      ? last
      : undefined;
  return {
    unchanged,
    forget: () => rm(file, { force: true }),
    remember: async ({ inputs, checked, sources, bundlesKey }) => {
      const record: LastBuild = {
        request: hashRequest(manifest, ownPublic, sources),
        inputs,
        checked: { problems: checked.problems, stats: checked.stats },
        output: hashText(readFileSync(join(outDir, BUILD_HASHES_FILE), 'utf8')),
        bundlesKey,
      };
      await writeFile(file, JSON.stringify(record));
    },
  };
}
