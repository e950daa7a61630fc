import type { InvalidValueParams } from './invalid-value-params';

/** A field's JSON Schema, with its `$ref` followed (see resolveRef). */
export type FieldSchema = Record<string, unknown>;

/** A value found at a place the schema marks as a link (`x-link`) or a local file (`x-asset`). */
export interface FoundReference {
  pointer: string;
  value: string;
}

/** A value of a field no two items of its list may share (`x-unique`). */
export interface FoundUniqueValue extends FoundReference {
  about?: string;
}

/** How a field names entries: one id, a list of ids, every entry, or those whose fields match. */
export type EntrySelection = string | string[] | { where?: Record<string, string | number | boolean>; limit?: number };

/** A value at a place the schema marks as naming entries of a collection (`x-entry`, `x-entries`). */
export interface FoundEntryReference {
  pointer: string;
  collection: string;
  /** One id (`x-entry`), or a list of ids, `all`, or `{ where, limit }` (`x-entries`). */
  value: EntrySelection;
  many: boolean;
  /** How many entries it must pick at least: the value of a sibling field its schema names (`x-min-entries-from`). */
  atLeast?: { count: number; field: string };
  /** The field of each entry its card shows as its picture (`x-card-picture`): a picked entry needs it. */
  picture?: string;
}

/** What the check collects while it walks the data, for the link checker and the loader. */
export interface FoundValues {
  links: FoundReference[];
  assets: FoundReference[];
  references: FoundEntryReference[];
  /** Values of a list's items that no two items may share (`x-unique`), with their field's description. */
  unique: FoundUniqueValue[];
}

/** Where a value of a kind stands, as ajv tells a keyword. */
export interface ValuePlace {
  /** What the schema's keyword holds: `true`, or a collection's name. */
  marked: unknown;
  pointer: string;
  parentSchema?: FieldSchema;
  parentData?: unknown;
}

/** Why a value was refused, in the words the catalogue's invalid-value is made from. */
export interface Refusal {
  message: string;
  params: Record<string, unknown>;
}

/** How the check treats a kind its JSON Schema keywords cannot say: a keyword of our own (`x-link`…). */
export interface KindCheck {
  keyword: string;
  /** What the keyword holds in a schema. */
  schemaType: 'boolean' | 'string';
  /** Records what the site's later checks need, and says why the value is refused, if it is. */
  check: (value: unknown, place: ValuePlace, found: FoundValues) => Refusal[];
  /** A refusal as the catalogue's invalid-value says it. */
  describe?: (value: unknown, refusal: Refusal) => InvalidValueParams;
}

/** The form library's own widgets our kinds use, and ours (editor/app/forms registers ours by these names). */
export type FieldWidget = 'hidden' | 'textarea' | 'link' | 'entry' | 'asset' | 'markdown' | 'switch';
/** Our own fields: they draw the whole field, its label included. */
export type FormField = 'entries' | 'collapsible' | 'yaml-only';

/** How the editor's form shows a field; nothing said is the form library's own field for its type. */
export interface FieldLook {
  widget?: FieldWidget;
  field?: FormField;
  options?: Record<string, string | number | boolean>;
}

/** What a new entry's required field starts with (see createStarterEntry in the editor's server). */
export interface StarterContext {
  /** The field's key. */
  key: string;
  /** The new entry's id: its name-like fields start from it. */
  id: string;
  /** The ids of every collection. */
  entries: Record<string, string[]>;
  /** The site's files (/images/…). */
  assets: string[];
  /** The starter value of a schema inside this one (a group's field, a list's item), by its key. */
  startInside: (schema: FieldSchema, key: string) => unknown;
}

/** A value offered as the YAML view completes a field. */
export interface CompletionValue {
  label: string;
  /** `constant` for an entry's id, `enum` for one of a fixed list. */
  type: 'constant' | 'enum';
  detail?: string;
}

/** What the reference docs' wording needs from the docs (docs/blocks.md). */
export interface DocsWords {
  /** A value as Markdown code. */
  code: (value: unknown) => string;
  /** A collection's name linked to its section. */
  linkCollection: (name: string) => string;
  /** The kind of a list's items, in words (or "groups of the fields below"). */
  describeItems: (schema: FieldSchema) => string;
}

/** The entries a field's type is made of, by their collection's schema (see render-generated-files). */
export type EntryTypeOf = (collection: string) => FieldSchema;

/**
 * One kind of field (a link, a Markdown text, an entry of a collection…): how it is recognised from its
 * schema, and what every part of the project does with it. Each part asks the kind (findFieldKind), so a
 * new kind is one record here, and the part that has nothing to do for a kind leaves it out.
 */
export interface FieldKind {
  name: string;
  /** Whether a schema, its `$ref` followed, is of this kind. */
  matches: (schema: FieldSchema) => boolean;
  /** How the editor's form shows it; `optional` is a field a form can leave out, inside another. */
  look?: (schema: FieldSchema, place: { optional: boolean }) => FieldLook;
  /** The type the form library needs to pick its field, when the schema leaves `type` out. */
  formType?: string;
  /** Its value is written on the lines under its key (a group's fields, a list's items). */
  nested?: boolean;
  /** It holds a web address: a pattern refused is first checked for a missing https://. */
  address?: boolean;
  check?: KindCheck;
  /** The value a new entry's required field starts with; undefined leaves the field out. */
  start: (schema: FieldSchema, context: StarterContext) => unknown;
  /** The values the YAML view offers after its key. */
  complete?: (
    schema: FieldSchema,
    collections: Record<string, Array<{ id: string; title: string }>>,
  ) => CompletionValue[];
  /** The kind of value, in the reference docs' words. */
  describe: (schema: FieldSchema, words: DocsWords) => string;
  /** The schema its TypeScript type is made from, when it is not the field's own (an entry's id becomes the entry). */
  typeSchema?: (schema: FieldSchema, entryTypeOf: EntryTypeOf) => FieldSchema;
}
