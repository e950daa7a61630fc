import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { buildEditorApp } from '../../../editor/server/build-editor-app';
import { buildPreviewClient } from '../../../editor/server/build-preview-client';
import { startProcess } from '../../../scripts/bench/start-process';

const root = join(import.meta.dirname, '..', '..', '..');

export interface SiteCopy {
  base: string;
  dir: string;
  manifest: string;
  /** The editor's output. */
  log: string;
  /** The site's files as the copy starts: site.yaml and every page file. */
  originals: Map<string, string>;
  readCopy: (name?: string) => string;
  /** Puts site.yaml and the page files back as they were. */
  resetCopy: () => void;
}

/**
 * `npm run edit` on a copy of the site (never the worktree's own site.yaml), started before the spec's tests
 * on `port` and stopped after them. With `pictures`, the copy has its own public/ (a copy of the site's):
 * pictures added or deleted there never touch the worktree's.
 */
export function editSiteCopy({ name, port, pictures = false }: { name: string; port: number; pictures?: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-e2e-`));
  const originals = new Map<string, string>([['site.yaml', readFileSync(join(root, 'site.yaml'), 'utf8')]]);
  for (const file of readdirSync(join(root, 'pages')))
    originals.set(`pages/${file}`, readFileSync(join(root, 'pages', file), 'utf8'));
  const copy: SiteCopy = {
    base: `http://127.0.0.1:${port}`,
    dir,
    manifest: join(dir, 'site.yaml'),
    log: join(root, 'test-results', `${name}-${process.pid}.log`),
    originals,
    readCopy: (file = 'site.yaml') => readFileSync(join(dir, file), 'utf8'),
    resetCopy: () => {
      for (const [file, text] of originals) writeFileSync(join(dir, file), text);
    },
  };
  let editor: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
    if (pictures) cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
    copy.resetCopy();
    await buildEditorApp();
    await buildPreviewClient();
    editor = await startProcess(
      ['--import', 'tsx', 'editor/server/start-editor.ts', '--manifest', copy.manifest],
      { EDIT_PORT: String(port) },
      `${copy.base}/api/outline`,
      copy.log,
    );
  });
  test.afterAll(() => {
    editor?.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  return copy;
}
