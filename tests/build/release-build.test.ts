import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { toWorkDir } from '#scripts/build/incremental/to-work-dir';
import { listReleases, readCurrentRelease } from '#scripts/releases/list-releases';
import { releaseBuild, ReleaseBuildError, STAGING_FOLDER } from '#scripts/releases/release-build';
import { CURRENT_RELEASE_LINK } from '#site/routes/release-layout';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-'));
const releasesDir = join(scratch, 'releases');
const manifest = join(scratch, 'site.yaml');
const fixture = readFileSync(join(root, 'tests/fixtures/collections-site.yaml'), 'utf8');

afterAll(() => {
  rmSync(toWorkDir(join(releasesDir, STAGING_FOLDER)), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const served = (path: string) => readFileSync(join(releasesDir, CURRENT_RELEASE_LINK, path, 'index.html'), 'utf8');

it('builds a release, makes it live with the pages it changed, and a failed build leaves the live site as it was', async () => {
  writeFileSync(manifest, fixture);
  const steps: string[] = [];
  const first = await releaseBuild({
    manifest,
    releasesDir,
    record: { author: 'ada@example.com', commit: 'c1' },
    onStep: (step) => steps.push(step),
  });
  expect(steps).toEqual(expect.arrayContaining(['check', 'prerender', 'live']));
  expect(readCurrentRelease(releasesDir)).toBe(first.id);
  expect(served('work')).toContain('Our Work');

  writeFileSync(manifest, fixture.replace('title: Our Work', 'title: Our Finest Work'));
  const second = await releaseBuild({ manifest, releasesDir, record: { author: 'bo@example.com', commit: 'c2' } });
  expect(second.changedPages).toEqual(['/work']);
  expect(served('work')).toContain('Our Finest Work');
  // The first release is whole, to roll back to.
  expect(readFileSync(join(releasesDir, first.id, 'work', 'index.html'), 'utf8')).toContain('Our Work<');

  writeFileSync(manifest, fixture.replace('href: /work', 'href: /nowhere'));
  const failed = await releaseBuild({ manifest, releasesDir, record: {} }).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(ReleaseBuildError);
  expect((failed as ReleaseBuildError).report).toMatch(/site\.yaml:\d+:\d+/);
  expect((failed as ReleaseBuildError).report).toContain('/nowhere');
  expect(readCurrentRelease(releasesDir)).toBe(second.id);
  expect(served('work')).toContain('Our Finest Work');
  expect(listReleases(releasesDir).map(({ id }) => id)).toEqual([second.id, first.id]);

  // What every page shares (here the footer's links) makes new bundles: every page shows it, and then the
  // next build still renders with the entry it just made (the build host is renewed after such a build).
  const footer = fixture.replace('title: Our Work', 'title: Our Finest Work');
  writeFileSync(manifest, footer.replace('{ title: Work, href: /work }', '{ title: Our Projects, href: /work }'));
  await releaseBuild({ manifest, releasesDir, record: { author: 'cy@example.com', commit: 'c3' } });
  expect(served('work')).toContain('Our Projects');
  writeFileSync(manifest, footer.replace('{ title: Work, href: /work }', '{ title: All Projects, href: /work }'));
  await releaseBuild({ manifest, releasesDir, record: { author: 'cy@example.com', commit: 'c4' } });
  expect(served('work')).toContain('All Projects');
  expect(served('work')).not.toContain('Our Projects');
}, 180_000);
