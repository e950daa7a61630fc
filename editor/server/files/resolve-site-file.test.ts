import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutsideSiteError, resolveSiteFile } from './resolve-site-file';

let root: string;
let outside: string;

beforeAll(() => {
  outside = mkdtempSync(join(tmpdir(), 'outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'pages'));
  mkdirSync(join(root, 'public/images'), { recursive: true });
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'site.yaml'), 'site: {}\n');
  writeFileSync(join(root, 'pages/about.yaml'), 'routes: {}\n');
  writeFileSync(join(root, 'src/app.ts'), '');
  symlinkSync(join(outside, 'secret.txt'), join(root, 'pages/leak.yaml'));
  symlinkSync(outside, join(root, 'public/elsewhere'));
  symlinkSync(join(root, 'src/app.ts'), join(root, 'pages/code.yaml'));
  symlinkSync(join(root, 'pages/about.yaml'), join(root, 'pages/alias.yaml'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('resolveSiteFile', () => {
  it('gives the site’s files, and new ones inside its folders', () => {
    expect(resolveSiteFile(root, 'site.yaml')).toBe(join(root, 'site.yaml'));
    expect(resolveSiteFile(root, 'pages/about.yaml')).toBe(join(root, 'pages/about.yaml'));
    expect(resolveSiteFile(root, 'pages/new-page.yaml')).toBe(join(root, 'pages/new-page.yaml'));
    expect(resolveSiteFile(root, 'public/images/new/photo 1.png')).toBe(join(root, 'public/images/new/photo 1.png'));
    expect(resolveSiteFile(root, 'pages/alias.yaml')).toBe(join(root, 'pages/alias.yaml'));
  });

  it.each([
    ['../outside.yaml', 'the name must not hold empty, "." or ".." parts'],
    ['pages/../../etc/passwd', 'the name must not hold empty, "." or ".." parts'],
    ['pages/./about.yaml', 'the name must not hold empty, "." or ".." parts'],
    ['pages//about.yaml', 'the name must not hold empty, "." or ".." parts'],
    ['/etc/passwd', 'the name must be relative to the site'],
    ['C:/Windows/win.ini', 'the name must be relative to the site'],
    ['pages\\..\\..\\secret', 'use slashes (/) between folders'],
    ['pages/about.yaml\0.png', 'the name holds control characters'],
    ['pages/%2e%2e/%2e%2e/secret', 'the name holds encoded characters'],
    ['pages%2F..%2F..%2Fsecret', 'the name holds encoded characters'],
    ['.git/config', 'hidden files and folders are not the site’s'],
    ['pages/.git/HEAD', 'hidden files and folders are not the site’s'],
    ['.drafts/ann/site.yaml', 'hidden files and folders are not the site’s'],
    ['src/app.ts', "the site's files are site.yaml, pages, public"],
    ['site.yaml/x', 'a part of it is a file, not a folder'],
    ['package.json', "the site's files are site.yaml, pages, public"],
    ['pages/leak.yaml', 'it leads outside the site’s files'],
    ['public/elsewhere/secret.txt', 'it leads outside the site’s files'],
    ['public/elsewhere/new.txt', 'it leads outside the site’s files'],
    ['pages/code.yaml', 'it leads outside the site’s files'],
    ['', 'name a file such as pages/about.yaml'],
    [42, 'name a file such as pages/about.yaml'],
  ])('refuses %j: %s', (requested, why) => {
    expect(() => resolveSiteFile(root, requested)).toThrow(OutsideSiteError);
    expect(() => resolveSiteFile(root, requested)).toThrow(why);
  });
});
