import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function listSources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The specifiers a file imports, statically or dynamically; paths built in template strings (the generator's output) are text. */
function listSpecifiers(text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^'$]+)'/g)].map(([, specifier]) => specifier);
}

/** package.json's subpath imports (`#site/*` → `./src/site/*`), as prefixes: `#site/` → `src/site/`. */
const subpaths = Object.entries(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')]);

/** A specifier as a path from the root: relative, root-absolute (`/src/…`, which Vite resolves) or a subpath import. */
function locateSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('/')) return relative(root, join(root, specifier));
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier));
  const subpath = subpaths.find(([alias]) => specifier.startsWith(alias));
  return subpath && subpath[1] + specifier.slice(subpath[0].length);
}

/** A project file a specifier names, from the root (`src/site/leads/lead-rules.ts`), or undefined for a package. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  const target = locateSpecifier(file, specifier);
  if (target === undefined) return undefined;
  return (
    ['', '.ts', '.tsx', '/index.ts']
      .map((ext) => target + ext)
      .find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile()) ?? target
  );
}

/**
 * The project areas a file imports from: `src/site`, `blocks/page-hero`, `scripts`…, and `virtual:site`
 * (the manifest's shell, which only the app may read). Relative paths, subpath imports (`#site/…`), root-absolute paths (`/src/…`,
 * which Vite resolves) and virtual modules count; npm packages do not.
 */
function listImportedAreas(file: string, text: string): string[] {
  return listSpecifiers(text).flatMap((specifier) => {
    if (specifier.startsWith('virtual:')) return [specifier];
    const target = resolveSpecifier(file, specifier);
    if (target === undefined) return [];
    const [top, second] = target.split('/');
    return [top === 'src' || top === 'blocks' || top === 'editor' ? `${top}/${second}` : top];
  });
}

const rules: Array<{ from: string; allowed: (area: string, own: string) => boolean }> = [
  { from: 'src/site', allowed: (area) => area === 'src/site' || area === 'src/generated' },
  { from: 'src/ui', allowed: (area) => ['src/ui', 'src/site', 'src/generated'].includes(area) },
  { from: 'blocks', allowed: (area, own) => ['src/ui', 'src/site', 'src/generated'].includes(area) || area === own },
  { from: 'server', allowed: (area) => ['server', 'src/site', 'src/generated'].includes(area) },
  { from: 'scripts', allowed: (area) => ['scripts', 'src/site', 'src/generated'].includes(area) },
  {
    from: 'editor/server',
    allowed: (area) => ['editor/server', 'editor/shared', 'scripts', 'src/site', 'src/generated'].includes(area),
  },
  {
    from: 'editor/app',
    allowed: (area) => ['editor/app', 'editor/shared', 'src/ui', 'src/site', 'src/generated'].includes(area),
  },
  { from: 'editor/shared', allowed: (area) => area === 'editor/shared' },
];

function findViolations(files: Array<{ file: string; text: string }>): string[] {
  return files.flatMap(({ file, text }) => {
    const rule = rules.find(({ from }) => file.startsWith(`${from}/`));
    if (!rule) return [];
    const own = file.split('/').slice(0, 2).join('/');
    return listImportedAreas(file, text)
      .filter((area) => !rule.allowed(area, own))
      .map((area) => `${file} imports ${area}`);
  });
}

/**
 * Pairs of folders of src/ that import each other (`src/site/manifest <-> src/site/validation`): each folder
 * is a room, and rooms stack one way, so a change low down never has to know the rooms above it.
 */
