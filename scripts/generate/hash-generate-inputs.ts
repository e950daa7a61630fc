import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { hashFiles } from '../build/incremental/hash-build-inputs';
import { listBlockTypes } from '../cli/read-site-schemas';

/**
 * Beside the generated files, committed with them: the hash of what they were made from (see
 * hashGenerateInputs). A build that finds it equal to the sources' skips generating, a fresh clone's
 * first build included; the generated-files test fails when it is stale, as when they are.
 */
export const GENERATED_FROM = join('src', 'generated', 'generated-from');

/**
 * What the generated files are made from, and they themselves: the schemas, each block's schema, the
 * generator and the site logic it reads (src/site: the field kinds, the messages, the icons), the
 * locked packages (the type compiler, the formatter), and the generated files as they are now, so a
 * file edited by hand is made again. Not the stamp (GENERATED_FROM), which holds this hash.
 */
export function hashGenerateInputs(root = projectRoot): string {
  const blockSchemas = listBlockTypes(root).map((type) => join('blocks', type, 'schema.json'));
  const generated = ['src/generated', 'docs/blocks.md', 'docs/errors.md'];
  const inputs = ['schemas', 'scripts/generate', 'scripts/cli', 'src/site', 'package-lock.json', ...blockSchemas];
  return hashFiles(
    root,
    [...inputs, ...generated].filter((path) => existsSync(join(root, path))),
    [GENERATED_FROM],
  );
}
