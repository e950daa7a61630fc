import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createGlobMatcher } from '#site/manifest/create-glob-matcher';
import { readIncludePatterns } from '#site/manifest/merge-page-files';
import { parseYaml, type KeptRouteItems } from '#site/yaml/parse-yaml';
import { createProblem } from '#site/problems/create-problem';
import { loadSite, type LoadedSite } from '#site/loading/load-site';
import { createSiteValidator } from '#site/validation/validate-site';
import { readPlaceholderTexts } from '../new-page/add-page';
import { readSiteSchemas } from './read-site-schemas';
import { keepCompiledValidator } from './keep-compiled-validator';
import { findAssetFault } from './find-asset-fault';
import { findLinksLeaving } from './find-links-leaving';
import { findPublicDir } from './find-public-dir';
import { projectRoot } from './project-root';
import { findIncludedFiles } from './find-included-files';
import { listFiles } from './list-files';
import { hashText } from './hash-text';

let cachedValidator: ReturnType<typeof createSiteValidator> | undefined;

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Whether `file` is one of the page files the manifest includes now (or would, once it exists): the dev server reloads for those. */
export function isIncludedFile(manifestPath: string, file: string): boolean {
  const path = relative(dirname(resolve(manifestPath)), file)
    .split(sep)
    .join('/');
  if (path.startsWith('..') || !/\.ya?ml$/.test(path)) return false;
  let text: string;
  try {
    text = readFileSync(manifestPath, 'utf8');
  } catch {
    return false;
  }
  const parsed = parseYaml(text);
  return (
    'data' in parsed && readIncludePatterns(parsed.data).some(({ pattern }) => createGlobMatcher(pattern).test(path))
  );
}

export interface LoadFromDiskOptions {
  freshSchemas?: boolean;
  /** Reads a file of the site; the editor passes the texts a person has not saved yet. */
  readText?: (file: string) => string;
  /** The folder files are named from in messages; the current folder by default. */
  namesFrom?: string;
  /** See LoadSiteInput's `whileEditing`: the editor and the dev server, never the check or the build. */
  whileEditing?: boolean;
  /** See LoadSiteInput's `keptRouteItems`: a build's check keeps them between builds. */
  keptRouteItems?: KeptRouteItems;
}

/**
 * What a check read of the site's own files: the manifest's `include:` patterns, and every file it read
 * (the manifest, the page files those matched) with the hash of the text it read. The same texts and the
 * same matches mean the same check, which a build that would make dist/ again need not run (see findUnchangedBuild).
 */
export interface ManifestInputs {
  patterns: string[];
  files: Record<string, string>;
}

/** Reads a manifest and checks it against the project's schemas and the site's public/ folder (see findPublicDir). */
export function loadSiteFromDisk(
  manifestPath = join(projectRoot, 'site.yaml'),
  options: LoadFromDiskOptions = {},
): LoadedSite & { inputs: ManifestInputs } {
  const inputs: ManifestInputs = { patterns: [], files: {} };
  const readText = (file: string) => {
    if (options.readText) {
      const text = options.readText(file);
      inputs.files[file] = hashText(text);
      return text;
    }
    // The bytes are hashed, not the text: a build looking for changes (see findUnchangedBuild) need not decode them.
    const bytes = readFileSync(file);
    inputs.files[file] = hashText(bytes);
    return bytes.toString('utf8');
  };
  const namesFrom = options.namesFrom ?? process.cwd();
  if (!cachedValidator || options.freshSchemas)
    cachedValidator = createSiteValidator(readSiteSchemas(), keepCompiledValidator());
  const publicDir = findPublicDir(manifestPath);
  let text: string;
  try {
    text = readText(manifestPath);
  } catch {
    const file = relative(namesFrom, manifestPath) || manifestPath;
    return {
      problems: [createProblem('unreadable-manifest', { file }, { file, line: 1, col: 1, place: 'file' })],
      stats: { routes: 0, blocks: 0, links: 0 },
      inputs,
    };
  }
  const show = (file: string) => relative(namesFrom, file) || file;
  const refusedLinks = new Set<string>();
  const loaded = loadSite({
    file: show(manifestPath),
    text,
    validator: cachedValidator,
    readIncluded: (pattern) => {
      inputs.patterns.push(pattern);
      return findIncludedFiles(manifestPath, pattern).map((file) => ({ file: show(file), text: readText(file) }));
    },
    listAssets: () => listFiles(publicDir, '').map((path) => `/${path}`),
    placeholders: readPlaceholderTexts(),
    whileEditing: options.whileEditing,
    keptRouteItems: options.keptRouteItems,
    // `/../package.json` would leave public/: only what is inside it is served, so only that counts.
    assetExists: (path) => {
      const file = resolve(publicDir, `.${path}`);
      return file.startsWith(publicDir + sep) && isFile(file);
    },
    findAssetFault: (path) => {
      const fault = findAssetFault(publicDir, path);
      if (fault?.kind === 'outside-public') refusedLinks.add(path);
      return fault;
    },
  });
  // A link leaving public/ that site.yaml does not name would be published all the same: said at the link.
  const links = findLinksLeaving(publicDir)
    .filter((path) => !refusedLinks.has(path))
    .map((path) =>
      createProblem(
        'file-outside-public',
        { value: path },
        { file: show(join(publicDir, path)), line: 1, col: 1, place: 'public/' },
      ),
    );
  return links.length === 0
    ? { ...loaded, inputs }
    : { ...loaded, site: undefined, problems: [...loaded.problems, ...links], inputs };
}
