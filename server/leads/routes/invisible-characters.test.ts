import { afterEach, expect, it } from 'vitest';
import { startLeadTestServer, validContact } from '../testing/lead-test-server';

let server: Awaited<ReturnType<typeof startLeadTestServer>> | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

/** Posts raw JSON text, so a lone surrogate goes on the wire as the escape a hand-made request sends. */
const postRaw = (url: string, json: string) =>
  server!.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });

const INVISIBLE = 'must not contain invisible characters, such as zero-width spaces or direction marks.';

it('answers 400 with the field messages for invisible and broken characters, and stores nothing', async () => {
  server = await startLeadTestServer();
  const contact = JSON.stringify({
    ...validContact,
    firstName: 'Ada\u200B',
    lastName: '\u202Eecalevol',
    company: 'Analytical \u2066Engines\u2069',
    email: 'ada\u200D@analytical.example',
  });
  const refused = await postRaw('/api/contact', contact.replace('We would like', 'We \\ud800 would like'));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({
    errors: {
      firstName: `First name ${INVISIBLE}`,
      lastName: `Last name ${INVISIBLE}`,
      company: `Company name ${INVISIBLE}`,
      email: 'Please enter a valid email address.',
      message: 'Message must not contain broken characters.',
    },
  });
  const player = await postRaw(
    '/api/players',
    '{"firstName":"\\udc00\\udc00","lastName":"\\u3164\\u3164","email":"ada@analytical.example"}',
  );
  expect(player.statusCode).toBe(400);
  expect(player.json()).toEqual({
    errors: {
      firstName: 'First name must not contain broken characters.',
      lastName: `Last name ${INVISIBLE}`,
    },
  });
  expect(await server.store.exportRows()).toEqual([]);
});

it('stores names composed (NFC), as the browser checked them', async () => {
  server = await startLeadTestServer();
  const stored = await postRaw(
    '/api/contact',
    JSON.stringify({ ...validContact, firstName: 'Rene\u0301e', lastName: 'Bro\u0308nte' }),
  );
  expect(stored.statusCode).toBe(201);
  const [row] = await server.store.exportRows();
  expect([row.fields.firstName, row.fields.lastName]).toEqual(['Ren\u00E9e', 'Br\u00F6nte']);
});
