import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { readIfThere } from '../cli/read-if-there';
import { GENERATED_FROM, hashGenerateInputs } from './hash-generate-inputs';
import { renderGeneratedFiles } from './render-generated-files';

/**
 * Brings the generated files up to date (or, with `checkOnly`, only lists the stale ones), then the stamp
 * of what they were made from (`stamp`, GENERATED_FROM by default). Returns the stale paths.
 */
export async function writeGeneratedFiles(
  checkOnly = false,
  stamp = join(projectRoot, GENERATED_FROM),
): Promise<string[]> {
  const files = await renderGeneratedFiles();
  const stale: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const target = join(projectRoot, path);
    if (readIfThere(target) === content) continue;
    stale.push(path);
    if (!checkOnly) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  // Hashed once the files are as generated: the stamp says these files came from these sources. Stale
  // files (in a check) make it stale too, since making them changes the hash.
  const hash = hashGenerateInputs();
  if (stale.length > 0 || readIfThere(stamp) !== hash) {
    stale.push(relative(projectRoot, stamp));
    if (!checkOnly) writeFileSync(stamp, hash);
  }
  return stale;
}
