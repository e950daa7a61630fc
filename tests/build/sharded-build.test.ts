import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toWorkDir } from '#scripts/build/incremental/to-work-dir';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-'));
const outDirs: string[] = [];
afterAll(() => {
  for (const dir of outDirs) rmSync(toWorkDir(dir), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run build` with `args`, the shipped site.yaml unless they name another manifest. */
function build(...args: string[]) {
  const outDir = args[args.indexOf('--out-dir') + 1];
  if (args.includes('--out-dir')) outDirs.push(outDir);
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

function expectBuilt(result: ReturnType<typeof build>): string {
  expect(result.status, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

/** Every file of a build, dot-files included, by its path in the build. */
function readTree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => join(entry.parentPath, entry.name)).map((file) => [relative(dir, file), readFileSync(file)]),
  );
}

const share = (index: number) => join(scratch, `share-${index}`);

describe('a sharded build', () => {
  it('builds the shipped site in 3 shares whose merge is, file for file and byte for byte, a one-machine build', () => {
    const whole = join(scratch, 'whole');
    const routes = Number(/✓ built (\d+) routes into/.exec(expectBuilt(build('--out-dir', whole)))?.[1]);
    expect(routes).toBeGreaterThan(10);

    const held = [1, 2, 3].map((index) => {
      const stdout = expectBuilt(build('--shard', `${index}/3`, '--out-dir', share(index)));
      // Written once, by the merge: a share holds no sitemap, pictures' copies or server settings.
      expect(existsSync(join(share(index), 'sitemap.xml'))).toBe(false);
      return Number(new RegExp(`✓ built share ${index}/3: (\\d+) of ${routes} routes`).exec(stdout)?.[1]);
    });
    // Divided by the whole build's render times: every share renders some routes, together all of them.
    expect(held.every((count) => count > 0 && count < routes)).toBe(true);
    expect(held.reduce((sum, count) => sum + count, 0)).toBe(routes);

    const merged = join(scratch, 'merged');
    expect(expectBuilt(build('--merge', share(3), share(1), share(2), '--out-dir', merged))).toContain(
      `✓ merged 3 shares: ${routes} routes into ${merged}`,
    );
    const [expected, actual] = [readTree(whole), readTree(merged)];
    const differing = [...new Set([...expected.keys(), ...actual.keys()])]
      .filter((file) => !expected.get(file)?.equals(actual.get(file) ?? Buffer.alloc(0)) || !actual.has(file))
      .sort();
    expect(differing.slice(0, 10), `${differing.length} files differ`).toEqual([]);

    // A share missing, a folder that is no share, shares of another site: refused, named, nothing merged.
    const refused = join(scratch, 'refused');
    const missing = build('--merge', share(1), share(3), '--out-dir', refused);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe("✗ --merge: share 2/3 missing; give all 3 shares' folders. Nothing was merged.\n");
    const notShare = build('--merge', share(1), share(2), whole, '--out-dir', refused);
    expect(notShare.status).toBe(2);
    expect(notShare.stderr).toContain(`✗ --merge ${relative(root, whole)}: it holds no share (no .build-share.json)`);
    const otherSite = build(
      '--manifest',
      'tests/fixtures/valid-site.yaml',
      '--merge',
      share(1),
      share(2),
      share(3),
      '--out-dir',
      refused,
    );
    expect(otherSite.status).toBe(2);
    expect(otherSite.stderr).toMatch(
      /^✗ --merge: \S+share-1 \(1\/3\) was built from another site than tests\/fixtures\/valid-site\.yaml is now \(manifest hash \w{12}, not \w{12}\); build every share and the merge from the same commit\. Nothing was merged\.\n$/,
    );
    expect(existsSync(refused)).toBe(false);
  }, 1_800_000);

  it.each([
    ['0/3', 'shares are counted from 1 (1/3 to 3/3)'],
    ['4/3', 'there are only 3 shares (1/3 to 3/3)'],
    ['x', 'write it I/N, this share and how many there are (1/3, 2/3, 3/3)'],
  ])('refuses --shard %s in one line, with the usage, exit 2', (value, why) => {
    const result = build('--shard', value);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')).toEqual([
      `✗ --shard ${value}: ${why}`,
      expect.stringContaining('[--shard I/N | --merge DIR…]'),
      '',
    ]);
  });
});
