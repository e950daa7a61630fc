import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { labelField } from '#site/fields/label-field';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';
import { QUANTUM, startSolutionPage, writeSolutionPage } from './support/new-solution-page';

/**
 * `npm run edit` as a person who does not write YAML meets it: the editor started on a copy of the site
 * (see editSiteCopy), driven in Chromium by clicking and typing.
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 10);
const { base, manifest, log, originals, readCopy, resetCopy } = editSiteCopy({ name: 'editor', port });
const { openEditor, openEditorAt, saveButton } = editorPages(base);

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

interface SiteData {
  navigation: { header: Array<{ title: string; items?: Array<{ title: string; href: string }> }> };
  collections: Record<string, Array<Record<string, unknown>>>;
  routes: Array<{ path: string; blocks: Array<{ type: string; items?: Array<{ title: string }> }> }>;
}

// Each test drives the editor through several saves, checks and reloads of the preview: on two cores shared
// with another whole test run (load 17), one took more than a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * Each test starts from the site as it is, except the whole jobs: the case study is added to the copy the
 * new solution page was made in, and one build of that copy then shows both.
 */
let keepCopy = false;
test.beforeEach(() => {
  if (!keepCopy) resetCopy();
});

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
  await openEditorAt(page, '/contact');
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  const before = originals.get('site.yaml')!;
  expect(changedLines(before, readCopy())).toEqual(['    title: Talk to Us | Voltaic Labs']);
  expect(readCopy().match(/#.*$/gm)).toEqual(before.match(/#.*$/gm));
});

test('clearing a required field says so at the field in the editor’s words; the CLI says where in the file', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await page.locator('#fields_title').fill('');
  const atField = page.locator('#fields_title__error');
  await expect(atField).toHaveText('"Title" is required and is empty');
  // Saving is allowed, as a draft the build refuses, and said so.
  await expect(saveButton(page)).toHaveText('Save as draft');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toContainText('the build refuse');
  // The same problem of the same catalogue: npm run check on the saved copy says it at its line, in the YAML's words.
  const { ok, output } = runCheck();
  expect(ok).toBe(false);
  const line = readCopy().split('\n').indexOf('  - path: /contact') + 1;
  expect(output).toContain(`site.yaml:${line}:5  routes[`);
  expect(output).toContain('missing required field "title"');
  const listed = page.getByRole('region', { name: 'Problems on this page' });
  await expect(listed).toContainText('Page /contact › Title: "Title" is required and is empty');
  await expect(listed).toContainText('Fix: Fill in "Title".');
  await expect(listed).not.toContainText('site.yaml:');
});

/** Writes `onDisk` into the copy, then presses Save: refused, the file as written, and the editor reloads it. */
async function saveOverChangeOnDisk(page: Page, onDisk: string): Promise<void> {
  writeFileSync(manifest, onDisk);
  await saveButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Not saved: site.yaml was changed on disk since you opened it.');
  expect(readCopy()).toBe(onDisk);
  await alert.getByRole('button', { name: 'Reload the file' }).click();
}

test('a file edited on disk while open is not overwritten; the editor offers to reload it', async ({ page }) => {
  await openEditorAt(page, '/contact');
  await page.locator('#fields_title').fill('Mine | Voltaic Labs');
  const onDisk = originals
    .get('site.yaml')!
    .replace('    title: Contact Us | Voltaic Labs', '    title: Theirs | Voltaic Labs');
  await saveOverChangeOnDisk(page, onDisk);
  await expect(page.locator('#fields_title')).toHaveValue('Theirs | Voltaic Labs');
  expect(readCopy()).toBe(onDisk);
});

/** The YAML view's text box (CodeMirror's), with the open file in it. */
const yamlText = (page: Page) => page.getByRole('textbox', { name: 'YAML of site.yaml' });

