import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function listSources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The project areas a file imports from: `src/site`, `blocks/page-hero`, `scripts`…, and `virtual:site`
 * (the manifest's shell, which only the app may read). Relative paths, root-absolute paths (`/src/…`,
 * which Vite resolves) and virtual modules count; npm packages do not.
 */
function listImportedAreas(file: string, text: string): string[] {
  // Paths built in template strings (the generator's output) are text, not imports of this file.
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^'$]+)'/g)].flatMap(([, specifier]) => {
    if (specifier.startsWith('virtual:')) return [specifier];
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) return [];
    const target = relative(root, specifier.startsWith('/') ? join(root, specifier) : resolve(root, dirname(file), specifier));
    const [top, second] = target.split('/');
    return [top === 'src' || top === 'blocks' ? `${top}/${second}` : top];
  });
}

const rules: Array<{ from: string; allowed: (area: string, own: string) => boolean }> = [
  { from: 'src/site', allowed: (area) => area === 'src/site' || area === 'src/generated' },
  { from: 'src/ui', allowed: (area) => ['src/ui', 'src/site', 'src/generated'].includes(area) },
  { from: 'blocks', allowed: (area, own) => ['src/ui', 'src/site', 'src/generated'].includes(area) || area === own },
  { from: 'server', allowed: (area) => ['server', 'src/site', 'src/generated'].includes(area) },
  { from: 'scripts', allowed: (area) => ['scripts', 'src/site', 'src/generated'].includes(area) },
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

it('imports run one way: blocks never import each other, the app or the manifest; scripts and server only src/site', () => {
  const files = rules.flatMap(({ from }) => listSources(from)).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
  expect(findViolations(files)).toEqual([]);
});

it('sees a block that reads the manifest or the app, however the import is written', () => {
  const text = ["import site from 'virtual:site';", "import { App } from '/src/app/app';", "import Hero from '../page-hero/page-hero';", "import styled from '@emotion/styled';"].join('\n');
  expect(findViolations([{ file: 'blocks/product-grid/product-grid.tsx', text }])).toEqual([
    'blocks/product-grid/product-grid.tsx imports virtual:site',
    'blocks/product-grid/product-grid.tsx imports src/app',
    'blocks/product-grid/product-grid.tsx imports blocks/page-hero',
  ]);
});
