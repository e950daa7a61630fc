import type { FieldErrors } from './lead-rules';

export type LeadEndpoint = '/api/contact' | '/api/players';

/** What became of a submission; the form says it to the visitor. */
export type LeadResult =
  | { status: 'stored'; id: string }
  /** The server refused fields (400, 413, 415, 422): messages by field name; `body` concerns the whole form. */
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number | undefined; message: string | undefined }
  /** The server failed (5xx): worth trying again later; the lead was not stored. */
  | { status: 'server-error'; httpStatus: number; message: string | undefined }
  /** No answer (offline, timed out): the lead may or may not be stored; retrying is safe. */
  | { status: 'network-error' };

export interface LeadClientOptions {
  /** Where the site is served from; the page's own origin by default. */
  baseUrl?: string;
  /** Give up on an answer after this long and report a network error. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where failures are reported; never with what the visitor typed. */
  log?: (message: string) => void;
}

/** A random UUID v4; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
function createKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function readErrors(payload: unknown): FieldErrors {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : {};
}

async function readResult(response: Response): Promise<LeadResult> {
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 201) return { status: 'stored', id: String((payload as { id?: unknown } | null)?.id ?? '') };
  const errors = readErrors(payload);
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return {
      status: 'rate-limited',
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      message: errors.body,
    };
  }
  if (response.status >= 500) return { status: 'server-error', httpStatus: response.status, message: errors.body };
  return {
    status: 'invalid',
    errors: Object.keys(errors).length > 0 ? errors : { body: `The server refused the form (${response.status}).` },
  };
}

/**
 * Posts leads to this site's lead API; shared by the contact form and the quiz. Each submission has
 * its own Idempotency-Key: submitting the same fields again after a failure (a retry) reuses it, so
 * the server stores the lead once however many copies reach it; a submit while one is on its way
 * joins it rather than sending a second request; a success or changed fields start a new submission.
 */
export function createLeadClient(endpoint: LeadEndpoint, options: LeadClientOptions = {}) {
  const {
    baseUrl = '',
    timeoutMs = 15_000,
    fetch: send = (...args) => globalThis.fetch(...args),
    log = (message) => console.warn(message),
  } = options;
  let current: { body: string; key: string; pending?: Promise<LeadResult> } | undefined;

  const post = async (body: string, key: string): Promise<LeadResult> => {
    let response: Response;
    try {
      response = await send(`${baseUrl}${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // The error's name only: a message could quote the request.
      log(`Sending the lead to ${endpoint} failed: no answer (${(error as Error).name}).`);
      return { status: 'network-error' };
    }
    const result = await readResult(response);
    if (result.status === 'server-error' || result.status === 'rate-limited')
      log(`Sending the lead to ${endpoint} failed: status ${response.status}.`);
    if (result.status === 'invalid') log(`The lead server refused fields: ${Object.keys(result.errors).join(', ')}.`);
    return result;
  };

  return {
    submit(fields: object): Promise<LeadResult> {
      const body = JSON.stringify(fields);
      if (current?.body !== body) current = { body, key: createKey() };
      const submission = current;
      submission.pending ??= post(body, submission.key).then((result) => {
        submission.pending = undefined;
        if (result.status === 'stored' && current === submission) current = undefined;
        return result;
      });
      return submission.pending;
    },
  };
}
