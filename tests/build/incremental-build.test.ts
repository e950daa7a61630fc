import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { toWorkDir } from '#scripts/build/incremental/to-work-dir';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-'));
const incremental = join(scratch, 'incremental');
const fixture = readFileSync(join(root, 'tests/fixtures/collections-site.yaml'), 'utf8');

// Each output folder's kept bundles go with it; every cold build has a folder of its own, so it is cold.
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(toWorkDir(dir), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

function build(text: string, outDir: string, options: string[] = []): string {
  const manifest = join(scratch, `${relative(scratch, outDir)}.yaml`);
  writeFileSync(manifest, text);
  outDirs.push(outDir);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--manifest', manifest, '--out-dir', outDir, ...options],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

/** Every file of a build, dot-files included, by its path in the build: what a cold and an incremental build must agree on byte for byte. */
function readTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(dir, file), readFileSync(file)]),
  );
}

function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  const differing = [...expected].filter(([file, bytes]) => !bytes.equals(actual.get(file)!)).map(([file]) => file);
  expect(differing).toEqual([]);
}

const NOTHING_CHANGED = '✓ nothing changed since the previous build';

const rendered = (stdout: string) =>
  /: (\d+) rendered, (\d+) unchanged since the previous build/.exec(stdout)?.slice(1).map(Number);

/** How many pages of the previous build were set in the changed header and footer, not rendered. */
const restitched = (stdout: string) => Number(/, (\d+) set in the changed header and footer/.exec(stdout)?.[1] ?? 0);

function edit(text: string, change: (doc: Document) => void): string {
  const doc = parseDocument(text);
  change(doc);
  return doc.toString();
}

// The fixture's site (a home page showing a product, a page of work, a page per case study) with one more
// page, which the last step removes: its block is on no other page, so its stylesheet of block rules is its
// own, and must go with it.
const base = edit(fixture, (doc) => {
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('the fixture has no routes');
  routes.items.push(
    doc.createNode({
      path: '/extra',
      title: 'Extra',
      description: 'A page to remove.',
      blocks: [
        { type: 'page-hero', title: 'Extra' },
        { type: 'rich-text', text: 'A page to remove.' },
      ],
    }),
  );
});
// Its new block makes a set of block rules no page had: a stylesheet the incremental build must add.
const routeEdited = edit(base, (doc) => {
  doc.setIn(['routes', 1, 'title'], 'Our Work');
  doc.addIn(['routes', 1, 'blocks'], doc.createNode({ type: 'rich-text', text: 'Ten years of projects.' }));
});
// The home page's product grid shows the platform's card text; the header's menu shows only its summary.
const entryEdited = edit(routeEdited, (doc) =>
  doc.setIn(['collections', 'products', 0, 'description'], 'Build, run and watch AI agents.'),
);
const navigationEdited = edit(entryEdited, (doc) =>
  doc.setIn(['navigation', 'footer', 'quickLinks', 0, 'title'], 'Our work'),
);
// The page template's language: the one thing of the site the bundles are built from.
const languageChanged = edit(navigationEdited, (doc) => doc.setIn(['settings', 'language'], 'en-GB'));
const routeRemoved = edit(languageChanged, (doc) => {
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('no routes');
  routes.items = routes.items.filter((item) => !(isMap(item) && item.get('path') === '/extra'));
});

