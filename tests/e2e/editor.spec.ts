import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startProcess } from '../../scripts/bench/start-process';
import { buildEditorApp } from '../../editor/server/build-editor-app';

/**
 * `npm run edit` as a person who does not write YAML meets it: the editor started on a copy of the site
 * (never the worktree's own site.yaml), driven in Chromium by clicking and typing.
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 20);
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'editor-e2e-'));
const manifest = join(dir, 'site.yaml');
const log = join(root, 'test-results', `editor-${process.pid}.log`);

/** The site's files as the copy starts each test: site.yaml and every page file. */
const originals = new Map<string, string>([['site.yaml', readFileSync(join(root, 'site.yaml'), 'utf8')]]);
for (const name of readdirSync(join(root, 'pages')))
  originals.set(`pages/${name}`, readFileSync(join(root, 'pages', name), 'utf8'));

const readCopy = (name = 'site.yaml') => readFileSync(join(dir, name), 'utf8');
function resetCopy(): void {
  for (const [name, text] of originals) writeFileSync(join(dir, name), text);
}

/** `npm run check -- --manifest <copy>`: its exit code and report. */
function runCheck(): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--manifest', manifest], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

let editor: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  resetCopy();
  await buildEditorApp();
  editor = await startProcess(
    ['--import', 'tsx', 'editor/server/start-editor.ts', '--manifest', manifest],
    { EDIT_PORT: String(port) },
    `${base}/api/outline`,
    log,
  );
});

test.afterAll(() => {
  editor?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(() => resetCopy());

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Choose a page or an entry on the left' })).toBeVisible();
}

async function openPage(page: Page, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: new RegExp(`^${path}\\b`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: `Page ${path}` })).toBeVisible();
}

const saveButton = (page: Page) => page.getByRole('button', { name: /^Save( as draft)?$/ });

test('prints its address and answers on 127.0.0.1 only', async () => {
  await expect.poll(() => readFileSync(log, 'utf8')).toContain(`Open http://localhost:${port}/ in your browser.`);
  const others = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal)
    .map((address) => address!.address);
  for (const host of [...others, '::1']) {
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    expect(reached, `the editor must not answer on ${host}`).toBe(false);
  }
});

test('a request with a foreign Origin is refused and changes nothing', async () => {
  const { version } = (await (await fetch(`${base}/api/file?name=site.yaml`)).json()) as { version: string };
  const attempt = await fetch(`${base}/api/save`, {
    method: 'POST',
    headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
    body: JSON.stringify({ file: 'site.yaml', version, changes: [{ at: ['settings', 'company'], value: 'Pwned' }] }),
  });
  expect(attempt.status).toBe(403);
  expect(((await attempt.json()) as { error: string }).error).toContain('https://attacker.example');
  expect(readCopy()).toBe(originals.get('site.yaml'));
});

/** The lines of `after` that differ from `before` (same number of lines). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, index) => line !== a[index]);
}

test('changing the contact page’s title in the form changes exactly one line of site.yaml, comments intact', async ({
  page,
}) => {
  await openEditor(page);
  await openPage(page, '/contact');
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  const before = originals.get('site.yaml')!;
  expect(changedLines(before, readCopy())).toEqual(['    title: Talk to Us | Voltaic Labs']);
  expect(readCopy().match(/#.*$/gm)).toEqual(before.match(/#.*$/gm));
});

test('clearing a required field shows the CLI’s message for that problem at the field', async ({ page }) => {
  await openEditor(page);
  await openPage(page, '/contact');
  await page.locator('#fields_title').fill('');
  const atField = page.locator('#fields_title__error');
  await expect(atField).toHaveText('missing required field "title"');
  // Saving is allowed, as a draft the build refuses, and said so.
  await expect(saveButton(page)).toHaveText('Save as draft');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toContainText('the build refuse');
  // The words are the CLI's: npm run check on the saved copy prints the same message for the same line.
  const { ok, output } = runCheck();
  expect(ok).toBe(false);
  const line = readCopy().split('\n').indexOf('  - path: /contact') + 1;
  expect(output).toContain(`site.yaml:${line}:5  routes[`);
  expect(output).toContain('missing required field "title"');
  await expect(page.getByRole('region', { name: 'Problems on this page' })).toContainText(`site.yaml:${line}:5`);
});

test('a file edited on disk while open is not overwritten; the editor offers to reload it', async ({ page }) => {
  await openEditor(page);
  await openPage(page, '/contact');
  await page.locator('#fields_title').fill('Mine | Voltaic Labs');
  const onDisk = originals
    .get('site.yaml')!
    .replace('    title: Contact Us | Voltaic Labs', '    title: Theirs | Voltaic Labs');
  writeFileSync(manifest, onDisk);
  await saveButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Not saved: site.yaml was changed on disk since you opened it.');
  expect(readCopy()).toBe(onDisk);
  await alert.getByRole('button', { name: 'Reload the file' }).click();
  await expect(page.locator('#fields_title')).toHaveValue('Theirs | Voltaic Labs');
  expect(readCopy()).toBe(onDisk);
});

test('opening every page and entry and saving it with no change leaves every file byte-identical', async ({ page }) => {
  test.setTimeout(600_000);
  await openEditor(page);
  const outline = (await (await fetch(`${base}/api/outline`)).json()) as {
    routes: Array<{ path: string; kind: string }>;
    collections: Record<string, unknown[]>;
  };
  const nav = page.getByRole('navigation', { name: 'Pages and collections' });
  let opened = 0;
  const saveUnchanged = async (heading: string | RegExp) => {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/unsaved changes/)).toHaveCount(0);
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
    opened++;
  };
  const pages = nav.locator('ul').first().getByRole('button');
  const count = await pages.count();
  expect(count).toBe(outline.routes.length);
  for (let index = 0; index < count; index++) {
    const route = outline.routes[index];
    await pages.nth(index).click();
    await saveUnchanged(route.kind === 'generated' ? `${route.path} (from caseStudies)` : `Page ${route.path}`);
  }
  for (const [name, entries] of Object.entries(outline.collections)) {
    const group = nav
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: new RegExp(`^${name} \\(`) }) });
    await group.locator('summary').click();
    const items = group.getByRole('button');
    for (let index = 0; index < entries.length; index++) {
      await items.nth(index).click();
      await saveUnchanged(new RegExp(`^${name} entry `));
    }
    await group.locator('summary').click();
  }
  expect(opened).toBeGreaterThan(100);
  for (const [name, text] of originals) expect(readCopy(name), name).toBe(text);
});
