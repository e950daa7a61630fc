import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Runs the real CLI, as `npm run check -- --manifest FILE` does. */
function runCheck(fixture: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/check.ts', '--manifest', `tests/fixtures/${fixture}`],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const cases: Array<{ fixture: string; location: string; message: string; fix?: string }> = [
  {
    fixture: 'yaml-syntax-error.yaml',
    location: ':36:16  YAML',
    message: 'this text holds ": ", which YAML reads as the start of another field',
    fix: 'Put the text in quotes, e.g. title: "Cloud: the basics".',
  },
  {
    fixture: 'unknown-block-type.yaml',
    location: ':34:15  routes[1] (/solutions/cloud) › blocks[1].type',
    message: 'unknown block type "capabilty-list" — did you mean "capability-list"?',
  },
  {
    fixture: 'missing-required-field.yaml',
    location: ':38:9  routes[1] (/solutions/cloud) › blocks[2]',
    message: 'missing required field "label"',
    fix: 'add "label: ..." here (The name of the page linked to)',
  },
  {
    fixture: 'wrong-field-type.yaml',
    location: ':34:18  routes[1] (/solutions/cloud) › blocks[0].buttons',
    message: 'expected a list (lines starting with "- "), found a text "Contact us"',
  },
  {
    fixture: 'unknown-field.yaml',
    location: ':25:9  routes[0] (/) › blocks[0].titel',
    message: 'unknown field "titel" — did you mean "title"?',
    fix: 'rename it to "title"',
  },
  {
    fixture: 'duplicate-route.yaml',
    location: ':48:11  routes[3] (/solutions/cloud) › path',
    message: 'route "/solutions/cloud" is already declared at line 28 (routes[1])',
  },
  {
    fixture: 'duplicate-block-id.yaml',
    location: ':40:13  routes[1] (/solutions/cloud) › blocks[2].id',
    message: 'block id "offer" is already used by blocks[1] at line 35',
  },
  {
    fixture: 'broken-link.yaml',
    location: ':40:15  routes[1] (/solutions/cloud) › blocks[2].href',
    message: 'link to "/contakt", which is not a route — did you mean "/contact"?',
  },
  {
    fixture: 'broken-anchor.yaml',
    location: ':27:40  routes[0] (/) › blocks[0].buttons[0].href',
    message: 'link to "/contact#from": the target page has no block with that id — did you mean "/contact#form"?',
  },
  {
    fixture: 'missing-asset.yaml',
    location: ':7:16  settings.logo.src',
    message: 'file "/images/brnd.svg" does not exist under public/',
  },
  {
    fixture: 'missing-home.yaml',
    location: ':20:3  routes',
    message: 'no route has the path "/" (the home page)',
    fix: 'Add a route with path: /',
  },
  {
    fixture: 'unknown-collection.yaml',
    location: ':85:15  routes[2] (/case-study/{id}) › generate',
    message: 'unknown collection "caseStudys" — did you mean "caseStudies"?',
    fix: 'a file schemas/collections/<name>.schema.json',
  },
  {
    fixture: 'unknown-entry.yaml',
    location: ':75:20  routes[0] (/) › blocks[0].products[0]',
    message: 'no products entry has the id "platfrom" — did you mean "platform"?',
    fix: 'change it to "platform"',
  },
  {
    fixture: 'duplicate-entry-id.yaml',
    location: ':52:11  collections.caseStudies[1].id',
    message: 'id "alpha" is already used by the caseStudies entry at line 35',
    fix: 'Give each entry of a collection its own id.',
  },
  {
    fixture: 'unknown-entry-field.yaml',
    location: ':88:18  routes[2] (/case-study/{id}) › description',
    message: 'no caseStudies entry has a field "sumary" — did you mean "summary"?',
    fix: 'change it to "summary"',
  },
  // Markdown in a rich-text block: its site links are checked, and a javascript: link is refused, never rendered.
  {
    fixture: 'unsafe-rich-text.yaml',
    location: ':49:15  routes[2] (/contact) › blocks[1].text',
    message: 'link to "/termz", which is not a route',
  },
  {
    fixture: 'unsafe-rich-text.yaml',
    location: ':49:15  routes[2] (/contact) › blocks[1].text',
    message:
      'the link "javascript:alert(document.cookie)" in [click here](javascript:alert(document.cookie)) is not a page of this site',
    fix: 'the text cannot hold HTML or scripts',
  },
];

describe('npm run check on a broken manifest', () => {
  it.each(cases)('$fixture: located message, suggestion, exit 1', ({ fixture, location, message, fix }) => {
    const { status, output } = runCheck(fixture);
    expect(status).toBe(1);
    expect(output).toContain(`tests/fixtures/${fixture}${location}: ${message}`);
    if (fix) expect(output).toContain(fix);
    expect(output).toMatch(/✗ \d+ errors?(, \d+ warnings?)? — nothing was built/);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+\)/); // never a stack trace
  });

  it('prints each problem once, with its entry in the reference', () => {
    const { output } = runCheck('unknown-field.yaml');
    expect(output.split('tests/fixtures/unknown-field.yaml:25:9  ').length - 1).toBe(1);
    expect(output).toContain('see docs/errors.md#unknown-field (Unknown field)');
  });

  it.each([
    ['valid-site.yaml', '✓ 3 routes, 5 blocks, 7 links checked'],
    // Two of its four routes are made from the caseStudies collection.
    ['collections-site.yaml', '✓ 4 routes, 7 blocks, 14 links checked'],
  ])('passes %s with the one-line summary', (fixture, summary) => {
    const { status, output } = runCheck(fixture);
    expect(status).toBe(0);
    expect(output.trim().split('\n').at(-1)).toBe(summary);
  });
});
