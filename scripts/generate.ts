import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { projectRoot } from './lib/read-site-schemas';
import { renderGeneratedFiles } from './lib/render-generated-files';

/** Writes the generated files; with --check, only says which are stale (exit 1). */
async function main(): Promise<void> {
  const checkOnly = process.argv.includes('--check');
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
  if (checkOnly && stale.length > 0) {
    console.error(`Generated files are stale: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(stale.length === 0 ? 'generated files are up to date' : `generated ${stale.join(', ')}`);
}

await main();
