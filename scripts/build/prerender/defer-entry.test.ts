// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { deferEntry, PAINT_WAIT_MS, wrapDeferredHead } from './defer-entry';

const template = `<head><script>theme()</script><!--app-head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
  </head>`;

const loaderOf = (deferred: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)![1];

afterEach(() => {
  document.head.innerHTML = '';
});

it("takes the entry's script and preloads out of the template, and loads the entry from a script that waits for the first paint", () => {
  const { template: deferred } = deferEntry(template);
  expect(deferred).not.toContain('src="/assets/index-a1.js"');
  expect(deferred).not.toContain('modulepreload crossorigin href');
  const loader = loaderOf(deferred);
  expect(loader).toContain('import("/assets/index-a1.js")');
  expect(loader).toContain('"first-contentful-paint"');
  expect(loader).toContain(`setTimeout(start,${PAINT_WAIT_MS})`);
  expect(deferred).toContain('<script>theme()</script><!--app-head-->');
});

it("once started, preloads the entry's chunks and the page's, then adds the page's deferred tags", () => {
  const { template: deferred, toModuleName } = deferEntry(template);
  document.head.innerHTML = wrapDeferredHead('<link id="route-data" rel="preload" as="fetch" href="/a/route.json">', [
    toModuleName('/assets/card-c1.js'),
    toModuleName('/assets/hero-h1.js'),
  ]);
  // Without paint timing (jsdom), the loader starts at once; the entry's import is all it may not do here.
  const loader = loaderOf(deferred).replace('import("/assets/index-a1.js")', 'void 0');
  new Function(loader)();
  expect([...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])).toEqual([
    ['modulepreload', '/assets/vendor-v1.js'],
    ['preload', '/a/route.json'],
    ['modulepreload', '/assets/card-c1.js'],
    ['modulepreload', '/assets/hero-h1.js'],
  ]);
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]'))
    expect(link.getAttribute('crossorigin')).toBe('');
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