function findMutualFolders(files: Array<{ file: string; text: string }>): string[] {
  const edges = new Set<string>();
  for (const { file, text } of files.filter(({ file }) => file.startsWith('src/'))) {
    for (const specifier of listSpecifiers(text)) {
      const target = resolveSpecifier(file, specifier);
      if (target?.startsWith('src/') && dirname(target) !== dirname(file))
        edges.add(`${dirname(file)} ${dirname(target)}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split(' '))
    .filter(([from, to]) => from < to && edges.has(`${to} ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`);
}

/** The browser's globals that a pure or server module must never touch. */
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|navigator)\b/;

/** Code without its comments and string texts, so that a word in a sentence or a message is not a use. */
function stripCommentsAndStrings(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
}

function usesBrowser(text: string): boolean {
  return BROWSER_GLOBALS.test(stripCommentsAndStrings(text));
}

/** Every project file `entry` reaches through its imports (itself included). */
function listReachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(root, file))) return;
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8');
    for (const specifier of listSpecifiers(text)) {
      const target = resolveSpecifier(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** A file that only tests use: a test, a harness in a `testing/` folder, or anything under tests/. */
const isTestOnly = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.split('/').includes('testing') || path.startsWith('tests/');

/** What only tests import: the test runner, its DOM helpers, and the project's harnesses. */
function findTestImports(file: string, text: string): string[] {
  return listSpecifiers(text).flatMap((specifier) => {
    if (specifier === 'vitest' || specifier.startsWith('@testing-library/')) return [`${file} imports ${specifier}`];
    const target = resolveSpecifier(file, specifier);
    return target !== undefined && isTestOnly(target) ? [`${file} imports ${target}`] : [];
  });
}

const areas = ['src', 'blocks', 'server', 'scripts', 'editor'];
const readAll = () =>
  areas.flatMap(listSources).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

describe('imports run one way', () => {
  it('blocks never import each other, the app or the manifest; scripts and server only src/site', () => {
    expect(findViolations(readAll())).toEqual([]);
  });

  it('keeps the editor apart: nothing outside editor/ imports it, and its app reaches its server only over HTTP', () => {
    const outside = readAll().filter(({ file }) => !file.startsWith('editor/'));
    const reaching = outside.flatMap(({ file, text }) =>
      listImportedAreas(file, text)
        .filter((area) => area.startsWith('editor'))
        .map((area) => `${file} imports ${area}`),
    );
    expect(reaching).toEqual([]);
    const text = "import { writeYamlValue } from '../../server/yaml/write-yaml-value';";
    expect(findViolations([{ file: 'editor/app/forms/block-form.tsx', text }])).toEqual([
      'editor/app/forms/block-form.tsx imports editor/server',
    ]);
  });

  it('sees a block that reads the manifest or the app, however the import is written', () => {
    const text = [
      "import site from 'virtual:site';",
      "import { App } from '/src/app/app';",
      "import Hero from '../page-hero/page-hero';",
      "import { loadBlock } from '#app/rendering/load-block';",
      "import styled from '@emotion/styled';",
    ].join('\n');
    expect(findViolations([{ file: 'blocks/product-grid/product-grid.tsx', text }])).toEqual([
      'blocks/product-grid/product-grid.tsx imports virtual:site',
      'blocks/product-grid/product-grid.tsx imports src/app',
      'blocks/product-grid/product-grid.tsx imports blocks/page-hero',
      'blocks/product-grid/product-grid.tsx imports src/app',
    ]);
  });
});

describe('the folders of src/ stack one way', () => {
  it('no two folders of src/ import each other', () => {
    expect(findMutualFolders(readAll())).toEqual([]);
  });

  it('sees two folders that import each other, even by a type alone', () => {
    const files = [
      { file: 'src/site/manifest/merge-page-files.ts', text: "import type { Check } from '../validation/check';" },
      { file: 'src/site/validation/check.ts', text: "import { getAt } from '../manifest/get-at';" },
      { file: 'src/site/fields/base/field-kind.ts', text: "import { quote } from '../problems/quote-value';" },
    ];
    expect(findMutualFolders(files)).toEqual(['src/site/manifest <-> src/site/validation']);
  });
});

describe('src/site is pure and the server holds no browser code', () => {
  it('no file under src/site uses window, document, localStorage or navigator', () => {
    const browser = listSources('src/site').filter((file) => usesBrowser(readFileSync(join(root, file), 'utf8')));
    expect(browser).toEqual([]);
  });

  it('no file the server reaches, from any of its modules, uses the browser', () => {
    const reached = new Set(listSources('server').flatMap(listReachable));
    const browser = [...reached].filter(
      (file) => /\.tsx?$/.test(file) && usesBrowser(readFileSync(join(root, file), 'utf8')),
    );
    expect(browser).toEqual([]);
    // The closure is real: the server reaches the lead rules in src/site.
    expect(reached).toContain('src/site/leads/lead-rules.ts');
  });

  it('tells a use of the browser from a word in a comment, a message or a local name', () => {
    expect(usesBrowser("const a = 1; // the window of time\nconst message = 'open a new window';")).toBe(false);
    expect(usesBrowser('const parsed = parseMarkdown(text); parsed.links.push(href);')).toBe(false);
    expect(usesBrowser('export const read = () => localStorage.getItem(KEY);')).toBe(true);
    expect(usesBrowser('if (typeof window === "undefined") return;')).toBe(true);
  });
});

describe('production code never imports what only tests use', () => {
  it('no file outside tests imports vitest, a testing library or a harness', () => {
    const production = readAll().filter(({ file }) => !isTestOnly(file));
    expect(production.flatMap(({ file, text }) => findTestImports(file, text))).toEqual([]);
  });

  it('sees a harness or the test runner imported by production code', () => {
    const text = [
      "import { expect } from 'vitest';",
      "import { startFake } from '../testing/fake-table-service';",
      "import { store } from '../store/lead-store';",
    ].join('\n');
    expect(findTestImports('server/leads/forwarding/forwarder.ts', text)).toEqual([
      'server/leads/forwarding/forwarder.ts imports vitest',
      'server/leads/forwarding/forwarder.ts imports server/leads/testing/fake-table-service.ts',
    ]);
  });
});

/** The one module that starts git (DESIGN.md: "nothing else shells out to git"). */
const GIT_MODULE = 'editor/server/git/run-git.ts';

/** Whether code starts the `git` command: by name to a child-process call, or in a shell command line. */
function startsGit(text: string): boolean {
  return /\b(?:execFile|execFileSync|spawn|spawnSync|exec|execSync)\s*\(\s*['"`]git\b/.test(text);
}

describe('git is started in one place', () => {
  it(`no production file but ${GIT_MODULE} starts git`, () => {
    const production = readAll().filter(({ file }) => !isTestOnly(file));
    expect(
      production.filter(({ file, text }) => file !== GIT_MODULE && startsGit(text)).map(({ file }) => file),
    ).toEqual([]);
    expect(production.some(({ file, text }) => file === GIT_MODULE && startsGit(text))).toBe(true);
  });

  it('sees git started however the call is written', () => {
    expect(startsGit("execFileSync('git', ['status'])")).toBe(true);
    expect(startsGit('spawn("git", args)')).toBe(true);
    expect(startsGit('execSync(`git log -1`)')).toBe(true);
    expect(startsGit("spawn('node', ['gitlab.js'])")).toBe(false);
  });
});
