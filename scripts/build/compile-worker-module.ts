import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { projectRoot } from '../cli/project-root';
import { COMPILED_DIR, findCompiledModule, hashSource, toCompiledName } from '../cli/compiled-modules.mjs';
import { readIfThere } from '../cli/read-if-there';

/** Compiled modules kept: the build's few, and those the tests compile from their own folders. */
const KEPT_MODULES = 32;

/**
 * Removes all but the KEPT_MODULES compiled folders used last, and the records of modules whose folder is
 * gone (each test compiles modules of its own).
 */
async function pruneCompiled(): Promise<void> {
  const entries = await readdir(COMPILED_DIR, { withFileTypes: true });
  const folders = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => ({
        name,
        at: (await stat(join(COMPILED_DIR, name)).catch(() => undefined))?.mtimeMs ?? 0,
      })),
  );
  const old = folders.sort((a, b) => b.at - a.at).slice(KEPT_MODULES);
  await Promise.all(old.map(({ name }) => rm(join(COMPILED_DIR, name), { recursive: true, force: true })));
  const kept = new Set(folders.slice(0, KEPT_MODULES).map(({ name }) => name));
  const records = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  const readFolder = async (record: string) => {
    try {
      return dirname((JSON.parse(await readFile(record, 'utf8')) as { entry: string }).entry);
    } catch {
      return undefined;
    }
  };
  await Promise.all(
    records.map(async ({ name }) => {
      const folder = await readFolder(join(COMPILED_DIR, name));
      if (folder === undefined || !kept.has(folder)) await rm(join(COMPILED_DIR, name), { force: true });
    }),
  );
}

/** Beside each compiled module: the hash of every source file it was made from. */
type CompiledInputs = Record<string, string>;

/**
 * A bundle's code runs from the bundle's folder: each source file's `import.meta` is written in as its own
 * (the project's root is found from it, a module runs itself in threads by its file name). Each file's
 * hash is taken from the text compiled, so a file changed while compiling is compiled again next time.
 */
const IMPORT_META = /\bimport\.meta\.(dirname|filename|url)\b/g;

function keepImportMeta(inputs: CompiledInputs): Plugin {
  return {
    name: 'keep-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.(tsx?|mjs)$/ }, async ({ path }) => {
        if (path.includes('/node_modules/')) return undefined;
        const text = await readFile(path, 'utf8');
        inputs[path] = hashSource(text);
        const meta = { dirname: dirname(path), filename: path, url: pathToFileURL(path).href };
        return {
          // A pattern, not the words themselves: this file is compiled too (the commands run compiled; see
          // scripts/run.mjs), and its own words would be written over.
          contents: text.replace(IMPORT_META, (_, name: keyof typeof meta) => JSON.stringify(meta[name])),
          loader: path.endsWith('.mjs') ? 'js' : path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** The compiles under way, by module. */
const compiling = new Map<string, Promise<string>>();

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
  const { name, recordFile } = toCompiledName(module);
  const compiled = (async () => {
    const inputs: CompiledInputs = {};
    const unique = `.${process.pid}-${randomUUID()}`;
    const result = await build({
      absWorkingDir: projectRoot,
      entryPoints: { entry: module },
      bundle: true,
      // What the module imports only when it runs (import('./x')) stays a chunk of its own, loaded then:
      // with its packages, which would otherwise all load at the start.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      outdir: join(COMPILED_DIR, unique),
      outExtension: { '.js': '.mjs' },
      plugins: [keepImportMeta(inputs)],
    });
    // The files esbuild read itself (JSON): hashed as they are now.
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = join(projectRoot, input);
      inputs[file] ??= hashSource(readIfThere(file) ?? '');
    }
    // A folder named by what it holds, written whole under a name of its own and then renamed: processes
    // that build at once share .build/workers/, and one may be loading a folder while another compiles.
    const hash = createHash('sha256');
    for (const output of result.outputFiles) hash.update(output.path).update(output.contents);
    const folder = `${name}-${hash.digest('hex').slice(0, 12)}`;
    const tempDir = join(COMPILED_DIR, unique);
    await mkdir(tempDir, { recursive: true });
    await Promise.all(result.outputFiles.map((output) => writeFile(output.path, output.contents)));
    await rename(tempDir, join(COMPILED_DIR, folder)).catch(async (error: NodeJS.ErrnoException) => {
      // The same folder, written by another process already.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(tempDir, { recursive: true, force: true });
    });
    await writeFile(recordFile + unique, JSON.stringify({ entry: `${folder}/entry.mjs`, inputs }));
    await rename(recordFile + unique, recordFile);
    await pruneCompiled();
    return join(COMPILED_DIR, folder, 'entry.mjs');
  })();
  // Threads started at once for the same module wait for the same compile.
  compiling.set(module, compiled);
  void compiled.finally(() => compiling.delete(module)).catch(() => {});
  return compiled;
}
