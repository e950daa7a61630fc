import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listBlockTypes, readCollectionSchemas, readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { projectRoot } from '#scripts/cli/project-root';
import { problemCatalogue, type ProblemCode } from '#site/problems/problem-catalogue';

const readDoc = (name: string) => readFileSync(join(projectRoot, 'docs', name), 'utf8');

it('docs/errors.md explains every problem the check can report, under a heading named after it', () => {
  const errors = readDoc('errors.md');
  for (const code of Object.keys(problemCatalogue) as ProblemCode[]) {
    expect(errors, code).toContain(`\n## ${code}\n`);
    expect(errors, code).toContain(problemCatalogue[code].means);
  }
});

it('docs/blocks.md has a section, fields and an example for every block, and describes every collection and icon name', () => {
  const blocks = readDoc('blocks.md');
  for (const type of listBlockTypes()) {
    const section = blocks.split(`\n## ${type}\n`)[1]?.split('\n## ')[0] ?? '';
    expect(section, type).toContain(`| \`type\` | always \`${type}\` | yes |`);
    expect(section, type).toContain(`\`\`\`yaml\n- type: ${type}\n`);
  }
  for (const name of Object.keys(readCollectionSchemas())) expect(blocks).toContain(`\n### ${name} collection\n`);
  const icons = readSiteSchemas().files['schemas/definitions.schema.json'].definitions.icon.enum as string[];
  for (const icon of icons) expect(blocks).toContain(`\`${icon}\``);
  // A picture's fields are spelled out once, where every field taking one links.
  expect(blocks).toContain('| `image` | [picture](#picture) |');
  expect(blocks).toContain('| `alt` | text, up to 300 characters | yes |');
});
