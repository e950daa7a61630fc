import { randomBytes } from 'node:crypto';
import type { FieldErrors } from '../../../src/site/leads/lead-rules';

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
 * The answers to refused contact forms posted without JavaScript, between the post and the page that
 * shows them (post/redirect/get): in this process's memory, for `lifetimeMs` (a reload, or coming back to
 * the page a little later, shows them again), at most `capacity` at once (the oldest go first, so a flood of
 * refused posts costs bounded memory; the rate limit makes one rarely needed).
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
      answers.set(id, { ...answer, until: now() + lifetimeMs });
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
