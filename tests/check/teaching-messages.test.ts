import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { loadSite } from '#site/loading/load-site';
import { formatProblem, type Problem } from '#site/problems/problem';
import { problemCatalogue } from '#site/problems/problem-catalogue';
import { SMALLEST_MANIFEST } from '#site/yaml/smallest-manifest';
import { createSiteValidator } from '#site/validation/validate-site';

/** The slips a first-time editor of site.yaml made in the trial, each answered by one located message in plain words. */
const root = join(import.meta.dirname, '..', '..');
const validator = createSiteValidator(readSiteSchemas());
const valid = readFileSync(join(root, 'tests/fixtures/valid-site.yaml'), 'utf8');

const load = (text: string) =>
  loadSite({ file: 'site.yaml', text, validator, assetExists: () => true }).problems.filter(
    (problem) => problem.severity === 'error',
  );
const show = (problem: Problem) => `${problem.line}:${problem.col} ${problem.code}: ${problem.message}`;
const check = (text: string) => load(text).map(show);

/** The valid fixture with line `line` (from 1) replaced. */
function editLine(line: number, replace: (text: string) => string, text = valid): string {
  const lines = text.split('\n');
  lines[line - 1] = replace(lines[line - 1]);
  return lines.join('\n');
}

describe('an empty manifest', () => {
  it.each([
    ['0 bytes', ''],
    ['only comments and blank lines', '# my site\n\n   \n# more\n'],
    ['only whitespace', '  \n\t\n'],
  ])('%s: "the file is empty", with the smallest valid manifest to start from', (_, text) => {
    const problems = load(text);
    expect(problems.map(show)).toEqual(['1:1 empty-manifest: the file is empty']);
    expect(problems[0].example).toBe(SMALLEST_MANIFEST);
    expect(formatProblem(problems[0])).toContain('      routes:\n        - path: /');
  });

  it('the smallest manifest it shows passes the check', () => {
    expect(check(SMALLEST_MANIFEST)).toEqual([]);
  });
});

describe('a page address without its leading slash', () => {
  const text = valid.replace('  - path: /contact', '  - path: contact');

  it('is reported first, with the address it should be, and no correct link is told to change to it', () => {
    const problems = check(text);
    expect(problems[0]).toBe(
      '41:11 invalid-value: the page address "contact" does not start with / — did you mean "/contact"?',
    );
    expect(
      problems.slice(1).every((problem) => problem.includes('broken-link') && !problem.includes('did you mean')),
    ).toBe(true);
    expect(load(text).some((problem) => problem.fix.includes('"contact"') && problem.code === 'broken-link')).toBe(
      false,
    );
  });

  it('a page address breaking another rule is not suggested either', () => {
    const problems = check(
      valid.replace('  - path: /contact', '  - path: /Contact').replace('href: /contact\n', 'href: /contakt\n'),
    );
    expect(problems[0]).toBe('41:11 invalid-value: "/Contact" is not in the expected form');
    expect(problems).toContain('40:15 broken-link: link to "/contakt", which is not a route');
  });
});

