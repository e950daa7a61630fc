import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { startFakeTableService } from '../testing/fake-table-service';
import { createTestDist, startServerProcess, stopWhenForwarded } from '../testing/lead-process';
import { validContact } from '../testing/lead-test-server';
import { startTcpProxy } from '../testing/tcp-proxy';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
/** The server's connections carry this name, so the test ends only them on a server others use too. */
const APPLICATION_NAME = 'leads_connection_loss_test';
const SCHEMA = 'connection_loss';

/** The database URL with this test's schema and an application name, optionally through another port. */
function withOptions(url: string, applicationName: string, port?: number): string {
  const parsed = new URL(url);
  if (port !== undefined) parsed.port = String(port);
  parsed.searchParams.set('options', `-c search_path=${SCHEMA}`);
  parsed.searchParams.set('application_name', applicationName);
  return parsed.toString();
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * PostgreSQL drops the server's connections twice during a stream of leads: its backends are ended
 * (pg_terminate_backend, as a restart or an idle timeout does), then the database goes away altogether
 * for a while (a proxy between the server and PostgreSQL cut, then restored). The server stays up,
 * answers 503 with Retry-After while the database is away, and every lead answered 201 is stored once.
 */
it.skipIf(!testDatabaseUrl)(
  'survives dropped database connections during a stream of leads: every lead answered 201 is stored exactly once',
  async () => {
    // The test's own connections: a pool, so they too outlast a connection dropped by the server that
    // others' tests share, and a name of their own, so the test does not end them with the server's.
    const admin = new pg.Pool({ connectionString: withOptions(testDatabaseUrl!, `${APPLICATION_NAME}_admin`), max: 2 });
    admin.on('error', () => undefined);
    cleanups.push(() => admin.end());
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.query(`create schema ${SCHEMA}`);

    const target = new URL(testDatabaseUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(proxy.close);
    const upstream = await startFakeTableService();
    cleanups.push(upstream.close);
    const server = await startServerProcess({
      SITE_DIST: createTestDist(),
      DATABASE_URL: withOptions(testDatabaseUrl!, APPLICATION_NAME, proxy.port),
      AIRTABLE_TOKEN: 'tok',
      AIRTABLE_BASE_ID: 'appBase',
      AIRTABLE_API_URL: upstream.url,
      // A batch claimed just before the database went away is taken again once its lease (twice this) ends.
      AIRTABLE_TIMEOUT_SECONDS: '1',
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });

    const total = 300;
    const stored = new Map<string, string>();
    const answers: number[] = [];
    const unanswered: string[] = [];
    let missingRetryAfter = 0;
    let unavailableWhileAway = 0;
    let terminated: Promise<number> | undefined;
    let away: 'not yet' | 'away' | 'back' = 'not yet';

    /** One visitor's lead, sent again with the same Idempotency-Key after each 503, as the site's client does. */
    const sendLead = async (index: number) => {
      const email = `stream${index}@company.example`;
      for (let attempt = 0; attempt < 2000; attempt++) {
        let response: Response;
        try {
          response = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': `stream-${index}` },
            body: JSON.stringify({ ...validContact, email }),
          });
        } catch (error) {
          unanswered.push(`${email}: ${String((error as Error).cause ?? error)}`);
          return;
        }
        answers.push(response.status);
        if (response.status === 201) {
          stored.set(email, ((await response.json()) as { id: string }).id);
          break;
        }
        await response.arrayBuffer();
        if (response.status !== 503) return;
        if (response.headers.get('retry-after') === null) missingRetryAfter++;
        if (away === 'away' && ++unavailableWhileAway >= 30) {
          away = 'back';
          proxy.restore();
        }
      }
      // The first event once enough leads are in: the server's backends are ended mid-stream.
      if (stored.size >= 60 && !terminated)
        terminated = admin
          .query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
            APPLICATION_NAME,
          ])
          .then((result) => result.rowCount ?? 0);
      // Then the database goes away until the server has answered 30 requests 503.
      if (stored.size >= 150 && away === 'not yet') {
        away = 'away';
        proxy.cut();
      }
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) await sendLead(next++);
      }),
    );

    // The process stayed up and answered every request.
    expect(server.child.exitCode, server.output()).toBe(null);
    expect(unanswered).toEqual([]);
    expect(await terminated).toBeGreaterThan(0);
    expect(away).toBe('back');
    expect(answers.filter((status) => status === 503).length).toBeGreaterThanOrEqual(30);
    expect(missingRetryAfter).toBe(0);
    expect(new Set(answers), server.output()).toEqual(new Set([201, 503]));
    expect(server.output()).toContain('the lead database dropped a connection');

    // Every lead answered 201 is in the database once, under the id it was answered with.
    const { rows } = await admin.query<{ id: string; email: string }>(
      "select id, fields->>'email' as email from leads",
    );
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    const lost = [...stored].filter(([email, id]) => byEmail.get(email) !== id);
    expect({ answered201: stored.size, lost: lost.length, duplicates: rows.length - byEmail.size }).toEqual({
      answered201: total,
      lost: 0,
      duplicates: 0,
    });
    expect(rows).toHaveLength(total);

    // And the outbox, on the same connections, forwards them: one row each at the service.
    expect(await stopWhenForwarded([server])).toEqual([0]);
    const forwarded = upstream.requests.flatMap((request) => request.records.map((record) => record.fields['Lead ID']));
    expect(new Set(forwarded)).toEqual(new Set(stored.values()));
    expect(upstream.rows.get('Contact_Information')).toHaveLength(total);
  },
  180_000,
);
