import type { Manifest } from 'vite';

/** The built files a set of chunks needs before it runs: each chunk, its static imports (recursively) and their CSS. */
export function collectChunkFiles(manifest: Manifest, keys: Iterable<string>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The manifest key of a block type's chunk (the registry imports `blocks/<type>/<type>.tsx`). */
export const toBlockChunkKey = (type: string) => `blocks/${type}/${type}.tsx`;

/** The manifest key of the page entry. */
export const ENTRY_KEY = 'index.html';

/**
 * What a route's <head> needs: the stylesheets of its block chunks (tags), so a block's CSS is in place
 * before its HTML paints, and the URLs of those chunks and their imports (`scripts`), which the page
 * preloads once it has painted (see deferEntry), so the browser fetches them beside the entry (hydration
 * waits for them). What the page template already loads (the entry, its imports and CSS, which Vite writes
 * into index.html) is left out.
 */
export function createRoutePreloadTags(
  manifest: Manifest,
  base = '/',
): (blockTypes: Iterable<string>) => { styles: string; scripts: string[] } {
  const shell = collectChunkFiles(manifest, [ENTRY_KEY]);
  const inTemplate = new Set([...shell.scripts, ...shell.styles]);
  // Worked out once for each list of block types: a site's pages use a few such lists, over and over.
  const made = new Map<string, { styles: string; scripts: string[] }>();
  return (blockTypes) => {
    const types = [...new Set(blockTypes)];
    const key = types.join(' ');
    let tags = made.get(key);
    if (tags === undefined) {
      const { scripts, styles } = collectChunkFiles(
        manifest,
        types.map(toBlockChunkKey).filter((chunk) => chunk in manifest),
      );
      tags = {
        styles: styles
          .filter((file) => !inTemplate.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
          .join('\n'),
        scripts: scripts.filter((file) => !inTemplate.has(file)).map((file) => `${base}${file}`),
      };
      made.set(key, tags);
    }
    return tags;
  };
}
