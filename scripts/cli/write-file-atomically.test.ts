import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeFileAtomically } from './write-file-atomically';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'atomic-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('replaces the file whole, keeps its mode, and leaves nothing beside it', () => {
  const file = join(dir, 'pages', 'about.yaml');
  writeFileAtomically(file, 'title: old\n');
  chmodSync(file, 0o640);
  writeFileAtomically(file, 'title: new\n');
  expect(readFileSync(file, 'utf8')).toBe('title: new\n');
  expect(statSync(file).mode & 0o777).toBe(0o640);
  expect(readdirSync(join(dir, 'pages'))).toEqual(['about.yaml']);
});

it('leaves the old file when the new one cannot be put in its place', () => {
  const folder = join(dir, 'taken');
  writeFileSync(join(dir, 'keep.yaml'), 'kept\n');
  writeFileAtomically(join(folder, 'x.yaml'), 'x\n');
  expect(() => writeFileAtomically(folder, 'not a folder\n')).toThrow();
  expect(readdirSync(dir).sort()).toEqual(['keep.yaml', 'taken']);
  expect(readFileSync(join(folder, 'x.yaml'), 'utf8')).toBe('x\n');
});
