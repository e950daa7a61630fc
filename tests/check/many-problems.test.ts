import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { reportProblems } from '#scripts/cli/report-problems';
import { loadSite } from '#site/loading/load-site';
import { MAX_ALIASES } from '#site/yaml/parse-yaml';
import { REPORTED_PER_KIND } from '#site/problems/problem-catalogue';
import { createSiteValidator } from '#site/validation/validate-site';

/**
 * Manifests with thousands of aliases or problems: refused or reported in a bounded report, with the
 * right places and counts. How long they take is measured by hand (see the report of issue 30), never here.
 */
// Each test checks a manifest of 10,000 to 20,000 problems or aliases: seconds on a busy machine, not 5.
vi.setConfig({ testTimeout: 60_000 });

const root = join(import.meta.dirname, '..', '..');
const valid = readFileSync(join(root, 'tests/fixtures/valid-site.yaml'), 'utf8');
const validator = createSiteValidator(readSiteSchemas());
const load = (text: string) => loadSite({ file: 'site.yaml', text, validator, assetExists: () => true });
const show = (problem: { line: number; col: number; code: string; message: string }) =>
  `${problem.line}:${problem.col} ${problem.code}: ${problem.message}`;
const validLines = valid.split('\n').length;

/** The valid fixture with the cloud page's hero made an anchor (`block`), and `count` aliases of it after it. */
function withAliasedBlocks(count: number, block = '{ type: page-hero, title: Cloud }'): string {
  const aliases = Array.from({ length: count }, () => '      - *hero').join('\n');
  return valid.replace('      - type: page-hero\n        title: Cloud\n', `      - &hero ${block}\n${aliases}\n`);
}

/** The valid fixture with a list of `count` flat aliases of one text under an unknown top-level key. */
function withFlatAliases(count: number): string {
  return `${valid}x-anchor: &a hello\nx-list:\n${'  - *a\n'.repeat(count)}`;
}

describe('flat aliases', () => {
  it(`more than ${MAX_ALIASES.toLocaleString('en-US')} are refused with one message, at the first alias past the limit`, () => {
    for (const count of [MAX_ALIASES + 1, 3 * MAX_ALIASES]) {
      const problems = load(withFlatAliases(count)).problems;
      expect(problems.map(show)).toEqual([
        `${validLines + 2 + MAX_ALIASES}:5 yaml-too-many-aliases: this file holds more than 10,000 aliases (*name); this is the first past the limit`,
      ]);
      expect(problems[0].fix).toBe(
        'Write the values out where they are needed, or share fewer of them through aliases (*name).',
      );
    }
  });

  it('up to the limit they are read, and the problems through them are each located at their alias', () => {
    const problems = load(withFlatAliases(MAX_ALIASES)).problems;
    expect(problems.map(show)).toEqual([
      `${validLines}:1 unknown-field: unknown field "x-anchor"`,
      `${validLines + 1}:1 unknown-field: unknown field "x-list"`,
    ]);
  });

  it('a text full of *emphasis* is no alias: 20,000 of them in a text are read, not refused', () => {
    const text = valid.replace(
      '        title: Welcome\n',
      `        title: Welcome\n        description: |\n${'          *one* and *two*\n'.repeat(MAX_ALIASES)}`,
    );
    // Read, not refused: its one problem is the length of the text.
    expect(load(text).problems.map(show)).toEqual([
      '26:22 invalid-value: is too long (160000 characters, at most 600 allowed)',
    ]);
  });

  it(`${MAX_ALIASES.toLocaleString('en-US')} aliases of a block item that breaks a rule: the first ${REPORTED_PER_KIND} are listed at their aliases, the rest counted`, () => {
    const problems = load(withAliasedBlocks(MAX_ALIASES, '{ type: page-hero, titel: Cloud }')).problems;
    expect(problems).toHaveLength(REPORTED_PER_KIND + 1);
    expect(problems.slice(0, 2).map(show)).toEqual([
      '32:34 unknown-field: unknown field "titel" — did you mean "title"?',
      '33:9 unknown-field: unknown field "titel" — did you mean "title"?',
    ]);
    expect(problems[1].where).toBe('routes[1] (/solutions/cloud) › blocks[1].titel');
    expect(problems.slice(1, REPORTED_PER_KIND).map((problem) => problem.line)).toEqual(
      Array.from({ length: REPORTED_PER_KIND - 1 }, (_, index) => 33 + index),
    );
    expect(show(problems[REPORTED_PER_KIND])).toBe(
      `${32 + REPORTED_PER_KIND}:9 more-errors: ${(MAX_ALIASES + 1 - REPORTED_PER_KIND).toLocaleString('en-US')} more "unknown-field" (Unknown field) not listed, the first of them here`,
    );
  });

  it('the same aliases of a valid item pass', () => {
    const loaded = load(withAliasedBlocks(MAX_ALIASES));
    expect(loaded.problems).toEqual([]);
    expect(loaded.site?.routes[1].blocks).toHaveLength(MAX_ALIASES + 3);
  });
});

describe('many problems of one kind', () => {
  const fields = Array.from({ length: 20_000 }, (_, index) => `        field${index}: x`).join('\n');
  const text = valid.replace('        title: Welcome\n', `        title: Welcome\n${fields}\n`);

  it(`20,000 unknown fields: the first ${REPORTED_PER_KIND} listed at their keys, one line counting the rest at the first left out`, () => {
    const problems = load(text).problems;
    expect(problems.slice(0, 2).map(show)).toEqual([
      '26:9 unknown-field: unknown field "field0"',
      '27:9 unknown-field: unknown field "field1"',
    ]);
    expect(problems.map(show).slice(REPORTED_PER_KIND)).toEqual([
      `${26 + REPORTED_PER_KIND}:9 more-errors: ${(20_000 - REPORTED_PER_KIND).toLocaleString('en-US')} more "unknown-field" (Unknown field) not listed, the first of them here`,
    ]);
    expect(problems[REPORTED_PER_KIND].where).toBe(`routes[0] (/) › blocks[0].field${REPORTED_PER_KIND}`);
  });

  it('the report counts every error, those left out too', () => {
    const lines: string[] = [];
    expect(reportProblems(load(text), (line) => lines.push(line))).toBe(false);
    expect(lines).toHaveLength(REPORTED_PER_KIND + 2);
    expect(lines.at(-1)).toMatch(/^✗ 20,000 errors — nothing was built\./);
  });

  it('a key of a megabyte among them is one located syntax error', () => {
    const long = text.replace('        field0: x', `        ${'k'.repeat(1_000_000)}: x`);
    expect(load(long).problems.map(show)).toEqual([
      '26:9 yaml-syntax: The : indicator must be at most 1024 chars after the start of an implicit block mapping key',
    ]);
  });
});
