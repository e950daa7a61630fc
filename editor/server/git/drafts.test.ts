import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { writeYamlValue } from '../yaml/write-yaml-value';
import { createDrafts, type Drafts } from './create-drafts';
import type { Person } from './drafts-context';
import { runGit } from './run-git';
import { ABOUT_YAML, CONTACT_YAML, createTestSite, gitAsOwner, readText, writeText } from './testing/create-test-site';

const ann: Person = { id: 'ann@example.com', name: 'Ann Editor' };
const bob: Person = { id: 'bob@example.com', name: 'Bob Writer' };

let root: string;
let drafts: Drafts;

beforeEach(async () => {
  root = await createTestSite();
  drafts = await createDrafts({ root, now: () => new Date('2026-11-28T10:00:00Z') });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const git = (dir: string, ...args: string[]) => runGit(args, { cwd: dir }).then((out) => out.trim());

/** Edits one field of a file in a person's draft as the editor does: the YAML writer, then a whole-file rename. */
async function edit(person: Person, file: string, path: Array<string | number>, value: unknown): Promise<void> {
  const { dir } = await drafts.openDraft(person);
  writeFileAtomically(join(dir, file), writeYamlValue(readText(dir, file), path, value));
}

describe('a draft', () => {
  it('is a branch from live in its own worktree, found again after a restart with what was saved', async () => {
    const draft = await drafts.openDraft(ann);
    expect(draft.branch).toMatch(/^drafts\/ann-example-com-[0-9a-f]{8}$/);
    expect(draft.dir).toBe(join(root, '.drafts', draft.branch.slice('drafts/'.length)));
    expect(readText(draft.dir, 'site.yaml')).toBe(readText(root, 'site.yaml'));
    expect(draft.manifest).toBe(join(draft.dir, 'site.yaml'));
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'title'], 'About Ann');
    await drafts.saveDraft(ann, 'A better title');

    const restarted = await createDrafts({ root });
    const again = await restarted.openDraft(ann);
    expect(again).toEqual(draft);
    expect(readText(again.dir, 'pages/about.yaml')).toContain('title: About Ann');
    // The project folder, where the live site is built from, never saw it.
    expect(readText(root, 'pages/about.yaml')).toBe(ABOUT_YAML);
    expect(await git(root, 'status', '--porcelain')).toBe('');
  });

  it('is made again from its branch when its folder was deleted by hand', async () => {
    const { dir } = await drafts.openDraft(ann);
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'title'], 'Kept');
    await drafts.saveDraft(ann, 'Kept');
    rmSync(dir, { recursive: true, force: true });
    const again = await drafts.openDraft(ann);
    expect(readText(again.dir, 'pages/about.yaml')).toContain('title: Kept');
  });

  it('is one per person, even for ids that read alike', async () => {
    const lookalike = await drafts.openDraft({ id: 'ann.example.com', name: 'Other Ann' });
    expect(lookalike.dir).not.toBe((await drafts.openDraft(ann)).dir);
  });
});

describe('save', () => {
  it('commits the site files as the person who saved, on their draft only', async () => {
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'title'], 'About Ann');
    await edit(bob, 'pages/contact.yaml', ['routes', '/contact', 'title'], 'Talk to Bob');
    const { dir } = await drafts.openDraft(bob);
    writeText(dir, 'src/app.ts', 'export const app = 2;\n');
    writeText(dir, 'pages/new.yaml', 'routes: {}\n');

    const annSaved = await drafts.saveDraft(ann, 'About: a better title');
    const bobSaved = await drafts.saveDraft(bob, 'Contact: my name');

    expect(annSaved).toMatchObject({ saved: true, files: ['pages/about.yaml'] });
    expect(bobSaved.files).toEqual(['pages/contact.yaml', 'pages/new.yaml']);
    const annDraft = await drafts.openDraft(ann);
    expect(await git(annDraft.dir, 'log', '-1', '--format=%an <%ae> / %cn <%ce> / %s / %aI')).toBe(
      'Ann Editor <ann@example.com> / Ann Editor <ann@example.com> / About: a better title / 2026-11-28T10:00:00+00:00',
    );
    expect(await git(dir, 'log', '-1', '--format=%an <%ae> / %cn <%ce>')).toBe(
      'Bob Writer <bob@example.com> / Bob Writer <bob@example.com>',
    );
    // Code is not the site's: it stays out of the commit.
    expect(await git(dir, 'status', '--porcelain')).toBe('M src/app.ts');
    expect(await git(root, 'log', '--format=%s', 'main')).toBe('The first site');
  });

  it('makes no empty commit when nothing changed', async () => {
    const first = await drafts.saveDraft(ann, 'Nothing');
    expect(first.saved).toBe(false);
    expect(first.commit).toBe(await git(root, 'rev-parse', 'main'));
  });

  it('saves a draft with problems (a link to a page that does not exist): it commits text, it checks nothing', async () => {
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'blocks', 0, 'link'], '/no-such-page');
    const saved = await drafts.saveDraft(ann, 'Link to a page not made yet');
    expect(saved.saved).toBe(true);
    const { dir } = await drafts.openDraft(ann);
    expect(await git(dir, 'show', 'HEAD:pages/about.yaml')).toContain('link: /no-such-page');
  });

  it('leaves out a file half written by a save that was cut short', async () => {
    const { dir } = await drafts.openDraft(ann);
    writeText(dir, 'pages/.about.yaml.1a2b3c.saving', 'routes:\n  /ab');
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'title'], 'Whole');
    expect((await drafts.saveDraft(ann, 'Whole')).files).toEqual(['pages/about.yaml']);
  });
});

