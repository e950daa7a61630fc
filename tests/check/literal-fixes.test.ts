import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import type { Problem } from '#site/problems/problem';

/**
 * The slips a new user made (issue 31), each made on a copy of the shipped site; the message's fix is then
 * applied word for word (read from the fix's own text, never from what the test knows), and the site must
 * pass, or the next message be the true one.
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-literal-fixes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The line a route written first under `routes:` of the shipped site.yaml lands on. */
const firstRouteLine = readFileSync(join(root, 'site.yaml'), 'utf8').split('\n').indexOf('routes:') + 2;

interface Slip {
  name: string;
  file?: 'site.yaml' | 'pages/countries.yaml';
  /** The slip: `from`, found once in the file, written as `to`. */
  from: string;
  to: string;
  /** Every error the check then reports, as `code: message`. */
  says: string[];
  /** What the first error's fix must say, beyond its message. */
  fixSays?: RegExp;
  /** The first error's fix, done as its words say: the file's lines after it. */
  follow?: (lines: string[], problem: Problem) => string[];
  /** The errors after the fix (`code: message`): none, or the true next one. */
  then?: string[];
  /** What the first error's place must read, when it names one. */
  where?: string;
  /** Where the first error points, `line:col`, as the slip's marker `⟨` placed in `to` shows it. */
  at?: true;
}

const show = (problem: Problem) => `${problem.code}: ${problem.message}`;
const errorsOf = (manifest: string) =>
  loadSiteFromDisk(manifest).problems.filter((problem) => problem.severity === 'error');

/** The one group a pattern must find in a fix: the test fails when the fix no longer says it. */
function read(fix: string, pattern: RegExp): string[] {
  const found = pattern.exec(fix);
  expect(found, `${pattern} in "${fix}"`).not.toBeNull();
  return found!.slice(1);
}

/** `change it to "X"`: X in place of `written`, on the problem's line. */
const changeTo =
  (written: string) =>
  (lines: string[], problem: Problem): string[] => {
    const [value] = read(problem.fix, /^change it to "([^"]+)"/);
    expect(lines[problem.line - 1]).toContain(written);
    return lines.map((line, index) => (index === problem.line - 1 ? line.replace(written, value) : line));
  };

/** `write code: "+354": …`: that line's `written` becomes what the fix says to write. */
const writeAsSaid =
  (written: string) =>
  (lines: string[], problem: Problem): string[] => {
    const [value] = read(problem.fix, /^write (.+?): without quotes/);
    return lines.map((line, index) => (index === problem.line - 1 ? line.replace(written, value) : line));
  };

/** `… with 8 spaces`: the line's leading tabs and spaces become that many spaces. */
function replaceIndent(lines: string[], problem: Problem): string[] {
  const [count] = read(problem.fix, /^Replace the tabs and spaces at the start of this line with (\d+) spaces?/);
  return lines.map((line, index) =>
    index === problem.line - 1 ? `${' '.repeat(Number(count))}${line.replace(/^[ \t]*/, '')}` : line,
  );
}

/** `add 2 spaces at the start of lines 12–13` (or `take away`). */
function shiftLines(lines: string[], problem: Problem): string[] {
  const [verb, count, from, to] = read(
    problem.fix,
    /(add|take away) (\d+) spaces? at the start of lines? (\d+)(?:–(\d+))?\.$/,
  );
  const last = Number(to ?? from);
  return lines.map((line, index) => {
    if (index < Number(from) - 1 || index > last - 1) return line;
    return verb === 'add' ? `${' '.repeat(Number(count))}${line}` : line.slice(Number(count));
  });
}

/** `change the path at line 12 (or on this line) to one no other route has, e.g. "/x-2"`: that line's path becomes it. */
function renamePath(lines: string[], problem: Problem): string[] {
  const [line, path] = read(
    problem.fix,
    /change the path (?:at line (\d+)|on this line) to one no other route has, e\.g\. "([^"]+)"/,
  );
  const index = Number(line ?? problem.line) - 1;
  expect(lines[index]).toMatch(/path: \S+$/);
  return lines.map((text, at) => (at === index ? text.replace(/path: \S+$/, `path: ${path}`) : text));
}

