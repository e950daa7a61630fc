import type { IncomingMessage, ServerResponse } from 'node:http';
import { NewPageError } from '../../../scripts/new-page/add-page';
import { EntryInUseError } from '../project/delete-entry';
import { ForbiddenFileError } from '../project/editable-files';
import { YamlWriteError } from '../yaml/write-yaml-value';
import type { EditorApi } from './create-editor-api';
import { RequestError } from './request-error';

const MAX_BODY = 5_000_000;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new RequestError(413, 'the change is too large');
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

/**
 * Answers one request of the editor's API at `url` (its path as the API names it, `/api/…`), or returns false
 * when the API has no such request (a page or a file, which the caller serves). A refusal is a 4xx with a
 * sentence; anything unforeseen a 500 that says nothing was saved, its stack trace in the server's log only.
 */
export async function answerEditorRequest(
  request: IncomingMessage,
  response: ServerResponse,
  api: EditorApi,
  url: URL,
): Promise<boolean> {
  const handler = api[`${request.method} ${url.pathname}`];
  if (!handler) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { error: 'not an editor request' });
      return true;
    }
    return false;
  }
  try {
    const body = request.method === 'POST' ? await readJson(request) : {};
    sendJson(response, 200, await handler(body, url));
  } catch (error) {
    if (error instanceof RequestError) sendJson(response, error.status, { error: error.message, ...error.extra });
    else if (error instanceof EntryInUseError)
      sendJson(response, 422, { error: error.message, linking: error.referrers });
    else if (error instanceof ForbiddenFileError) sendJson(response, 403, { error: error.message });
    else if (error instanceof YamlWriteError || error instanceof NewPageError)
      sendJson(response, 422, { error: error.message });
    else {
      console.error(error);
      sendJson(response, 500, { error: 'the editor failed on this request; nothing was saved. See the terminal.' });
    }
  }
  return true;
}
