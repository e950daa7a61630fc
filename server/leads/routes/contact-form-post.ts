import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizePath } from '#site/routes/normalize-path';
import { FORM_PAGE_FIELD, RECEIVED_PAGE_FIELD } from '#site/leads/contact-form-post';
import { CONTACT_FIELDS, type FieldErrors } from '#site/leads/lead-rules';
import { isCrossSitePost } from './is-cross-site-post';
import type { KeptFormAnswers } from './kept-form-answers';
import { renderFormAnswer } from './render-form-answer';

/** Where the prerendered form posts (its `action`), which the answer finds it by. */
export const CONTACT_FORM_ACTION = '/api/contact';
/**
 * The cookie that brings a refused post's answer to the form's page. Its path is the whole site: the
 * form posts to the API, which must see it too, to forget the answer once the form is sent.
 */
const ANSWER_COOKIE = 'contact-form-answer';
const CROSS_SITE_MESSAGE =
  'This form was sent from another website, so we did not accept it. If you meant to write to us, fill in the form below and send it from here.';

export interface ContactFormPostOptions {
  /** The site's route paths (the build's settings): the only pages a form may name. */
  routes: () => ReadonlySet<string>;
  /** The prerendered HTML of a route, or undefined when there is none. */
  readPage: (path: string) => string | undefined;
  answers: KeptFormAnswers;
  /** Checks and stores the lead: its id, or the status and messages to refuse it with. */
  accept: (
    request: FastifyRequest,
    fields: Record<string, string>,
  ) => Promise<{ id: string } | { status: number; errors: FieldErrors }>;
  /** The JSON answer for a refusal with no form page to show it on. */
  sendErrors: (reply: FastifyReply, status: number, errors: FieldErrors) => FastifyReply;
}

/** The path of the page a request came from (a form's page), when the browser says. */
function readRefererPath(request: FastifyRequest): string | undefined {
  try {
    return normalizePath(new URL(String(request.headers.referer)).pathname);
  } catch {
    return undefined;
  }
}

function readAnswerCookie(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${ANSWER_COOKIE}=([A-Za-z0-9_-]+)`).exec(String(request.headers.cookie ?? ''));
  return match?.[1];
}

/** Only the form's own fields have a place on the page; anything else is said about the form as a whole. */
function placeErrors(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    if ((CONTACT_FIELDS as readonly string[]).includes(name) || name === 'body') shown[name] = message;
    else shown.body ??= message === 'Unknown field.' ? `The form sent a field it does not have: ${name}.` : message;
  }
  return shown;
}

/**
 * The contact form posted without JavaScript. Stored, the visitor goes on (303) to the form's
 * `receivedPage`. Refused, the answer is kept and the visitor sent back (303) to the form's page, which
 * shows it (post/redirect/get): the address stays the page's, and a reload shows the answer again
 * instead of posting again. A post from another website is refused with a page saying so.
 */
export function createContactFormPost({ routes, readPage, answers, accept, sendErrors }: ContactFormPostOptions) {
  /** The form's page, when it is one of the site's routes with a page. */
  const findFormPage = (request: FastifyRequest, posted: Record<string, string> | undefined) => {
    const page = posted?.[FORM_PAGE_FIELD] ?? readRefererPath(request);
    return page !== undefined && routes().has(page) && readPage(page) !== undefined ? page : undefined;
  };

  const refuseCrossSite = (
    request: FastifyRequest,
    reply: FastifyReply,
    posted: Record<string, string> | undefined,
  ) => {
    reply.log.info({ statusCode: 403, origin: request.headers.origin }, 'cross-site form post refused');
    const page = findFormPage(request, posted) ?? (routes().has('/contact') ? '/contact' : undefined);
    const html = page === undefined ? undefined : readPage(page);
    if (html === undefined) return sendErrors(reply, 403, { body: CROSS_SITE_MESSAGE });
    return reply
      .code(403)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderFormAnswer(html, CONTACT_FORM_ACTION, {}, { body: CROSS_SITE_MESSAGE }));
  };

  /** Back to the form's page with what was entered and the messages; JSON when the page is unknown. */
  const sendBack = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    posted: Record<string, string> | undefined,
    errors: FieldErrors,
  ) => {
    const page = findFormPage(request, posted);
    if (page === undefined) return sendErrors(reply, status, errors);
    // The names of the failing fields, never what was sent in them.
    reply.log.info({ statusCode: status, fields: Object.keys(errors) }, 'lead refused');
    const previous = readAnswerCookie(request);
    if (previous !== undefined) answers.forget(previous);
    const values = Object.fromEntries(
      CONTACT_FIELDS.filter((name) => typeof posted?.[name] === 'string').map((name) => [name, posted![name]]),
    );
    const id = answers.keep({ page, values, errors: placeErrors(errors) });
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .code(303)
      .header('Location', page)
      .header('Set-Cookie', `${ANSWER_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure}`)
      .send();
  };

  return {
    /** POST /api/contact as a form. */
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const posted = request.body as Record<string, string>;
      if (isCrossSitePost(request)) return refuseCrossSite(request, reply, posted);
      const { [FORM_PAGE_FIELD]: _formPage, [RECEIVED_PAGE_FIELD]: receivedPage, ...fields } = posted;
      // Only the site's own routes: anything else could send the visitor to another site.
      if (receivedPage === undefined || !routes().has(receivedPage)) {
        return sendErrors(reply, 400, { [RECEIVED_PAGE_FIELD]: 'Post the contact form from its page.' });
      }
      const accepted = await accept(request, fields);
      if ('errors' in accepted) return sendBack(request, reply, accepted.status, posted, accepted.errors);
      const previous = readAnswerCookie(request);
      if (previous !== undefined) {
        answers.forget(previous);
        reply.header('Set-Cookie', `${ANSWER_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      }
      return reply.code(303).header('Location', receivedPage).send();
    },

    /** A form post refused before its fields were read (too many, too large, the store away): back to its page. */
    refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
      const posted = (request.body ?? undefined) as Record<string, string> | undefined;
      if (isCrossSitePost(request)) return refuseCrossSite(request, reply, posted);
      return sendBack(request, reply, status, posted, { body: message });
    },

    /** GET of a form's page that a refused post was sent back to: the page with its answer, or undefined. */
    answerPage(request: FastifyRequest, reply: FastifyReply) {
      const id = readAnswerCookie(request);
      const answer = id === undefined ? undefined : answers.read(id);
      if (answer === undefined || answer.page !== normalizePath(request.url)) return undefined;
      const html = readPage(answer.page);
      if (html === undefined) return undefined;
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderFormAnswer(html, CONTACT_FORM_ACTION, answer.values, answer.errors));
    },
  };
}
