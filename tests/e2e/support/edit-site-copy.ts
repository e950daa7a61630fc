import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { buildEditorApp } from '#editor/server/build-editor-app';
import { buildPreviewClient } from '#editor/server/build-preview-client';
import { startProcess } from '#scripts/bench/measure/start-process';

const root = join(import.meta.dirname, '..', '..', '..');
/** A lock older than this was left by a run killed mid-build. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Builds the editor's app and preview page one spec at a time: the editor's specs start side by side in
 * Playwright's workers, and two builds at once would both empty and write the same folders. The next one
 * finds the build made and skips it.
 */
async function buildEditorOnce(): Promise<void> {
  const lock = join(root, '.build', 'editor-e2e.lock');
  mkdirSync(join(root, '.build'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    await buildEditorApp();
    await buildPreviewClient();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

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
    await buildEditorOnce();
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
