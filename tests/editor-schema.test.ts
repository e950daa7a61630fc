import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSiteSchemas } from '../scripts/lib/read-site-schemas';
import { createSiteValidator } from '../src/site/validate-site';

const root = join(import.meta.dirname, '..');

it('the shipped site.yaml, as written (templates and all), passes the schema an editor checks it with', () => {
  const { validate } = createSiteValidator(readSiteSchemas());
  const { errors } = validate(parse(readFileSync(join(root, 'site.yaml'), 'utf8')));
  expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
});
