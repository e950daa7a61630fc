import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { expect, it } from 'vitest';
import { listBlockTypes } from '#scripts/cli/read-site-schemas';
import { projectRoot } from '#scripts/cli/project-root';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { formatProblem } from '#site/problems/problem';

function readExamples(type: string): Record<string, unknown>[] {
  const schema = JSON.parse(readFileSync(join(projectRoot, 'blocks', type, 'schema.json'), 'utf8')) as {
    examples?: Record<string, unknown>[];
  };
  return schema.examples ?? [];
}

it('every block schema carries an example (docs/blocks.md shows it; messages about a block can too)', () => {
  const without = listBlockTypes().filter((type) => readExamples(type).length === 0);
  expect(without, 'add "examples": [{ "type": ..., ... }] to these blocks/<type>/schema.json').toEqual([]);
});

it('every block example passes the check, each on a page of its own in the shipped site', () => {
  // The shipped manifest holds the collections and pages the examples refer to (products: all, /contact…).
  // The copy sits beside it, so whatever site.yaml refers to by a relative path is found as it is.
  const document = parseDocument(readFileSync(join(projectRoot, 'site.yaml'), 'utf8'));
  const examples = listBlockTypes().flatMap((type) =>
    readExamples(type).map((block, index) => ({ type, index, block })),
  );
  for (const { type, index, block } of examples) {
    document.addIn(['routes'], {
      path: `/block-examples/${type}-${index}`,
      title: `Example of ${type}`,
      description: `The example of ${type} from its schema.`,
      blocks: [block],
    });
  }
  const copy = join(projectRoot, `.block-examples-${process.pid}.yaml`);
  try {
    writeFileSync(copy, document.toString());
    const errors = loadSiteFromDisk(copy).problems.filter((problem) => problem.severity === 'error');
    expect(errors.map(formatProblem)).toEqual([]);
  } finally {
    rmSync(copy, { force: true });
  }
  expect(examples.length).toBeGreaterThanOrEqual(listBlockTypes().length);
});
