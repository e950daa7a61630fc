/** The entry's script tag as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The modulepreload links Vite writes for the chunks the entry imports. */
const ENTRY_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/** The id of the <template> whose tags (preloads of scripts and data) a page adds to its head once it has painted. */
export const DEFERRED_HEAD_ID = 'deferred-head';

/**
 * A page that reports no first paint in this time starts anyway: a browser may hold the report back (a
 * tab opened in the background paints only once shown) or never send it, and the page must not stay
 * static for that. Well past a first paint's usual time, even on a slow phone.
 */
export const PAINT_WAIT_MS = 3000;

/**
 * Once the page has painted: its deferred preloads go into the head, and the entry loads. Browsers
 * without paint timing load it at once. One text on every page, so the CSP allows it by one hash.
 */
function createLoader(entry: string): string {
  const start = `let started=false;const start=()=>{if(started)return;started=true;const tags=document.getElementById(${JSON.stringify(DEFERRED_HEAD_ID)});if(tags)document.head.append(tags.content);import(${JSON.stringify(entry)})};`;
  const whenPainted = `if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint")){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,${PAINT_WAIT_MS})}else start()`;
  return `<script type="module">${start}${whenPainted}</script>`;
}

/**
 * The page template with its scripts deferred until the page has painted, and the entry's preloads to
 * add to each page's deferred tags (see wrapDeferredHead).
 * Why: a page is prerendered, and readable before any script runs. Scripts fetched and run while the
 * HTML is parsed hold its first paint back: on a slow phone, the entry (React and the app) is downloaded
 * and run first, about a second (Lighthouse's mobile FCP on the home page: 2.3 s with them, 1.2 s after).
 * Hydration starts one paint later instead.
 */
export function deferEntry(template: string): { template: string; entryPreloads: string } {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry)
    throw new Error(
      'The page template has no entry script: expected Vite\'s <script type="module" crossorigin src="…">.',
    );
  const entryPreloads = [...template.matchAll(ENTRY_PRELOADS)].map((match) => match[0].trim()).join('');
  return {
    template: template.replace(ENTRY_PRELOADS, '').replace(entry[0], () => createLoader(entry[1])),
    entryPreloads,
  };
}

/** Tags for the head that the page adds once it has painted: inert until then, so nothing they name is fetched before. */
export const wrapDeferredHead = (tags: string) => `<template id="${DEFERRED_HEAD_ID}">${tags}</template>`;
