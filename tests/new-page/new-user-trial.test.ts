import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * The "Adding a page" steps of docs/editing-yaml.md, run as a new user would: the real commands as child processes, each
 * slip made by editing the YAML text, each fixed with only what the check's message says. The
 * assertions hold the facts a person needs (where, and the name to use), not the wording.
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-new-user-trial-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = join(scratch, 'site.yaml');
const shown = relative(root, manifest);
const blockTypes = readdirSync(join(root, 'blocks'));

function npm(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const check = () => npm('check', '--', '--manifest', shown);
const readSite = () => readFileSync(manifest, 'utf8');
const lineNumberOf = (fragment: string) => readSite().slice(0, readSite().indexOf(fragment)).split('\n').length;

/** The reported problem (its location line and the lines under it) that is at `line` of the manifest. */
function findProblemAt(output: string, line: number): { col: number; text: string } {
  const blocks = output.split(/\n(?=\S+:\d+:\d+ )/);
  const found = blocks.find((block) => block.startsWith(`${shown}:${line}:`));
  expect(found, `no problem reported at ${shown}:${line}\n${output}`).toBeDefined();
  return { col: Number(new RegExp(`^${shown.replace(/[.]/g, '\\.')}:\\d+:(\\d+)`).exec(found!)![1]), text: found! };
}

/** The quoted names in a message, e.g. "capability-list" out of `… did you mean "capability-list"?`. */
const quotedIn = (text: string) => [...text.matchAll(/"([^"\n]+)"/g)].map((match) => match[1]);

function replaceOnLine(line: number, from: string, to: string) {
  const lines = readSite().split('\n');
  expect(lines[line - 1]).toContain(from);
  lines[line - 1] = lines[line - 1].replace(from, to);
  writeFileSync(manifest, lines.join('\n'));
}

it('a new user adds a solution page (the full Solutions menu refusing it in plain words), makes three typical slips and fixes each from the message alone', () => {
  cpSync(join(root, 'site.yaml'), manifest);
  cpSync(join(root, 'pages'), join(scratch, 'pages'), { recursive: true });
  const command = ['new-page', '--', '/solutions/quantum', 'Quantum Readiness', '--template', 'solution'];

  // 0. Asking for the Solutions menu, which has the spec's six entries: refused, said why, nothing written.
  const shipped = readSite();
  const refused = npm(...command, '--nav', 'Solutions', '--manifest', shown);
  expect(refused.status).toBe(2);
  expect(refused.output).toContain('the Solutions menu already has its 6 entries');
  expect(readSite()).toBe(shipped);

  // 1. The guide's command.
  const added = npm(...command, '--manifest', shown);
  expect(added.output).toContain('added /solutions/quantum (solution template)');
  expect(added.status).toBe(0);
  const routeLine = lineNumberOf('  - path: /solutions/quantum');

  // 1b. The command lists the template's placeholder texts, each at its line: the person writes over each.
  expect(added.output).toContain('Next, write the page: replace the');
  const placeholders = [
    ...added.output.matchAll(new RegExp(`^${shown.replace(/[.]/g, '\\.')}:(\\d+):(\\d+) .*placeholder`, 'gm')),
  ];
  expect(placeholders.length).toBeGreaterThan(0);
  expect(check().status).toBe(1);
  const written = readSite().split('\n');
  for (const [, line, col] of placeholders)
    written[Number(line) - 1] = `${written[Number(line) - 1].slice(0, Number(col) - 1)}Our own words for this place.`;
  writeFileSync(manifest, written.join('\n'));
  expect(check().status).toBe(0);

  // 2. A misspelt block type: the message, at the line, names the block type to use.
  const typeLine =
    routeLine +
    readSite()
      .split('\n')
      .slice(routeLine)
      .findIndex((line) => line.includes('type: capability-list')) +
    1;
  replaceOnLine(typeLine, 'type: capability-list', 'type: capabilty-list');
  let result = check();
  expect(result.status).toBe(1);
  const typo = findProblemAt(result.output, typeLine);
  expect(typo.col).toBe(readSite().split('\n')[typeLine - 1].indexOf('capabilty-list') + 1);
  const typeSuggested = quotedIn(typo.text).find((name) => name !== 'capabilty-list' && blockTypes.includes(name));
  expect(typeSuggested).toBe('capability-list');
  replaceOnLine(typeLine, 'capabilty-list', typeSuggested!);
  expect(check().status).toBe(0);

  // 3. A broken link: the message names an existing page to link to instead.
  const linkLine =
    routeLine +
    readSite()
      .split('\n')
      .slice(routeLine)
      .findIndex((line) => line.includes('href: /contact') && !line.includes('{')) +
    1;
  replaceOnLine(linkLine, 'href: /contact', 'href: /contakt');
  result = check();
  expect(result.status).toBe(1);
  const link = findProblemAt(result.output, linkLine);
  const routeSuggested = quotedIn(link.text).find((name) => name.startsWith('/') && name !== '/contakt');
  expect(routeSuggested).toBe('/contact');
  replaceOnLine(linkLine, '/contakt', routeSuggested!);
  expect(check().status).toBe(0);

  // 4. A missing title: the message, at the page, names the field to add.
  const titleLine = routeLine + 1;
  const lines = readSite().split('\n');
  const [removed] = lines.splice(titleLine - 1, 1);
  expect(removed.trim()).toBe('title: Quantum Readiness | Voltaic Labs');
  writeFileSync(manifest, lines.join('\n'));
  result = check();
  expect(result.status).toBe(1);
  const missing = findProblemAt(result.output, routeLine);
  const field = quotedIn(missing.text).find((name) => name === 'title');
  expect(field).toBe('title');
  // Added where the message points: under the page's path, lined up with it.
  const indent = /^(\s*)- /.exec(lines[routeLine - 1])![1].length + 2;
  lines.splice(routeLine, 0, `${' '.repeat(indent)}${field}: Quantum Readiness | Voltaic Labs`);
  writeFileSync(manifest, lines.join('\n'));
  result = check();
  expect(result.output).toMatch(/✓ \d+ routes/);
  expect(result.status).toBe(0);

  // 5. The build has the page, its title as the one h1; the header's menus keep the spec's six solutions.
  const dist = join(scratch, 'dist');
  const built = npm('build', '--', '--manifest', shown, '--out-dir', dist);
  expect(built.output).toContain('✓ built');
  const page = readFileSync(join(dist, 'solutions/quantum/index.html'), 'utf8');
  expect(
    [...page.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1].replace(/<[^>]+>/g, '').trim()),
  ).toEqual(['Quantum Readiness']);
  const home = readFileSync(join(dist, 'index.html'), 'utf8');
  const header = /<header[\s\S]*?<\/header>/.exec(home)![0];
  expect(header).toContain('href="/solutions/sap-solutions"');
  expect(header).not.toContain('href="/solutions/quantum"');
  expect(existsSync(join(dist, 'solutions/ai/index.html'))).toBe(true);
}, 600_000);