test('the YAML view shows the form’s unsaved change, and text typed in it is saved into its own line', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await page.getByRole('button', { name: 'YAML', exact: true }).click();
  await expect(yamlText(page)).toBeVisible();
  // Find the hero's title with the editor's own search, and type over it.
  await yamlText(page).click();
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Find' }).pressSequentially('title: Get in Touch');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.type('title: Talk to Us');
  await expect(page.getByRole('button', { name: 'Form', exact: true })).toBeDisabled();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  expect(changedLines(originals.get('site.yaml')!, readCopy())).toEqual([
    '    title: Talk to Us | Voltaic Labs',
    '        title: Talk to Us',
  ]);
  // Back in the form, which shows what the text now says.
  await page.getByRole('button', { name: 'Form', exact: true }).click();
  await expect(page.locator('#page-b0_title')).toHaveValue('Talk to Us');
});

test('in the YAML view, text that would not parse is shown with the CLI’s message and never saved, nor is a file changed on disk', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await page.getByRole('button', { name: 'YAML', exact: true }).click();
  await yamlText(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nbroken: "unclosed');
  // The editor closes the quote as it is typed: a person deletes it to leave it open.
  await page.keyboard.press('Delete');
  const problems = page.getByRole('region', { name: 'Problems in this file' });
  await expect(problems).toContainText('a text opened with " is not closed');
  await expect(problems).toContainText('Fix: Add the closing " at the end of the text.');
  // Where, in words (the field it is in, never a line number): the spot itself is marked in the text.
  await expect(problems.locator('.problem__place')).toHaveText('Broken');
  await expect(page.locator('.cm-lintRange-error, .cm-lintPoint-error')).not.toHaveCount(0);
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Not saved: the file is not valid YAML yet');
  expect(readCopy()).toBe(originals.get('site.yaml'));

  // Put right, but the file was changed on disk meanwhile: not saved either, and the editor offers to reload.
  await yamlText(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type('# mine');
  await expect(problems).toHaveCount(0);
  const onDisk = `${originals.get('site.yaml')!}# theirs\n`;
  await saveOverChangeOnDisk(page, onDisk);
  await page.keyboard.press('Control+End');
  await expect(page.locator('.cm-line', { hasText: '# theirs' })).toBeVisible();
  await expect(page.locator('.cm-line', { hasText: '# mine' })).toHaveCount(0);
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
    await saveUnchanged(route.kind === 'generated' ? `${route.path} (from Case studies)` : `Page ${route.path}`);
  }
  for (const [name, entries] of Object.entries(outline.collections)) {
    const group = nav
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: new RegExp(`^${labelField(name)} \\(`) }) });
    await group.locator('summary').click();
    const items = group.getByRole('button');
    for (let index = 0; index < entries.length; index++) {
      await items.nth(index).click();
      await saveUnchanged(new RegExp(`^${labelField(name)} entry `));
    }
    await group.locator('summary').click();
  }
  expect(opened).toBeGreaterThan(100);
  for (const [name, text] of originals) expect(readCopy(name), name).toBe(text);
});

