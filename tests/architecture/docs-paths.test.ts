import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { isGitIgnored } from '../support/is-git-ignored';

/**
 * The guides stay true as files move: every link and every file path they name must exist, and the build's
 * steps must each be named in ARCHITECTURE.md. A path that a command makes (`dist/.server/start.js`) is
 * one git ignores, absent from a fresh clone until that command runs; it counts as there.
 */
const root = join(import.meta.dirname, '..', '..');

/** README.md, ARCHITECTURE.md and every Markdown file under docs/, as git knows them. */
const guides = execFileSync('git', ['ls-files', 'README.md', 'ARCHITECTURE.md', 'docs/*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .trim()
  .split('\n');

const readGuide = (guide: string) => readFileSync(join(root, guide), 'utf8');

/** The text outside fenced code blocks: examples there show made-up files (`pages/solutions.yaml`). */
const stripFences = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const toAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function listAnchors(file: string): Set<string> {
  const headings = [...stripFences(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(headings.map(([, heading]) => toAnchor(heading)));
}

/** Relative links, `[text](target#anchor)`, each with the guide it is in. */
function listLinks(): Array<{ guide: string; target: string }> {
  return guides.flatMap((guide) =>
    [...stripFences(readGuide(guide)).matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target]) => ({ guide, target }))
      .filter(({ target }) => !/^(?:[a-z]+:|\/)/.test(target)),
  );
}

/**
 * File paths in inline code: words joined by "/" with a file extension or a closing "/" (`src/site/`,
 * `scripts/build/build-site.ts`), read from the project's root; not placeholders (`blocks/<type>/`), globs,
 * addresses (`/contact`), the shared folder outside the project, or MIME types.
 */
function listPaths(): Array<{ guide: string; path: string }> {
  const pathLike = /^(?!\.\.\/|\/)[\w.@-]+(?:\/[\w.@-]+)*(?:\/|\.[a-z]{2,5})$/;
  return guides.flatMap((guide) =>
    [...stripFences(readGuide(guide)).matchAll(/`([^`\n]+)`/g)]
      .map(([, code]) => code.replace(/:\d+(?::\d+)?$/, ''))
      .filter((code) => code.includes('/') && pathLike.test(code) && !/^(?:application|text|image)\//.test(code))
      .map((path) => ({ guide, path })),
  );
}

it('every relative link in README.md, ARCHITECTURE.md and docs/ reaches a file, and its #anchor a heading there', () => {
  const links = listLinks();
  expect(links.length).toBeGreaterThan(20);
  const broken = links.filter(({ guide, target }) => {
    const [path, anchor] = target.split('#');
    const file = path === '' ? join(root, guide) : join(root, dirname(guide), path);
    if (!existsSync(file)) return !isGitIgnored(root, relative(root, file));
    return anchor !== undefined && file.endsWith('.md') && !listAnchors(file).has(anchor);
  });
  expect(broken).toEqual([]);
});

it('every file or folder path these guides name exists, or is one a command makes', () => {
  const paths = listPaths();
  expect(paths.length).toBeGreaterThan(100);
  const missing = paths.filter(({ path }) => !existsSync(join(root, path)) && !isGitIgnored(root, path));
  expect(missing).toEqual([]);
});

it("ARCHITECTURE.md's picture of the build names its steps, in their order", () => {
  const source = readFileSync(join(root, 'scripts', 'build', 'build-site.ts'), 'utf8');
  const steps = [...source.slice(source.indexOf('const STEPS')).matchAll(/^ {4}name: '([\w-]+)'/gm)].map(
    ([, name]) => name,
  );
  expect(steps).toEqual(expect.arrayContaining(['bundle', 'prerender', 'images', 'publish']));
  // The lines under `scripts/build.ts` in "How data flows": `check → bundle (…) → prerender (…) → …`.
  const map = readGuide('ARCHITECTURE.md');
  const picture = map.slice(map.indexOf('scripts/build.ts ')).split('\n').slice(1, 4).join(' ');
  const named = [...picture.matchAll(/(?:^|→)\s*([a-z-]+)/g)].map(([, name]) => name);
  // The check runs before the steps, in buildSite itself.
  expect(named).toEqual(['check', ...steps]);
});
