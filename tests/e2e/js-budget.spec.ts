import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Manifest } from 'vite';
import { checkJsBudget } from '../support/check-js-budget';
import { collectChunkFiles } from '#scripts/build/prerender/route-preload-tags';
import { MODULE_SIZES_FILE, type ModuleSizes } from '#scripts/vite/vite-plugin-module-sizes';
import { listPagePreloads } from '#scripts/build/prerender/defer-entry';
import { IDLE_PRELOAD_MARK } from '#site/shell/idle-preload-mark';
import { site } from './support/read-site';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const modules = JSON.parse(readFileSync(join(dist, MODULE_SIZES_FILE), 'utf8')) as ModuleSizes;

for (const route of site.routes) {
  test(`${route.path} stays within the JavaScript budget, idle preloads included, and loads its own blocks' code only`, async ({
    page,
  }) => {
    const requested = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.add(pathname.slice(1));
    });
    await page.goto(route.path);
    await page.locator('html[data-js]').waitFor({ state: 'attached' });
    // Everything before the visitor does anything: hydration, what loads on its own, and what the page
    // preloads once idle for a first tap (all asked for at the mark), until the network settles after it.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);
    await page.waitForLoadState('networkidle');
    const loaded = [...requested];

    const result = checkJsBudget(dist, [{ path: route.path, loaded }]);
    expect(result.report).toBe('');
    const blocks = new Set(route.blocks.map((block) => `blocks/${block.type}/`));
    const loadedModules = loaded.flatMap((file) => (modules[file] ?? []).map((module) => module.id));
    // Each of the route's blocks arrived, and no other block's code.
    expect(
      new Set(
        loadedModules.filter((id) => id.startsWith('blocks/')).map((id) => id.split('/').slice(0, 2).join('/') + '/'),
      ),
    ).toEqual(blocks);
  });
}

test("a page's HTML names its block chunks, which it preloads once painted, and the app fetches nothing else to hydrate", async ({
  page,
  request,
}) => {
  const route = site.routes.find((candidate) => new Set(candidate.blocks.map((block) => block.type)).size >= 3)!;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  // What the page preloads once painted: the entry's chunks, named in its loader, and its own, in its template.
  const html = await (await request.get(route.path)).text();
  const preloaded = listPagePreloads(html).map((url) => url.slice(1));
  for (const type of new Set(route.blocks.map((block) => block.type)))
    expect(preloaded).toContain(manifest[`blocks/${type}/${type}.tsx`].file);
  const fetched: string[] = [];
  page.on('request', (candidate) => {
    const { pathname } = new URL(candidate.url());
    if (pathname.endsWith('.js')) fetched.push(pathname.slice(1));
  });
  await page.goto(route.path);
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  // The idle preloads start once the browser is idle after hydration: on a busy machine, after a first quiet
  // moment on the network. Their requests are all made at that mark, so the network settles after it.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);
  await page.waitForLoadState('networkidle');
  const entry = (manifest as Record<string, { file: string }>)['index.html'].file;
  // After hydration the shell brings in the chat widget (and the consent banner where one is asked for), by itself.
  const afterHydration = collectChunkFiles(manifest as Manifest, [
    'src/app/third-party/third-party-services.tsx',
  ]).scripts;
  expect(afterHydration.length).toBeGreaterThan(0);
  // Once it is idle, the code a first tap needs: the dialogs' (mobile menu, Book a Meeting) and this page's blocks' own.
  const blockTypes = new Set(route.blocks.map((block) => block.type));
  const whenIdle = collectChunkFiles(manifest as Manifest, [
    'src/ui/dialogs/modal-dialog.tsx',
    'src/app/dialogs/meeting-dialog.tsx',
    ...(blockTypes.has('iq-test') ? ['blocks/iq-test/iq-quiz.tsx'] : []),
    ...(blockTypes.has('contact-form') ? ['blocks/contact-form/country-code-popover.tsx'] : []),
  ]).scripts;
  expect(new Set(fetched)).toEqual(new Set([entry, ...preloaded, ...afterHydration, ...whenIdle]));
});
