import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { findIncludedFiles } from '#scripts/cli/find-included-files';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { createSiteValidator } from '#site/validation/validate-site';

const root = join(import.meta.dirname, '..', '..');

it('the shipped site.yaml, as written (templates and all), passes the schema an editor checks it with', () => {
  const { validate } = createSiteValidator(readSiteSchemas());
  const { errors } = validate(parse(readFileSync(join(root, 'site.yaml'), 'utf8')));
  expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
});

it('every shipped page file passes the page-file schema its $schema line names', async () => {
  const { default: Ajv } = await import('ajv');
  const { default: addFormats } = await import('ajv-formats');
  // The editor knows no x- keywords either: it checks the shape, the loader checks the rest.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const base = 'https://schemas.local/';
  for (const [file, schema] of Object.entries(readSiteSchemas().files)) ajv.addSchema({ ...schema, $id: base + file });
  const validatePage = ajv.getSchema(`${base}schemas/page-file.schema.json`)!;
  const pages = findIncludedFiles(join(root, 'site.yaml'), 'pages/**/*.yaml');
  expect(pages.length).toBeGreaterThan(0);
  for (const file of pages) {
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/page-file.schema.json');
    expect(validatePage(parse(text)), JSON.stringify(validatePage.errors)).toBe(true);
  }
});