test('a new solution page with a hero, four capabilities and a next link, in the solutions list (the full menus not offered), by clicking and typing only', async ({
  page,
}) => {
  // It runs npm run check halfway: on two cores busy with another job, the whole test took more than 30 s.
  test.setTimeout(120_000);
  await openEditor(page);
  const startedAt = Date.now();
  await startSolutionPage(page);

  // The template's placeholder texts: an error at each field while the page is written, as for the check.
  const heroPlaceholder = 'Say in two or three sentences what this solution does and for whom.';
  await expect(page.locator('#page-b0_description__error')).toHaveText(
    `"${heroPlaceholder}" is the template’s placeholder, not the page’s text`,
  );
  await expect(page.getByRole('banner').getByRole('status')).toContainText('placeholder texts left');
  const early = runCheck();
  expect(early.ok).toBe(false);
  const heroLine =
    readCopy()
      .split('\n')
      .findIndex((line) => line.endsWith(`description: ${heroPlaceholder}`)) + 1;
  expect(early.output).toMatch(new RegExp(`site\\.yaml:${heroLine}:\\d+ .*is the template’s placeholder`));
  expect(early.output).toContain('error placeholder-text');

  await writeSolutionPage(page);
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  test.info().annotations.push({
    type: 'first page, clicks and typing to saved, ms',
    description: String(Date.now() - startedAt),
  });

  const { ok, output } = runCheck();
  expect(ok, output).toBe(true);
  const site = parse(readCopy()) as SiteData;
  const route = site.routes.find((candidate) => candidate.path === '/solutions/quantum-readiness')!;
  expect(route.blocks.map((block) => block.type)).toEqual([
    'page-hero',
    'capability-list',
    'capability-list',
    'next-link',
    'solution-links',
  ]);
  expect(route.blocks[1].items!.map((item) => item.title)).toEqual(QUANTUM.capabilities.map(([, title]) => title));
  expect(route.blocks[3]).toMatchObject({ label: 'AI Solutions', href: '/solutions/ai' });
  const solutionsMenu = site.navigation.header.find((menu) => menu.title === 'Solutions')!;
  expect(solutionsMenu.items!.map((item) => item.href)).not.toContain('/solutions/quantum-readiness');
  expect(site.collections.solutions.at(-1)).toMatchObject({
    id: 'quantum-readiness',
    page: '/solutions/quantum-readiness',
    icon: 'shield',
  });
  // Only lines were added (and the page's own ones edited): nothing else in the file moved.
  const before = originals.get('site.yaml')!.split('\n');
  const after = readCopy().split('\n');
  expect(after.filter((line) => !before.includes(line)).length).toBeLessThan(40);
  expect(before.filter((line) => !after.includes(line))).toEqual([]);
  keepCopy = true;
});

test('an eighth case study added with no YAML typed gets its page and appears on the listing', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New case study' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New case study' })).toBeVisible();
  const fields: Array<[string, string]> = [
    ['id', 'northwind'],
    ['title', 'Northwind'],
    ['category', 'AI & Enterprise Solutions'],
    ['summary', 'How Voltaic Labs cut Northwind’s month-end close from ten days to three with AI reconciliation.'],
    ['intro', 'AI reconciliation agents that match invoices, payments and ledgers, delivered in 4 months.'],
    ['explore_label', 'Explore AI Solutions'],
    ['explore_href', '/solutions/ai'],
    ['duration', '4 months.'],
    ['services_0', 'AI reconciliation agents'],
    ['results_0_title', '70% Faster Month-End Close'],
    ['results_0_description', 'Agents match nine in ten transactions without a person.'],
    ['logo_src', '/images/case-studies/cognatrix.svg'],
    ['logo_alt', 'Northwind logo'],
    ['image_src', '/images/projects/cognatrix.svg'],
    ['image_alt', 'Northwind reconciliation: nine in ten transactions matched'],
    ['website', 'https://northwind.example'],
    ['websiteName', 'northwind.example'],
    ['technologies_0', 'Python'],
    ['challenge', 'Northwind’s finance team spent ten days a month matching transactions by hand.'],
    ['solution', 'We built agents that reconcile invoices, payments and ledgers and flag only the exceptions.'],
    ['testimonial_author', 'Dana Reyes'],
    ['testimonial_title', 'CFO, Northwind'],
    ['testimonial_quote', 'Our close now takes three days, and the team reviews exceptions instead of rows.'],
  ];
  for (const [field, value] of fields) await page.locator(`#new-study_${field}`).fill(value);
  await page.getByRole('button', { name: 'Add case study' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '/case-study/northwind (from Case studies)' }),
  ).toBeVisible();
  await expect(page.getByText('listed it on /case-studies under AI & Enterprise Solutions')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Pages and collections' })
      .getByRole('button', { name: /^\/case-study\/northwind/ }),
  ).toBeVisible();

  const { ok, output } = runCheck();
  expect(ok, output).toBe(true);
  // The listing as the site renders it: the project grid of /case-studies receives the new entry, under its category.
  const { site } = loadSiteFromDisk(manifest);
  const listing = site!.routes.find((route) => route.path === '/case-studies')!;
  const grid = listing.blocks.find((block) => block.type === 'project-grid') as unknown as {
    projects: Array<{ id: string; title: string; category: string }>;
  };
  expect(grid.projects.at(-1)).toMatchObject({
    id: 'northwind',
    title: 'Northwind',
    category: 'AI & Enterprise Solutions',
  });
  expect(grid.projects).toHaveLength(7);
  expect(site!.routes.some((route) => route.path === '/case-study/northwind')).toBe(true);
});

