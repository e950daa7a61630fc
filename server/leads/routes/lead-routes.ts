import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadSettings } from '#generated/site-types';
import {
  checkContact,
  checkPlayer,
  findUnstorableFields,
  HONEYPOT_FIELD,
  UNSTORABLE_TEXT,
  type FieldErrors,
  type RuleResult,
} from '#site/leads/lead-rules';
import type { ForwardingStatus } from '../forwarding/forwarder';
import type { LeadKind, LeadStore } from '../store/lead-store';
import { CONTACT_FORM_ACTION, createContactFormPost } from './contact-form-post';
import { createKeptFormAnswers } from './kept-form-answers';
import { readHealth, STORE_RETRY_AFTER_SECONDS } from '../../health/read-health';

export interface LeadRoutesOptions {
  store: LeadStore;
  settings: Required<LeadSettings>;
  /** Requests per minute per client address on the lead routes; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** The forwarder's state for health; without one, forwarding is off (no credentials). */
  forwarding?: () => ForwardingStatus;
  /**
   * The site's route paths, from the build's settings: the only pages a form post may name. A function when
   * they follow the release being served (a publish can add a page).
   */
  routes?: readonly string[] | (() => ReadonlySet<string>);
  /**
   * The prerendered HTML of a route (`/contact`), or undefined when there is none. With it, /api/contact
   * also takes the contact form posted without JavaScript and answers with a page.
   */
  readPage?: (path: string) => string | undefined;
}

/** What the server's other routes need from the lead routes. */
export interface LeadRoutes {
  /** A GET of a form's page after a refused post without JavaScript: the page with its answer, or undefined. */
  answerFormPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,200}$/;
/** What a plain HTML form posts: the contact form without JavaScript. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

function contentTypeOf(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

function sendErrors(reply: FastifyReply, status: number, errors: FieldErrors) {
  // The names of the failing fields, never what was sent in them.
  reply.log.info({ statusCode: status, fields: Object.keys(errors) }, 'lead refused');
  return reply.code(status).send({ errors });
}

/** Only a non-empty string is a bot's answer: a form or client that sends `null`, a number or "" is a person. */
function isFilledHoneypot(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}

