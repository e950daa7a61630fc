import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { problemCatalogue } from '../../src/site/problem-catalogue';
import { loadSite, type LoadedSite } from '../../src/site/load-site';
import { createSiteValidator } from '../../src/site/validate-site';
import { projectRoot, readSiteSchemas } from './read-site-schemas';

let cachedValidator: ReturnType<typeof createSiteValidator> | undefined;

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Reads a manifest and checks it against the project's schemas and public/ folder. */
export function loadSiteFromDisk(manifestPath = join(projectRoot, 'site.yaml'), options: { freshSchemas?: boolean } = {}): LoadedSite {
  if (!cachedValidator || options.freshSchemas) cachedValidator = createSiteValidator(readSiteSchemas());
  const publicDir = join(projectRoot, 'public');
  let text: string;
  try {
    text = readFileSync(manifestPath, 'utf8');
  } catch {
    const file = relative(process.cwd(), manifestPath) || manifestPath;
    return {
      problems: [{ code: 'unreadable-manifest', severity: 'error', file, line: 1, col: 1, where: 'file', message: `cannot read ${file}`, fix: problemCatalogue['unreadable-manifest'].fix }],
      stats: { routes: 0, blocks: 0, links: 0 },
    };
  }
  return loadSite({
    file: relative(process.cwd(), manifestPath) || manifestPath,
    text,
    validator: cachedValidator,
    // `/../package.json` would leave public/: only what is inside it is served, so only that counts.
    assetExists: (path) => {
      const file = resolve(publicDir, `.${path}`);
      return file.startsWith(publicDir + sep) && isFile(file);
    },
  });
}
