import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function listFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

/** What a build is made from: every file of these files and folders, names and contents. */
function hashSources(sources: string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.filter((source) => existsSync(source)).flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Runs `build` (which writes into `outDir`), unless what is there was built from the same sources: the
 * editor's own app and its preview page are built once after an update, not at every start.
 */
export async function buildWhenChanged(
  outDir: string,
  sources: string[],
  announce: string,
  build: () => Promise<unknown>,
): Promise<string> {
  const hash = hashSources(sources);
  const stamp = join(outDir, '.sources-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return outDir;
  console.log(announce);
  await build();
  writeFileSync(stamp, hash);
  return outDir;
}
