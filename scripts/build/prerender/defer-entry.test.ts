import { expect, it } from 'vitest';
import { deferEntry, PAINT_WAIT_MS, wrapDeferredHead } from './defer-entry';

const template = `<head><script>theme()</script><!--app-head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
  </head>`;

it("takes the entry's script and preloads out of the template, and loads the entry from a script that waits for the first paint", () => {
  const { template: deferred, entryPreloads } = deferEntry(template);
  expect(entryPreloads).toBe('<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">');
  expect(deferred).not.toContain('src="/assets/index-a1.js"');
  expect(deferred).not.toContain('modulepreload');
  const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(deferred)![1];
  expect(loader).toContain('import("/assets/index-a1.js")');
  expect(loader).toContain('"first-contentful-paint"');
  expect(loader).toContain('document.getElementById("deferred-head")');
  expect(loader).toContain(`setTimeout(start,${PAINT_WAIT_MS})`);
  expect(deferred).toContain('<script>theme()</script><!--app-head-->');
});

it('keeps the deferred tags in a template, which the browser does not fetch from', () => {
  expect(wrapDeferredHead('<link rel="modulepreload" crossorigin href="/a.js">')).toBe(
    '<template id="deferred-head"><link rel="modulepreload" crossorigin href="/a.js"></template>',
  );
});

it('fails on a template without the entry script, naming what it expected', () => {
  expect(() => deferEntry('<head></head>')).toThrow(/no entry script/);
});
