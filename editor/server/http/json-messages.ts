import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestError } from './request-error';

/** The largest request the editor reads: a whole page file with room to spare. */
const MAX_BODY = 5_000_000;

/**
 * A request's JSON object body; a body over `limit` bytes, not JSON, or not an object is the sender's mistake (4xx).
 */
export async function readJson(request: IncomingMessage, limit = MAX_BODY): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new RequestError(413, 'the change is too large');
    chunks.push(chunk as Buffer);
  }
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new RequestError(400, 'the request is not a JSON object');
}

/** A JSON answer no cache keeps. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(JSON.stringify(body));
}
