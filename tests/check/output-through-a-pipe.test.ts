import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_SETTINGS_FILE } from '#site/routes/server-settings-file';

/**
 * Every command's last words reach a program that reads them through a pipe (a CI runner, an editor,
 * `child_process.spawn`), however late it starts reading: with process.exit right after printing, the end
 * of a long report was lost in most runs (issue 44). The reader here waits before it reads, so the pipe is
 * full and the command still has output to hand over when it is done. Each case starts several commands at once;
 * on a machine busy with the rest of the suite they can outrun two minutes, hence the long limits.
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-pipe-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx <args>` and reads its output through pipes, starting only after a while. */
function readThroughPipe(args: string[], env: Record<string, string> = {}): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    const ended: Ended = { code: null, stdout: '', stderr: '' };
    for (const name of ['stdout', 'stderr'] as const) {
      const stream = child[name];
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (ended[name] += chunk));
      stream.pause();
      setTimeout(() => stream.resume(), 1000);
    }
    child.on('error', reject);
    child.on('close', (code) => resolve({ ...ended, code }));
  });
}

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

/** The valid fixture with 20,000 fields its first block does not have: a report of about 60 KB. */
function writeManyProblems(): string {
  const fields = Array.from({ length: 20_000 }, (_, index) => `        unknown${index}: x\n`).join('');
  const text = readFileSync(join(root, 'tests/fixtures/valid-site.yaml'), 'utf8').replace(
    '        title: Welcome\n',
    `        title: Welcome\n${fields}`,
  );
  const manifest = join(scratch, 'many-problems.yaml');
  writeFileSync(manifest, text);
  return manifest;
}

const SUMMARY = /^✗ 20,000 errors — nothing was built\. Fix the places above and run the check again\./;

describe('a command read through a pipe ends with its last line', () => {
  const manifest = writeManyProblems();

  it('npm run check: the 20,000-problem report ends with the "more" line and the summary, ten times in ten', async () => {
    for (const batch of [0, 1]) {
      const runs = await Promise.all(
        Array.from({ length: 5 }, () => readThroughPipe(['scripts/check.ts', '--manifest', manifest])),
      );
      for (const [index, run] of runs.entries()) {
        const what = `batch ${batch}, run ${index}: ${run.stdout.length} characters`;
        expect(run.code, what).toBe(1);
        expect(lastLine(run.stdout), what).toMatch(SUMMARY);
        expect(run.stdout, what).toContain('19,800 more "unknown-field" (Unknown field) not listed');
      }
    }
  }, 300_000);

  it('npm run build: the same report and summary, and nothing built', async () => {
    const outDir = join(scratch, 'dist');
    const runs = await Promise.all(
      [0, 1].map(() => readThroughPipe(['scripts/build.ts', '--manifest', manifest, '--out-dir', outDir])),
    );
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(lastLine(run.stdout)).toMatch(SUMMARY);
    }
  }, 300_000);

  it('new-page, generate, a refused option, the users and leads CLIs and the server say their last line', async () => {
    const site = join(scratch, 'site');
    mkdirSync(site);
    cpSync(join(root, 'site.yaml'), join(site, 'site.yaml'));
    cpSync(join(root, 'pages'), join(site, 'pages'), { recursive: true });
    // A build old enough to list no routes: the server refuses it with a message, and exits.
    const oldBuild = join(scratch, 'old-build');
    mkdirSync(join(oldBuild, '.server'), { recursive: true });
    writeFileSync(join(oldBuild, SERVER_SETTINGS_FILE), JSON.stringify({ leads: {} }));
    const database = { LEADS_DB: join(scratch, 'leads.db') };
    const [newPage, generate, refused, users, leads, server] = await Promise.all([
      readThroughPipe([
        'scripts/new-page.ts',
        '/solutions/quantum',
        'Quantum Readiness',
        '--template',
        'solution',
        '--manifest',
        join(site, 'site.yaml'),
      ]),
      readThroughPipe(['scripts/generate.ts', '--check']),
      readThroughPipe(['scripts/check.ts', '--manifets', manifest]),
      readThroughPipe(['server/users-cli.ts', 'list'], database),
      readThroughPipe(['server/leads-cli.ts', 'export'], database),
      readThroughPipe(['server/start.ts'], {
        SITE_DIST: oldBuild,
        RELEASES_DIR: join(scratch, 'releases'),
        ...database,
      }),
    ]);
    expect(newPage.code).toBe(0);
    expect(lastLine(newPage.stdout)).toMatch(/^Next, write the page: replace the \d+ placeholder texts above/);
    expect([generate.code, lastLine(generate.stdout)]).toEqual([0, 'generated files are up to date']);
    expect(refused.code).toBe(2);
    expect(lastLine(refused.stderr)).toBe('usage: npm run check [-- --manifest path/to/site.yaml]');
    expect([users.code, lastLine(users.stdout)]).toEqual([
      0,
      'No accounts yet: npm run users -- add EMAIL --role publisher',
    ]);
    expect(leads.code).toBe(0);
    expect(lastLine(leads.stdout)).toMatch(/^"created_at","kind",.*"id"$/);
    expect(server.code).toBe(1);
    expect(lastLine(server.stderr)).toMatch(/does not list its routes, .* build it again \(npm run build\)\.$/);
  }, 300_000);
});