/** JSON with every object's keys in order, so the same fields sent in another order read the same. */
function toCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toCanonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${toCanonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * POST /api/contact, POST /api/players and GET /api/health. A lead is answered 201 only once it is
 * committed; a bad request gets a 4xx naming every failing field; nothing a client sends causes a 5xx.
 */
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions): Promise<LeadRoutes> {
  const { store, settings, readPage } = options;
  const checkContactLead = (body: unknown) => checkContact(body, settings.blockedEmailDomains);

  /** Checks and stores a lead: its id, or the status and messages to refuse it with. */
  const accept = async (
    request: FastifyRequest,
    kind: LeadKind,
    check: (body: unknown) => RuleResult<object>,
    body: unknown,
  ): Promise<{ id: string } | { status: number; errors: FieldErrors }> => {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return { status: 400, errors: { 'Idempotency-Key': 'Use up to 200 visible characters, such as a UUID.' } };
    }
    const spam = isFilledHoneypot(body);
    let fields: Record<string, unknown>;
    if (spam) {
      fields = body as Record<string, unknown>;
      // Refused as a person's post would be, with the rule's message for the field (so the same on both stores).
      const unstorable = findUnstorableFields(fields);
      if (unstorable.length > 0) {
        const checked = check(body);
        const ruleErrors: FieldErrors = checked.ok ? {} : checked.errors;
        return {
          status: 400,
          errors: Object.fromEntries(unstorable.map((key) => [key, ruleErrors[key] ?? UNSTORABLE_TEXT])),
        };
      }
    } else {
      const result = check(body);
      if (!result.ok) return { status: 400, errors: result.errors };
      fields = result.value as Record<string, unknown>;
    }
    const requestHash = createHash('sha256').update(toCanonicalJson(body)).digest('hex');
    // A key belongs to its endpoint: the same key on the other one is another request.
    const saved = await store.save({
      kind,
      fields,
      spam,
      idempotencyKey: key === undefined ? undefined : `${kind}:${key}`,
      requestHash,
    });
    if (saved.status === 'conflict')
      return { status: 422, errors: { 'Idempotency-Key': 'This key was already used for a different request.' } };
    request.log.info({ leadId: saved.id, kind, spam, replayed: saved.status === 'replayed' }, 'lead stored');
    return { id: saved.id };
  };

  const fixedRoutes = new Set(typeof options.routes === 'function' ? [] : options.routes);
  // Without the site's pages the contact form can only be posted as JSON.
  const form =
    readPage &&
    createContactFormPost({
      routes: typeof options.routes === 'function' ? options.routes : () => fixedRoutes,
      readPage,
      answers: createKeptFormAnswers(),
      accept: (request, fields) => accept(request, 'contact', checkContactLead, fields),
      sendErrors,
    });

  await app.register(async (scope) => {
    // A lead's id or the outbox's state is never for a cache to keep (set first, so a 429 carries it too).
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    // One budget per client address, shared by the lead routes of this scope (health opts out).
    if (options.rateLimitPerMinute > 0)
      await scope.register(rateLimit, { global: true, max: options.rateLimitPerMinute, timeWindow: '1 minute' });

    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      // A form posted without JavaScript is sent back to its page with the message, wherever it failed.
      const refuse = (code: number, body: string) => {
        if (form && contentTypeOf(request) === FORM_TYPE && request.url.startsWith(CONTACT_FORM_ACTION))
          return form.refuse(request, reply, code, body);
        return code === 429 || code === 503
          ? reply.code(code).send({ errors: { body } })
          : sendErrors(reply, code, { body });
      };
      if (status === 429) return refuse(429, 'Too many requests: please wait a minute and try again.');
      if (status === 413) return refuse(413, `The request is larger than ${BODY_LIMIT / 1024} KB.`);
      if (status === 415) return refuse(415, 'Send the fields as JSON (Content-Type: application/json).');
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.message;
        return refuse(400, message);
      }
      request.log.error({ err: error }, 'lead request failed');
      reply.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS));
      return refuse(503, 'We could not save your message just now. Please try again in a moment.');
    });

    const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
      const type = contentTypeOf(request);
      if (type !== 'application/json' && !(type === FORM_TYPE && form && request.url.startsWith(CONTACT_FORM_ACTION))) {
        return sendErrors(reply, 415, { body: 'Send the fields as JSON (Content-Type: application/json).' });
      }
      return undefined;
    };
    // The limit is on what is sent: the JSON text, and a form's fields once decoded. A form's
    // percent-encoding takes up to three times the room of its text (each byte of a non-ASCII letter is
    // %XX), so its raw limit is three times larger, and the decoded fields are held to the JSON's limit.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 3 * BODY_LIMIT }, (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(body as string));
      if (Buffer.byteLength(JSON.stringify(fields)) > BODY_LIMIT)
        done(Object.assign(new Error('The form is too large.'), { statusCode: 413 }), undefined);
      else done(null, fields);
    });

    const handle =
      (kind: LeadKind, check: (body: unknown) => RuleResult<object>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const accepted = await accept(request, kind, check, request.body);
        if ('errors' in accepted) return sendErrors(reply, accepted.status, accepted.errors);
        return reply.code(201).send({ id: accepted.id });
      };

    const routeOptions = { onRequest: requireJson };
    const handleContact = handle('contact', checkContactLead);
    scope.post(CONTACT_FORM_ACTION, routeOptions, (request, reply) =>
      form && contentTypeOf(request) === FORM_TYPE ? form.handle(request, reply) : handleContact(request, reply),
    );
    scope.post('/api/players', routeOptions, handle('player', checkPlayer));

    // Neither rate-limited nor shed under load (register-load-shedding.ts): it must answer fast when busy.
    scope.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
      const { code, body, retryAfterSeconds } = await readHealth(store, options.forwarding);
      if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(code).send(body);
    });
  });
  return { answerFormPage: (request, reply) => form?.answerPage(request, reply) };
}
