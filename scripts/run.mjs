// `node scripts/run.mjs scripts/build.ts [args…]`: runs one of the project's TypeScript commands, as
// `npm run build` and the other commands do. Plain JavaScript: it runs the command compiled (see
// scripts/build/compile-worker-module.ts), kept in .build/workers/ with the hash of every source file it
// was made from, which starts in a tenth of the time tsx's loader took (0.15 s of every command). Once a
// source file changed, it compiles the command again first, through tsx.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findCompiledModule } from './cli/compiled-modules.mjs';

const [script, ...args] = process.argv.slice(2);
if (script === undefined) {
  console.error('usage: node scripts/run.mjs scripts/COMMAND.ts [arguments…]');
  process.exit(2);
}
const module = resolve(script);
// The command reads its arguments as if it had been started itself.
process.argv = [process.argv[0], module, ...args];
let compiled = findCompiledModule(module);
if (compiled === undefined) {
  (await import('tsx/esm/api')).register();
  const { compileWorkerModule } = await import('./build/compile-worker-module.ts');
  compiled = await compileWorkerModule(module);
}
await import(pathToFileURL(compiled).href);
