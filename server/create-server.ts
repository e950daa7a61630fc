import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { normalizePath } from '../src/site/routes/normalize-path';
import { registerLeadRoutes, type LeadRoutes, type LeadRoutesOptions } from './leads/routes/lead-routes';
import type { Accounts } from './accounts/logic/create-accounts';
import { registerAccounts, type AdminAccess } from './accounts/routes/register-accounts';
import { registerLoadShedding } from './register-load-shedding';
import { registerSecurityHeaders } from './register-security-headers';
import { createAssetTable } from './asset-table';
import { createCompressOnRequest } from './compress-on-request';
import { createSiteDirReader } from './read-site-dir';

declare module 'fastify' {
  interface FastifyRequest {
    /** The folder of the release this request is answered from (see createSiteDirReader). */
    siteDir: string;
  }
}

export interface ServerOptions {
  /** The built site (dist/), served until the first release. */
  distDir: string;
  /** The published releases (RELEASES_DIR): once one is current, it is served instead of distDir. */
  releasesDir?: string;
  /** Fastify's JSON-line logger: false, or the least level to write (LOG_LEVEL) and where (standard output by default). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** The lead API; without it only the site is served. */
  leads?: LeadRoutesOptions;
  /**
   * The proxies in front whose X-Forwarded-For entries are trusted (TRUST_PROXY, see read-trust-proxy.ts):
   * their number or their addresses. The client is the right-most entry they did not add.
   */
  trustProxy?: boolean | number | string[];
  /** How long a client may take (the *_TIMEOUT_SECONDS variables, read in start.ts); Fastify's when left out. */
  timeouts?: ServerTimeouts;
  /**
   * Fastify's two lines per request (LOG_REQUESTS). Off by default: they cost the lead routes about a
   * third of their throughput, and a proxy in front keeps the access log; leads and refusals are logged either way.
   */
  logRequests?: boolean;
  /** Accounts and sign-in under /admin/ (which exists only once the site has an account); without it, no /admin. */
  admin?: AdminOptions;
  /** Answer 503 while the server is overloaded (start.ts turns it on); without it, every request waits its turn. */
  shedLoad?: ShedLoadOptions;
}

export interface ShedLoadOptions {
  /**
   * The event loop's mean delay (ms), over each second, past which requests are answered 503: a
   * request waiting that long is one of too many. SHED_LOAD_DELAY_MS.
   */
  maxEventLoopDelayMs: number;
  /**
   * How many requests in flight at once are a queue to shed, and how many open connections it takes for
   * a late loop to be one: fewer clients are no crowd. SHED_LOAD_CROWD.
   */
  crowd: number;
  /** The Retry-After of the 503, in seconds. */
  retryAfterSeconds: number;
}

export interface AdminOptions {
  accounts: Accounts;
  /**
   * Mounts the editor under /admin/ behind the accounts' guard (every request there is signed in and,
   * for a change, from this site), handed what it needs as functions. Until one is given, /admin/ leads
   * to the account screen.
   */
  mount?: (app: FastifyInstance, access: AdminAccess) => Promise<void> | void;
}

export interface ServerTimeouts {
  /** From a request's first byte to its last, body included: a slow body is cut (408). */
  requestMs: number;
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** A connection with nothing sent or answered for this long is closed. */
  idleMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: number;
}

/** Hashed bundles never change; pages must be revalidated so a new build shows at once. */
const chooseCacheControl = (path: string) =>
  path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** The built site as Fastify serves it: prerendered pages by path, the not-found page with a real 404. */
