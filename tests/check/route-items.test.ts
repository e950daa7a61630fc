import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseYaml, type KeptRouteItems } from '#site/yaml/parse-yaml';
import { splitRouteItems } from '#site/yaml/split-route-items';
import { openRouteItemsFile } from '#scripts/build/check/keep-route-items';
import { createBenchManifest } from '#scripts/bench/create-bench-manifest';
import { createRandom, MUTATIONS, mutateManifest } from '#scripts/fuzz/mutate-manifest';

/** Kept items in memory, counting what it was asked for and what it had. */
function keepInMemory(): KeptRouteItems & { taken: number; asked: number } {
  const kept = new Map<string, string>();
  const store = {
    taken: 0,
    asked: 0,
    has: (item: string) => kept.has(item),
    take: (item: string) => {
      store.asked++;
      const json = kept.get(item);
      if (json === undefined) return undefined;
      store.taken++;
      return JSON.parse(json) as unknown;
    },
    keep: (item: string, value: unknown) => void kept.set(item, JSON.stringify(value)),
  };
  return store;
}

const read = (text: string, kept?: KeptRouteItems) => {
  const parsed = parseYaml(text, kept);
  return 'data' in parsed ? parsed.data : parsed.error;
};

const manifest = `settings:
  company: Acme
routes:
  # the home page
  - path: /
    title: Home
    blocks:
      - type: page-hero
        description: |+
          Kept lines, and the blank ones after.


  - path: /about
    title: "About us,
      on two lines"
# a comment at the margin, between items
  - path: /b
    title: B
navigation:
  header: []
`;

describe('route items parsed one by one', () => {
  it('cuts a manifest at its items, which join back into the text and parse as the whole does', () => {
    const split = splitRouteItems(manifest)!;
    expect(split.items).toHaveLength(3);
    expect(split.head + split.items.join('') + split.tail).toBe(manifest);
    expect(split.items[1]).toContain('on two lines');
    expect(split.tail).toBe('navigation:\n  header: []\n');
    const kept = keepInMemory();
    expect(read(manifest, kept)).toEqual(read(manifest));
    expect(read(manifest, kept)).toEqual(read(manifest));
    expect(kept.taken).toBe(3);
  });

  it('reads a * or & inside a text or in a comment as a character, and one where a node could start as maybe not', () => {
    const marked = manifest
      .replace('title: B', 'title: Save *now* & more')
      .replace('Kept lines,', 'Kept **bold** lines and *alias-like* and &anchor-like and !tag-like,')
      .replace('# the home page', '# the *home* page, &c.\n  # *a comment at its start');
    expect(splitRouteItems(marked)?.items).toHaveLength(3);
    // A block text's line starting with a mark: only a parser knows it is in a block text.
    expect(splitRouteItems(marked.replace('Kept **bold**', '**Kept** bold'))).toBeUndefined();
    const kept = keepInMemory();
    read(marked, kept);
    expect(read(marked, kept)).toEqual(read(marked));
    expect(kept.taken).toBe(3);
  });

  it('reads a list at the margin, and Windows line ends', () => {
    const atMargin = 'routes:\n- path: /\n  title: Home\n- path: /a\n  title: A\nsettings: {}\n';
    expect(splitRouteItems(atMargin)?.items).toEqual(['- path: /\n  title: Home\n', '- path: /a\n  title: A\n']);
    const windows = manifest.replaceAll('\n', '\r\n');
    expect(splitRouteItems(windows)?.items).toHaveLength(3);
    const kept = keepInMemory();
    read(windows, kept);
    expect(read(windows, kept)).toEqual(read(windows));
  });

  it.each([
    ['an anchor', manifest.replace('title: B', 'title: &b B')],
    ['an alias', manifest.replace('title: B', 'title: *b')],
    ['an alias in a list', manifest.replace('title: B', 'title: [a, *b]')],
    ["an alias after a JSON-like key's colon", manifest.replace('title: B', 'title: {"a":*b}')],
    ['an alias as an item', manifest.replace('  - path: /b', '  - *b\n  - path: /b')],
    ['a tag', manifest.replace('title: B', 'title: !!str B')],
    ['a document marker', `---\n${manifest}`],
    ['a directive', `%YAML 1.2\n---\n${manifest}`],
    ['routes twice', `${manifest}routes: []\n`],
    ['routes quoted', manifest.replace('routes:', '"routes":')],
    ['a flow list', 'routes: [{ path: / }]\n'],
    ['a line under routes that starts no item', manifest.replace('  # the home page', '  path: /x')],
    ['a line indented less than the items', manifest.replace('    title: B', ' title: B')],
    ['a tab in an indent', manifest.replace('    title: B', '\ttitle: B')],
    ['no routes', 'settings:\n  company: Acme\n'],
  ])('parses the whole text when it holds %s', (_, text) => {
    expect(splitRouteItems(text)).toBeUndefined();
  });

  it.each([
    [
      'a quoted text of the last item run on over a line at the margin',
      ['routes:\n  - "abc\nfoo: bar"\n', 'routes:\n  - "abc\nzzz: q"\n'],
    ],
    [
      'a bracket of the last item run on over a line at the margin',
      ['routes:\n  - [a,\nfoo: bar]\n', 'routes:\n  - {a: 1,\nfoo: bar}\n'],
    ],
    [
      'an anchor and its alias in two items, after values ending in " |" (not block texts)',
      [
        'routes:\n  - a: b |\n    c: &x 1\n  - d: e |\n    f: *x\n  - a: b |\n    c: &x 2\n  - d: e |\n    f: *x\n',
        'routes:\n  - a: b |\n    c: &x 1\n  - d: e |\n    f: *x\n',
        'routes:\n  - a: b |\n    c: &x 2\n  - d: e |\n    f: *x\n',
      ],
    ],
    [
      'an anchor and its alias on lines after a bracket\'s line ending in " |" (not a block text)',
      [
        'h: [\n  q - |\n      , &y 1]\nroutes:\n- a: [\n    q - |\n        , *y]\n- b\n',
        'h: [\n  q - |\n      , &y 2]\nroutes:\n- a: [\n    q - |\n        , *y]\n- b\n',
        'routes:\n- a: [\n    q - |\n        , &y 1]\n- b: [\n    q - |\n        , *y]\n- c\n',
        'routes:\n- a: [\n    q - |\n        , &y 2]\n- b: [\n    q - |\n        , *y]\n- c\n',
      ],
    ],
    [
      'block texts under a key in an item, and under an item',
      [
        'routes:\n  - a: |\n      *x &y\n    b: >-\n      !z\n  - |\n    *w\n',
        'routes:\n  - a: |\n      *x\n    c: *x\n',
      ],
    ],
  ])('reads %s as the whole parse does, each text twice, one kept store for all', (_, texts) => {
    const kept = keepInMemory();
    for (const text of texts) {
      expect(read(text, kept)).toEqual(read(text));
      expect(read(text, kept)).toEqual(read(text));
    }
  });

  it('never reads a text otherwise than the whole parse, however it is damaged, from items kept before or kept from it', () => {
    // The shipped site with its Markdown lists' bold (`- **AI:**`, a mark where a node could start) as
    // underscores, so that its items are cut and kept.
    const shipped = readFileSync('site.yaml', 'utf8').replaceAll('- **', '- __').replaceAll(':**', ':__');
    expect(splitRouteItems(shipped)).toBeDefined();
    const sources = [shipped, createBenchManifest(60), manifest];
    const random = createRandom(42);
    for (const source of sources) {
      const kept = keepInMemory();
      read(source, kept);
      for (const mutation of MUTATIONS) {
        for (let round = 0; round < 8; round++) {
          const damaged = mutateManifest(source, mutation, random);
          const whole = read(damaged);
          expect(read(damaged, kept), `${mutation}, round ${round}`).toEqual(whole);
          // Kept from a whole parse, then taken.
          const fresh = keepInMemory();
          read(damaged, fresh);
          expect(read(damaged, fresh), `${mutation}, round ${round}, kept anew`).toEqual(whole);
        }
      }
      expect(kept.taken).toBeGreaterThan(0);
    }
  });
  it('keeps nothing of a list of more than 25,000 items, whose values would cost the check more memory than the parse they save', () => {
    const kept = keepInMemory();
    const large = `routes:\n${'  - a\n'.repeat(25_001)}`;
    read(large, kept);
    expect(read(large, kept)).toEqual(read(large));
    expect(kept.taken).toBe(0);
    const small = `routes:\n${'  - a\n'.repeat(25_000)}`;
    read(small, kept);
    read(small, kept);
    expect(kept.taken).toBe(25_000);
  });
});