describe('an incremental build', () => {
  it("renders only the routes whose inputs changed, and its output is byte for byte a cold build's", () => {
    expect(rendered(build(base, incremental))).toEqual([5, 0]);
    const first = readTree(incremental);
    // A large site's pages render in worker threads, a share each: the same files, byte for byte.
    const threaded = join(scratch, 'threaded');
    const threadedBuild = build(base, threaded, ['--threads', '3']);
    expect(rendered(threadedBuild)).toEqual([5, 0]);
    // The sources are as the first build left them: the generated files are current, and not made again.
    expect(threadedBuild).toContain('✓ generate   up to date');
    expectSameTree(readTree(threaded), first);

    expect(build(base, incremental), 'no change').toContain(NOTHING_CHANGED);
    expectSameTree(readTree(incremental), first);

    // [what, manifest, [rendered, unchanged], set in the new header and footer]
    const steps: Array<[string, string, number[], number]> = [
      ['one route edited', routeEdited, [1, 4], 0],
      ['one collection entry edited: only the page that shows it', entryEdited, [1, 4], 0],
      ['navigation edited: every page set in the new footer, none rendered', navigationEdited, [0, 0], 5],
      ['the language changed: every page rendered', languageChanged, [5, 0], 0],
      ['a route removed', routeRemoved, [0, 4], 0],
    ];
    steps.forEach(([what, text, counts, stitched], index) => {
      // The pages set in the new footer by three threads, each writing into a folder of its own.
      const stdout = build(text, incremental, text === navigationEdited ? ['--threads', '3'] : []);
      expect(rendered(stdout), what).toEqual(counts);
      expect(restitched(stdout), what).toBe(stitched);
      // The menus are data beside the bundles, which are kept; the language is in their page template, which
      // is built again, but not the editor's preview page, which takes it from the draft.
      if (text === navigationEdited) expect(stdout).toContain('✓ bundles    unchanged, kept');
      if (text === languageChanged) expect(stdout).toContain('✓ preview    kept');
      const cold = join(scratch, `cold-${index}`);
      expect(rendered(build(text, cold)), what).toEqual([counts[0] + counts[1] + stitched, 0]);
      expectSameTree(readTree(incremental), readTree(cold));
    });
    expect(existsSync(join(incremental, 'extra'))).toBe(false);
    // The removed page's stylesheet was one of a kind; the tree comparison above saw it gone.
    const sheetsOf = (tree: Map<string, Buffer>) =>
      [...tree.keys()].filter((file) => /^assets\/page-[0-9a-f]+\.css$/.test(file));
    expect(sheetsOf(first).length).toBeGreaterThan(sheetsOf(readTree(incremental)).length);
  }, 600_000);

  it('does nothing when nothing changed, and builds again after any change to what it was made from', () => {
    // A site of its own: a page file its manifest includes, and a public/ folder beside it.
    const site = join(scratch, 'memo-site');
    const outDir = join(site, 'dist');
    mkdirSync(join(site, 'pages'), { recursive: true });
    cpSync(join(root, 'public'), join(site, 'public'), { recursive: true });
    const manifest = join(site, 'site.yaml');
    writeFileSync(manifest, base.replace('collections:', 'include: [pages/*.yaml]\ncollections:'));
    const writePage = (name: string) =>
      writeFileSync(
        join(site, 'pages', `${name}.yaml`),
        `routes:\n  - path: /${name}\n    title: ${name}\n    description: A page from a page file.\n    blocks:\n      - type: page-hero\n        title: Page ${name}\n`,
      );
    writePage('one');
    outDirs.push(outDir);
    const run = () => {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/build.ts', '--manifest', manifest, '--out-dir', outDir],
        { cwd: root, encoding: 'utf8' },
      );
      expect(result.status, result.stdout + result.stderr).toBe(0);
      return result.stdout;
    };
    expect(rendered(run())).toEqual([6, 0]);
    const first = readTree(outDir);
    const again = run();
    expect(again).toContain(NOTHING_CHANGED);
    // The check's report is said again: what a person reads is the same whether anything was built.
    expect(again).toContain('✓ 6 routes');
    expectSameTree(readTree(outDir), first);

    // A page file added where the manifest's pattern looks: its page is built.
    writePage('added');
    expect(rendered(run()), 'a page file added').toEqual([1, 6]);
    expect(readFileSync(join(outDir, 'added', 'index.html'), 'utf8')).toContain('Page added');
    expect(run(), 'nothing since').toContain(NOTHING_CHANGED);

    // A page removed from the output by hand: made again, not taken for done.
    rmSync(join(outDir, 'added', 'index.html'));
    expect(rendered(run()), 'a page deleted from dist/').toEqual([1, 6]);
    expect(existsSync(join(outDir, 'added', 'index.html'))).toBe(true);
    // Its route data alone, the same.
    rmSync(join(outDir, 'added', 'route.json'));
    expect(rendered(run()), "a page's route data deleted from dist/").toEqual([1, 6]);
    expect(existsSync(join(outDir, 'added', 'route.json'))).toBe(true);

    // A file added to public/: built again (the bundles copy public/).
    writeFileSync(join(site, 'public', 'notes.txt'), 'a new file');
    const afterPublic = run();
    expect(afterPublic).not.toContain(NOTHING_CHANGED);
    expect(readFileSync(join(outDir, 'notes.txt'), 'utf8')).toBe('a new file');
  }, 600_000);
});
