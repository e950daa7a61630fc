/**
 * The rules a lead must meet, with the spec's messages, shared by the contact form, the quiz
 * registration and the lead server: what the browser accepts the server accepts too. Written as plain
 * checks rather than on a schema library (Yup was 15 KB gzip of the contact and home pages' JavaScript):
 * each field's checks run in order and its first failure is its message.
 */

import { LEAD_LIMITS } from './lead-limits';

export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'countryCode',
  'company',
  'employees',
  'message',
] as const;
/** What a stored contact lead holds: the form's fields, the country code folded into the phone number. */
export const STORED_CONTACT_FIELDS = CONTACT_FIELDS.filter(
  (field): field is Exclude<(typeof CONTACT_FIELDS)[number], 'countryCode'> => field !== 'countryCode',
);
export const PLAYER_FIELDS = ['firstName', 'lastName', 'email'] as const;
/** The honeypot: a field people never see, so only bots fill it. */
export const HONEYPOT_FIELD = 'website';

export interface ContactLead {
  firstName: string;
  lastName: string;
  email: string;
  /** The country code followed by the number, any leading + of the number removed: `+15551234567`. */
  phone: string;
  company: string;
  employees: number;
  message: string;
}

export interface PlayerLead {
  firstName: string;
  lastName: string;
  email: string;
}

export type FieldErrors = Record<string, string>;
export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const VALID_EMAIL = 'Please enter a valid email address.';
/** HTML's valid e-mail address (what an `type="email"` input accepts). */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** One address, and a domain with a dot: HTML's pattern alone accepts `a@b`. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Control characters (C0, DEL and C1); a message may keep its line breaks and tabs. */
/* eslint-disable no-control-regex -- finding control characters is what these are for */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
/**
 * Characters a reader does not see that change what they see, or make a name look empty: every Unicode
 * format character (zero-width spaces and joiners, direction marks, bidi embeddings, overrides and
 * isolates, the byte-order mark, soft hyphens, tags), the line and paragraph separators, and the Hangul
 * fillers (letters that draw nothing).
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;
/**
 * The format characters a message may hold because they change how text is drawn, not whether it is
 * seen: a joiner between two visible characters (emoji sequences; Persian and Indic spelling needs ZWNJ
 * and ZWJ) and the tags of a subdivision flag emoji. Removed before a message is looked at for INVISIBLE.
 */
// The character before a joiner is matched and put back ($1), not looked behind at: Safari before 16.4
// cannot parse a lookbehind, and the form's bundle would fail to load there.
const VISIBLE_EFFECT =
  /([^\p{Cf}\p{Cc}\p{Z}])[\u200C\u200D](?=[^\p{Cf}\p{Cc}\p{Z}])|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** Half of a surrogate pair: not a character at all (a broken copy, or a request made by hand). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text the stores would not keep alike: NUL (PostgreSQL refuses it, SQLite keeps it) and half a surrogate pair. */
// eslint-disable-next-line no-control-regex -- NUL is what this finds
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/** For a field no rule names (the honeypot) whose text is unstorable. */
export const UNSTORABLE_TEXT = 'This field must not contain control characters or broken characters.';

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => UNSTORABLE.test(key) || holdsUnstorableText(inner));
}

/**
 * The fields of a body whose names or text, at any depth, hold what a store cannot keep. A bot's post
 * (the honeypot filled) is stored as it was sent, past the rules, so this is what keeps it storable.
 */
export function findUnstorableFields(input: Record<string, unknown>): string[] {
  return Object.keys(input).filter((key) => UNSTORABLE.test(key) || holdsUnstorableText(input[key]));
}

/** A field's check: its message when the value fails, else undefined. */
type Rule = (value: unknown) => string | undefined;

/** The first message of the checks, in order, that a value fails. */
const firstOf =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };

/** A check on a text already known to be there. */
const check =
  (passes: (value: string) => boolean, message: string): Rule =>
  (value) =>
    passes(value as string) ? undefined : message;

/** Text, present and not empty: anything else gets `typeMessage` (not text) or `emptyMessage`. */
const present =
  (typeMessage: string, emptyMessage: string): Rule =>
  (value) =>
    value === undefined || value === null || value === ''
      ? emptyMessage
      : typeof value !== 'string'
        ? typeMessage
        : undefined;

function text(label: string, min: number, minMessage: string, max: number, multiline = false, pattern?: RegExp) {
  return firstOf(
    present(`${label} must be text.`, minMessage),
    check((value) => value.length >= min, minMessage),
    check((value) => value.length <= max, `${label} must be at most ${max} characters.`),
    check(
      (value) => !(multiline ? CONTROL : CONTROL_OR_BREAK).test(value),
      `${label} must not contain control characters.`,
    ),
    check(
      (value) => !INVISIBLE.test(multiline ? value.replace(VISIBLE_EFFECT, '$1') : value),
      `${label} must not contain invisible characters, such as zero-width spaces or direction marks.`,
    ),
    check((value) => !LONE_SURROGATE.test(value), `${label} must not contain broken characters.`),
    check((value) => !pattern || pattern.test(value), minMessage),
  );
}