describe('the route items a build keeps (openRouteItemsFile)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-items-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the next check every unchanged item, and keeps only the items of the site as it is', () => {
    const file = join(dir, 'items.json');
    const text = createBenchManifest(50);
    const first = openRouteItemsFile(file);
    expect(read(text, first)).toEqual(read(text));
    first.save();

    const edited = text.replace('title: Page 25 | Bench', 'title: Page 25, edited | Bench');
    const second = openRouteItemsFile(file);
    let taken = 0;
    const counting: KeptRouteItems = {
      has: (item) => second.has(item),
      take: (item) => {
        const value = second.take(item);
        if (value !== undefined) taken++;
        return value;
      },
      keep: (item, value) => second.keep(item, value),
    };
    expect(read(edited, counting)).toEqual(read(edited));
    expect(taken).toBe(49);
    second.save();

    const before = statSync(file).size;
    const shorter = openRouteItemsFile(file);
    read(createBenchManifest(10), shorter);
    shorter.save();
    expect(statSync(file).size).toBeLessThan(before / 3);
  });

  it('keeps no item whose value JSON would change (.nan, .inf, -0); a file it cannot write or read is no error', () => {
    const file = join(dir, 'numbers.json');
    const text = 'routes:\n  - path: /\n    weight: .nan\n  - path: /b\n    weight: -0\n  - path: /c\n    weight: 1\n';
    const items = openRouteItemsFile(file);
    read(text, items);
    items.save();
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.map((line) => line.slice(line.indexOf('\t') + 1))).toEqual(['{"path":"/c","weight":1}']);
    const again = openRouteItemsFile(file);
    expect(read(text, again)).toEqual(read(text));

    const inTheWay = join(dir, 'a-folder');
    mkdirSync(inTheWay);
    const unwritable = openRouteItemsFile(inTheWay);
    read(text, unwritable);
    expect(() => unwritable.save()).not.toThrow();

    const damaged = join(dir, 'damaged.json');
    const [line] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(damaged, `${line.slice(0, -5)}\nnot a line of items`);
    expect(read(text, openRouteItemsFile(damaged))).toEqual(read(text));
  });
});
