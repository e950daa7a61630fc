import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '../../scripts/cli/load-site-from-disk';
import type { Problem } from '../../src/site/problems/problem';

/**
 * The slips a new user made (issue 31), each made on a copy of the shipped site; the message's fix is then
 * applied word for word, and the site must pass (or the next message be the true one).
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-literal-fixes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** A copy of site.yaml and its page files with `edit` applied to one of them; the file's path and the check. */
function makeSlip(file: 'site.yaml' | 'pages/countries.yaml', from: string, to: string) {
  const dir = join(scratch, String(count++));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
  return { path, manifest: join(dir, 'site.yaml'), errors: () => errorsOf(join(dir, 'site.yaml')) };
}

const errorsOf = (manifest: string) =>
  loadSiteFromDisk(manifest).problems.filter((problem) => problem.severity === 'error');

/** Does on line `problem.line` of `path` what the fix says: replaces `written` with `replacement`. */
function applyOnLine(path: string, problem: Problem, written: string, replacement: string): void {
  const lines = readFileSync(path, 'utf8').split('\n');
  expect(lines[problem.line - 1]).toContain(written);
  lines[problem.line - 1] = lines[problem.line - 1].replace(written, replacement);
  writeFileSync(path, lines.join('\n'));
}

/** The value a fix of the form `change it to "X"` names. */
const changeTo = (problem: Problem) => /^change it to "([^"]+)"/.exec(problem.fix)?.[1];

describe('a fix followed word for word leads to a site that passes', () => {
  it('www.example.com without https://: one error, whose fix is https://www.example.com', () => {
    const slip = makeSlip('site.yaml', 'website: "https://inflify.example"', 'website: www.example.com');
    const errors = slip.errors();
    expect(errors.map((problem) => `${problem.code}: ${problem.message}`)).toEqual([
      'invalid-value: the web address "www.example.com" has no https:// in front — did you mean "https://www.example.com"?',
    ]);
    expect(changeTo(errors[0])).toBe('https://www.example.com');
    applyOnLine(slip.path, errors[0], 'www.example.com', changeTo(errors[0])!);
    expect(slip.errors()).toEqual([]);
  });

  it('a link written www.example.com is one error (not "add the route" too), fixed the same way', () => {
    const slip = makeSlip(
      'site.yaml',
      '          - { label: Contact Us, href: /contact, variant: secondary }',
      '          - { label: Contact Us, href: www.example.com, variant: secondary }',
    );
    const errors = slip.errors();
    expect(errors.map((problem) => problem.code)).toEqual(['invalid-value']);
    expect(errors[0].fix).not.toContain('add the route');
    applyOnLine(slip.path, errors[0], 'www.example.com', changeTo(errors[0])!);
    expect(slip.errors()).toEqual([]);
  });

  it("a link to a missing #anchor lists the target page's anchors and offers the nearest", () => {
    const slip = makeSlip(
      'site.yaml',
      '          - { label: Contact Us, href: /contact, variant: secondary }',
      '          - { label: Contact Us, href: /solutions/ai#capabilites, variant: secondary }',
    );
    const [error] = slip.errors();
    expect(error.message).toContain('did you mean "/solutions/ai#capabilities"?');
    expect(error.fix).toMatch(/The target page's sections: #[a-z-]+(, #[a-z-]+)*\.$/);
    expect(error.fix).toContain('#capabilities');
    expect(error.fix).toContain('#why-choose');
    applyOnLine(slip.path, error, '/solutions/ai#capabilites', changeTo(error)!);
    expect(slip.errors()).toEqual([]);
  });

  it('an image path that does not exist suggests the file that does (brand.svg for brand.png)', () => {
    const slip = makeSlip('site.yaml', 'src: /images/brand.svg', 'src: /images/brand.png');
    const [error] = slip.errors();
    expect(error.message).toBe(
      'file "/images/brand.png" does not exist under public/ — did you mean "/images/brand.svg"?',
    );
    applyOnLine(slip.path, error, '/images/brand.png', changeTo(error)!);
    expect(slip.errors()).toEqual([]);
  });

  it('code: +354 without quotes: the fix keeps the plus, quoted', () => {
    const slip = makeSlip('pages/countries.yaml', 'code: "+44"', 'code: +354');
    const [error] = slip.errors();
    expect(error.fix).toMatch(/^write code: "\+354": without quotes YAML reads 354 as a whole number/);
    applyOnLine(slip.path, error, 'code: +354', /^write (code: "\+354")/.exec(error.fix)![1]);
    expect(slip.errors()).toEqual([]);
  });

  it('a YAML merge key (<<: *cta) says merge keys are not supported, once, and the alias form it shows works', () => {
    const slip = makeSlip(
      'site.yaml',
      '          - { label: Contact Us, href: /contact, variant: secondary }',
      '          - &cta { label: Contact Us, href: /contact, variant: secondary }\n          - <<: *cta',
    );
    const errors = slip.errors();
    expect(errors.map((problem) => `${problem.code}: ${problem.message}`)).toEqual([
      'unknown-field: YAML merge keys (<<: *name) are not supported',
    ]);
    expect(errors[0].fix).toContain('write "- *name" for a list item');
    applyOnLine(slip.path, errors[0], '- <<: *cta', '- *cta');
    expect(slip.errors()).toEqual([]);
  });
});
