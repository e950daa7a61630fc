import { readOptions } from './cli/read-options';
import { writeGeneratedFiles } from './generate/write-generated-files';

/** Writes the generated files; with --check, only says which are stale (exit 1). */
const checkOnly =
  readOptions('usage: npm run generate [-- --check]', { check: { type: 'boolean' } }).values.check === true;
const stale = await writeGeneratedFiles(checkOnly);
if (checkOnly && stale.length > 0) {
  console.error(`Generated files are stale: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log(stale.length === 0 ? 'generated files are up to date' : `generated ${stale.join(', ')}`);
