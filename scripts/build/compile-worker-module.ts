import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { projectRoot } from '../cli/project-root';
import { readIfThere } from '../cli/read-if-there';
import { hashText } from '../cli/hash-text';

/** Where compiled worker modules are kept between processes (inside the project: their packages resolve from node_modules/). */
const COMPILED_DIR = join(projectRoot, '.build', 'workers');

/** Compiled modules kept: the build's few, and those the tests compile from their own folders. */
const KEPT_MODULES = 32;

/** Removes all but the KEPT_MODULES compiled modules used last (each with its record of inputs). */
async function pruneCompiled(): Promise<void> {
  const names = (await readdir(COMPILED_DIR)).filter((name) => name.endsWith('.mjs'));
  const used = await Promise.all(
    names.map(async (name) => ({
      name,
      at: (await stat(join(COMPILED_DIR, name)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  const old = used.sort((a, b) => b.at - a.at).slice(KEPT_MODULES);
  await Promise.all(
    old.flatMap(({ name }) =>
      [name, name.replace(/\.mjs$/, '.inputs.json')].map((file) => rm(join(COMPILED_DIR, file), { force: true })),
    ),
  );
}

/** Beside each compiled module: the hash of every source file it was made from. */
type CompiledInputs = Record<string, string>;

/** A file's hash as CompiledInputs records it; nothing for a file that is gone. */
const hashFile = (file: string) => {
  const text = readIfThere(file);
  return text === undefined ? '' : hashText(text);
};

/**
 * A bundle's code runs from the bundle's folder: each source file's `import.meta` is written in as its own
 * (the project's root is found from it, a module runs itself in threads by its file name). Each file's
 * hash is taken from the text compiled, so a file changed while compiling is compiled again next time.
 */
function keepImportMeta(inputs: CompiledInputs): Plugin {
  return {
    name: 'keep-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes('/node_modules/')) return undefined;
        const text = await readFile(path, 'utf8');
        inputs[path] = hashText(text);
        return {
          contents: text
            .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
            .replaceAll('import.meta.filename', JSON.stringify(path))
            .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
          loader: path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** The compiles under way, by module. */
const compiling = new Map<string, Promise<string>>();

/** Where `module` is kept compiled (see compileWorkerModule), and the record of what it was made from. */
function toCompiledFiles(module: string): { outFile: string; inputsFile: string } {
  const name = `${relative(projectRoot, module).replace(/[^\w.-]+/g, '_')}-${createHash('sha256').update(module).digest('hex').slice(0, 8)}`;
  return { outFile: join(COMPILED_DIR, `${name}.mjs`), inputsFile: join(COMPILED_DIR, `${name}.inputs.json`) };
}

/**
 * The compiled file of `module` when it was made from the sources as they are now; else undefined. At once,
 * without waiting for the event loop: a thread told now starts loading it while this one goes on with
 * its own synchronous work (the build's first tenth of a second).
 */
export function findCompiledModule(module: string): string | undefined {
  if (compiling.has(module)) return undefined;
  const { outFile, inputsFile } = toCompiledFiles(module);
  const kept = readIfThere(inputsFile);
  if (kept === undefined || !existsSync(outFile)) return undefined;
  const inputs = JSON.parse(kept) as CompiledInputs;
  if (!Object.entries(inputs).every(([file, hash]) => hashFile(file) === hash)) return undefined;
  // Marked as used, for pruneCompiled.
  const now = new Date();
  void utimes(outFile, now, now).catch(() => {});
  return outFile;
}

/**
 * A TypeScript module and what it imports of the project, compiled by esbuild into one JavaScript file
 * that a worker thread imports as it is: loading the same code through tsx's loader took a worker 0.3 to
 * 0.6 s more (the check's worker: 0.6 s against 0.16). Packages stay outside, imported from node_modules/.
 * Kept in .build/workers/ with the hash of each source file it was made from, and compiled again when one
 * changed (checked at every start: a long-running server's threads run the sources as they are now).
 */
export function compileWorkerModule(module: string): Promise<string> {
  const known = compiling.get(module);
  if (known) return known;
  const found = findCompiledModule(module);
  if (found) return Promise.resolve(found);
  const { outFile, inputsFile } = toCompiledFiles(module);
  const compiled = (async () => {
    const inputs: CompiledInputs = {};
    const result = await build({
      absWorkingDir: projectRoot,
      entryPoints: [module],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outfile: outFile,
      plugins: [keepImportMeta(inputs)],
    });
    // The files esbuild read itself (JSON): hashed as they are now.
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = join(projectRoot, input);
      inputs[file] ??= hashFile(file);
    }
    // Under a name of its own, then renamed: processes that build at once share the folder.
    await mkdir(COMPILED_DIR, { recursive: true });
    const unique = `.${process.pid}-${randomUUID()}`;
    await writeFile(outFile + unique, result.outputFiles[0].contents);
    await rename(outFile + unique, outFile);
    await writeFile(inputsFile + unique, JSON.stringify(inputs));
    await rename(inputsFile + unique, inputsFile);
    await pruneCompiled();
    return outFile;
  })();
  // Threads started at once for the same module wait for the same compile.
  compiling.set(module, compiled);
  void compiled.finally(() => compiling.delete(module)).catch(() => {});
  return compiled;
}
