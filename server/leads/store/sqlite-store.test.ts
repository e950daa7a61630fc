import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite-store';

const lead = (index: number) => ({
  kind: 'player' as const,
  spam: false,
  requestHash: `hash-${index}`,
  fields: { firstName: 'Ada', lastName: `Lovelace ${index}`, email: `ada${index}@analytical.example` },
});

describe('the embedded store', () => {
  it('says which file it could not open, instead of hanging', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-open-'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    const file = join(dir, 'not-a-folder', 'leads.db');
    await expect(openSqliteStore(file)).rejects.toThrow(`The lead database ${file} could not be opened`);
  });

  it('answers every save of a burst with its own id, each once committed, and time-ordered ids', async () => {
    const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'sqlite-burst-')), 'leads.db'));
    const results = await Promise.all(Array.from({ length: 300 }, (_, index) => store.save(lead(index))));
    const ids = results.map((result) => (result.status === 'created' ? result.id : ''));
    expect(new Set(ids).size).toBe(300);
    const rows = await store.exportRows();
    expect(rows).toHaveLength(300);
    // Saved in this order, so the ids sort the same way: inserts append to the key's index.
    expect([...ids].sort()).toEqual(ids);
    expect(rows.map((row) => row.fields.lastName)).toEqual(
      Array.from({ length: 300 }, (_, index) => `Lovelace ${index}`),
    );
    await store.close();
  });

  it('commits the saves still queued when it is closed, and refuses calls afterwards', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sqlite-close-')), 'leads.db');
    const store = await openSqliteStore(file);
    const saving = Promise.all([store.save(lead(1)), store.save(lead(2))]);
    await store.close();
    expect((await saving).map((result) => result.status)).toEqual(['created', 'created']);
    await expect(store.health(Date.now())).rejects.toThrow('The lead database is closed.');
    await expect(store.save(lead(3))).rejects.toThrow('The lead database is closed.');
    await store.close(); // A second close is harmless.
    const reopened = await openSqliteStore(file);
    expect(await reopened.exportRows()).toHaveLength(2);
    await reopened.close();
  });

  it('runs a call after the saves made before it, even in the same turn', async () => {
    const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'sqlite-order-')), 'leads.db'));
    const saved = store.save(lead(1));
    const rows = await store.exportRows();
    expect(rows.map((row) => row.id)).toEqual([((await saved) as { id: string }).id]);
    await store.close();
  });
});
