import { number, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/**
 * The rules a lead must meet, with the spec's messages, shared by the contact form, the quiz
 * registration and the lead server: what the browser accepts the server accepts too.
 */

/** Upper bounds (this project's addition): nobody's name is 100 KB. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  countryCode: 8,
  company: 200,
  employees: 10_000_000,
  message: 5000,
} as const;

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
/** One address, and a domain with a dot: Yup's `email()` alone accepts `a@b`. */
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

function text(label: string, min: number, minMessage: string, max: number, multiline = false) {
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(minMessage)
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max} characters.`)
    .test(
      'no-control',
      `${label} must not contain control characters.`,
      (value) => !(multiline ? CONTROL : CONTROL_OR_BREAK).test(value ?? ''),
    )
    .test(
      'no-invisible',
      `${label} must not contain invisible characters, such as zero-width spaces or direction marks.`,
      (value) => !INVISIBLE.test(multiline ? (value ?? '').replace(VISIBLE_EFFECT, '$1') : (value ?? '')),
    )
    .test('well-formed', `${label} must not contain broken characters.`, (value) => !LONE_SURROGATE.test(value ?? ''));
}

function email(emptyMessage: string) {
  return string()
    .strict()
    .typeError(VALID_EMAIL)
    .required(emptyMessage)
    .max(LEAD_LIMITS.email, VALID_EMAIL)
    .email(VALID_EMAIL)
    .matches(EMAIL_PATTERN, VALID_EMAIL)
    .test(
      'visible',
      VALID_EMAIL,
      (value) =>
        !CONTROL_OR_BREAK.test(value ?? '') && !INVISIBLE.test(value ?? '') && !LONE_SURROGATE.test(value ?? ''),
    );
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

export function createContactSchema(blockedEmailDomains: readonly string[]): ObjectSchema<AnyObject> {
  const blocked = new Set(blockedEmailDomains.map((domain) => domain.toLowerCase()));
  return object({
    firstName: text('First name', 2, 'First name must be at least 2 characters.', LEAD_LIMITS.name),
    lastName: text('Last name', 2, 'Last name must be at least 2 characters.', LEAD_LIMITS.name),
    email: email(VALID_EMAIL).test(
      'company-email',
      'Please use a valid company email address.',
      (value) => !value || !blocked.has(domainOf(value)),
    ),
    phone: text('Phone number', 5, 'Please enter a valid phone number.', LEAD_LIMITS.phone).matches(
      /^\+?[0-9 ()./-]+$/,
      'Please enter a valid phone number.',
    ),
    countryCode: text('Country code', 1, 'Please select a country code.', LEAD_LIMITS.countryCode).matches(
      /^\+[0-9]{1,4}$/,
      'Please select a country code.',
    ),
    company: text('Company name', 2, 'Company name must be at least 2 characters.', LEAD_LIMITS.company),
    employees: number()
      .strict()
      .typeError('Must be a number.')
      .required('Must be a number.')
      .integer('Number of employees must be a whole number.')
      .min(1, 'Number of employees must be at least 1.')
      .max(LEAD_LIMITS.employees, `Number of employees must be at most ${LEAD_LIMITS.employees}.`),
    message: text('Message', 10, 'Message must be at least 10 characters.', LEAD_LIMITS.message, true),
  });
}

const MISSING = 'Please fill in all fields to continue.';

export const playerSchema = object({
  firstName: text('First name', 1, MISSING, LEAD_LIMITS.name),
  lastName: text('Last name', 1, MISSING, LEAD_LIMITS.name),
  email: email(MISSING),
});

const emailRule = email(VALID_EMAIL);

/** The shared valid-email rule on its own, for a form that checks the address before anything else (the quiz). */
export function isValidEmail(value: string): boolean {
  return emailRule.isValidSync(value.trim());
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
  // Only the known fields reach Yup: unknown ones are reported already, and a key such as
  // "constructor" would otherwise trip Yup itself.
  const values: Record<string, unknown> = {};
  for (const key of fields)
    if (Object.hasOwn(input, key))
      values[key] = typeof input[key] === 'string' ? (input[key] as string).normalize('NFC').trim() : input[key];
  if (typeof values.employees === 'string' && NUMBER_TEXT.test(values.employees))
    values.employees = Number(values.employees);
  return values;
}

function validate<T>(
  schema: ObjectSchema<AnyObject>,
  fields: readonly string[],
  input: unknown,
): RuleResult<Record<string, unknown>> | RuleResult<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, errors: { body: 'Send the fields as a JSON object.' } };
  const errors: FieldErrors = {};
  for (const key of Object.keys(input))
    if (!fields.includes(key) && key !== HONEYPOT_FIELD) errors[key] = 'Unknown field.';
  const values = normalize(input as Record<string, unknown>, fields);
  try {
    schema.validateSync(values, { abortEarly: false, stripUnknown: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

let contactSchema: { domains: string; schema: ObjectSchema<AnyObject> } | undefined;

/** Checks a contact submission; on success, the values to store, normalised. */
export function checkContact(input: unknown, blockedEmailDomains: readonly string[]): RuleResult<ContactLead> {
  const domains = blockedEmailDomains.join(',');
  if (contactSchema?.domains !== domains) contactSchema = { domains, schema: createContactSchema(blockedEmailDomains) };
  const result = validate(contactSchema.schema, CONTACT_FIELDS, input);
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
  const result = validate(playerSchema, PLAYER_FIELDS, input);
  if (!result.ok) return result;
  const { firstName, lastName, email: address } = result.value as Record<string, string>;
  return { ok: true, value: { firstName, lastName, email: address } };
}
