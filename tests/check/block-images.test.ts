import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { formatProblem } from '#site/problems/problem';

const dir = mkdtempSync(join(tmpdir(), 'block-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The valid fixture with a picture on the cloud page's hero and on its capability list. */
function loadWithImages(heroSrc: string, listSrc: string) {
  const manifest = join(dir, 'site.yaml');
  const text = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'valid-site.yaml'), 'utf8')
    .replace(
      '        title: Cloud\n',
      `        title: Cloud\n        image: { src: ${heroSrc}, alt: Racks of servers, width: 640, height: 480 }\n`,
    )
    .replace(
      '        title: What we do\n',
      `        title: What we do\n        image:\n          src: ${listSrc}\n          alt: ""\n          width: 1200\n          height: 500\n`,
    );
  writeFileSync(manifest, text);
  return loadSiteFromDisk(manifest);
}

it('the hero and the capability list take a picture with its size and alt text', () => {
  const loaded = loadWithImages('/images/brand.svg', '/images/brand.svg');
  expect(loaded.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  const blocks = loaded.site!.routes.find((route) => route.path === '/solutions/cloud')!.blocks;
  expect(blocks[0]).toMatchObject({
    type: 'page-hero',
    image: { src: '/images/brand.svg', alt: 'Racks of servers', width: 640, height: 480 },
  });
  expect(blocks[1]).toMatchObject({ type: 'capability-list', image: { alt: '', width: 1200, height: 500 } });
});

it('a picture that is not under public/ is a missing asset, located at its src', () => {
  const loaded = loadWithImages('/images/hero-servers.png', '/images/brand.svg');
  const problems = loaded.problems.filter((problem) => problem.severity === 'error').map(formatProblem);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain(
    'site.yaml:34:23  routes[1] (/solutions/cloud) › blocks[0].image.src: file "/images/hero-servers.png" does not exist under public/',
  );
  expect(problems[0]).toContain('missing-asset');
});

it('a picture needs its size and alt text, so nothing shifts and screen readers can tell what it shows', () => {
  const manifest = join(dir, 'no-size.yaml');
  writeFileSync(
    manifest,
    readFileSync(join(import.meta.dirname, '..', 'fixtures', 'valid-site.yaml'), 'utf8').replace(
      '        title: Cloud\n',
      '        title: Cloud\n        image: { src: /images/brand.svg }\n',
    ),
  );
  const messages = loadSiteFromDisk(manifest).problems.map((problem) => `${problem.where}: ${problem.message}`);
  for (const field of ['alt', 'width', 'height'])
    expect(messages.some((message) => message.includes('blocks[0].image') && message.includes(`"${field}"`))).toBe(
      true,
    );
});
