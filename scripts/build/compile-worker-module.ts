import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { projectRoot } from '../cli/project-root';
import { COMPILED_DIR, findCompiledModule, hashSource, toCompiledName } from '../cli/compiled-modules.mjs';
import { readIfThere } from '../cli/read-if-there';

/** Compiled modules kept: the build's few, and those the tests compile from their own folders. */
const KEPT_MODULES = 32;

/**
 * A compiled folder is removed once it is both past the KEPT_MODULES used last and unused for this long:
 * a command still running may import one of its chunks late (what it loads only when it runs).
 */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the compiled folders past the KEPT_MODULES used last and unused for KEPT_FOR_MS, what crashed
 * compiles left (a folder or record under a name of its own), and the records of modules whose folder is
 * gone (each test compiles modules of its own).
 */
async function pruneCompiled(): Promise<void> {
  const entries = await readdir(COMPILED_DIR, { withFileTypes: true });
  const dated = await Promise.all(
    entries.map(async (entry) => ({
      entry,
      at: (await stat(join(COMPILED_DIR, entry.name)).catch(() => undefined))?.mtimeMs ?? 0,
    })),
  );
  const old = Date.now() - KEPT_FOR_MS;
  const folders = dated.filter(({ entry }) => entry.isDirectory()).sort((a, b) => b.at - a.at);
  const kept = new Set(
    folders.filter(({ at }, index) => index < KEPT_MODULES || at > old).map(({ entry }) => entry.name),
  );
  const readFolder = async (record: string) => {
    try {
      return dirname((JSON.parse(await readFile(record, 'utf8')) as { entry: string }).entry);
    } catch {
      return undefined;
    }
  };
  await Promise.all(
    dated.map(async ({ entry, at }) => {
      const path = join(COMPILED_DIR, entry.name);
      if (entry.isDirectory()) {
        if (!kept.has(entry.name)) await rm(path, { recursive: true, force: true });
      } else if (entry.name.endsWith('.json')) {
        const folder = await readFolder(path);
        // A record written since the folders were listed is left for the next prune.
        if (at < old && (folder === undefined || !kept.has(folder))) await rm(path, { force: true });
      } else if (at < old) await rm(path, { force: true });
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
    const tempDir = join(COMPILED_DIR, unique);
    const hash = createHash('sha256');
    for (const output of result.outputFiles) hash.update(relative(tempDir, output.path)).update(output.contents);
    const folder = `${name}-${hash.digest('hex').slice(0, 12)}`;
    await mkdir(tempDir, { recursive: true });
    await Promise.all(result.outputFiles.map((output) => writeFile(output.path, output.contents)));
    await rename(tempDir, join(COMPILED_DIR, folder)).catch(async (error: NodeJS.ErrnoException) => {
      // The same folder, written already (by another process, or before): used now.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(tempDir, { recursive: true, force: true });
      const now = new Date();
      await utimes(join(COMPILED_DIR, folder), now, now);
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
