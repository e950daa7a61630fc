import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '#scripts/cli/project-root';

/**
 * Everything the bundles and the build's own code are made from: the sources (the generated files among
 * them), the schemas, the static files Vite copies, the build scripts, and the lockfile that pins every
 * package. A change to any of them can change any page, so it invalidates every cached result.
 */
const INPUTS = [
  'src',
  'blocks',
  'schemas',
  'server',
  'scripts',
  'public',
  'index.html',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
];

interface ListedFile {
  path: string;
  /** A symbolic link: hashed as where it points (which may be nowhere, or outside the inputs), not followed. */
  link: boolean;
}

function listFiles(path: string): ListedFile[] {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [{ path, link: stats.isSymbolicLink() }];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => ({ path: join(entry.parentPath, entry.name), link: entry.isSymbolicLink() }));
}

/**
 * A content hash of the build's inputs besides the manifest: the same hash means the same sources.
 * Hashing content rather than modification times keeps it true after a checkout or a copy.
 */
export function hashSources(root = projectRoot): string {
  return hashFiles(root, INPUTS);
}

/** A content hash of the files in `inputs` (files or folders, from `root`), each named from `root`, but those `leftOut`. */
export function hashFiles(root: string, inputs: string[], leftOut: string[] = []): string {
  const hash = createHash('sha256');
  const skipped = new Set(leftOut.map((path) => join(root, path)));
  const files = inputs
    .flatMap((input) => listFiles(join(root, input)))
    .filter((file) => !skipped.has(file.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const { path, link } of files)
    hash.update(`\0${relative(root, path)}\0`).update(link ? `→${readlinkSync(path)}` : readFileSync(path));
  return hash.digest('hex');
}

/**
 * A content hash of the site's public/ folder (see findPublicDir) when it is not the project's own, which
 * hashSources covers already (a copy of the site with pictures of its own); undefined when it is.
 */
export function hashOwnPublic(publicDir: string): string | undefined {
  return publicDir === join(projectRoot, 'public') ? undefined : hashFiles(publicDir, ['.']);
}

/**
 * The bundles' key: the sources' hash (see hashSources) with `extra`, what else the bundles embed (the
 * site's shell, the year). The same key means the same bundles, so they need not be built again.
 */
export function hashBuildInputs(sources: string, extra: string): string {
  return createHash('sha256').update(extra).update(sources).digest('hex');
}
