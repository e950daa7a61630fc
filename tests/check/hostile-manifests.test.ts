import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { loadSite } from '#site/loading/load-site';
import { createSiteValidator } from '#site/validation/validate-site';

const root = join(import.meta.dirname, '..', '..');
const shipped = readFileSync(join(root, 'site.yaml'), 'utf8');
const validator = createSiteValidator(readSiteSchemas());
/** The 1-based line of the shipped site.yaml's line that starts with `start`. */
const lineOf = (start: string) => shipped.split('\n').findIndex((line) => line.startsWith(start)) + 1;
const check = (text: string) =>
  loadSite({ file: 'site.yaml', text, validator, assetExists: () => true }).problems.map(
    (problem) => `${problem.line}:${problem.col} ${problem.code}: ${problem.message}`,
  );

/** 7.6 KB whose aliases would expand to 10^10 values. */
const aliasBomb = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghij'
    .split('')
    .map((name, index) => `${name}: &${name} [${Array(10).fill(`*${'abcdefghij'[index]}`).join(',')}]`),
  'settings: *j',
].join('\n');

describe('a manifest that is not what anyone meant still gets one located message', () => {
  it('an alias bomb is refused at the alias that passes the limit', () => {
    expect(check(aliasBomb)).toEqual([
      '6:29 yaml-alias-limit: aliases here copy in more than 1,000,000 values (an alias of an alias multiplies them)',
    ]);
  });

  it.each([
    ['compact mappings', `title: ${'a: '.repeat(10_000)}b`, '1:306'],
    ['sequences', `${'- '.repeat(10_000)}x`, '1:201'],
    ['brackets', `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}`, '1:104'],
  ])('nesting 10,000 levels deep (%s) is refused where it passes 100 levels', (_, text, at) => {
    expect(check(text)).toEqual([`${at} yaml-too-deep: values are nested more than 100 levels deep here`]);
  });

  it('an empty file is said to be empty', () => {
    expect(check('')).toEqual(['1:1 empty-manifest: the file is empty']);
    expect(check('# only a comment\n')).toEqual(['1:1 empty-manifest: the file is empty']);
  });

  it('a NUL byte is reported at its own line and column', () => {
    const lines = shipped.split('\n');
    lines[458] = `${lines[458].slice(0, 10)}\u0000${lines[458].slice(10)}`;
    expect(check(lines.join('\n'))).toEqual([
      '459:11 yaml-syntax: invisible control character U+0000 is not allowed in YAML',
    ]);
  });

  it('an indented line moved into the header comment gives one problem, on that line', () => {
    const lines = shipped.split('\n');
    const [moved] = lines.splice(lineOf('  logo:') - 1, 1);
    lines.splice(3, 0, moved);
    expect(check(lines.join('\n'))).toEqual([
      '4:1 yaml-syntax: this line is indented, but it is at the top level of the file',
    ]);
  });

  it('after a syntax error only the first is reported', () => {
    expect(
      check(
        shipped
          .replace('title: Voltaic Labs | Dynamic', 'title: Voltaic Labs: | Dynamic')
          .replace('company: Voltaic Labs', 'company: "Voltaic Labs'),
      ),
    ).toHaveLength(1);
  });

  it('a huge value is quoted in a message without being written out whole', () => {
    const problems = check(
      shipped
        .replace('company: Voltaic Labs', 'company: *e')
        .replace(/^/, `${aliasBomb.split('\n').slice(0, 5).join('\n')}\n`),
    );
    const problem = problems.find((text) => text.includes('wrong-type'));
    // The bomb's five lines go above the file, so the company's line moves down by five.
    expect(problem).toBe(
      `${lineOf('  company:') + 5}:12 wrong-type: expected a text, found a list (lines starting with "- ") "[[[[["lol","lol","lol","lol","lol","lol","lol","lol","lol..."`,
    );
  });
});

describe('asset paths', () => {
  const withLogo = (src: string) => {
    const file = join(root, '.build-test-assets.yaml');
    return { file, text: shipped.replace('src: /images/brand.svg', `src: ${src}`) };
  };

  it.each([
    [
      'a malformed %-escape',
      '/images/br%zzand.svg',
      'file path "/images/br%zzand.svg" has a broken %-escape (a % must be followed by two hex digits, e.g. %20 for a space)',
    ],
    ['a path that leaves public/', '/../package.json', 'file "/../package.json" does not exist under public/'],
  ])('%s is a located missing asset, not a crash or a pass', async (_, src, message) => {
    const { file, text } = withLogo(src);
    const { writeFileSync, rmSync } = await import('node:fs');
    writeFileSync(file, text);
    try {
      const { problems } = loadSiteFromDisk(file);
      expect(problems.map((problem) => `${problem.line}:${problem.col} ${problem.code}: ${problem.message}`)).toEqual([
        `${lineOf('  logo:')}:16 missing-asset: ${message}`,
      ]);
    } finally {
      rmSync(file);
    }
  });
});
