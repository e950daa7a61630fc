import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { addEntry } from './add-entry';
import { bundleSchemas } from '../bundle-schemas';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

it('starts the list of a collection that has no entry yet, adding only lines', () => {
  dir = mkdtempSync(join(tmpdir(), 'add-entry-'));
  const manifest = join(dir, 'site.yaml');
  const before =
    '# my site\nsettings:\n  company: Acme # the name\ncollections:\n  facts:\n    - id: a\n      facts: [One.]\n';
  writeFileSync(manifest, before);
  const schema = bundleSchemas().collections.clients;
  expect(addEntry(manifest, { collection: 'clients', id: 'globex', schema, assets: [] })).toEqual({
    file: 'site.yaml',
    at: ['collections', 'clients', 0],
    done: 'added the Clients entry globex to site.yaml',
  });
  expect(readFileSync(manifest, 'utf8')).toBe(`${before}  clients:\n    - id: globex\n      name: Globex\n`);
});
