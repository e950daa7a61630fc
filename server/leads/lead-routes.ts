import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LeadSettings } from '../../src/generated/site-types';
import { checkContact, checkPlayer, HONEYPOT_FIELD, type FieldErrors, type RuleResult } from '../../src/site/lead-rules';
import type { ForwardingState } from './forwarder';
import type { LeadKind, LeadStore } from './lead-store';

export interface LeadRoutesOptions {
  store: LeadStore;
  settings: Required<LeadSettings>;
  /** Requests per minute per client address on the lead routes; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** The forwarder's state for health; without one, forwarding is off (no credentials). */
  forwarding?: () => ForwardingState;
}

const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,200}$/;

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
    const entries = Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${toCanonicalJson((value as Record<string, unknown>)[key])}`);
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
    if (options.rateLimitPerMinute > 0) await scope.register(rateLimit, { global: true, max: options.rateLimitPerMinute, timeWindow: '1 minute' });

    scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send({ errors: { body: 'Too many requests: please wait a minute and try again.' } });
      if (status === 413) return sendErrors(reply, 413, { body: `The request is larger than ${BODY_LIMIT / 1024} KB.` });
      if (status === 415) return sendErrors(reply, 415, { body: 'Send the fields as JSON (Content-Type: application/json).' });
      if (status >= 400 && status < 500) {
        const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message;
        return sendErrors(reply, 400, { body: message });
      }
      request.log.error({ err: error }, 'lead request failed');
      return reply.code(503).send({ errors: { body: 'We could not save your message just now. Please try again in a moment.' } });
    });

    const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
      const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') return sendErrors(reply, 415, { body: 'Send the fields as JSON (Content-Type: application/json).' });
      return undefined;
    };

    const handle = (kind: LeadKind, check: (body: unknown) => RuleResult<object>) => async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return sendErrors(reply, 400, { 'Idempotency-Key': 'Use up to 200 visible characters, such as a UUID.' });
      }
      const body = request.body;
      const spam = isFilledHoneypot(body);
      let fields: Record<string, unknown>;
      if (spam) fields = body as Record<string, unknown>;
      else {
        const result = check(body);
        if (!result.ok) return sendErrors(reply, 400, result.errors);
        fields = result.value as Record<string, unknown>;
      }
      const requestHash = createHash('sha256').update(toCanonicalJson(body)).digest('hex');
      // A key belongs to its endpoint: the same key on the other one is another request.
      const saved = await store.save({ kind, fields, spam, idempotencyKey: key === undefined ? undefined : `${kind}:${key}`, requestHash });
      if (saved.status === 'conflict') return sendErrors(reply, 422, { 'Idempotency-Key': 'This key was already used for a different request.' });
      request.log.info({ leadId: saved.id, kind, spam, replayed: saved.status === 'replayed' }, 'lead stored');
      return reply.code(201).send({ id: saved.id });
    };

    const routeOptions = { bodyLimit: BODY_LIMIT, onRequest: requireJson };
    scope.post('/api/contact', routeOptions, handle('contact', (body) => checkContact(body, settings.blockedEmailDomains)));
    scope.post('/api/players', routeOptions, handle('player', checkPlayer));

    scope.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
      try {
        const outbox = await store.health(Date.now());
        const forwarding = options.forwarding?.() ?? 'off';
        // Still 200: the server takes leads and keeps them; "degraded" tells an operator they are not leaving.
        return reply.send({ status: forwarding === 'unauthorized' ? 'degraded' : 'ok', store: 'reachable', forwarding, outbox });
      } catch {
        return reply.code(503).send({ status: 'unavailable', store: 'unreachable' });
      }
    });
  });
}
