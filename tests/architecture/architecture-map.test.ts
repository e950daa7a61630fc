import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isGitIgnored } from '../support/is-git-ignored';

const root = join(import.meta.dirname, '..', '..');
const map = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');

/** The folders ARCHITECTURE.md names: backquoted paths ending in "/" (`src/site/manifest/`). */
const named = new Set([...map.matchAll(/`([.\w<>-]+(?:\/[.\w<>-]+)*\/)`/g)].map(([, path]) => path));

/** The project's folders at the top and one level down, as git knows them (block folders stand as `blocks/<type>/`). */
function listFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length > 1) folders.add(`${parts[0]}/`);
    if (parts.length > 2) folders.add(parts[0] === 'blocks' ? 'blocks/<type>/' : `${parts[0]}/${parts[1]}/`);
    if (parts.length > 3 && ['src', 'scripts', 'server', 'tests'].includes(parts[0]))
      folders.add(`${parts[0]}/${parts[1]}/${parts[2]}/`);
  }
  return [...folders].sort();
}

it('names every top-level folder, each folder one level down, and the concerns inside src, scripts, server and tests', () => {
  expect(listFolders().filter((folder) => !named.has(folder))).toEqual([]);
});

it('names only folders that exist, or that a command makes', () => {
  const missing = [...named].filter(
    (path) =>
      !path.includes('<') &&
      !(existsSync(join(root, path)) && statSync(join(root, path)).isDirectory()) &&
      !isGitIgnored(root, path),
  );
  expect(missing).toEqual([]);
});

it('says where each of the five common changes is made', () => {
  for (const change of [
    'change a validation message',
    'add a build step',
    'change how leads are forwarded',
    'add a block',
    'add a collection',
  ]) {
    expect(map, change).toMatch(new RegExp(`\\| ${change} \\|`));
  }
});
