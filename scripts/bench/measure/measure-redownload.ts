import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listPagePreloads } from '#scripts/build/prerender/defer-entry';

/** A built site's scripts, stylesheets and shell data by URL, with their gzip sizes, and those the home page loads at once. */
export interface AssetSnapshot {
  gzipBytes: Map<string, number>;
  /** The home page's scripts, stylesheets and shell data and, transitively, the scripts they import statically. */
  firstLoad: Set<string>;
}

const ASSET_URL = /\/assets\/[\w.-]+\.(?:js|css|json)\b/g;
/** A static import in a built chunk (`import"./a.js"`, `from"./a.js"`); `import("./a.js")` loads later, on use. */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']\.\/([\w.-]+\.js)["']/g;

export function snapshotAssets(distDir: string): AssetSnapshot {
  const assets = join(distDir, 'assets');
  const gzipBytes = new Map(
    readdirSync(assets)
      .filter((name) => /\.(js|css|json)$/.test(name))
      .map((name) => [`/assets/${name}`, gzipSync(readFileSync(join(assets, name)), { level: 9 }).length]),
  );
  const firstLoad = new Set<string>();
  const visit = (url: string) => {
    if (firstLoad.has(url) || !gzipBytes.has(url)) return;
    firstLoad.add(url);
    if (!url.endsWith('.js')) return;
    for (const [, file] of readFileSync(join(distDir, url), 'utf8').matchAll(STATIC_IMPORT)) visit(`/assets/${file}`);
  };
  const home = readFileSync(join(distDir, 'index.html'), 'utf8');
  for (const url of [...[...home.matchAll(ASSET_URL)].map((match) => match[0]), ...listPagePreloads(home)]) visit(url);
  return { gzipBytes, firstLoad };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What a returning visitor downloads again after a deploy: the scripts, stylesheets and shell data whose URL is new
 * (a hashed file keeps its URL while its content does not change, and the browser keeps it a year).
 */
export function describeRedownload(before: AssetSnapshot, after: AssetSnapshot, goalBytes: number): string {
  const changed = [...after.gzipBytes].filter(([url]) => !before.gzipBytes.has(url));
  const sum = (entries: Array<[string, number]>) => entries.reduce((total, [, bytes]) => total + bytes, 0);
  const atOnce = sum(changed.filter(([url]) => after.firstLoad.has(url)));
  return [
    `Re-downloaded by a returning visitor after a navigation item is edited (files whose URL changed, gzip): ${kb(atOnce)} of the ${kb(sum([...after.gzipBytes].filter(([url]) => after.firstLoad.has(url))))} the home page loads at once (goal ≤ ${kb(goalBytes)}, ${atOnce <= goalBytes ? 'met' : 'not met'}); ${kb(sum(changed))} in all, of ${changed.length} file(s):`,
    ...changed.map(
      ([url, bytes]) => `    ${kb(bytes).padStart(9)}  ${url}${after.firstLoad.has(url) ? ' (at once)' : ''}`,
    ),
  ].join('\n');
}
