import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { askGit, GitError, runGit } from './run-git';

const created: string[] = [];
afterEach(() => created.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('says which git command failed, with git’s own message', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'not-a-repo-'));
  created.push(dir);
  const failure = await runGit(['log', '-1'], { cwd: dir }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(GitError);
  expect((failure as GitError).message).toMatch(/^git log failed: fatal: not a git repository/);
  expect((failure as GitError).exitCode).toBe(128);
});

it('runs git with its arguments as they are (no shell) and without the server’s GIT_* variables', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'repo-'));
  const other = mkdtempSync(join(tmpdir(), 'other-'));
  created.push(dir, other);
  await runGit(['init', '--quiet', dir], { cwd: tmpdir() });
  const saved = process.env.GIT_DIR;
  process.env.GIT_DIR = join(other, '.git');
  try {
    expect((await runGit(['rev-parse', '--absolute-git-dir'], { cwd: dir })).trim()).toBe(join(dir, '.git'));
  } finally {
    if (saved === undefined) delete process.env.GIT_DIR;
    else process.env.GIT_DIR = saved;
  }
  await runGit(['commit', '--allow-empty', '--quiet', '-m', '$(touch pwned); `touch pwned`'], {
    cwd: dir,
    env: { GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@a', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@a' },
  });
  expect(await runGit(['log', '-1', '--format=%s'], { cwd: dir })).toBe('$(touch pwned); `touch pwned`\n');
  expect(existsSync(join(dir, 'pwned'))).toBe(false);
  expect(await askGit(['check-ref-format', 'refs/heads/drafts/a..b'], { cwd: dir })).toBe(false);
  expect(await askGit(['check-ref-format', 'refs/heads/drafts/ann'], { cwd: dir })).toBe(true);
});
