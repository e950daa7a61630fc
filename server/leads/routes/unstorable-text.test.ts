import { afterEach, describe, expect, it } from 'vitest';
import type { LeadStore } from '../store/lead-store';
import { openPostgresStore } from '../store/postgres-store';
import { startLeadTestServer, validContact } from '../testing/lead-test-server';
import { createTestSchema } from '../testing/test-schema';

/**
 * A NUL or half a surrogate pair: SQLite keeps such text, PostgreSQL refuses it (and the post used to get
 * a 503 there). Both stores answer the same: a 400 naming the field, nothing stored.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set: PostgreSQL must be tested in CI.');

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

const stores: Array<[string, (() => Promise<LeadStore>) | undefined]> = [
  ['SQLite', undefined],
  [
    'PostgreSQL',
    databaseUrl
      ? async () => {
          const schema = await createTestSchema(databaseUrl, 'unstorable_text');
          cleanUp.push(schema.drop);
          return openPostgresStore(schema.url());
        }
      : undefined,
  ],
];

describe.each(stores)('on %s', (name, openStore) => {
  const start = async () => {
    if (name === 'PostgreSQL' && !openStore) return undefined;
    const server = await startLeadTestServer({ store: await openStore?.() });
    cleanUp.push(
      () => server.store.close(),
      () => server.app.close(),
    );
    return server;
  };
  /** Raw JSON text, so the escapes go on the wire as a hand-made request sends them. */
  const post = (server: Awaited<ReturnType<typeof start>>, url: string, json: string) =>
    server!.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });

  it('answers 400 with the field message for a NUL or a lone surrogate, in any field, and stores nothing', async () => {
    const server = await start();
    if (!server) return;
    const contact = JSON.stringify(validContact);
    const nulInMessage = await post(server, '/api/contact', contact.replace('We would like', 'We\\u0000 would like'));
    expect(nulInMessage.statusCode).toBe(400);
    expect(nulInMessage.json()).toEqual({ errors: { message: 'Message must not contain control characters.' } });

    // A filled honeypot (a bot's post) is stored as it came, unchecked: its text must still be storable.
    const spam = (fields: string) => post(server, '/api/contact', `{${fields},"website":"https://spam.example"}`);
    const nulSpam = await spam('"firstName":"Ada\\u0000","message":"buy now"');
    expect(nulSpam.statusCode).toBe(400);
    expect(nulSpam.json()).toEqual({ errors: { firstName: 'First name must not contain control characters.' } });
    const surrogateSpam = await spam('"message":"buy \\ud800 now, cheap"');
    expect(surrogateSpam.statusCode).toBe(400);
    expect(surrogateSpam.json()).toEqual({ errors: { message: 'Message must not contain broken characters.' } });
    const honeypot = await post(server, '/api/players', '{"firstName":"Ada","website":"\\udc00\\u0000"}');
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json()).toEqual({
      errors: { website: 'This field must not contain control characters or broken characters.' },
    });
    const nested = await spam('"extra":{"a\\u0000":["x"]}');
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ errors: { extra: 'Unknown field.' } });

    expect(await server.store.exportRows()).toEqual([]);
    // Ordinary spam is still taken in, quietly.
    expect((await spam('"message":"buy now"')).statusCode).toBe(201);
    expect((await server.store.exportRows()).map((row) => row.state)).toEqual(['spam']);
  });
});