export async function createServer({
  distDir,
  releasesDir,
  logger = false,
  leads,
  trustProxy = false,
  logRequests = false,
  timeouts,
  admin,
  shedLoad,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // A number of proxies: the hops nearest the server (Fastify takes a number too, but its types do not).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    logController: new LogController({ disableRequestLogging: !logRequests }),
    ...(timeouts && {
      requestTimeout: timeouts.requestMs,
      connectionTimeout: timeouts.idleMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node looks for requests over their time at this interval (30 s by default, as long as a timeout).
      http: {
        connectionsCheckingInterval: Math.max(10, Math.min(1000, timeouts.headersMs / 4, timeouts.requestMs / 4)),
      },
    }),
  });
  if (timeouts) app.server.headersTimeout = timeouts.headersMs;
  if (shedLoad) registerLoadShedding(app.server, shedLoad);
  const readSiteDir = createSiteDirReader(distDir, releasesDir);
  // Each request is answered from one release, resolved once (a system call), however many parts read it.
  app.decorateRequest('siteDir', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.siteDir = readSiteDir();
    done();
  });
  registerSecurityHeaders(app);
  await app.register(fastifyStatic, {
    // Each file is sent from the folder its request resolved (reply.sendFile's second argument).
    root: distDir,
    // Every file is sent by the handler below (reply.sendFile), which compresses per-route files on request.
    serve: false,
    index: false,
    cacheControl: false,
    // The build wrote a .br and a .gz beside each shared asset: sent by Accept-Encoding, with Vary (a
    // page, which has none, is compressed on request below).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', chooseCacheControl(path));
    },
  });
  const compressOnRequest = createCompressOnRequest();
  const assetTable = createAssetTable();
  const sendFile = (request: FastifyRequest, reply: FastifyReply, siteDir: string, file: string) =>
    compressOnRequest.send(request, reply, siteDir, file, chooseCacheControl(`/${file}`))
      ? reply
      : reply.sendFile(file, siteDir);

  const findPage = (siteDir: string, url: string): string | undefined => {
    const path = normalizePath(decodeURIComponent(url));
    if (path.includes('..') || path.includes('/.')) return undefined;
    const file = join(path === '/' ? '' : path.slice(1), 'index.html');
    const full = join(siteDir, file);
    return existsSync(full) && statSync(full).isFile() ? file : undefined;
  };

  let leadRoutes: LeadRoutes | undefined;
  if (leads) {
    // The contact form without JavaScript is answered with its own page.
    const readPage = (path: string) => {
      const siteDir = readSiteDir();
      const page = findPage(siteDir, path);
      return page === undefined ? undefined : readFileSync(join(siteDir, page), 'utf8');
    };
    leadRoutes = await registerLeadRoutes(app, { ...leads, readPage });
  }

  if (admin) {
    const access = await registerAccounts(app, {
      accounts: admin.accounts,
      notFound: (request, reply) =>
        sendFile(request, reply.code(404).type('text/html; charset=utf-8'), request.siteDir, '404.html'),
    });
    if (admin.mount) await admin.mount(app, access);
    else app.get('/admin/', (_request, reply) => reply.redirect('/admin/account', 303));
  }

  /** A path a visitor may be sent: not a folder, not above the site, not in a dot-folder (the server's settings). */
  const isServable = (asset: string) =>
    asset !== '' && !asset.endsWith('/') && !asset.includes('..') && !/(^|\/)\./.test(asset);

  app.get('/*', (request, reply) => {
    const { url, siteDir } = request;
    const asset = url.replace(/[?#].*$/, '').slice(1);
    // The build's assets, by far the most asked for, from memory once read: no file checks per request.
    if (isServable(asset) && assetTable.send(request, reply, siteDir, asset, chooseCacheControl(`/${asset}`)))
      return reply;
    const page = (() => {
      try {
        return findPage(siteDir, url);
      } catch {
        return undefined; // A malformed %-escape is simply not a page.
      }
    })();
    if (page) {
      // A form's page that a refused post was sent back to shows what the visitor entered, and why.
      if (request.headers.cookie !== undefined) {
        const answered = leadRoutes?.answerFormPage(request, reply);
        if (answered) return answered;
      }
      return sendFile(request, reply.type('text/html; charset=utf-8'), siteDir, page);
    }
    if (isServable(asset) && existsSync(join(siteDir, asset)) && statSync(join(siteDir, asset)).isFile()) {
      return sendFile(request, reply, siteDir, asset);
    }
    return sendFile(request, reply.code(404).type('text/html; charset=utf-8'), siteDir, '404.html');
  });
  return app;
}