/** A built page's text as a visitor reads it (tags dropped, entities of the texts above decoded). */
function readBuiltPage(outDir: string, path: string): string {
  return readFileSync(join(outDir, path, 'index.html'), 'utf8')
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

test('the copy the two jobs were done in builds, with the new solution page and the eighth case study', () => {
  test.setTimeout(300_000);
  keepCopy = false;
  // One folder for every run: the build keeps its work (pictures, bundles) beside it between runs.
  const outDir = join(tmpdir(), `editor-e2e-build-${port}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--manifest', manifest, '--out-dir', outDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const solution = readBuiltPage(outDir, 'solutions/quantum-readiness');
  expect(solution).toContain('Quantum Readiness');
  expect(solution).toContain('We find the encryption quantum computers will break and replace it in time.');
  for (const title of ['Cryptography Inventory', 'Migration Roadmap', 'Post-Quantum Algorithms', 'Crypto Agility'])
    expect(solution).toContain(title);
  const html = readFileSync(join(outDir, 'solutions/quantum-readiness/index.html'), 'utf8');
  expect(html).toMatch(/<title>Quantum Readiness \| Voltaic Labs<\/title>/);
  expect(html).toMatch(/<a [^>]*href="\/solutions\/ai"[^>]*>[^<]*(<[^>]+>[^<]*)*AI Solutions/);
  // Under "Explore Our Other Solutions" on the other solution pages.
  expect(readFileSync(join(outDir, 'solutions/ai/index.html'), 'utf8')).toContain(
    'href="/solutions/quantum-readiness"',
  );

  const study = readBuiltPage(outDir, 'case-study/northwind');
  expect(study).toContain('Northwind');
  expect(study).toContain('Northwind’s finance team spent ten days a month matching transactions by hand.');
  expect(study).toContain('Our close now takes three days, and the team reviews exceptions instead of rows.');
  const listing = readFileSync(join(outDir, 'case-studies/index.html'), 'utf8');
  expect(listing).toContain('href="/case-study/northwind"');
  expect(readBuiltPage(outDir, 'case-studies')).toContain('How Voltaic Labs cut Northwind’s month-end close');
});

/** Every file under `folder`, the hidden ones (the compiled server in dist/.server) included. */
function listFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFilesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

test('the built dist/ and the production server contain nothing of the editor', async ({ request }) => {
  // The compiled server has the sign-in pages ("Site editor" in their header) and loads the editor from the
  // project's sources when the full install is there: none of the editor's own code or app is in the build.
  const markers = [
    'New case study',
    '/api/outline',
    '/api/new-case-study',
    'createEditorServer',
    'createAdminEditor',
    '@rjsf',
    'editor-app',
  ];
  const files = listFilesUnder(join(root, 'dist')).filter((file) => /\.(html|js|mjs|cjs|json|css|txt|xml)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
  // The production server (the one `npm start` runs, serving this build) has no editor route.
  for (const path of ['/api/outline', '/api/file?name=site.yaml', '/api/schemas']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  const save = await request.post('/api/save', { data: { file: 'site.yaml', version: '', text: 'x: 1' } });
  expect(save.status()).toBe(404);
});

/** Opens the page in the editor and its preview: the preview's frame (to look inside) and element. */
async function openPreview(page: Page, path: string) {
  await openEditorAt(page, path);
  await page.getByRole('button', { name: 'Preview' }).click();
  return {
    frame: page.frameLocator(`iframe[title="Preview of ${path}"]`),
    element: page.locator(`iframe[title="Preview of ${path}"]`),
  };
}

test('the preview shows the unsaved page as the site renders it, as the person types, without saving', async ({
  page,
}) => {
  const { frame } = await openPreview(page, '/contact');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Get in Touch', { timeout: 60_000 });
  const title = page.locator('#page-b0_title');
  await title.clear();
  await title.pressSequentially('Talk to Us');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Talk to Us');
  // Nothing was saved: the page in the preview is the draft's.
  await expect(page.getByText('· unsaved changes')).toBeVisible();
  expect(readCopy()).toBe(originals.get('site.yaml'));
  // A draft the site cannot be made from keeps the last page that could, and says so.
  await page.getByRole('button', { name: 'YAML' }).click();
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nroutes: [');
  await expect(page.locator('.preview__status')).toContainText(
    'The preview still shows the last version that could be made. The page cannot be made while the site has',
  );
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Talk to Us');
});

test('the preview fits the tablet and the phone widths without overflowing, and shows the dark theme', async ({
  page,
}) => {
  const { frame, element } = await openPreview(page, '/contact');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Get in Touch', { timeout: 60_000 });
  const stage = page.locator('.preview__stage');
  for (const [name, width] of [
    ['Tablet', 820],
    ['Phone', 390],
  ] as const) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(element).toHaveCSS('width', `${width}px`);
    // The page is laid out at the device's width and nothing in it is wider.
    await expect
      .poll(() => frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth))
      .toBeLessThanOrEqual(0);
    // The frame, scaled to fit, stays inside its panel.
    const [outer, inner] = await Promise.all([stage.boundingBox(), element.boundingBox()]);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
  }
  const background = () => frame.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).not.toBe(light);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).toBe(light);
});

test('the preview shows the About page’s picture as the built site does, in both themes', async ({ page }) => {
  const { frame } = await openPreview(page, '/about');
  for (const theme of ['Light', 'Dark'] as const) {
    await page.getByRole('button', { name: theme, exact: true }).click();
    const photo = frame.locator('img[alt^="Our teams page"]:visible');
    await expect(photo).toHaveCount(1, { timeout: 60_000 });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // One of the build's copies, chosen from the srcset, as on the site.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/_img\/images\/about\/teams(\.dark)?-\d+\.(avif|webp)$/,
    );
  }
});

test('a click on a block in the preview opens its form, and the preview follows the block being edited', async ({
  page,
}) => {
  const { frame } = await openPreview(page, '/about');
  const toggle = page.locator('#page-block-3-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await frame.getByRole('heading', { name: 'Our Offices' }).click({ timeout: 60_000 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(page.locator('#page-b3_title')).toHaveValue('Our Offices');
  await expect(frame.locator('#preview-outline')).toBeVisible();
  // Back to the first block's form: the preview scrolls back up to it.
  const headingTop = () =>
    frame.getByRole('heading', { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top);
  await frame.locator('html').evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(headingTop).toBeLessThan(0);
  await page.locator('#page-b0_title').focus();
  await expect.poll(headingTop).toBeGreaterThan(0);
  expect(await frame.locator('html').evaluate(() => window.scrollY)).toBeLessThan(100);
});

/** A list of the outline, opened: by its label (a collection's name in words, "Case studies"). */
async function openList(page: Page, name: string) {
  const group = page
    .getByRole('navigation', { name: 'Pages and collections' })
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: new RegExp(`^${name} \\(`) }) });
  await group.locator('summary').click();
  return group;
}

test('a new entry of any list is made from its id alone, a taken id is refused, and it can be copied and deleted', async ({
  page,
}) => {
  await openEditor(page);
  const facts = await openList(page, 'Facts');
  const add = facts.getByRole('button', { name: '+ New Facts entry' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'New Facts entry' });
  await expect(dialog.getByLabel('Id')).toBeFocused();
  // Escape cancels, and the focus is back where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Id')).toBeFocused();
  await dialog.getByLabel('Id').fill('ai');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'a Facts entry with the id "ai" already exists: choose another id.',
  );
  await expect(dialog.getByLabel('Id')).toBeFocused();
  await dialog.getByLabel('Id').fill('quantum');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Facts entry quantum' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('added the Facts entry quantum to site.yaml')).toBeVisible();
  // Every required field is filled, with a text saying what to write: an error at the field, as the check
  // and the build say, and only the entry's lines were added.
  const starter = "Replace this with the entry's facts.";
  await expect(page.locator('#fields_facts_0')).toHaveValue(starter);
  await expect(page.locator('#fields_facts_0__error')).toHaveText(
    `"${starter}" is the new entry’s placeholder, not the entry’s text`,
  );
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    '1 placeholder text left: the build refuses the site',
  );
  const added = readCopy()
    .split('\n')
    .filter((line) => !originals.get('site.yaml')!.split('\n').includes(line));
  expect(added).toEqual(['    - id: quantum', `        - ${starter}`]);
  const check = runCheck();
  expect(check.ok).toBe(false);
  expect(check.output).toContain('error placeholder-text');

  await page.getByRole('button', { name: 'Duplicate entry' }).click();
  const copy = page.getByRole('dialog', { name: 'Duplicate Facts entry quantum' });
  await expect(copy.getByLabel('Id of the copy')).toHaveValue('quantum-2');
  await copy.getByRole('button', { name: 'Duplicate entry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Facts entry quantum-2' })).toBeFocused();
  expect((parse(readCopy()) as SiteData).collections.facts.map((entry) => entry.id)).toContain('quantum-2');

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a page or an entry on the left' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'deleted the Facts entry quantum-2' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  expect((parse(readCopy()) as SiteData).collections.facts.map((entry) => entry.id)).not.toContain('quantum-2');

  // A new case study is its whole job: the entry, and its place on the listing.
  await (await openList(page, 'Case studies')).getByRole('button', { name: '+ New Case studies entry' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New case study' })).toBeVisible();
});

test('an entry something refers to is not deleted, and the editor names what refers to it', async ({ page }) => {
  await openEditor(page);
  const facts = await openList(page, 'Facts');
  await facts.getByRole('button', { name: /^ai\b/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Facts entry ai' })).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete entry' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Not deleted: the Facts entry ai cannot be deleted while');
  await expect(alert).toContainText('/services/ai-business-services');
  expect(readCopy()).toBe(originals.get('site.yaml'));
});

test('a page is duplicated at a new address, and an address already taken is refused', async ({ page }) => {
  await openEditorAt(page, '/contact');
  await page.getByRole('button', { name: 'Duplicate page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate /contact' });
  const path = dialog.getByLabel('Address (path) of the copy');
  await expect(path).toHaveValue('/contact-2');
  await path.fill('/about');
  await dialog.getByRole('button', { name: 'Duplicate page' }).click();
  await expect(dialog.getByRole('alert')).toContainText('a page with the path "/about" already exists');
  await path.fill('/contact-us');
  await path.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact-us' })).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Pages and collections' }).getByRole('button', { name: /^\/contact-us\b/ }),
  ).toBeVisible();
  const routes = (parse(readCopy()) as SiteData).routes;
  const index = routes.findIndex((route) => route.path === '/contact');
  expect(routes[index + 1]).toEqual({ ...routes[index], path: '/contact-us' });
  const { ok, output } = runCheck();
  expect(ok, output).toBe(true);
});

test('a page given a new address offers to point the links to the old one at it; afterwards the check passes', async ({
  page,
}) => {
  await openEditorAt(page, '/about');
  await page.locator('#fields_path').fill('/about-us');
  await saveButton(page).click();
  const moved = page.getByRole('status').filter({ hasText: 'The page’s address is now /about-us' });
  // The save's own message stays: the broken links make the site a draft until they point to the new address.
  await expect(moved).toContainText(/^Saved as a draft: the site has \d+ problems?/);
  await expect(moved).toContainText("still link to /about: the header's button and links, the footer's links.");
  await expect(page.getByRole('heading', { level: 2, name: 'Page /about-us' })).toBeVisible();
  expect(runCheck().ok).toBe(false);
  await moved.getByRole('button', { name: 'Point them to /about-us' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved, and updated' })).toHaveText(
    'Saved, and updated 2 places that linked to /about, in 1 file.',
  );
  await expect(page.locator('.topbar__check')).toHaveText('✓ The check passes');
  expect(readCopy()).not.toMatch(/href: \/about\b(?!-)/);
  const { ok, output } = runCheck();
  expect(ok, output).toBe(true);
});

test('a page given a new address is saved even when looking up the links to its old one fails', async ({ page }) => {
  await page.route('**/api/links-to?*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await openEditorAt(page, '/about');
  await page.locator('#fields_path').fill('/about-us');
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(readCopy()).toMatch(/path: \/about-us\n/);
});

test('blocks are moved with Alt+↑/↓ on their bar, duplicated and deleted', async ({ page }) => {
  await openEditorAt(page, '/contact');
  const bars = page.locator('.block__toggle');
  const types = () => bars.locator('.block__type').allTextContents();
  const before = await types();
  await page.locator('#page-block-0-toggle').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.locator('#page-block-1-toggle')).toBeFocused();
  expect(await types()).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByText(`Moved ${before[0]} to position 2 of ${before.length}`)).toBeAttached();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  // The bars name the blocks in words ("Contact form"); the file keeps their types (contact-form).
  const typesIn = (text: string) =>
    (parse(text) as SiteData).routes.find((route) => route.path === '/contact')!.blocks.map((block) => block.type);
  const written = typesIn(originals.get('site.yaml')!);
  expect(typesIn(readCopy())).toEqual([written[1], written[0], ...written.slice(2)]);

  // Save took the focus: back on the moved block's bar, Alt+↑ puts it back.
  await page.locator('#page-block-1-toggle').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.locator('#page-block-0-toggle')).toBeFocused();
  await page.getByRole('button', { name: 'Duplicate block 1' }).click();
  expect(await types()).toEqual([before[0], ...before]);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete block 2' }).click();
  expect(await types()).toEqual(before);
  // Back as it was: saving writes the file as it was first.
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();
  expect(readCopy()).toBe(originals.get('site.yaml'));
});

test('typing in the YAML view offers the fields of the block the cursor is in, with their descriptions', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await page.getByRole('button', { name: 'YAML', exact: true }).click();
  await yamlText(page).click();
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Find' }).pressSequentially('title: Get in Touch');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('i');
  const offered = page.locator('.cm-tooltip-autocomplete');
  await expect(offered.getByRole('option', { name: 'image', exact: true })).toBeVisible();
  await expect(offered.getByRole('option', { name: /^id/ })).toBeVisible();
  // A field the block has already is not offered again.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('eyeb');
  await expect(offered).toHaveCount(0);
  for (let typed = 0; typed < 4; typed++) await page.keyboard.press('Backspace');
  await page.keyboard.type('ban');
  await expect(offered.getByRole('option', { name: /^band/ })).toBeVisible();
  await expect(offered).toContainText("The block's background");
  // The half-typed key is checked a moment after the last key, and its problem is listed above the text:
  // the choice is made once the page has settled, as a person would make it.
  await expect(page.getByRole('region', { name: 'Problems in this file' })).toContainText(
    'a key here has no ": " after it',
  );
  await page.keyboard.press('Enter');
  await expect(page.locator('.cm-line', { hasText: /^ {8}band: $/ })).toBeVisible();
  // The values a band may take, after its key.
  await page.keyboard.type('b');
  await expect(offered.getByRole('option', { name: /^brand/ })).toBeVisible();
});

test('the preview pins the fact box to one fact, and Random unpins it', async ({ page }) => {
  const { frame } = await openPreview(page, '/services/ai-business-services');
  const box = frame.getByRole('region', { name: 'Did you know?' });
  await expect(box).toBeVisible({ timeout: 60_000 });
  const ai = (parse(readCopy()) as SiteData).collections.facts.find((entry) => entry.id === 'ai')!.facts as string[];
  const fact = page.getByLabel('Fact shown');
  await expect(fact.locator('option')).toHaveCount(ai.length + 1);
  // Two pins in turn: a random pick would match both by chance only rarely.
  await fact.selectOption({ index: 3 });
  await expect(box).toContainText(ai[2]);
  await fact.selectOption({ index: ai.length });
  await expect(box).toContainText(ai.at(-1)!);
  await fact.selectOption({ label: 'Random (as visitors see it)' });
  await expect(frame.locator('html')).not.toHaveAttribute('data-pinned-fact', /./);
});
