import type { IncomingMessage, ServerResponse } from 'node:http';
import { NewPageError } from '#scripts/new-page/add-page';
import { MAX_PICTURE_BYTES } from '#site/pictures/picture-kinds';
import { OutsideSiteError } from '../files/resolve-site-file';
import { EntryInUseError } from '../project/edits/delete-entry';
import { ForbiddenFileError } from '../project/editable-files';
import { YamlWriteError } from '../yaml/write-yaml-value';
import type { EditorApi } from './create-editor-api';
import { readJson, sendJson } from './json-messages';
import { RequestError } from './request-error';

/** A picture comes as base64 (4 characters for 3 bytes) in its JSON: room for the largest one taken, and its name. */
const BODY_LIMITS: Record<string, number> = { '/api/upload-picture': Math.ceil(MAX_PICTURE_BYTES / 3) * 4 + 10_000 };

/**
 * Answers one request of the editor's API at `url` (its path as the API names it, `/api/…`), or returns false
 * when the API has no such request (a page or a file, which the caller serves). A refusal is a 4xx with a
 * sentence; anything unforeseen a 500 that says nothing was saved, its stack trace in the server's log only,
 * and where to look: `npm run edit`'s terminal on a developer's computer (the default), `failed` on the site's
 * server, whose log the person editing never sees.
 */
export async function answerEditorRequest(
  request: IncomingMessage,
  response: ServerResponse,
  api: EditorApi,
  url: URL,
  failed = 'the editor failed on this request; nothing was saved. See the terminal.',
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
    const body = request.method === 'POST' ? await readJson(request, BODY_LIMITS[url.pathname]) : {};
    sendJson(response, 200, await handler(body, url));
  } catch (error) {
    if (error instanceof RequestError) sendJson(response, error.status, { error: error.message, ...error.extra });
    else if (error instanceof EntryInUseError)
      sendJson(response, 422, { error: error.message, linking: error.referrers });
    else if (error instanceof ForbiddenFileError || error instanceof OutsideSiteError)
      sendJson(response, 403, { error: error.message });
    else if (error instanceof YamlWriteError || error instanceof NewPageError)
      sendJson(response, 422, { error: error.message });
    else {
      console.error(error);
      sendJson(response, 500, { error: failed });
    }
  }
  return true;
}
