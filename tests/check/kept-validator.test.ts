import { mkdtempSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { keepCompiledValidator } from '#scripts/cli/keep-compiled-validator';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { loadSite } from '#site/loading/load-site';
import { createSiteValidator, type SiteValidator } from '#site/validation/validate-site';

const fixtures = join(import.meta.dirname, '..', 'fixtures');
const manifests = readdirSync(fixtures).filter((name) => name.endsWith('.yaml'));

const check = (validator: SiteValidator, name: string) =>
  loadSite({
    file: name,
    text: readFileSync(join(fixtures, name), 'utf8'),
    validator,
    assetExists: (path) => !path.includes('missing'),
  });

it('a validator loaded from the kept code finds what the compiled one finds, in every fixture, and is kept once', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-validator-'));
  const store = keepCompiledValidator(dir);
  const reads: Array<string | undefined> = [];
  const counted = { ...store, read: (key: string) => (reads.push(store.read(key)), reads.at(-1)) };
  const schemas = readSiteSchemas();

  createSiteValidator(schemas, counted);
  // The first compiled and kept its code; the second loaded it, and compiled nothing.
  const loaded = createSiteValidator(schemas, counted);
  expect(reads.map((code) => code !== undefined)).toEqual([false, true]);
  expect(readdirSync(dir)).toHaveLength(1);

  const compiled = createSiteValidator(schemas);
  for (const name of manifests) {
    const [fromKept, fromCompiler] = [check(loaded, name), check(compiled, name)];
    // Same problems (with their places and messages), and the same site: defaults filled, links found.
    expect(fromKept, name).toEqual(fromCompiler);
  }
  expect(manifests.length).toBeGreaterThan(15);
  expect(check(loaded, 'broken-link.yaml').problems.map((problem) => problem.code)).toContain('broken-link');
});

it('other schemas are compiled and kept apart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-validator-'));
  const schemas = readSiteSchemas();
  createSiteValidator(schemas, keepCompiledValidator(dir));
  const site = schemas.files['schemas/site.schema.json'];
  const changed = { files: { ...schemas.files, 'schemas/site.schema.json': { ...site, description: 'changed' } } };
  createSiteValidator(changed, keepCompiledValidator(dir));
  expect(readdirSync(dir)).toHaveLength(2);
});

it('keeps the last four validators written, not one for every change to the schemas ever made', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-validators-'));
  const store = keepCompiledValidator(dir);
  ['a', 'b', 'c', 'd', 'e', 'f'].forEach((key, index) => {
    store.write(key, `module.exports = "${key}"`);
    // Written within a millisecond of each other, they could share a time: each is made a minute older than the next.
    const at = new Date(Date.now() - (6 - index) * 60_000);
    utimesSync(join(dir, `${key}.cjs`), at, at);
  });
  expect(readdirSync(dir).sort()).toEqual(['c.cjs', 'd.cjs', 'e.cjs', 'f.cjs']);
  expect(store.read('f')).toBe('module.exports = "f"');
  expect(store.read('a')).toBeUndefined();
});