describe('indentation', () => {
  it('one line indented one space too far: one error, at that line, in plain words', () => {
    const problems = load(editLine(25, (line) => ` ${line}`));
    expect(problems.map(show)).toEqual(['25:1 yaml-syntax: this line is indented further than the lines around it']);
    expect(problems[0].fix).toBe(
      'Start it in column 9, like the line above (line 24): take away or add spaces at its start.',
    );
    expect(problems[0].message).not.toMatch(/compact mappings|quote/i);
  });

  it('a route field indented one space too far', () => {
    expect(check(editLine(21, (line) => ` ${line}`))).toEqual([
      '21:1 yaml-syntax: this line is indented further than the lines around it',
    ]);
  });

  it('one line indented one space too little', () => {
    expect(check(editLine(21, (line) => line.slice(1)))).toEqual([
      '21:1 yaml-syntax: this line is indented less than the lines around it',
    ]);
  });

  it('the first field of a group indented further than the rest: the error is on that first line', () => {
    const problems = load(editLine(3, (line) => ` ${line}`));
    expect(problems.map(show)).toEqual(['3:1 yaml-syntax: this line is indented further than the lines after it']);
    expect(problems[0].fix).toBe(
      'Start it in column 3, so that its key lines up with the line below (line 4): take away spaces at its start.',
    );
  });

  it('a misindented block: one error, at its first wrong line, nothing further down', () => {
    const lines = valid.split('\n');
    const text = lines.map((line, index) => (index >= 34 && index <= 36 ? `  ${line}` : line)).join('\n');
    expect(check(text)).toEqual(['35:1 yaml-syntax: this line is indented further than the lines around it']);
  });

  it('a list item one space further than its siblings, and a block field moved back to its dash', () => {
    expect(check(editLine(14, (line) => ` ${line}`))).toEqual([
      '14:1 yaml-syntax: this line is indented further than the lines around it',
    ]);
    expect(check(editLine(33, (line) => line.slice(2)))).toEqual([
      '33:1 yaml-syntax: this line is indented less than the lines around it',
    ]);
  });

  it('a tab: one error at the line, in plain words, nothing further down', () => {
    expect(check(editLine(25, (line) => line.replace(/^ +/, '\t\t')))).toEqual([
      '25:1 yaml-syntax: this line is indented with a tab, and YAML allows only spaces',
    ]);
  });
});

describe('a block written among the fields of a page that has no blocks: yet', () => {
  const blocks = '    blocks:\n      - type: page-hero\n        id: form\n        title: Get in Touch';

  it('as bare keys: one message at its type:, whose fix (write blocks: above it, the block a list item under it) passes', () => {
    const problems = load(valid.replace(blocks, '    type: rich-text\n    id: form\n    text: Write to us.'));
    // The link to its id is broken too, until the block is one: true, and gone with the fix.
    expect(problems.map(show)).toEqual([
      '27:40 broken-anchor: link to "/contact#form": the target page has no block with that id',
      "44:5 unknown-field: a block (type, id, text) written among the page's fields: it belongs under blocks:",
    ]);
    expect(problems[1].fix).toBe(
      'write blocks: on a line above it, lined up with path:, and make it a list item: "- " before type:, its dash in column 7, and its other fields lined up under type.',
    );
    const fixed = valid.replace(
      blocks,
      '    blocks:\n      - type: rich-text\n        id: form\n        text: Write to us.',
    );
    expect(check(fixed)).toEqual([]);
  });

  it('as a list item: the fix (write blocks: above it in column 5, two spaces more before its lines) passes', () => {
    const problems = load(valid.replace(blocks, '    - type: rich-text\n      id: form\n      text: Write to us.'));
    expect(problems.map(show)).toEqual([
      '44:5 yaml-syntax: this list item is lined up with the fields around it, where no list can start: it belongs under blocks:',
    ]);
    expect(problems[0].fix).toBe(
      'Write blocks: on a line of its own above this one, starting in column 5, and add 2 spaces at the start of lines 44–46, so that the dash starts in column 7.',
    );
    expect(
      check(
        valid.replace(blocks, '    blocks:\n      - type: rich-text\n        id: form\n        text: Write to us.'),
      ),
    ).toEqual([]);
  });
});

describe('other YAML slips, in plain words', () => {
  it('a key written twice names the key and both lines', () => {
    const problems = load(editLine(21, (line) => `${line}\n    title: Again`));
    expect(problems.map(show)).toEqual([
      '22:5 duplicate-key: the key "title" is written twice here: on line 21 and on line 22',
    ]);
    expect(problems[0].fix).toBe(
      'Keep one of the two "title:" lines and delete the other (a group of fields holds each key once).',
    );
  });

  it('a text holding ": " says to quote it', () => {
    const problems = load(editLine(25, () => '        title: Cloud: the basics'));
    expect(problems.map(show)).toEqual([
      '25:16 yaml-syntax: this text holds ": ", which YAML reads as the start of another field',
    ]);
    expect(problems[0].fix).toBe('Put the text in quotes, e.g. title: "Cloud: the basics".');
  });

  it('an unclosed quote', () => {
    expect(check(editLine(25, () => '        title: "Welcome'))).toEqual([
      '25:24 yaml-syntax: a text opened with " is not closed',
    ]);
  });
});

