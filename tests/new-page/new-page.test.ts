import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, visit } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { addPage, listTemplates } from '#scripts/new-page/add-page';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-new-page-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let count = 0;
/** A copy of the shipped site (site.yaml and its page files) to add pages to. */
function copySite() {
  const dir = join(scratch, String(count++));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  return { dir, manifest: join(dir, 'site.yaml') };
}

/** Whether `after` is `before` with one run of text inserted, and nothing else changed. */
function isOneInsertion(before: string, after: string): boolean {
  let prefix = 0;
  while (prefix < before.length && before[prefix] === after[prefix]) prefix++;
  return after.endsWith(before.slice(prefix));
}

const errorsOf = (manifest: string) =>
  loadSiteFromDisk(manifest).problems.filter((problem) => problem.severity === 'error');

/** Writes the page's own words over each placeholder text the check reports, at its line and column (in any file). */
function replacePlaceholders(manifest: string): void {
  const places = errorsOf(manifest).filter((problem) => problem.code === 'placeholder-text');
  for (const file of new Set(places.map((place) => place.file))) {
    const text = readFileSync(file, 'utf8');
    const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
    const offsets = new Set(places.filter((p) => p.file === file).map((p) => lineStarts[p.line - 1] + p.col - 1));
    const doc = parseDocument(text);
    visit(doc, {
      Scalar(_, node) {
        if (offsets.has(node.range?.[0] ?? -1)) node.value = 'The page’s own words.';
      },
    });
    writeFileSync(file, doc.toString());
  }
}

