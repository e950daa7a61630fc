import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readYamlData, writeYamlValue, YamlWriteError } from './write-yaml-value';

const root = join(import.meta.dirname, '..', '..', '..');
const site = readFileSync(join(root, 'site.yaml'), 'utf8');
const countries = readFileSync(join(root, 'pages', 'countries.yaml'), 'utf8');
type Data = { routes: Array<{ path: string; blocks: unknown[] }>; collections: Record<string, unknown[]> };
const data = readYamlData(site) as Data;
const contact = data.routes.findIndex((route) => route.path === '/contact');

/** The lines of `after` that differ from `before`'s, as [line number, before, after], for texts of the same length in lines. */
function changedLines(before: string, after: string): Array<[number, string, string]> {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) =>
    line === b[index] ? [] : [[index + 1, line, b[index]] as [number, string, string]],
  );
}

describe('writing a value back into YAML', () => {
  it('leaves every file byte-identical when every route and every entry is saved unchanged', () => {
    let saved = 0;
    data.routes.forEach((route, index) => {
      expect(writeYamlValue(site, ['routes', index], route)).toBe(site);
      saved++;
    });
    for (const [name, entries] of Object.entries(data.collections))
      entries.forEach((entry, index) => {
        expect(writeYamlValue(site, ['collections', name, index], entry)).toBe(site);
        saved++;
      });
    const pageFile = readYamlData(countries) as Data;
    pageFile.collections.countries.forEach((entry, index) =>
      expect(writeYamlValue(countries, ['collections', 'countries', index], entry)).toBe(countries),
    );
    expect(saved).toBeGreaterThan(60);
  });

  it('changes only the edited line; comments, quotes and folded texts elsewhere stay', () => {
    const after = writeYamlValue(site, ['routes', contact, 'title'], 'Talk to Us | Voltaic Labs');
    expect(changedLines(site, after)).toEqual([
      [
        site.split('\n').indexOf('    title: Contact Us | Voltaic Labs') + 1,
        '    title: Contact Us | Voltaic Labs',
        '    title: Talk to Us | Voltaic Labs',
      ],
    ]);
    expect(after.match(/^\s*#.*$/gm)).toEqual(site.match(/^\s*#.*$/gm));
  });

  it('quotes the values YAML would misread, and only those', () => {
    const at = ['routes', contact, 'blocks', 0, 'eyebrow'];
    const written = (value: string) => changedLines(site, writeYamlValue(site, at, value))[0][2].trim();
    expect(written('+354')).toBe('eyebrow: "+354"');
    expect(written('no')).toBe('eyebrow: "no"');
    expect(written('1.0')).toBe('eyebrow: "1.0"');
    expect(written('Contact: us')).toBe('eyebrow: "Contact: us"');
    expect(written('2024-01-01')).toBe('eyebrow: "2024-01-01"');
    expect(written('Write to us')).toBe('eyebrow: Write to us');
    for (const value of ['+354', 'no', '1.0', 'Contact: us', '# not a comment', "it's"])
      expect((readYamlData(writeYamlValue(site, at, value)) as Data).routes[contact].blocks[0]).toMatchObject({
        eyebrow: value,
      });
  });

  it('keeps a value quoted as it was, and the spacing inside a flow list', () => {
    const logo = ['collections', 'caseStudies', 0, 'logo', 'alt'];
    const after = writeYamlValue(site, logo, 'Cognatrix');
    expect(changedLines(site, after)[0][2]).toContain('alt: "Cognatrix", width: 240');
    const tech = writeYamlValue(site, ['collections', 'caseStudies', 0, 'technologies'], ['Python', 'Go: fast']);
    expect(changedLines(site, tech)[0][2].trim()).toBe('technologies: [Python, "Go: fast"]');
  });

  it('rewrites a folded text in its own lines only, as a block', () => {
    const at = ['routes', contact, 'blocks', 0, 'description'];
    const after = writeYamlValue(site, at, 'Tell us about it.\nWe answer within a day.');
    expect(after).toContain(
      '        description: |-\n          Tell us about it.\n          We answer within a day.\n      - type: contact-form',
    );
    expect(readYamlData(after)).toEqual(
      readYamlData(writeYamlValue(site, at, 'Tell us about it.\nWe answer within a day.')),
    );
  });

  it('adds and removes keys and list items by whole lines, and moves items with their comments', () => {
    const blocks = data.routes[contact].blocks;
    const removed = writeYamlValue(site, ['routes', contact, 'blocks', 0, 'eyebrow'], undefined);
    expect(site.split('\n').length - removed.split('\n').length).toBe(1);
    expect(removed.replace('', '')).not.toContain('        eyebrow: Contact\n        title: Get in Touch');
    const moved = writeYamlValue(site, ['routes', contact, 'blocks'], [blocks[1], blocks[0], blocks[2]]);
    expect(moved.split('\n').sort()).toEqual(site.split('\n').sort());
    expect((readYamlData(moved) as Data).routes[contact].blocks).toEqual([blocks[1], blocks[0], blocks[2]]);
    const added = writeYamlValue(
      site,
      ['routes', contact, 'blocks'],
      [...blocks, { type: 'next-link', label: 'Home', href: '/' }],
    );
    expect(added).toContain(
      '        intro: Pick a time for a 30-minute call with our team.\n      - type: next-link\n        label: Home\n        href: /\n',
    );
    expect(added.replace('      - type: next-link\n        label: Home\n        href: /\n', '')).toBe(site);
  });

  it('writes a list item again whole when its first field goes, and the rest of the file stays', () => {
    const text = 'buttons:\n  - label: Home # the first\n    href: /\n  - { label: About, href: /about }\nafter: 1\n';
    const first = writeYamlValue(text, ['buttons', 0], { href: '/' });
    expect(first).toBe('buttons:\n  - href: /\n  - { label: About, href: /about }\nafter: 1\n');
    expect(writeYamlValue(first, ['buttons', 0], {})).toBe(
      'buttons:\n  - {}\n  - { label: About, href: /about }\nafter: 1\n',
    );
    const two = writeYamlValue(text, ['buttons', 0], { href: '/', variant: 'secondary' });
    expect(readYamlData(two)).toEqual({
      buttons: [
        { href: '/', variant: 'secondary' },
        { label: 'About', href: '/about' },
      ],
      after: 1,
    });
    expect(two).toContain('  - href: /\n    variant: secondary\n  - { label: About');
  });

  it('refuses what is not YAML, and writes nothing it cannot read back', () => {
    expect(() => writeYamlValue('a: [1,\n', ['a'], 2)).toThrow(YamlWriteError);
  });
});
