import { createServer, type Server } from 'node:http';
import { answerEditorRequest } from './answer-editor-request';
import { sendJson } from './json-messages';
import { createEditorApi, type EditorProject } from './create-editor-api';
import { guardRequest } from './guard-request';
import { serveSiteFile, type SiteFiles } from './serve-site-files';
import { serveAppPage, serveStatic } from './serve-static';

export interface EditorServerOptions extends EditorProject, SiteFiles {
  /** The built editor app (index.html and its assets). */
  appDir: string;
  port: number;
}

/**
 * `npm run edit`'s HTTP server, on this computer only: the editor's page, and its JSON API over the site's files
 * (create-editor-api.ts), only from the editor's own page (guard-request.ts).
 */
export function createEditorServer(options: EditorServerOptions): Server {
  // Nobody signs in on a developer's computer, and nothing is published from here: the files are built.
  const api = { ...createEditorApi(options), 'GET /api/session': () => ({ mode: 'local' }) };
  return createServer((request, response) => {
    void (async () => {
      const refused = guardRequest(request, options.port);
      if (refused) return sendJson(response, 403, { error: refused });
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${options.port}`);
      if (await answerEditorRequest(request, response, api, url)) return;
      if (url.pathname === '/') return serveAppPage(options.appDir, response);
      if (url.pathname.startsWith('/public/') && serveStatic(options.publicDir, url.pathname.slice(7), response))
        return;
      if (serveStatic(options.appDir, url.pathname, response) || (await serveSiteFile(options, url.pathname, response)))
        return;
      sendJson(response, 404, { error: 'nothing here' });
    })();
  });
}
