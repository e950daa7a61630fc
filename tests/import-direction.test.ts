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

/** The project folders a file imports from: `src/site`, `blocks/page-hero`, `scripts`… */
function listImportedAreas(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  // Paths built in template strings (the generator's output) are text, not imports of this file.
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^'$]+)'/g)].map((match) => {
    const target = relative(root, resolve(root, dirname(file), match[1]));
    const [top, second] = target.split('/');
    return top === 'src' || top === 'blocks' ? `${top}/${second}` : top;
  });
}

const rules: Array<{ from: string; allowed: (area: string, own: string) => boolean }> = [
  { from: 'src/site', allowed: (area) => area === 'src/site' || area === 'src/generated' },
  { from: 'src/ui', allowed: (area) => ['src/ui', 'src/site', 'src/generated'].includes(area) },
  { from: 'blocks', allowed: (area, own) => ['src/ui', 'src/site', 'src/generated'].includes(area) || area === own },
  { from: 'server', allowed: (area) => ['server', 'src/site', 'src/generated'].includes(area) },
  { from: 'scripts', allowed: (area) => ['scripts', 'src/site', 'src/generated', 'vite.config'].includes(area) },
];

it('imports run one way: blocks never import each other or the app; scripts and server only src/site', () => {
  const violations = rules.flatMap(({ from, allowed }) =>
    listSources(from).flatMap((file) => {
      const own = file.split('/').slice(0, 2).join('/');
      return listImportedAreas(file)
        .filter((area) => !allowed(area, own))
        .map((area) => `${file} imports ${area}`);
    }),
  );
  expect(violations).toEqual([]);
});
