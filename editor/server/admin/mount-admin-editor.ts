import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendJson } from '../http/json-messages';
import type { AdminEditor, AdminPerson } from './create-admin-editor';

/** What the server's accounts hand the editor, as functions: the editor never imports the server. */
export interface AdminGuard {
  /** The person signed in for this request; the server's guard has already checked the session and Origin. */
  whoIsSignedIn(request: FastifyRequest): AdminPerson | undefined;
}

export interface MountOptions {
  /** The project folder (a git repository; its checked-out branch is live). */
  root: string;
  releasesDir: string;
  /** The build served until the first release (dist/). */
  distDir: string;
  /** Writes a line of the audit log in a person's name. */
  record: (email: string, action: string, detail: string) => Promise<void>;
}

/** The page asked for while the editor is still being prepared: it reloads by itself. */
const PREPARING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Preparing the editor</title><body style="font:16px/1.5 system-ui,sans-serif;margin:15vh auto;max-width:32em;padding:0 1em">
<h1>Preparing the editor…</h1><p>After an update this takes about a minute. This page opens the editor by itself when it is ready.</p></body></html>`;

/**
 * The editor below /admin/ on the site's server (`npm start`), loaded only where the full install can build
 * its app and the site (see server/start.ts). Every request reaches it through the accounts' guard; its
 * answers carry the headers the server set (no caching, no referrer), then its own. Its app is built and its
 * drafts recovered on first use (or by `prepare`, which the server calls at start once the site has an
 * account), so a site without accounts pays nothing; until then a page says it is being prepared.
 */
export async function mountAdminEditor(
  app: FastifyInstance,
  guard: AdminGuard,
  options: MountOptions,
): Promise<{ prepare: () => Promise<unknown> }> {
  let editor: AdminEditor | undefined;
  let preparing: Promise<AdminEditor> | undefined;
  const prepare = () =>
    (preparing ??= (async () => {
      // Loaded here, not at the server's start: a site without accounts never pays for the editor (about a
      // second of loading its modules through tsx).
      const [{ buildEditorApp }, { createAdminEditor }] = await Promise.all([
        import('../build-editor-app'),
        import('./create-admin-editor'),
      ]);
      const appDir = await buildEditorApp();
      editor = await createAdminEditor({ ...options, appDir, audit: options.record });
      return editor;
    })().catch((error: unknown) => {
      preparing = undefined;
      app.log.error(error, 'the editor could not be prepared');
      throw error;
    }));
  await app.register(async (scope) => {
    // The editor reads each request's body itself, as npm run edit's server does.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/admin/*', async (request, reply) => {
      const person = guard.whoIsSignedIn(request);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      if (!person) return sendJson(reply.raw, 401, { error: 'Sign in first.' });
      if (!editor) {
        void prepare().catch(() => {});
        if (request.url.startsWith('/admin/api/'))
          return sendJson(reply.raw, 503, { error: 'The editor is being prepared: try again in a minute.' });
        reply.raw.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5' });
        return reply.raw.end(PREPARING_PAGE);
      }
      // The server cuts a connection silent for its idle time (against clients that hold sockets open); a
      // signed-in person's publish or preview is silent while the site builds, longer on a busy machine.
      request.raw.setTimeout(0);
      const url = new URL(request.url.slice('/admin'.length) || '/', 'http://admin.invalid');
      await editor.answer(request.raw, reply.raw, person, url).catch((error: unknown) => {
        request.log.error(error);
        if (!reply.raw.headersSent)
          sendJson(reply.raw, 500, { error: 'The editor failed on this request; nothing was saved.' });
        else reply.raw.end();
      });
    });
  });
  return { prepare };
}
