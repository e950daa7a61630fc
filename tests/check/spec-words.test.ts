import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';

/**
 * The spec's words the check holds the site to (issue 41): no value its own file marks as a placeholder, and
 * each header menu with its count of entries. Each slip is made on a copy of the shipped site.
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-spec-words-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** A copy of the shipped site with `from` (found once in `file`) written as `to`; its errors, and where a text is. */
function copySite(from: string, to: string, file = 'site.yaml') {
  const dir = join(scratch, String(count++));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text.split(from)).toHaveLength(2);
  writeFileSync(join(dir, file), text.replace(from, to));
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  return {
    errors: loadSiteFromDisk(join(dir, 'site.yaml')).problems.filter((problem) => problem.severity === 'error'),
    /** Line and column (from 1) of the first place `fragment` is written. */
    at: (fragment: string) => {
      const line = lines.findIndex((candidate) => candidate.includes(fragment));
      return { line: line + 1, col: lines[line].indexOf(fragment) + 1 };
    },
  };
}

describe('a value marked as a placeholder', () => {
  it('the shipped site has none, and passes the check', () => {
    const loaded = loadSiteFromDisk(join(root, 'site.yaml'));
    expect(loaded.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(readFileSync(join(root, 'site.yaml'), 'utf8')).not.toMatch(/\bPLACEHOLDERS?\b/);
  });

  it('is refused at its line and column when a comment before its key says PLACEHOLDER', () => {
    const { errors, at } = copySite(
      '  locations: USA | UAE\n',
      '  locations: USA | UAE\n  # PLACEHOLDERS: the spec gives no addresses; replace before launch.\n  offices:\n    - { country: USA, address: ["1 Example Street", "Springfield"] }\n',
    );
    expect(errors).toHaveLength(1);
    const [problem] = errors;
    expect(problem).toMatchObject({ code: 'placeholder-value', file: expect.stringMatching(/site\.yaml$/) });
    expect({ line: problem.line, col: problem.col }).toEqual(at('- { country: USA'));
    expect(problem.where).toBe('settings.offices');
    expect(problem.message).toContain('1 Example Street');
    expect(problem.message).toContain('marked as a placeholder');
    expect(problem.fix).toMatch(/write the real value here, then delete the PLACEHOLDER comment/);
  });

  it('is refused at its line when the comment is on its line, or before a block of a page', () => {
    const inline = copySite('  company: Voltaic Labs\n', '  company: Voltaic Labs # PLACEHOLDER name\n');
    expect(inline.errors.map((problem) => [problem.code, problem.line, problem.col, problem.where])).toEqual([
      ['placeholder-value', ...Object.values(inline.at('Voltaic Labs # PLACEHOLDER')), 'settings.company'],
    ]);

    const block = copySite(
      '      - type: capability-list\n        id: offices\n',
      '      # PLACEHOLDER: replace both with the real ones.\n      - type: capability-list\n        id: offices\n',
    );
    expect(block.errors).toHaveLength(1);
    const comment = block.at('# PLACEHOLDER: replace both');
    expect(block.errors[0]).toMatchObject({ code: 'placeholder-value', line: comment.line + 1, col: comment.col + 2 });
    expect(block.errors[0].where).toMatch(/^routes\[\d+\] \(\/about\) › blocks\[\d+\]$/);
  });

  it('a comment that only mentions a placeholder in lower case is not a mark', () => {
    const { errors } = copySite('  company: Voltaic Labs\n', '  company: Voltaic Labs # not a placeholder\n');
    expect(errors).toEqual([]);
  });
});

describe("a header menu's count", () => {
  it('refuses a seventh entry in the Solutions menu (count: 6), at its count, saying how to fix it', () => {
    const { errors, at } = copySite(
      '        - title: SAP Solutions\n',
      '        - title: All solutions\n          href: /solutions\n          description: Every solution we offer.\n        - title: SAP Solutions\n',
    );
    expect(errors).toHaveLength(1);
    const [problem] = errors;
    expect(problem.code).toBe('menu-count');
    expect(problem.message).toBe('the Solutions menu has 7 entries, where its count says 6');
    expect(problem.fix).toMatch(/^take one entry out of the Solutions menu/);
    const countLines = readFileSync(join(root, 'site.yaml'), 'utf8')
      .split('\n')
      .map((line, index) => (line.trim() === 'count: 6' ? index + 1 : 0))
      .filter(Boolean);
    expect(countLines).toContain(problem.line);
    expect(problem.line).toBeLessThan(at('- title: All solutions').line);
  });

  it('counts the products a menu lists: a fifth product in the Products menu (count: 4) is refused', () => {
    const { errors } = copySite('      count: 4\n      products: all\n', '      count: 3\n      products: all\n');
    expect(errors.map((problem) => problem.message)).toEqual([
      'the Products menu has 4 entries, where its count says 3',
    ]);
  });
});