/** `Move lines 4–5 to just below blocks: (line 9) … and add 2 spaces at the start of each`. */
function moveLines(lines: string[], problem: Problem): string[] {
  const [from, to, below, count] = read(
    problem.fix,
    /^Move lines? (\d+)(?:–(\d+))? to just below \w+: \(line (\d+)\), or between two of its items, and add (\d+) spaces at the start of each/,
  );
  const moved = lines.slice(Number(from) - 1, Number(to ?? from)).map((line) => `${' '.repeat(Number(count))}${line}`);
  const rest = [...lines.slice(0, Number(from) - 1), ...lines.slice(Number(to ?? from))];
  const at = Number(below) - moved.length * Number(Number(below) > Number(from));
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/**
 * `move its lines to just below blocks: (line 9) … "- " before type:, its dash in column 7 … its other
 * fields lined up under type`: the block's lines are the type: line and the fields the message names.
 */
function moveBlockUnderBlocks(lines: string[], problem: Problem): string[] {
  const [fields] = read(problem.message, /^a block \(([^)]+)\)/);
  const [below, column] = read(
    problem.fix,
    /^move its lines to just below blocks: \(line (\d+)\), or between two blocks, and make it a list item: "- " before type:, its dash in column (\d+)/,
  );
  const names = fields.split(', ');
  let last = problem.line - 1;
  while (names.includes(/^\s*(\w+):/.exec(lines[last + 1] ?? '')?.[1] ?? '')) last += 1;
  const dash = ' '.repeat(Number(column) - 1);
  const block = lines
    .slice(problem.line - 1, last + 1)
    .map((line, index) => `${dash}${index === 0 ? '- ' : '  '}${line.trimStart()}`);
  const rest = [...lines.slice(0, problem.line - 1), ...lines.slice(last + 1)];
  const at = Number(below) - (Number(below) > problem.line ? block.length : 0);
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

const slips: Slip[] = [
  {
    name: 'www.example.com without https://: one error, whose fix is https://www.example.com',
    from: 'website: "https://inflify.example"',
    to: 'website: www.example.com',
    says: [
      'invalid-value: the web address "www.example.com" has no https:// in front — did you mean "https://www.example.com"?',
    ],
    follow: changeTo('www.example.com'),
  },
  {
    name: 'a link written www.example.com is one error (not "add the route" too), fixed the same way',
    from: '          - { label: Contact Us, href: /contact, variant: secondary }',
    to: '          - { label: Contact Us, href: www.example.com, variant: secondary }',
    says: [
      'invalid-value: the web address "www.example.com" has no https:// in front — did you mean "https://www.example.com"?',
    ],
    fixSays: /^(?!.*add the route)/,
    follow: changeTo('www.example.com'),
  },
  {
    name: "a link to a missing #anchor lists the target page's anchors and offers the nearest",
    from: '          - { label: Contact Us, href: /contact, variant: secondary }',
    to: '          - { label: Contact Us, href: /solutions/ai#capabilites, variant: secondary }',
    says: [
      'broken-anchor: link to "/solutions/ai#capabilites": the target page has no block with that id — did you mean "/solutions/ai#capabilities"?',
    ],
    fixSays: /The target page's sections: (#[a-z-]+, )*#capabilities, (#[a-z-]+, )*#why-choose(, #[a-z-]+)*\.$/,
    follow: changeTo('/solutions/ai#capabilites'),
  },
  {
    name: 'an image path that does not exist suggests the file that does (brand.svg for brand.png)',
    from: 'src: /images/brand.svg',
    to: 'src: /images/brand.png',
    says: ['missing-asset: file "/images/brand.png" does not exist under public/ — did you mean "/images/brand.svg"?'],
    follow: changeTo('/images/brand.png'),
  },
  {
    name: 'code: +354 without quotes: the fix keeps the plus, quoted',
    file: 'pages/countries.yaml',
    from: 'code: "+44"',
    to: 'code: +354',
    says: ['wrong-type: expected a text, found a whole number "354" — put it in quotes: code: "+354"'],
    fixSays: /^write code: "\+354": without quotes YAML reads 354 as a whole number/,
    follow: writeAsSaid('code: +354'),
  },
  {
    name: 'a YAML merge key (<<: *cta) says merge keys are not supported, once, and the alias form it shows works',
    from: '          - { label: Contact Us, href: /contact, variant: secondary }',
    to: '          - &cta { label: Contact Us, href: /contact, variant: secondary }\n          - <<: *cta',
    says: ['unknown-field: YAML merge keys (<<: *name) are not supported'],
    fixSays: /write "- \*name" for a list item/,
    follow: (lines, problem) => {
      read(problem.fix, /(- \*name)/);
      return lines.map((line, index) => (index === problem.line - 1 ? line.replace('- <<: *cta', '- *cta') : line));
    },
  },
  {
    name: 'a case study whose next names no entry: one message, at the entry, whose fix passes; none rewrites the shared template',
    from: '      next: quickmind\n',
    to: '      next: quikmind\n',
    says: ['unknown-entry: no caseStudies entry has the id "quikmind" — did you mean "quickmind"?'],
    where: 'collections.caseStudies[1].next',
    follow: changeTo('quikmind'),
  },
  {
    name: 'a page made from an entry whose path a written route already has names the entry',
    from: 'routes:\n  # ----- Home -----\n',
    to: 'routes:\n  - path: /case-study/rotana\n    title: Rotana\n    description: A page.\n    blocks:\n      - { type: page-hero, title: Rotana }\n  # ----- Home -----\n',
    says: [`duplicate-route: route "/case-study/rotana" is already declared at line ${firstRouteLine} (routes[0])`],
    where: 'routes[3] (/case-study/{id}) › path (the page of caseStudies › rotana)',
    fixSays: /leave the template on this line as it is/,
    follow: renamePath,
  },
  {
    name: 'a route written twice: the fix offers a path no route has, and the site passes with it',
    from: 'routes:\n  # ----- Home -----\n',
    to: 'routes:\n  # ----- Home -----\n  - path: /about\n    title: About again\n    description: A page.\n    blocks:\n      - { type: page-hero, title: About again }\n',
    says: [
      expect.stringMatching(
        /^duplicate-route: route "\/about" is already declared at line \d+ \(routes\[0\]\)$/,
      ) as unknown as string,
    ],
    follow: renamePath,
  },
  {
    name: 'a tab before a list dash (a slide, dash in column 11): the fix names the spaces and the column an editor shows',
    from: '          - title: Launch with SaaS Products from $5k',
    to: '\t\t\t\t\t- title: Launch with SaaS Products from $5k',
    says: ['yaml-syntax: this line is indented with a tab, and YAML allows only spaces'],
    fixSays: /with 10 spaces, so that its dash starts in column 11, like the item on line \d+\.$/,
    follow: replaceIndent,
  },
  {
    name: 'a tab before a menu entry, after the fields of the entry above: lined up with that entry',
    from: '        - title: AI Business Solutions',
    to: '\t\t- title: AI Business Solutions',
    says: ['yaml-syntax: this line is indented with a tab, and YAML allows only spaces'],
    fixSays: /with 8 spaces, so that its dash starts in column 9/,
    follow: replaceIndent,
  },
  {
    name: 'a tab before a field: lined up with the field above',
    from: '        ctaLink: /solutions/cloud-solutions',
    to: '\t\t\t\tctaLink: /solutions/cloud-solutions',
    says: ['yaml-syntax: this line is indented with a tab, and YAML allows only spaces'],
    follow: replaceIndent,
  },
  {
    name: 'the tabs before a slide retabbed one space each: its dash goes in column 11, like the slide above, not 13',
    from: '          - title: Launch with SaaS Products from $5k',
    to: '     - title: Launch with SaaS Products from $5k',
    says: ['yaml-syntax: this line is indented less than the lines around it'],
    fixSays:
      /^Start its dash in column 11, like the item on line \d+ of the slides: list: add 5 spaces at the start of line \d+\.$/,
    follow: shiftLines,
  },
  {
    name: 'a menu entry indented further than its siblings, after the fields of the one above',
    from: '        - title: AI Business Solutions',
    to: '            - title: AI Business Solutions',
    says: ['yaml-syntax: this line is indented further than the lines around it'],
    fixSays: /^Start its dash in column 9, like the item on line \d+ of the items: list: take away 4 spaces/,
    follow: shiftLines,
  },
  {
    name: "a block after the page's blocks, lined up with the page's fields: into the blocks: list, its lines moved with it",
    from: '        intro: Pick a time for a 30-minute call with our team.\n',
    to: '        intro: Pick a time for a 30-minute call with our team.\n    - type: rich-text\n      text: We reply within a day.\n',
    says: ['yaml-syntax: this line is indented less than the lines around it'],
    fixSays:
      /^Start its dash in column 7, like the item on line \d+ of the blocks: list: add 2 spaces at the start of lines (\d+)–\d+\.$/,
    follow: shiftLines,
  },
  {
    name: "a block written as a list item among the page's fields: moved under blocks:, never removed",
    from: '  - path: /contact\n    title: Contact Us | Voltaic Labs\n',
    to: '  - path: /contact\n    title: Contact Us | Voltaic Labs\n    - type: rich-text\n      text: We reply within a day.\n',
    says: [
      'yaml-syntax: this list item is lined up with the fields around it, where no list can start: it belongs under blocks:',
    ],
    at: true,
    follow: moveLines,
  },
  {
    name: "a block's fields written beside path: and title:: one message at type:, move it under blocks:, never remove it",
    from: '  - path: /contact\n    title: Contact Us | Voltaic Labs\n',
    to: '  - path: /contact\n    title: Contact Us | Voltaic Labs\n    type: rich-text\n    text: We reply within a day.\n',
    says: ["unknown-field: a block (type, text) written among the page's fields: it belongs under blocks:"],
    fixSays: /^(?!.*remove).*its dash in column 7 like the block on line \d+/,
    at: true,
    follow: moveBlockUnderBlocks,
  },
  {
    name: "a block's fields after the page's blocks: the same one message, the block moved in",
    from: '        intro: Pick a time for a 30-minute call with our team.\n',
    to: '        intro: Pick a time for a 30-minute call with our team.\n    type: rich-text\n    text: We reply within a day.\n',
    says: ["unknown-field: a block (type, text) written among the page's fields: it belongs under blocks:"],
    follow: moveBlockUnderBlocks,
  },
];

let count = 0;
/** Makes the slip on a copy of site.yaml and its page files, checks what is said, follows the fix, checks again. */
function trySlip(slip: Slip): void {
  const dir = join(scratch, String(count++));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  const path = join(dir, slip.file ?? 'site.yaml');
  const manifest = join(dir, 'site.yaml');
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(slip.from);
  writeFileSync(path, text.replace(slip.from, slip.to));

  const errors = errorsOf(manifest);
  expect(errors.map(show)).toEqual(slip.says);
  const [first] = errors;
  if (slip.fixSays) expect(first.fix).toMatch(slip.fixSays);
  if (slip.where) expect(first.where).toBe(slip.where);
  if (slip.at) {
    // The first line the slip added, at its first character: what an editor shows for it.
    const line = text.slice(0, text.indexOf(slip.from)).split('\n').length + slip.from.split('\n').length - 2;
    const written = readFileSync(path, 'utf8').split('\n')[line];
    expect(`${first.line}:${first.col}`).toBe(`${line + 1}:${written.search(/\S/) + 1}`);
  }
  if (!slip.follow) return;
  writeFileSync(path, slip.follow(readFileSync(path, 'utf8').split('\n'), first).join('\n'));
  expect(errorsOf(manifest).map(show)).toEqual(slip.then ?? []);
}

describe('a fix followed word for word leads to a site that passes', () => {
  it.each(slips.map((slip) => [slip.name, slip] as const))('%s', (_, slip) => trySlip(slip));
});

describe('a merge key as a block item (- <<: *name)', () => {
  it('is said as the merge key it is, at its line, and nothing about type', () => {
    const block =
      '      - type: next-link\n        label: Custom Software Development\n        href: /solutions/custom-software-development\n';
    trySlip({
      name: 'merge key in a block item',
      from: block,
      to: `${block.replace('- type', '- &next\n        type')}      - <<: *next\n        label: Our software work\n`,
      says: ['unknown-field: YAML merge keys (<<: *name) are not supported'],
      fixSays: /write "- \*name" for a list item/,
      follow: (lines, problem) => {
        expect(lines[problem.line - 1]).toBe('      - <<: *next');
        expect(problem.col).toBe(9);
        return lines
          .filter((line) => line !== '        label: Our software work')
          .map((line, index) => (index === problem.line - 1 ? line.replace('- <<: *next', '- *next') : line));
      },
    });
  });
});
