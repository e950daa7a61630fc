import { expect, it, onTestFinished } from 'vitest';
import { startFakeTableService } from '../testing/fake-table-service';
import { createTestDist, startServerProcess, stopWhenForwarded } from '../testing/lead-process';
import { validContact } from '../testing/lead-test-server';
import { createTestSchema } from '../testing/test-schema';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Two instances on one PostgreSQL database, both forwarding: each lead reaches the service once. */
it.skipIf(!testDatabaseUrl)(
  'two server instances share DATABASE_URL; their forwarders never send a lead twice',
  async () => {
    // A schema of this run's own, so neither the contract tests nor another run of this file share its tables.
    const schema = await createTestSchema(testDatabaseUrl!, 'shared_instances');
    onTestFinished(schema.drop);

    const upstream = await startFakeTableService();
    const dist = createTestDist();
    const env = {
      SITE_DIST: dist,
      DATABASE_URL: schema.url(),
      AIRTABLE_TOKEN: 'tok',
      AIRTABLE_BASE_ID: 'appBase',
      AIRTABLE_API_URL: upstream.url,
    };
    const instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);

    const emails = Array.from({ length: 60 }, (_, index) => `shared${index}@company.example`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        fetch(`${instances[index % 2].url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validContact, email }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
    expect(await stopWhenForwarded(instances)).toEqual([0, 0]);
    await upstream.close();

    const received = upstream.requests.flatMap((request) =>
      request.records.map((record) => record.fields['Email Address']),
    );
    const output = instances.map((instance, index) => `instance ${index}:\n${instance.output()}`).join('\n');
    expect(received.sort(), output).toEqual([...emails].sort());
    expect(upstream.rows.get('Contact_Information'), output).toHaveLength(emails.length);
    // Batches of at most 10: the 60 leads took several requests between them. How those requests are
    // spaced is checked on a controlled clock (forwarder.test.ts, two forwarders on one store): measured
    // here, on real timers, it would depend on how busy the machine is.
    expect(upstream.requests.length).toBeGreaterThanOrEqual(6);
  },
  90_000,
);
