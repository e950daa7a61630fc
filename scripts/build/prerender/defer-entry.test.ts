// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { deferEntry, listPagePreloads, PAINT_WAIT_MS, wrapDeferredHead } from './defer-entry';

const template = `<head><script>theme()</script><!--app-head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
  </head>`;

/** The page's loader, run here: its import of the entry (which jsdom cannot load) records the URL instead. */
function runLoader(deferred: string): string[] {
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)![1];
  const imported: string[] = [];
  const [call = ''] = loader.match(/import\((["'`])[^"'`]+\1\)/g) ?? [];
  expect(call).toBe('import("/assets/index-a1.js")');
  new Function('record', loader.replace(call, 'record("/assets/index-a1.js")'))((url: string) => imported.push(url));
  return imported;
}

const headLinks = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

function setUpPage() {
  const { template: deferred, toModuleName } = deferEntry(template);
  document.head.innerHTML = wrapDeferredHead('<link id="route-data" rel="preload" as="fetch" href="/a/route.json">', [
    toModuleName('/assets/card-c1.js'),
    toModuleName('/assets/hero-h1.js'),
  ]);
  return deferred;
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("takes the entry's script and preloads out of the template, and keeps the rest of the head", () => {
  const { template: deferred } = deferEntry(template);
  expect(deferred).not.toContain('src="/assets/index-a1.js"');
  expect(deferred).not.toContain('modulepreload crossorigin href');
  expect(deferred).toContain('<script>theme()</script><!--app-head-->');
});

it("without paint timing, starts at once: preloads the entry's chunks, the route data and the page's chunks, then loads the entry", () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  expect(runLoader(setUpPage())).toEqual(['/assets/index-a1.js']);
  expect(headLinks()).toEqual([
    ['modulepreload', '/assets/vendor-v1.js'],
    ['preload', '/a/route.json'],
    ['modulepreload', '/assets/card-c1.js'],
    ['modulepreload', '/assets/hero-h1.js'],
  ]);
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]'))
    expect(link.getAttribute('crossorigin')).toBe('');
});

/** A browser's paint timing, whose first contentful paint the test reports when it chooses. */
function stubPaintTiming() {
  const observers: Array<(entries: { getEntriesByName(name: string): unknown[] }) => void> = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observers.push((list) => callback(list, this));
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return () =>
    observers.forEach((notify) =>
      notify({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    );
}

it('with paint timing, waits for the first contentful paint, then starts once', () => {
  const paint = stubPaintTiming();
  const imported = runLoader(setUpPage());
  expect(imported).toEqual([]);
  expect(headLinks()).toEqual([]);
  paint();
  paint();
  expect(imported).toEqual(['/assets/index-a1.js']);
  expect(headLinks()).toHaveLength(4);
});

it(`starts after ${PAINT_WAIT_MS} ms when no first paint is reported`, () => {
  vi.useFakeTimers();
  stubPaintTiming();
  const imported = runLoader(setUpPage());
  vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
  expect(imported).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(imported).toEqual(['/assets/index-a1.js']);
});

it('keeps the deferred tags in a template, which the browser does not fetch from, the chunks by name', () => {
  expect(wrapDeferredHead('<link rel="preload" href="/a.json">', ['card-c1', 'hero-h1'])).toBe(
    '<template id="deferred-head" data-modules="card-c1 hero-h1"><link rel="preload" href="/a.json"></template>',
  );
  expect(wrapDeferredHead('<link rel="preload" href="/a.json">')).toBe(
    '<template id="deferred-head"><link rel="preload" href="/a.json"></template>',
  );
});

it("refuses a chunk outside the entry's folder, which a page could not name", () => {
  expect(() => deferEntry(template).toModuleName('/other/card-c1.js')).toThrow(/not a script in the entry's folder/);
});

it('fails on a template without the entry script, naming what it expected', () => {
  expect(() => deferEntry('<head></head>')).toThrow(/no entry script/);
});

it("reads back from a built page the chunks it preloads, the entry's then its own", () => {
  const { template: deferred, toModuleName } = deferEntry(template);
  const page = deferred.replace(
    '<!--app-head-->',
    wrapDeferredHead('<link rel="preload" href="/a.json">', [toModuleName('/assets/card-c1.js')]),
  );
  expect(listPagePreloads(page)).toEqual(['/assets/vendor-v1.js', '/assets/card-c1.js']);
  expect(listPagePreloads(deferred)).toEqual(['/assets/vendor-v1.js']);
});
