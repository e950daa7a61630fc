/**
 * A pattern of `include:` as a test on a file's path relative to the manifest's folder, with forward
 * slashes: `*` stands for any characters within one folder or file name, `?` for one character, and a
 * whole `**` segment for any number of folders (none included), so `pages/**\/*.yaml` takes both
 * pages/a.yaml and pages/solutions/b.yaml. Nothing else is special: a person writing a path gets it.
 */
export function createGlobMatcher(pattern: string): RegExp {
  const segments = pattern.replace(/\\/g, '/').replace(/^\.\//, '').split('/');
  const source = segments
    .map((segment, index) => {
      if (segment === '**') return index === segments.length - 1 ? '.*' : '(?:[^/]+/)*';
      const body = segment
        .replace(/[.+^${}()|[\]]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]');
      return index === segments.length - 1 ? body : `${body}/`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The folder a pattern's files are all under (its segments before the first wildcard), so a search need not walk the rest. */
export function readGlobBase(pattern: string): string {
  const segments = pattern.replace(/\\/g, '/').replace(/^\.\//, '').split('/');
  const base: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (/[*?]/.test(segment)) break;
    base.push(segment);
  }
  return base.join('/');
}