describe('npm run new-page', () => {
  it.each(listTemplates())(
    'the %s template makes a page whose only errors are its placeholder texts, and that passes the check once they are replaced',
    (template) => {
      const { manifest } = copySite();
      const before = readFileSync(manifest, 'utf8');
      addPage({ path: '/solutions/quantum', title: 'Quantum Readiness', template, manifest });
      const after = readFileSync(manifest, 'utf8');
      expect(isOneInsertion(before, after)).toBe(true);
      const placeholders = errorsOf(manifest);
      expect(placeholders.length).toBeGreaterThan(0);
      expect(new Set(placeholders.map((problem) => problem.code))).toEqual(new Set(['placeholder-text']));
      expect(after).not.toContain('!placeholder');
      replacePlaceholders(manifest);
      expect(errorsOf(manifest)).toEqual([]);
      const page = loadSiteFromDisk(manifest).site?.routes.find((route) => route.path === '/solutions/quantum');
      expect(page?.title).toContain('Quantum Readiness');
    },
  );

  it('with --nav, lists the page in that menu (its count raised first); every comment and line of the file outside the two insertions stays byte for byte', () => {
    const { manifest } = copySite();
    // The shipped Solutions menu has the spec's six entries (count: 6): a seventh needs the count raised first.
    const shipped = readFileSync(manifest, 'utf8');
    expect(shipped).toContain('    - title: Solutions\n      count: 6\n');
    writeFileSync(
      manifest,
      shipped.replace('    - title: Solutions\n      count: 6\n', '    - title: Solutions\n      count: 7\n'),
    );
    const before = readFileSync(manifest, 'utf8');
    const { done } = addPage({
      path: '/solutions/quantum',
      title: 'Quantum Readiness',
      template: 'solution',
      manifest,
      nav: 'solutions',
    });
    const after = readFileSync(manifest, 'utf8');
    const menuLine = Number(/:(\d+): added Quantum Readiness to the Solutions menu/.exec(done.join('\n'))![1]);
    const lines = after.split('\n');
    expect(lines.slice(menuLine - 1, menuLine + 1).map((line) => line.trim())).toEqual([
      '- title: Quantum Readiness',
      'href: /solutions/quantum',
    ]);
    lines.splice(menuLine - 1, 2);
    expect(isOneInsertion(before, lines.join('\n'))).toBe(true);
    replacePlaceholders(manifest);
    const site = loadSiteFromDisk(manifest).site!;
    expect(site.navigation.header.find((group) => group.title === 'Solutions')?.items?.at(-1)).toMatchObject({
      title: 'Quantum Readiness',
      href: '/solutions/quantum',
    });
  });

  it('with --file, creates the page file (with its $schema line) and leaves site.yaml alone when include: already takes it', () => {
    const { dir, manifest } = copySite();
    const before = readFileSync(manifest, 'utf8');
    addPage({
      path: '/solutions/quantum',
      title: 'Quantum Readiness',
      template: 'service',
      manifest,
      file: 'pages/solutions/quantum.yaml',
    });
    const created = readFileSync(join(dir, 'pages/solutions/quantum.yaml'), 'utf8');
    expect(created).toMatch(/^# yaml-language-server: \$schema=.*schemas\/page-file\.schema\.json\n/);
    expect(readFileSync(manifest, 'utf8')).toBe(before);
    replacePlaceholders(manifest);
    expect(errorsOf(manifest)).toEqual([]);
    const written = readFileSync(join(dir, 'pages/solutions/quantum.yaml'), 'utf8');
    // A second page goes under the same routes:, the first one untouched.
    addPage({
      path: '/solutions/quantum-two',
      title: 'Quantum Two',
      template: 'blank',
      manifest,
      file: 'pages/solutions/quantum.yaml',
    });
    expect(isOneInsertion(written, readFileSync(join(dir, 'pages/solutions/quantum.yaml'), 'utf8'))).toBe(true);
    replacePlaceholders(manifest);
    expect(errorsOf(manifest)).toEqual([]);
  });

  it('with --file outside what include: takes, adds the file to include:', () => {
    const { dir, manifest } = copySite();
    addPage({ path: '/legal/notice', title: 'Legal Notice', template: 'legal', manifest, file: 'more/legal.yaml' });
    expect(existsSync(join(dir, 'more/legal.yaml'))).toBe(true);
    expect(readFileSync(manifest, 'utf8')).toContain('  - pages/**/*.yaml\n  - more/legal.yaml\n');
    replacePlaceholders(manifest);
    expect(errorsOf(manifest)).toEqual([]);
  });

  it.each([
    [['/solutions/ai', 'AI'], 'already exists', 'site.yaml'],
    [['solutions/quantum', 'Quantum'], 'must start with a slash', '/solutions/quantum'],
    [['/solutions/quantum', 'Quantum', '--template', 'solutoin'], 'no template "solutoin"', 'did you mean "solution"'],
    [['/solutions/quantum', 'Quantum', '--nav', 'Solution'], 'no header menu "Solution"', 'did you mean "Solutions"'],
    [
      ['/solutions/quantum', 'Quantum', '--nav', 'Solutions'],
      'the Solutions menu already has its 6 entries (count: 6',
      'add the page without a menu',
    ],
  ])('refuses %j, saying what to do, and changes nothing', (args, problem, hint) => {
    const { manifest } = copySite();
    const before = readFileSync(manifest, 'utf8');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/new-page.ts', ...args, '--manifest', manifest],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(problem);
    expect(result.stderr).toContain(hint);
    expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)/);
    expect(readFileSync(manifest, 'utf8')).toBe(before);
  });

  it('with --description and --solutions, the page carries the text and is listed under "Explore Our Other Solutions" on the other solution pages', () => {
    const { manifest } = copySite();
    const description = 'Get ready for quantum computing: what it changes for your security and your data.';
    const { done } = addPage({
      path: '/solutions/quantum',
      title: 'Quantum Readiness',
      template: 'solution',
      manifest,
      description,
      solutions: true,
    });
    expect(done.join('\n')).toMatch(
      /:\d+: added Quantum Readiness to the solutions listed under "Explore Our Other Solutions"/,
    );
    replacePlaceholders(manifest);
    expect(errorsOf(manifest)).toEqual([]);
    replacePlaceholders(manifest);
    const site = loadSiteFromDisk(manifest).site!;
    const page = site.routes.find((route) => route.path === '/solutions/quantum')!;
    expect(page.description).toBe(description);
    expect(page.blocks[0]).toMatchObject({ type: 'page-hero', title: 'Quantum Readiness', description });
    // Its own list of the other solutions heads to the page of them all, as every solution page's does.
    expect(page.blocks.at(-1)).toMatchObject({ type: 'solution-links', href: '/solutions' });
    const others = site.routes.find((route) => route.path === '/solutions/ai')!.blocks.at(-1) as unknown as {
      type: string;
      solutions: Array<{ title: string; summary: string; page: string }>;
    };
    expect(others.type).toBe('solution-links');
    expect(others.solutions).toContainEqual(
      expect.objectContaining({ title: 'Quantum Readiness', summary: description, page: '/solutions/quantum' }),
    );
  });

  it('--solutions for a page whose id the list already has is refused, and changes nothing', () => {
    const { manifest } = copySite();
    const before = readFileSync(manifest, 'utf8');
    expect(() =>
      addPage({ path: '/labs/ai', title: 'AI Lab', template: 'solution', manifest, solutions: true }),
    ).toThrow('the solutions list already has an entry "ai"');
    expect(readFileSync(manifest, 'utf8')).toBe(before);
  });

  it.each([
    [['/solutions/quantum', 'Quantum Readiness', '--template', 'solution'], '(--template) '],
    [['/solutions/quantum', 'Quantum Readiness', '--description', 'Quantum, explained.'], ''],
  ])(
    'npm run new-page %j without "--": says npm kept the options and how to write it, exit 2, nothing added',
    (args, which) => {
      const before = readFileSync(join(root, 'site.yaml'), 'utf8');
      const result = spawnSync('npm', ['run', 'new-page', ...args], { cwd: root, encoding: 'utf8' });
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(
        `✗ npm kept the options ${which}for itself: written without "--" after "npm run new-page", the options that follow go to npm, not to this command, and nothing was done.\nWrite "--" before them, e.g.: npm run new-page -- /solutions/quantum "Quantum Readiness" --template solution\n`,
      );
      expect(result.stdout).not.toContain('✓');
      expect(readFileSync(join(root, 'site.yaml'), 'utf8')).toBe(before);
    },
  );
});
