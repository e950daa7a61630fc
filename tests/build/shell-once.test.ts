import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createShellStyles } from '#scripts/build/prerender/shell-styles';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { projectRoot } from '#scripts/cli/project-root';
import { createViteConfig } from '#scripts/vite/create-vite-config';
import { createSiteShell } from '#scripts/vite/create-site-shell';
import type { Site } from '#generated/site-types';
import type { ServerEntry } from '#site/shell/server-entry';

// Inside the project, so the bundle's imports of React and Emotion resolve to node_modules.
const outDir = join(projectRoot, `.build-test-shell-once-${process.pid}`);
const site = loadSiteFromDisk().site as Site;
const siteShell = createSiteShell(site);
let entry: ServerEntry;
/** The same server entry with Emotion's own serializeStyles, as it was before it was remembered. */
let ownEntry: ServerEntry;

/** Builds the server entry into `dir` and loads it; `leaveOut` names Vite plugins to build it without. */
async function buildEntry(dir: string, leaveOut: string[] = []): Promise<ServerEntry> {
  const config = createViteConfig({ site: { ...site, routes: [] } });
  await build({
    ...config,
    plugins: (config.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && leaveOut.includes(plugin.name))),
    configFile: false,
    logLevel: 'warn',
    root: projectRoot,
    build: { ssr: 'src/app/entry-server.tsx', outDir: dir, emptyOutDir: true },
  });
  return (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as ServerEntry;
}

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  entry = await buildEntry(outDir);
  ownEntry = await buildEntry(join(outDir, 'own'), ['memoized-styles']);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('renders every route of the site, its shell made once, byte for byte as the whole page rendered for it', async () => {
  const notFound = await entry.render('/404', null, siteShell);
  const shell = createShellStyles(notFound.styles, '');
  for (const route of site.routes) {
    const once = await entry.render(route.path, route, siteShell);
    const whole = await entry.render(route.path, route, siteShell, { whole: true });
    expect(once.html, route.path).toBe(whole.html);
    expect(once.head, route.path).toBe(whole.head);
    // What the build writes of the styles: the page's own, beside the shell's stylesheet.
    expect(shell.pageStylesFor(once.styles), route.path).toEqual(shell.pageStylesFor(whole.styles));
  }
});

it('renders the header and footer once, not for each route', async () => {
  const home = site.routes.find((route) => route.path === '/')!;
  const whole = await entry.render('/', home, siteShell, { whole: true });
  const once = await entry.render('/', home, siteShell);
  // The whole page's rules include the header's; the route rendered into the shell used only its blocks'.
  expect(whole.styles.length).toBeGreaterThan(once.styles.length);
  expect(once.html).toContain('<header');
  expect(once.html).toContain('<footer');
});

it('bundles Emotion into the server entry, where its styles are serialized by the remembered serializeStyles', () => {
  const code = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith('own/'))
    .map((file) => readFileSync(join(outDir, file), 'utf8'));
  // Imported from node_modules as it is, Emotion would call its own serializeStyles.
  expect(code.filter((text) => /from "@emotion\//.test(text))).toEqual([]);
  expect(code.some((text) => text.includes('uncached'))).toBe(true);
});

it("renders every route byte for byte as Emotion's own serializeStyles does, twice over (the second time from what it remembered)", async () => {
  for (const round of [1, 2])
    for (const route of site.routes) {
      const remembered = await entry.render(route.path, route, siteShell);
      const own = await ownEntry.render(route.path, route, siteShell);
      expect(remembered.html, `${route.path}, round ${round}`).toBe(own.html);
      expect(remembered.styles, `${route.path}, round ${round}`).toEqual(own.styles);
    }
});
