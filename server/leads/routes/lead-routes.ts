import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadSettings } from '../../../src/generated/site-types';
import { FORM_PAGE_FIELD, RECEIVED_PAGE_FIELD } from '../../../src/site/leads/contact-form-post';
import {
  checkContact,
  checkPlayer,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  type FieldErrors,
  type RuleResult,
} from '../../../src/site/leads/lead-rules';
import { describeForwardingHealth } from '../forwarding/describe-forwarding-health';
import type { ForwardingStatus } from '../forwarding/forwarder';
import type { LeadKind, LeadStore } from '../store/lead-store';
import { renderFormAnswer } from './render-form-answer';

export interface LeadRoutesOptions {
  store: LeadStore;
  settings: Required<LeadSettings>;
  /** Requests per minute per client address on the lead routes; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** The forwarder's state for health; without one, forwarding is off (no credentials). */
  forwarding?: () => ForwardingStatus;
  /**
   * The prerendered HTML of a route (`/contact`), or undefined when there is none. With it, /api/contact
   * also takes the contact form posted without JavaScript and answers with a page.
   */
  readPage?: (path: string) => string | undefined;
}

const BODY_LIMIT = 16 * 1024;
/** When to try again after a 503 (the store is away: a database restart takes seconds). */
const STORE_RETRY_AFTER_SECONDS = 5;
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,200}$/;
/** What a plain HTML form posts: the contact form without JavaScript. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A route's path, as site.yaml writes them: nothing a redirect could take elsewhere. */
const ROUTE_PATH = /^\/[a-z0-9/-]*$/;

/** The path of the page a request came from (a form's page), when the browser says. */
function readRefererPath(request: FastifyRequest): string | undefined {
  try {
    return new URL(String(request.headers.referer)).pathname.replace(/\/$/, '') || '/';
  } catch {
    return undefined;
  }
}

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
export async function registerLeadRoutes(app: FastifyInstance, options: LeadRoutesOptions): Promise<void> {
  const { store, settings } = options;
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
      // A form posted without JavaScript gets its page back with the message, wherever it failed.
      const refuse = (code: number, body: string) => {
        if (contentTypeOf(request) === FORM_TYPE) {
          const posted = (request.body ?? {}) as Record<string, string>;
          const answered = answerForm(
            reply,
            code,
            posted,
            { body },
            posted[FORM_PAGE_FIELD] ?? readRefererPath(request),
          );
          if (answered) return answered;
        }
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
      if (type !== 'application/json' && !(type === FORM_TYPE && readPage && request.url.startsWith('/api/contact'))) {
        return sendErrors(reply, 415, { body: 'Send the fields as JSON (Content-Type: application/json).' });
      }
      return undefined;
    };
    scope.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

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
      if (spam) fields = body as Record<string, unknown>;
      else {
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

    const handle =
      (kind: LeadKind, check: (body: unknown) => RuleResult<object>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const accepted = await accept(request, kind, check, request.body);
        if ('errors' in accepted) return sendErrors(reply, accepted.status, accepted.errors);
        return reply.code(201).send({ id: accepted.id });
      };

    const checkContactLead = (body: unknown) => checkContact(body, settings.blockedEmailDomains);
    const { readPage } = options;

    /** The contact page again, with what was entered and the messages; undefined when the form's page is unknown. */
    const answerForm = (
      reply: FastifyReply,
      status: number,
      posted: Record<string, string>,
      errors: FieldErrors,
      pagePath: string | undefined,
    ) => {
      const html = pagePath !== undefined && ROUTE_PATH.test(pagePath) ? readPage?.(pagePath) : undefined;
      if (html === undefined) return undefined;
      reply.log.info({ statusCode: status, fields: Object.keys(errors) }, 'lead refused');
      const values = Object.fromEntries(
        CONTACT_FIELDS.filter((name) => typeof posted[name] === 'string').map((name) => [name, posted[name]]),
      );
      // Only the form's own fields have a place on the page; anything else is said about the form as a whole.
      const shown: FieldErrors = {};
      for (const [name, message] of Object.entries(errors)) {
        if ((CONTACT_FIELDS as readonly string[]).includes(name) || name === 'body') shown[name] = message;
        else shown.body ??= message === 'Unknown field.' ? `The form sent a field it does not have: ${name}.` : message;
      }
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(renderFormAnswer(html, '/api/contact', values, shown));
    };

    /** The contact form posted without JavaScript: stored, then on to the page saying so; or the form again with its messages. */
    const handleForm = async (request: FastifyRequest, reply: FastifyReply) => {
      const {
        [FORM_PAGE_FIELD]: formPage,
        [RECEIVED_PAGE_FIELD]: receivedPage,
        ...fields
      } = request.body as Record<string, string>;
      if (receivedPage === undefined || !ROUTE_PATH.test(receivedPage) || readPage?.(receivedPage) === undefined) {
        return sendErrors(reply, 400, { [RECEIVED_PAGE_FIELD]: 'Post the contact form from its page.' });
      }
      const accepted = await accept(request, 'contact', checkContactLead, fields);
      if (!('errors' in accepted)) return reply.code(303).header('Location', receivedPage).send();
      return (
        answerForm(reply, accepted.status, fields, accepted.errors, formPage) ??
        sendErrors(reply, accepted.status, accepted.errors)
      );
    };

    const routeOptions = { bodyLimit: BODY_LIMIT, onRequest: requireJson };
    const handleContact = handle('contact', checkContactLead);
    scope.post('/api/contact', routeOptions, (request, reply) =>
      contentTypeOf(request) === FORM_TYPE ? handleForm(request, reply) : handleContact(request, reply),
    );
    scope.post('/api/players', routeOptions, handle('player', checkPlayer));

    scope.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
      try {
        const outbox = await store.health(Date.now());
        return reply.send(describeForwardingHealth(options.forwarding?.(), outbox));
      } catch {
        return reply
          .code(503)
          .header('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable', store: 'unreachable' });
      }
    });
  });
}
