import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LINK_EXPIRED, type Accounts } from '../logic/create-accounts';
import type { Role, SessionUser } from '../store/account-store';
import { renderAccountScreen, renderAuditLogScreen, renderNotAllowedPage } from './render-account-screen';
import { renderLinkExpiredPage, renderSetPasswordPage } from './render-set-password-page';
import { renderSignInPage } from './render-sign-in-page';
import { sessionCookie } from './session-cookie';

export interface AccountRoutesOptions {
  accounts: Accounts;
  /** Answers a request as the site answers an unknown address (its 404 page). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

/** What the rest of /admin (the editor) is handed, as functions: it never imports server/. */
export interface AdminAccess {
  /** The person signed in for this request (every /admin request but sign-in's own has one). */
  whoIsSignedIn(request: FastifyRequest): SessionUser | undefined;
  /** A route's preHandler: 403 unless the person has the role (a publisher may do all an editor may). */
  requireRole(role: Role): preHandlerAsyncHookHandler;
  /** Adds a line to the audit log in the name of the person signed in ("saved", "/about"). */
  recordAudit(request: FastifyRequest, action: string, detail?: string): Promise<void>;
}

/** Reached without a session: the sign-in screens, the link's target, and /admin's redirect to /admin/. */
const PUBLIC_PATHS = new Set(['/admin', '/admin/sign-in', '/admin/set-password']);
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A password is at most 256 characters (4 bytes each in UTF-8, tripled by %-escapes), with the rest of the form. */
const FORM_BODY_LIMIT = 16 * 1024;

const pathOf = (request: FastifyRequest) => request.url.replace(/[?#].*$/, '');
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
/**
 * The API's calls get JSON; a browser opening a page, or sending a form (the Sign out button after the
 * session ended), gets a page or is sent to sign in.
 */
const wantsJson = (request: FastifyRequest) =>
  pathOf(request).startsWith('/admin/api/') ||
  (!['GET', 'HEAD'].includes(request.method) && !String(request.headers.accept ?? '').includes('text/html'));

/**
 * A change comes from a page of this site: its Origin names the host the request was made to. A browser
 * sends Origin with every POST, PUT, PATCH and DELETE; without one it is not a page of this site.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" (a sandboxed frame, a redirect from elsewhere) or garbage.
  }
}

const parseForm = (body: unknown): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''));

/**
 * Accounts under /admin/: sign-in, the set-password link's page, sign out (everywhere), the account and
 * audit-log screens, GET /admin/api/me and /admin/api/log. Every request under /admin, the editor's too, is
 * guarded here: while the site has no account at all, /admin does not exist (the site's 404, asked each
 * time, so an account added while the server runs opens it); answers are never cached nor name their
 * address to another site (the link's token); a change needs this site's Origin (403); and all but the
 * sign-in screens need a session (401 for the API and changes, a redirect to sign in for pages).
 */
export async function registerAccounts(app: FastifyInstance, options: AccountRoutesOptions): Promise<AdminAccess> {
  const { accounts } = options;
  const signedIn = new WeakMap<FastifyRequest, { user: SessionUser; sessionId: string }>();

  app.addHook('onRequest', async (request, reply) => {
    // The matched route too: a path the router reads as /admin/… however it was written.
    if (!isAdminPath(pathOf(request)) && !isAdminPath(request.routeOptions.url ?? '')) return undefined;
    if (!(await accounts.hasAccounts())) return options.notFound(request, reply);
    reply.header('Cache-Control', 'no-store');
    // The set-password link's token never leaves the site in a Referer. Not "no-referrer": under it a browser
    // sends `Origin: null` with the pages' own form posts and fetches, which the Origin check below refuses.
    reply.header('Referrer-Policy', 'same-origin');
    if (!['GET', 'HEAD'].includes(request.method) && !isSameOrigin(request))
      return reply.code(403).send({ error: 'This change must come from a page of this site.' });
    if (PUBLIC_PATHS.has(pathOf(request))) return undefined;
    const sessionId = sessionCookie.read(request);
    const user = sessionId === undefined ? undefined : await accounts.readSession(sessionId);
    if (!user || !sessionId) {
      if (wantsJson(request)) return reply.code(401).send({ error: 'Sign in first.' });
      return reply.redirect('/admin/sign-in', 303);
    }
    signedIn.set(request, { user, sessionId });
    return undefined;
  });

  const access: AdminAccess = {
    whoIsSignedIn: (request) => signedIn.get(request)?.user,
    requireRole(role) {
      return async (request, reply) => {
        const user = signedIn.get(request)?.user;
        if (role !== 'publisher' || user?.role === 'publisher') return undefined;
        const message = 'Only a publisher may do this.';
        if (wantsJson(request)) return reply.code(403).send({ error: message });
        return reply.code(403).type('text/html; charset=utf-8').send(renderNotAllowedPage(user, message));
      };
    },
    async recordAudit(request, action, detail = '') {
      const user = signedIn.get(request)?.user;
      if (!user) throw new Error(`"${action}" was asked outside a signed-in request.`);
      await accounts.record(user.email, action, detail);
    },
  };

  const sendPage = (reply: FastifyReply, html: string, code = 200) =>
    reply.code(code).type('text/html; charset=utf-8').send(html);
  const current = (request: FastifyRequest) => signedIn.get(request)!;

  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    scope.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));

    scope.get('/admin/sign-in', async (request, reply) => {
      const sessionId = sessionCookie.read(request);
      if (sessionId && (await accounts.readSession(sessionId))) return reply.redirect('/admin/', 303);
      return sendPage(reply, renderSignInPage());
    });

    scope.post('/admin/sign-in', async (request, reply) => {
      const form = parseForm(request.body);
      const result = await accounts.signIn(form.email ?? '', form.password ?? '', request.ip);
      if (!result.ok) return sendPage(reply, renderSignInPage({ email: form.email, error: result.message }), 401);
      sessionCookie.set(request, reply, result.sessionId);
      return reply.redirect('/admin/', 303);
    });

    scope.get<{ Querystring: { token?: string } }>('/admin/set-password', async (request, reply) => {
      const token = String(request.query.token ?? '');
      const user = token ? await accounts.findLink(token) : undefined;
      if (!user) return sendPage(reply, renderLinkExpiredPage(LINK_EXPIRED), 410);
      return sendPage(reply, renderSetPasswordPage({ token, email: user.email }));
    });

    scope.post('/admin/set-password', async (request, reply) => {
      const form = parseForm(request.body);
      const token = form.token ?? '';
      const result = await accounts.setPassword(token, form.password ?? '', form.repeat ?? '');
      if (result.ok) {
        sessionCookie.set(request, reply, result.sessionId);
        return reply.redirect('/admin/', 303);
      }
      if (result.field === 'link') return sendPage(reply, renderLinkExpiredPage(result.message), 410);
      const user = await accounts.findLink(token);
      return sendPage(reply, renderSetPasswordPage({ token, email: user?.email ?? '', problem: result }), 400);
    });

    scope.post('/admin/sign-out', async (request, reply) => {
      const { user, sessionId } = current(request);
      await accounts.signOut(sessionId, user);
      sessionCookie.clear(request, reply);
      return sendPage(reply, renderSignInPage({ notice: 'You are signed out.' }));
    });

    scope.post('/admin/sign-out-everywhere', async (request, reply) => {
      await accounts.signOutEverywhere(current(request).user);
      sessionCookie.clear(request, reply);
      return sendPage(reply, renderSignInPage({ notice: 'You are signed out on every device.' }));
    });

    scope.get('/admin/account', (request, reply) => sendPage(reply, renderAccountScreen(current(request).user)));

    scope.get('/admin/log', { preHandler: access.requireRole('publisher') }, async (request, reply) =>
      sendPage(reply, renderAuditLogScreen(current(request).user, await accounts.readLog())),
    );

    scope.get('/admin/api/me', (request) => {
      const { email, role } = current(request).user;
      return { email, role };
    });

    scope.get('/admin/api/log', { preHandler: access.requireRole('publisher') }, async () => ({
      entries: await accounts.readLog(),
    }));
  });

  return access;
}