function email(emptyMessage: string) {
  return firstOf(
    present(VALID_EMAIL, emptyMessage),
    check(
      (value) =>
        value.length <= LEAD_LIMITS.email &&
        HTML_EMAIL.test(value) &&
        EMAIL_PATTERN.test(value) &&
        !CONTROL_OR_BREAK.test(value) &&
        !INVISIBLE.test(value) &&
        !LONE_SURROGATE.test(value),
      VALID_EMAIL,
    ),
  );
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

const NOT_A_NUMBER = 'Must be a number.';

/** A whole number from 1 to the limit, sent as a number. */
const employees: Rule = (value) =>
  value === undefined || value === null || typeof value !== 'number' || Number.isNaN(value)
    ? NOT_A_NUMBER
    : !Number.isInteger(value)
      ? 'Number of employees must be a whole number.'
      : value < 1
        ? 'Number of employees must be at least 1.'
        : value > LEAD_LIMITS.employees
          ? `Number of employees must be at most ${LEAD_LIMITS.employees}.`
          : undefined;

type Rules = Record<string, Rule>;

function createContactRules(blockedEmailDomains: readonly string[]): Rules {
  const blocked = new Set(blockedEmailDomains.map((domain) => domain.toLowerCase()));
  return {
    firstName: text('First name', 2, 'First name must be at least 2 characters.', LEAD_LIMITS.name),
    lastName: text('Last name', 2, 'Last name must be at least 2 characters.', LEAD_LIMITS.name),
    email: firstOf(
      email(VALID_EMAIL),
      check((value) => !blocked.has(domainOf(value)), 'Please use a valid company email address.'),
    ),
    phone: text('Phone number', 5, 'Please enter a valid phone number.', LEAD_LIMITS.phone, false, /^\+?[0-9 ()./-]+$/),
    countryCode: text(
      'Country code',
      1,
      'Please select a country code.',
      LEAD_LIMITS.countryCode,
      false,
      /^\+[0-9]{1,4}$/,
    ),
    company: text('Company name', 2, 'Company name must be at least 2 characters.', LEAD_LIMITS.company),
    employees,
    message: text('Message', 10, 'Message must be at least 10 characters.', LEAD_LIMITS.message, true),
  };
}

const MISSING = 'Please fill in all fields to continue.';

const playerRules: Rules = {
  firstName: text('First name', 1, MISSING, LEAD_LIMITS.name),
  lastName: text('Last name', 1, MISSING, LEAD_LIMITS.name),
  email: email(MISSING),
};

const emailRule = email(VALID_EMAIL);

/** The shared valid-email rule on its own, for a form that checks the address before anything else (the quiz). */
export function isValidEmail(value: string): boolean {
  return emailRule(value.trim()) === undefined;
}

/**
 * What a number input sends (HTML's "valid floating-point number"): a form posted without JavaScript sends
 * the employee count as this text, where the page's form has the number itself.
 */
const NUMBER_TEXT = /^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?$/;

/**
 * Trims every text once and composes it (NFC: an accented letter typed as a letter and a combining
 * accent is stored as the one character other systems search and compare by), before the rules see it;
 * the employee count may come as a number or as the text a number input sends, read as the same number
 * so that a form posted without JavaScript gets the message the page gives (-5: at least 1, not "a number").
 */
function normalize(input: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  // Only the known fields reach the rules: unknown ones are reported already.
  const values: Record<string, unknown> = {};
  for (const key of fields)
    if (Object.hasOwn(input, key))
      values[key] = typeof input[key] === 'string' ? (input[key] as string).normalize('NFC').trim() : input[key];
  if (typeof values.employees === 'string' && NUMBER_TEXT.test(values.employees))
    values.employees = Number(values.employees);
  return values;
}

function validate<T>(
  rules: Rules,
  fields: readonly string[],
  input: unknown,
): RuleResult<Record<string, unknown>> | RuleResult<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { body: 'Send the fields as a JSON object.' } };
  const errors: FieldErrors = {};
  for (const key of Object.keys(input))
    if (!fields.includes(key) && key !== HONEYPOT_FIELD) errors[key] = 'Unknown field.';
  const values = normalize(input as Record<string, unknown>, fields);
  for (const [field, rule] of Object.entries(rules)) {
    const message = rule(values[field]);
    if (message !== undefined && !(field in errors)) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

let contactRules: { domains: string; rules: Rules } | undefined;

/** Checks a contact submission; on success, the values to store, normalised. */
export function checkContact(input: unknown, blockedEmailDomains: readonly string[]): RuleResult<ContactLead> {
  const domains = blockedEmailDomains.join(',');
  if (contactRules?.domains !== domains) contactRules = { domains, rules: createContactRules(blockedEmailDomains) };
  const result = validate(contactRules.rules, CONTACT_FIELDS, input);
  if (!result.ok) return result;
  const values = result.value as Record<string, string> & { employees: number };
  return {
    ok: true,
    value: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: `${values.countryCode}${values.phone.replace(/^\++/, '')}`,
      company: values.company,
      employees: values.employees,
      message: values.message,
    },
  };
}

/** Checks a quiz registration; on success, the values to store, normalised. */
export function checkPlayer(input: unknown): RuleResult<PlayerLead> {
  const result = validate(playerRules, PLAYER_FIELDS, input);
  if (!result.ok) return result;
  const { firstName, lastName, email: address } = result.value as Record<string, string>;
  return { ok: true, value: { firstName, lastName, email: address } };
}