describe('schema messages', () => {
  it('a number where a text belongs says to put it in quotes', () => {
    const problems = load(editLine(21, () => '    title: 2026'));
    expect(problems.map(show)).toEqual([
      '21:12 wrong-type: expected a text, found a whole number "2026" — put it in quotes: title: "2026"',
    ]);
    expect(problems[0].fix).toBe(
      'write title: "2026": without quotes YAML reads 2026 as a whole number, not as a text (The browser tab and search-result title).',
    );
  });

  it('a misspelt required field is one error, "did you mean", not missing and unknown', () => {
    expect(check(editLine(25, (line) => line.replace('title:', 'titel:')))).toEqual([
      '25:9 unknown-field: unknown field "titel" — did you mean "title"?',
    ]);
  });

  it('a missing required field names it and shows a valid example of its block', () => {
    const problems = load(editLine(25, () => '        id: welcome'));
    expect(problems.map(show)).toEqual(['24:9 missing-field: missing required field "title"']);
    expect(problems[0].fix).toBe('add "title: ..." here (The page\'s main heading (its only h1)), as in this example.');
    // The block schema's own example, as docs/blocks.md shows it.
    const schema = JSON.parse(readFileSync(join(root, 'blocks', 'page-hero', 'schema.json'), 'utf8')) as {
      examples: unknown[];
    };
    expect(parseDocument(problems[0].example!).toJS()).toEqual([schema.examples[0]]);
  });

  it.each([
    [
      'block type',
      25 - 1,
      (line: string) => line.replace('page-hero', 'page-heor'),
      '24:15 unknown-block-type: unknown block type "page-heor" — did you mean "page-hero"?',
    ],
    [
      'field',
      25,
      (line: string) => line.replace('title:', 'tilte:'),
      '25:9 unknown-field: unknown field "tilte" — did you mean "title"?',
    ],
    [
      'allowed value',
      37,
      (line: string) => line.replace('icon: cloud', 'icon: clowd'),
      '37:21 invalid-value: "clowd" is not one of the allowed values — did you mean "cloud"?',
    ],
    [
      'link target',
      40,
      (line: string) => line.replace('/contact', '/contakt'),
      '40:15 broken-link: link to "/contakt", which is not a route — did you mean "/contact"?',
    ],
  ])('an unknown %s gets the same "did you mean"', (_, line, edit, expected) => {
    expect(check(editLine(line, edit))).toEqual([expected]);
  });

  it('no message speaks ajv', () => {
    const broken = [
      editLine(21, () => '    title: 2026'),
      editLine(25, (line) => line.replace('title:', 'titel:')),
      editLine(21, () => '    title: ""'),
      editLine(37, (line) => line.replace('icon: cloud', 'icon: 7')),
      valid.replace('baseUrl: https://voltaic.example', 'baseUrl: voltaic'),
      valid.replace('  - path: /contact', '  - path: /Contact Us'),
      editLine(27, () => '          - { label: Contact us, href: "/contact#form", variant: loud, extra: 1 }'),
    ];
    for (const text of broken) {
      for (const problem of load(text)) {
        expect(`${problem.message} ${problem.fix}`).not.toMatch(
          /must NOT|must be (string|integer|number|object|array|boolean|equal)|must match|must have|additional properties|pattern "/,
        );
      }
    }
  });
});

describe('the reference', () => {
  it('every problem names its entry in docs/errors.md', () => {
    const [problem] = load('');
    expect(formatProblem(problem)).toContain('see docs/errors.md#empty-manifest (Empty manifest)');
  });

  it('every code in the catalogue has a title, a severity, advice and what it means', () => {
    for (const [code, entry] of Object.entries(problemCatalogue)) {
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.title.length).toBeGreaterThan(0);
      expect(['error', 'warning']).toContain(entry.severity);
      expect(entry.advice.length).toBeGreaterThan(0);
      expect(entry.means.length).toBeGreaterThan(0);
    }
  });
});
