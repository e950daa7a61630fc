/** The entry's script tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The modulepreload links Vite writes for the chunks the entry imports. */
const ENTRY_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The folder of a script's URL, with its slash (`/assets/index-a1.js` → `/assets/`), where its chunks are. */
const toFolder = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/** The id of the <template> whose tags (the preload of the route's data) a page adds to its head once it has painted. */
export const DEFERRED_HEAD_ID = 'deferred-head';

/**
 * A page that reports no first paint in this time starts anyway: a browser may hold the report back (a
 * tab opened in the background paints only once shown) or never send it, and the page must not stay
 * static for that. Well past a first paint's usual time, even on a slow phone.
 */
export const PAINT_WAIT_MS = 3000;

/**
 * Once the page has painted: the chunks the entry imports and those the page's template names in
 * `data-modules` are preloaded, the template's tags go into the head, and the entry loads. Browsers
 * without paint timing start at once. One text on every page, so the CSP allows it by one hash. A chunk
 * is named by its file in the entry's folder without `.js`: a page's dozen preloads cost their names, not
 * a dozen <link> tags each.
 *
 * Written short, as every page carries it (a minifier run in the build cost it 350 MB more memory): `p`
 * preloads a chunk by name, `s` starts once (`d`: done), `t` is the page's template.
 */
function createLoader(entry: string, shared: string[]): string {
  const text = (value: string) => JSON.stringify(value);
  return `<script type="module">${[
    'let d=0;',
    `const p=n=>{const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${text(toFolder(entry))}+n+".js";document.head.append(l)},`,
    `s=()=>{if(d)return;d=1;${JSON.stringify(shared)}.forEach(p);`,
    `const t=document.getElementById(${text(DEFERRED_HEAD_ID)});if(t){document.head.append(t.content);t.dataset.modules?.split(" ").forEach(p)}`,
    `import(${text(entry)})};`,
    'self.PerformanceObserver?.supportedEntryTypes?.includes("paint")',
    '?(new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),s())})',
    `.observe({type:"paint",buffered:!0}),setTimeout(s,${PAINT_WAIT_MS})):s()`,
  ].join('')}</script>`;
}

export interface DeferredEntry {
  /** The page template with its scripts deferred until the page has painted. */
  template: string;
  /** A chunk's name as a page's template lists it (see createLoader), from its URL (`/assets/card-a1.js` → `card-a1`). */
  toModuleName(url: string): string;
}

/**
 * The page template with its scripts deferred until the page has painted (see wrapDeferredHead for what
 * each page adds). Why: a page is prerendered, and readable before any script runs. Scripts fetched and run
 * while the HTML is parsed hold its first paint back: on a slow phone, the entry (React and the app) is
 * downloaded and run first, about a second (Lighthouse's mobile FCP on the home page: 2.3 s with them,
 * 1.2 s after). Hydration starts one paint later instead.
 */
export function deferEntry(template: string): DeferredEntry {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry)
    throw new Error(
      'The page template has no entry script: expected Vite\'s <script type="module" crossorigin src="…">.',
    );
  const folder = toFolder(entry[1]);
  const toModuleName = (url: string) => {
    if (!url.startsWith(folder) || !url.endsWith('.js') || url.slice(folder.length).includes('/'))
      throw new Error(
        `The chunk ${url} is not a script in the entry's folder (${folder}), where pages name their chunks.`,
      );
    return url.slice(folder.length, -'.js'.length);
  };
  const shared = [...template.matchAll(ENTRY_PRELOADS)].map((match) => toModuleName(match[1]));
  return {
    template: template.replace(ENTRY_PRELOADS, '').replace(entry[0], () => createLoader(entry[1], shared)),
    toModuleName,
  };
}

/**
 * What a page adds once it has painted: `tags` for its head (the preload of its route's data) and the
 * chunks its blocks need (`modules`, by name, see deferEntry). Inert until then, so nothing they name is
 * fetched before.
 */
export const wrapDeferredHead = (tags: string, modules: string[] = []) =>
  `<template id="${DEFERRED_HEAD_ID}"${modules.length > 0 ? ` data-modules="${modules.join(' ')}"` : ''}>${tags}</template>`;

/**
 * The URLs of the chunks a built page preloads once it has painted: the entry's (named in its loader) and
 * its own (in its template's `data-modules`), in that order. For the tests and the benchmark, which read
 * built pages.
 */
export function listPagePreloads(html: string): string[] {
  const entry = /import\(([`'"])([^`'"]+)\1\)/.exec(html)?.[2];
  if (!entry) return [];
  const folder = toFolder(entry);
  const shared = /\[((?:[`'"][^`'"]*[`'"],?)*)\]\.forEach\(/.exec(html)?.[1] ?? '';
  const own = new RegExp(`<template id="${DEFERRED_HEAD_ID}" data-modules="([^"]+)"`).exec(html)?.[1] ?? '';
  const names = [...shared.matchAll(/[`'"]([^`'"]+)[`'"]/g)].map((match) => match[1]);
  return [...names, ...own.split(' ').filter(Boolean)].map((name) => `${folder}${name}.js`);
}
