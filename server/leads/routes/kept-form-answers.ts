import { randomBytes } from 'node:crypto';
import { LEAD_LIMITS } from '#site/leads/lead-limits';
import type { CONTACT_FIELDS, FieldErrors } from '#site/leads/lead-rules';

/** A refused form post, kept for its page to show: what the visitor entered and the messages. */
export interface KeptFormAnswer {
  /** The route of the form's page. */
  page: string;
  values: Record<string, string>;
  errors: FieldErrors;
}

export interface KeptFormAnswers {
  /** Keeps an answer; its id, for the visitor's cookie. */
  keep(answer: KeptFormAnswer): string;
  /** The answer kept under `id`, while it lasts. */
  read(id: string): KeptFormAnswer | undefined;
  forget(id: string): void;
}

/**
 * The most of each field an answer keeps: past its rule's limit a value is refused anyway, and shown cut
 * there. So an answer holds a few kilobytes whatever was posted.
 */
const KEPT_LENGTH: Record<(typeof CONTACT_FIELDS)[number], number> = {
  firstName: LEAD_LIMITS.name,
  lastName: LEAD_LIMITS.name,
  email: LEAD_LIMITS.email,
  phone: LEAD_LIMITS.phone,
  countryCode: LEAD_LIMITS.countryCode,
  company: LEAD_LIMITS.company,
  employees: String(LEAD_LIMITS.employees).length,
  message: LEAD_LIMITS.message,
};
/** A message of ours is short; one naming a field the post made up is cut. */
const KEPT_MESSAGE_LENGTH = 300;

/**
 * A copy of the text's first `length` characters that holds nothing else: a value parsed from a form is
 * part of the whole posted body (16–48 KB), which a kept slice of it would keep in memory.
 */
const keepText = (text: string, length: number) => Buffer.from(text.slice(0, length)).toString();

const bound = (texts: Record<string, string>, lengthOf: (name: string) => number) =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([name]) => lengthOf(name) > 0)
      .map(([name, text]) => [name, keepText(text, lengthOf(name))]),
  );

/**
 * The answers to refused contact forms posted without JavaScript, between the post and the page that
 * shows them (post/redirect/get): in this process's memory, for `lifetimeMs` (a reload, or coming back to
 * the page a little later, shows them again), at most `capacity` at once (the oldest go first, so a flood of
 * refused posts costs bounded memory; the rate limit makes one rarely needed), each of a bounded size.
 */
export function createKeptFormAnswers({
  lifetimeMs = 15 * 60_000,
  capacity = 2000,
  now = Date.now,
}: { lifetimeMs?: number; capacity?: number; now?: () => number } = {}): KeptFormAnswers {
  // A Map iterates in insertion order: the first entries are the oldest.
  const answers = new Map<string, KeptFormAnswer & { until: number }>();
  return {
    keep(answer) {
      for (const [id, kept] of answers) {
        if (kept.until > now() && answers.size < capacity) break;
        answers.delete(id);
      }
      // Unguessable: the id is all it takes to read what a visitor typed.
      const id = randomBytes(18).toString('base64url');
      answers.set(id, {
        page: answer.page,
        values: bound(answer.values, (name) => KEPT_LENGTH[name as keyof typeof KEPT_LENGTH] ?? 0),
        errors: bound(answer.errors, () => KEPT_MESSAGE_LENGTH),
        until: now() + lifetimeMs,
      });
      return id;
    },
    read(id) {
      const kept = answers.get(id);
      if (kept === undefined || kept.until <= now()) return undefined;
      return { page: kept.page, values: kept.values, errors: kept.errors };
    },
    forget(id) {
      answers.delete(id);
    },
  };
}
