import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { CompiledValidatorStore } from '#site/validation/validate-site';
import { projectRoot } from './project-root';

/** The compiled code requires ajv's runtime helpers and ajv-formats' formats: from the project's packages. */
const requireFromProject = createRequire(join(projectRoot, 'package.json'));

/** The code ajv writes, and the formats it requires, change with their versions: part of every key. */
const COMPILER_VERSIONS = ['ajv', 'ajv-formats']
  .map((name) => `${name}@${(requireFromProject(`${name}/package.json`) as { version: string }).version}`)
  .join(' ');

/** Validators kept: each is about 900 KB, and one is made for every change to the schemas. */
const KEPT_VALIDATORS = 4;

/** Removes all but the KEPT_VALIDATORS most recently written (a file another process removes first is simply gone). */
function pruneValidators(dir: string): void {
  const written = readdirSync(dir)
    .filter((name) => name.endsWith('.cjs'))
    .map((name) => ({ file: join(dir, name), at: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.at - a.at);
  for (const { file } of written.slice(KEPT_VALIDATORS)) rmSync(file, { force: true });
}

/**
 * The site validator's compiled code, kept in `dir` (`.build/validators/` by default) by the hash of the
 * schemas it was compiled from: a check or build in a new process loads it instead of compiling the
 * schemas again (half a second). Written under a name of its own and renamed: processes that check at
 * once share the folder, and a reader finds a whole file or none. The last few are kept (KEPT_VALIDATORS).
 */
export function keepCompiledValidator(dir = join(projectRoot, '.build', 'validators')): CompiledValidatorStore {
  const fileOf = (key: string) => join(dir, `${key}.cjs`);
  return {
    hash: (text) => createHash('sha256').update(COMPILER_VERSIONS).update(text).digest('hex'),
    read: (key) => {
      try {
        return readFileSync(fileOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    write: (key, code) => {
      mkdirSync(dir, { recursive: true });
      const unique = `${fileOf(key)}.${process.pid}-${randomUUID()}`;
      writeFileSync(unique, code);
      renameSync(unique, fileOf(key));
      pruneValidators(dir);
    },
    load: (code, keywords) => {
      const module = { exports: {} as { default?: unknown } };
      // The code is ajv's, from schemas this project holds: run as the compiler itself runs what it makes.
      // `self` is the ajv instance our keywords are called on; they never read it.
      new Function('module', 'exports', 'require', 'keywords', 'self', code)(
        module,
        module.exports,
        requireFromProject,
        keywords,
        undefined,
      );
      return module.exports as ValidateFunction;
    },
  };
}
