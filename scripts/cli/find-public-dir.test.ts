import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPublicDir } from './find-public-dir';
import { projectRoot } from './project-root';

const dir = mkdtempSync(join(tmpdir(), 'public-dir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findPublicDir', () => {
  it('is the public/ folder beside the manifest when there is one, else the project’s', () => {
    expect(findPublicDir(join(projectRoot, 'site.yaml'))).toBe(join(projectRoot, 'public'));
    expect(findPublicDir(join(dir, 'site.yaml'))).toBe(join(projectRoot, 'public'));
    // A file named public is no folder of pictures.
    writeFileSync(join(dir, 'public'), '');
    expect(findPublicDir(join(dir, 'site.yaml'))).toBe(join(projectRoot, 'public'));
    rmSync(join(dir, 'public'));
    mkdirSync(join(dir, 'public'));
    expect(findPublicDir(join(dir, 'site.yaml'))).toBe(join(dir, 'public'));
  });
});
