import { readOptions } from './cli/read-options';
import { stopCommand } from './cli/stop-command';
import { writeGeneratedFiles } from './generate/write-generated-files';
import { GENERATED_FROM } from './generate/hash-generate-inputs';

/** Writes the generated files; with --check, only says which are stale (exit 1). */
const checkOnly =
  readOptions('usage: npm run generate [-- --check]', { check: { type: 'boolean' } }).values.check === true;
const stale = await writeGeneratedFiles(checkOnly);
// The stamp is stale whenever a file is; said apart, it would read as one more file to look at.
const files = stale.filter((path) => path !== GENERATED_FROM);
if (checkOnly && stale.length > 0) {
  const what =
    files.length > 0
      ? `Generated files are stale: ${files.join(', ')}`
      : `The generated files are current, but their stamp (${GENERATED_FROM}) names other sources`;
  stopCommand(`${what}\nRun \`npm run generate\` and commit the result.`, 1);
}
console.log(stale.length === 0 ? 'generated files are up to date' : `generated ${stale.join(', ')}`);
