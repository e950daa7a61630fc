import { readOptions } from './cli/read-options';
import { stopCommand } from './cli/stop-command';
import { writeGeneratedFiles } from './generate/write-generated-files';

/** Writes the generated files; with --check, only says which are stale (exit 1). */
const checkOnly =
  readOptions('usage: npm run generate [-- --check]', { check: { type: 'boolean' } }).values.check === true;
const stale = await writeGeneratedFiles(checkOnly);
if (checkOnly && stale.length > 0) {
  stopCommand(`Generated files are stale: ${stale.join(', ')}\nRun \`npm run generate\` and commit the result.`, 1);
}
console.log(stale.length === 0 ? 'generated files are up to date' : `generated ${stale.join(', ')}`);
