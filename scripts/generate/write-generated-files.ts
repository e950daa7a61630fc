import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { renderGeneratedFiles } from './render-generated-files';

/** Brings the generated files up to date (or, with `checkOnly`, only lists the stale ones). Returns the stale paths. */
export async function writeGeneratedFiles(checkOnly = false): Promise<string[]> {
  const files = await renderGeneratedFiles();
  const stale: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const target = join(projectRoot, path);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // A missing file is simply stale.
    }
    if (current === content) continue;
    stale.push(path);
    if (!checkOnly) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  return stale;
}
