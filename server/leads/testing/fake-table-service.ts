import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TableRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  fieldsToMergeOn?: string[];
  records: { fields: Record<string, unknown> }[];
  /** When the request arrived, on the test's clock. */
  at: number;
  /** The status answered, or 0 when no answer was sent. */
  status: number;
}

/**
 * What the fake does with a request: `accept` stores it and answers as the service does; `store-then-stall`
 * stores it but answers only once the client has gone (a service slower than the client's timeout, or a
 * client killed mid-send); a status answers that without storing anything.
 */
export type TableBehaviour =
  'accept' | 'store-then-stall' | { status: number; headers?: Record<string, string>; body?: unknown };

export interface FakeTableServiceOptions {
  /** Chooses the behaviour for each request; every request is accepted by default. */
  decide?: (request: TableRequest, index: number) => TableBehaviour;
  readClock?: () => number;
  /**
   * The base's tables and their fields, as the service checks them: a request to another table is
   * answered 404 and a record naming another field 422 UNKNOWN_FIELD_NAME, as the service answers. A
   * function, so a test can create the missing field while the server runs. Any table and field by default.
   */
  schema?: () => Record<string, string[]>;
}

/**
 * The table-database service on loopback, with its update-records endpoint's upsert: `PATCH /v0/{base}/{table}`
 * with `performUpsert.fieldsToMergeOn` updates the row whose merge fields match and creates the others; a
 * plain `POST` creates a row per record. At most 10 records a request. `rows` holds each table's rows, so a
 * test counts what the service ended up with, not what it was sent.
 */
export async function startFakeTableService(options: FakeTableServiceOptions = {}) {
  const readClock = options.readClock ?? (() => performance.now());
  const rows = new Map<string, Record<string, unknown>[]>();
  const requests: TableRequest[] = [];
  let nextRecordId = 1;

  const store = (table: string, request: TableRequest) => {
    const tableRows = rows.get(table) ?? [];
    rows.set(table, tableRows);
    const created: string[] = [];
    const updated: string[] = [];
    const records = request.records.map(({ fields }) => {
      const merge = request.method === 'PATCH' ? request.fieldsToMergeOn : undefined;
      const existing = merge && tableRows.find((row) => merge.every((field) => row[field] === fields[field]));
      if (existing) {
        Object.assign(existing, fields);
        updated.push(String(existing.id));
        return { id: existing.id, fields: existing };
      }
      const row = { id: `rec${nextRecordId++}`, ...fields };
      tableRows.push(row);
      created.push(row.id);
      return { id: row.id, fields: row };
    });
    return request.method === 'PATCH' ? { records, createdRecords: created, updatedRecords: updated } : { records };
  };

  const server = createServer((incoming, response) => {
    let text = '';
    incoming.on('data', (chunk) => (text += chunk));
    incoming.on('end', () => {
      const body = JSON.parse(text) as {
        records: TableRequest['records'];
        performUpsert?: { fieldsToMergeOn: string[] };
      };
      const request: TableRequest = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        fieldsToMergeOn: body.performUpsert?.fieldsToMergeOn,
        records: body.records,
        at: readClock(),
        status: 0,
      };
      const table = decodeURIComponent(request.path.split('/')[3] ?? '');
      requests.push(request);
      const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        request.status = status;
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(payload));
      };
      if (request.records.length > 10)
        return answer(422, { error: { type: 'INVALID_RECORDS', message: 'At most 10 records a request' } });
      if (request.method === 'PATCH' && (request.fieldsToMergeOn?.length ?? 0) === 0)
        return answer(422, {
          error: { type: 'INVALID_REQUEST_UNKNOWN', message: 'PATCH without record ids needs performUpsert' },
        });
      const schema = options.schema?.();
      if (schema && !Object.hasOwn(schema, table))
        return answer(404, { error: { type: 'TABLE_NOT_FOUND', message: `Could not find table ${table}` } });
      const unknown =
        schema &&
        [...(request.fieldsToMergeOn ?? []), ...request.records.flatMap((record) => Object.keys(record.fields))].find(
          (field) => !schema[table].includes(field),
        );
      if (unknown !== undefined)
        return answer(422, { error: { type: 'UNKNOWN_FIELD_NAME', message: `Unknown field name: "${unknown}"` } });
      const behaviour = options.decide?.(request, requests.length - 1) ?? 'accept';
      if (behaviour === 'accept') return answer(200, store(table, request));
      if (behaviour === 'store-then-stall') {
        // Never answered: the client gives up (or dies) without knowing the rows were stored.
        store(table, request);
        return undefined;
      }
      return answer(behaviour.status, behaviour.body ?? {}, behaviour.headers);
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rows,
    requests,
    /** The most requests that arrived within any one second: the service's rate limit counts these. */
    mostRequestsInOneSecond: () =>
      Math.max(
        0,
        ...requests.map(({ at: start }) => requests.filter(({ at }) => at >= start && at < start + 1000).length),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
