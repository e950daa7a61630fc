import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CURRENT_RELEASE_LINK } from '#site/routes/release-layout';
import { listReleases, readCurrentRelease } from './list-releases';
import { makeRelease } from './make-release';
import { pruneReleases } from './prune-releases';
import { MissingReleaseError, switchRelease } from './switch-release';

/** A finished build with a home page, one more page, an asset and the server's dot-folder. */
function writeBuild(dir: string, words: string): string {
  mkdirSync(join(dir, 'about'), { recursive: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.server'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<h1>${words}</h1>`);
  writeFileSync(join(dir, 'about', 'index.html'), `<h1>About: ${words}</h1>`);
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, '.server', 'settings.json'), '{}');
  return dir;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute, 0));

function setUp() {
  const root = mkdtempSync(join(tmpdir(), 'releases-'));
  const releases = join(root, 'releases');
  mkdirSync(releases);
  return { root, releases, built: writeBuild(join(root, 'built'), 'First') };
}

it('makes a release of a build, whole, and switches the served link to it', async () => {
  const { releases, built } = setUp();
  const first = await makeRelease(releases, built, { author: 'ada@example.com', commit: 'abc123' }, at(1));
  expect(first.id).toMatch(/^20261128-120100000-[0-9a-f]{4}$/);
  expect(readFileSync(join(releases, first.id, 'about', 'index.html'), 'utf8')).toBe('<h1>About: First</h1>');
  expect(existsSync(join(releases, first.id, '.server', 'settings.json'))).toBe(true);
  // Hard links: the release costs no copy of the files.
  expect(statSync(join(releases, first.id, 'index.html')).ino).toBe(statSync(join(built, 'index.html')).ino);
  expect(readCurrentRelease(releases)).toBeUndefined();

  switchRelease(releases, first.id);
  expect(readCurrentRelease(releases)).toBe(first.id);
  expect(readFileSync(join(releases, CURRENT_RELEASE_LINK, 'index.html'), 'utf8')).toBe('<h1>First</h1>');
  expect(listReleases(releases)).toEqual([
    expect.objectContaining({ id: first.id, author: 'ada@example.com', commit: 'abc123', current: true }),
  ]);
});

it('keeps an older release as it was when the build it was linked from is replaced, and rolls back to it', async () => {
  const { releases, built } = setUp();
  const first = await makeRelease(releases, built, {}, at(1));
  // The build replaces a file by writing beside it and renaming over it, as scripts/build.ts does.
  writeFileSync(join(built, 'index.next'), '<h1>Second</h1>');
  renameSync(join(built, 'index.next'), join(built, 'index.html'));
  const second = await makeRelease(releases, built, {}, at(2));
  switchRelease(releases, second.id);
  expect(readFileSync(join(releases, CURRENT_RELEASE_LINK, 'index.html'), 'utf8')).toBe('<h1>Second</h1>');

  switchRelease(releases, first.id);
  expect(readFileSync(join(releases, CURRENT_RELEASE_LINK, 'index.html'), 'utf8')).toBe('<h1>First</h1>');
  expect(listReleases(releases).map(({ id, current }) => [id, current])).toEqual([
    [second.id, false],
    [first.id, true],
  ]);
});

it('refuses to switch to a release that is not there, and leaves the link as it was', async () => {
  const { releases, built } = setUp();
  const first = await makeRelease(releases, built, {}, at(1));
  switchRelease(releases, first.id);
  expect(() => switchRelease(releases, '20261128-120900-ffff')).toThrow(MissingReleaseError);
  expect(() => switchRelease(releases, '../built')).toThrow('There is no release ../built to switch to.');
  expect(readCurrentRelease(releases)).toBe(first.id);
});

it('keeps the newest ten and the one served, and clears what a cut-short publish left', async () => {
  const { releases, built } = setUp();
  const made = [];
  for (let minute = 1; minute <= 12; minute++) made.push(await makeRelease(releases, built, {}, at(minute)));
  switchRelease(releases, made[0].id);
  mkdirSync(join(releases, '20261128-125900-aaaa.partial'));
  writeFileSync(join(releases, `.${CURRENT_RELEASE_LINK}-123-456`), '');

  const removed = pruneReleases(releases);
  expect(removed).toEqual([made[1].id]);
  const left = readdirSync(releases).filter((name) => name !== CURRENT_RELEASE_LINK);
  expect(left.sort()).toEqual([made[0], ...made.slice(2)].map(({ id }) => id).sort());
  expect(readCurrentRelease(releases)).toBe(made[0].id);
});

it('leaves no partial release when the build to link is missing', async () => {
  const { releases, root } = setUp();
  await expect(makeRelease(releases, join(root, 'nothing'), {}, at(1))).rejects.toThrow();
  expect(readdirSync(releases)).toEqual([]);
});
