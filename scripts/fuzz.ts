import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadSite } from '../src/site/loading/load-site';
import { createSiteValidator } from '../src/site/validation/validate-site';
import { findIncludedFiles } from './cli/find-included-files';
import { createRandom, MUTATIONS, mutateManifest } from './fuzz/mutate-manifest';
import { readCount, readOptions } from './cli/read-options';
import { readSiteSchemas } from './cli/read-site-schemas';
import { projectRoot } from './cli/project-root';

/**
 * `tsx scripts/fuzz.ts --seed N --cases N`: damages the shipped site.yaml in seeded ways and checks each
 * result. Prints one JSON line per case as it ends ({ case, mutation, ms, ok, why? }), so a watcher can
 * tell which case hangs. The bar: no exception, every problem located inside the file.
 */
const USAGE = 'usage: node --import tsx scripts/fuzz.ts [--seed N] [--cases N]';
const { values } = readOptions(USAGE, { seed: { type: 'string' }, cases: { type: 'string' } });
const seed = readCount('seed', values.seed, 1, USAGE, 0);
const cases = readCount('cases', values.cases, 300, USAGE);
const manifest = join(projectRoot, 'site.yaml');
const original = readFileSync(manifest, 'utf8');
// The page files stay as shipped; the damaged site.yaml may stop including them, or include them twice.
const pageTexts = new Map<string, string>();
const readIncluded = (pattern: string) =>
  findIncludedFiles(manifest, pattern).map((path) => {
    const file = relative(projectRoot, path);
    if (!pageTexts.has(file)) pageTexts.set(file, readFileSync(path, 'utf8'));
    return { file, text: pageTexts.get(file)! };
  });
const validator = createSiteValidator(readSiteSchemas());
const random = createRandom(seed);
// Untimed: the first load compiles and optimises what every later one reuses.
for (const text of [original, original.replace('title: ', 'title: [')])
  loadSite({ file: 'site.yaml', text, validator, assetExists: () => true, readIncluded });

for (let index = 0; index < cases; index++) {
  const mutation = MUTATIONS[index % MUTATIONS.length];
  const text = mutateManifest(original, mutation, random);
  const lines = text.split('\n');
  const started = performance.now();
  let why: string | undefined;
  try {
    const { problems } = loadSite({ file: 'site.yaml', text, validator, assetExists: () => true, readIncluded });
    const linesOf = (file: string) => (file === 'site.yaml' ? lines : (pageTexts.get(file)?.split('\n') ?? []));
    const outside = problems.find((problem) => {
      const inFile = linesOf(problem.file);
      return (
        problem.line < 1 ||
        problem.line > inFile.length ||
        problem.col < 1 ||
        problem.col > inFile[problem.line - 1].length + 1
      );
    });
    if (outside)
      why = `problem outside its file: ${outside.file}:${outside.line}:${outside.col} ${outside.code} ${outside.message.slice(0, 200)}`;
  } catch (error) {
    why = `threw: ${(error as Error).stack?.slice(0, 500)}`;
  }
  const ms = Math.round(performance.now() - started);
  console.log(JSON.stringify({ case: index, mutation, ms, ok: why === undefined, ...(why && { why }) }));
}