describe('bringing a draft up to date with live', () => {
  /** Ann's change goes live as the owner would publish it: her draft merged into main. */
  async function publishAnn(path: Array<string | number>, value: unknown, file = 'pages/about.yaml') {
    await edit(ann, file, path, value);
    await drafts.saveDraft(ann, 'Ann’s change');
    expect((await drafts.mergeDraftIntoLive(ann)).status).toBe('published');
  }

  it('merges changes to different pages without a word', async () => {
    await edit(bob, 'pages/contact.yaml', ['routes', '/contact', 'title'], 'Talk to Bob');
    await drafts.saveDraft(bob, 'Contact');
    await publishAnn(['routes', '/about', 'title'], 'About Ann');

    const updated = await drafts.updateDraft(bob);

    expect(updated).toMatchObject({ status: 'updated', files: ['pages/about.yaml'] });
    const { dir } = await drafts.openDraft(bob);
    expect(readText(dir, 'pages/about.yaml')).toContain('title: About Ann');
    expect(readText(dir, 'pages/contact.yaml')).toContain('title: Talk to Bob');
    expect(await git(dir, 'status', '--porcelain')).toBe('');
    expect(await git(dir, 'log', '-1', '--format=%an %P')).toMatch(/^Bob Writer [0-9a-f]{40} [0-9a-f]{40}$/);
    expect(await drafts.updateDraft(bob)).toMatchObject({ status: 'up-to-date' });
  });

  it('merges different fields of the same page on neighbouring lines, which git alone cannot', async () => {
    await edit(bob, 'pages/about.yaml', ['routes', '/about', 'description'], 'What we do');
    await drafts.saveDraft(bob, 'Description');
    await publishAnn(['routes', '/about', 'title'], 'About Ann');

    expect(await drafts.updateDraft(bob)).toMatchObject({ status: 'updated' });
    const { dir } = await drafts.openDraft(bob);
    expect(readText(dir, 'pages/about.yaml')).toBe(
      ABOUT_YAML.replace('title: About us', 'title: About Ann').replace('Who we are', 'What we do'),
    );
  });

  it('lists a field both changed with both values, keeps the draft as it was, and completes with the choice', async () => {
    await edit(bob, 'pages/about.yaml', ['routes', '/about', 'title'], 'About Bob');
    await edit(bob, 'pages/contact.yaml', ['routes', '/contact', 'description'], 'Bob answers');
    await drafts.saveDraft(bob, 'Titles');
    await publishAnn(['routes', '/about', 'title'], 'About Ann');
    const { dir } = await drafts.openDraft(bob);
    const before = await git(dir, 'rev-parse', 'HEAD');

    const first = await drafts.updateDraft(bob);

    expect(first).toEqual({
      status: 'conflicts',
      conflicts: [
        { file: 'pages/about.yaml', path: ['routes', '/about', 'title'], mine: 'About Bob', theirs: 'About Ann' },
      ],
    });
    expect(await git(dir, 'rev-parse', 'HEAD')).toBe(before);
    expect(readText(dir, 'pages/about.yaml')).toContain('title: About Bob');
    expect(readText(dir, 'pages/about.yaml')).not.toContain('<<<<<<<');

    const second = await drafts.updateDraft(bob, [
      { file: 'pages/about.yaml', path: ['routes', '/about', 'title'], choose: 'theirs' },
    ]);

    expect(second.status).toBe('updated');
    expect(readText(dir, 'pages/about.yaml')).toContain('title: About Ann');
    expect(readText(dir, 'pages/contact.yaml')).toContain('description: Bob answers');
    expect(await git(dir, 'status', '--porcelain')).toBe('');
  });

  it('takes a value the person typed, or keeps theirs', async () => {
    await edit(bob, 'pages/about.yaml', ['routes', '/about', 'title'], 'About Bob');
    await edit(bob, 'pages/about.yaml', ['routes', '/about', 'blocks', 0, 'text'], 'Since 2011.');
    await drafts.saveDraft(bob, 'Mine');
    await edit(ann, 'pages/about.yaml', ['routes', '/about', 'blocks', 0, 'text'], 'Since 2009.');
    await publishAnn(['routes', '/about', 'title'], 'About Ann');

    const first = await drafts.updateDraft(bob);
    expect(first.status === 'conflicts' && first.conflicts.map(({ path }) => path.join('.'))).toEqual([
      'routes./about.title',
      'routes./about.blocks.0.text',
    ]);
    await drafts.updateDraft(bob, [
      { file: 'pages/about.yaml', path: ['routes', '/about', 'title'], value: 'About Ann and Bob' },
      { file: 'pages/about.yaml', path: ['routes', '/about', 'blocks', 0, 'text'], choose: 'mine' },
    ]);
    const { dir } = await drafts.openDraft(bob);
    expect(readText(dir, 'pages/about.yaml')).toBe(
      ABOUT_YAML.replace('title: About us', 'title: About Ann and Bob').replace('Since 2010.', 'Since 2011.'),
    );
  });

  it('lists a page one side deleted and the other changed as a whole file', async () => {
    const bobDraft = await drafts.openDraft(bob);
    rmSync(join(bobDraft.dir, 'pages/contact.yaml'));
    await drafts.saveDraft(bob, 'No contact page');
    await publishAnn(['routes', '/contact', 'title'], 'Contact Ann', 'pages/contact.yaml');

    const first = await drafts.updateDraft(bob);

    expect(first).toEqual({
      status: 'conflicts',
      conflicts: [
        {
          file: 'pages/contact.yaml',
          path: [],
          mine: null,
          theirs: CONTACT_YAML.replace('Contact\n', 'Contact Ann\n'),
        },
      ],
    });
    await drafts.updateDraft(bob, [{ file: 'pages/contact.yaml', path: [], choose: 'mine' }]);
    expect(existsSync(join(bobDraft.dir, 'pages/contact.yaml'))).toBe(false);
    expect(readText(bobDraft.dir, 'pages/about.yaml')).toContain('title: About us');
  });

  it('lists a picture both replaced by its size, and takes the one chosen', async () => {
    const picture = (byte: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, byte]);
    writeText(root, 'public/images/photo.png', '');
    writeFileAtomically(join(root, 'public/images/photo.png'), picture(0));
    await gitAsOwner(root, 'add', 'public');
    await gitAsOwner(root, 'commit', '--quiet', '-m', 'A photo');
    const bobDraft = await drafts.openDraft(bob);
    writeFileAtomically(join(bobDraft.dir, 'public/images/photo.png'), Buffer.concat([picture(1), picture(1)]));
    await drafts.saveDraft(bob, 'Bob’s photo');
    const annDraft = await drafts.openDraft(ann);
    writeFileAtomically(join(annDraft.dir, 'public/images/photo.png'), picture(2));
    await drafts.saveDraft(ann, 'Ann’s photo');
    await drafts.mergeDraftIntoLive(ann);

    expect(await drafts.updateDraft(bob)).toEqual({
      status: 'conflicts',
      conflicts: [{ file: 'public/images/photo.png', path: [], mine: { bytes: 12 }, theirs: { bytes: 6 } }],
    });
    await drafts.updateDraft(bob, [{ file: 'public/images/photo.png', path: [], choose: 'theirs' }]);
    expect(readFileSync(join(bobDraft.dir, 'public/images/photo.png'))).toEqual(picture(2));
  });

  it('offers the whole files when their change cannot be written into mine line by line (an alias shares it)', async () => {
    const base = 'defaults:\n  colour: &brand blue\n  border: *brand\n  width: 1\n';
    writeText(root, 'pages/style.yaml', base);
    await gitAsOwner(root, 'add', 'pages');
    await gitAsOwner(root, 'commit', '--quiet', '-m', 'Style');
    const bobDraft = await drafts.openDraft(bob);
    writeText(bobDraft.dir, 'pages/style.yaml', base.replace('width: 1', 'width: 2'));
    await drafts.saveDraft(bob, 'Wider');
    const annDraft = await drafts.openDraft(ann);
    const annText = 'defaults:\n  colour: red\n  border: blue\n  width: 1\n';
    writeText(annDraft.dir, 'pages/style.yaml', annText);
    await drafts.saveDraft(ann, 'Red');
    await drafts.mergeDraftIntoLive(ann);

    expect(await drafts.updateDraft(bob)).toEqual({
      status: 'conflicts',
      conflicts: [{ file: 'pages/style.yaml', path: [], mine: base.replace('width: 1', 'width: 2'), theirs: annText }],
    });
    const typed = annText.replace('width: 1', 'width: 2');
    await drafts.updateDraft(bob, [{ file: 'pages/style.yaml', path: [], value: typed }]);
    expect(readText(bobDraft.dir, 'pages/style.yaml')).toBe(typed);
  });

  it('asks for unsaved changes to be saved first', async () => {
    await drafts.openDraft(bob);
    await edit(bob, 'pages/about.yaml', ['routes', '/about', 'title'], 'Not saved');
    await publishAnn(['routes', '/contact', 'title'], 'Contact Ann', 'pages/contact.yaml');
    await expect(drafts.updateDraft(bob)).rejects.toThrow(
      'save your changes to pages/about.yaml first; they are not in the draft yet',
    );
  });
});
