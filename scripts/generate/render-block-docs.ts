import type { SchemaObject } from 'ajv';
import { stringify } from 'yaml';
import { findFieldKind } from '#site/fields/find-field-kind';

/** The parts of the schemas the reference is made from, keyed as scripts/cli/read-site-schemas.ts reads them. */
export interface DocumentedSchemas {
  definitions: SchemaObject;
  /** Block type → blocks/<type>/schema.json */
  blocks: Record<string, SchemaObject>;
  /** Collection name → schemas/collections/<name>.schema.json */
  collections: Record<string, SchemaObject>;
}

interface Row {
  field: string;
  kind: string;
  required: boolean;
  default?: unknown;
  description: string;
}

/**
 * What the shared definitions are called in plain words. A definition without a name here is shown by its
 * schema title, so a new one is documented before anyone names it.
 */
const SHARED_NAMES: Record<string, string> = {
  link: 'link',
  asset: 'file',
  anchorId: 'anchor id',
  placement: 'placement',
  band: 'band',
  entryId: 'entry id',
  image: 'picture',
  cta: 'button',
  dialogName: 'dialog name',
  icon: 'icon name',
  navItem: 'menu entry',
};

const SHARED_REF = /definitions\.schema\.json#\/definitions\/([A-Za-z]+)$/;

function toAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

function code(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Renders the fields of schemas into table rows, noting which shared definitions they use. */
class FieldDescriber {
  readonly used = new Set<string>();

  constructor(readonly definitions: SchemaObject) {}

  sharedName(name: string): string {
    return SHARED_NAMES[name] ?? String(this.definitions.definitions[name]?.title ?? name);
  }

  /** The shared definition a field refers to: from a block's schema by file, from within the definitions by `#/definitions/…`. */
  private findShared(schema: SchemaObject, root: SchemaObject): string | undefined {
    const ref = String(schema.$ref ?? '');
    return (
      SHARED_REF.exec(ref)?.[1] ??
      (root === this.definitions && ref.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined)
    );
  }

  private resolveLocal(schema: SchemaObject, root: SchemaObject): SchemaObject {
    const ref = schema.$ref as string | undefined;
    if (!ref?.startsWith('#/definitions/') || this.findShared(schema, root)) return schema;
    return {
      ...(root.definitions as Record<string, SchemaObject>)[ref.slice('#/definitions/'.length)],
      ...(schema.description ? { description: schema.description } : {}),
    };
  }

  /** The kind of value a field holds, in plain words; shared kinds link to their section. */
  describeKind(given: SchemaObject, root: SchemaObject): string {
    const schema = this.resolveLocal(given, root);
    const shared = this.findShared(schema, root);
    if (shared) {
      this.used.add(shared);
      const name = this.sharedName(shared);
      return `[${name}](#${toAnchor(name)})`;
    }
    return findFieldKind(schema).describe(schema, {
      code,
      linkCollection: (name) => `[${name}](#${toAnchor(`${name} collection`)})`,
      describeItems: (given) => {
        const items = this.resolveLocal(given, root);
        return items.properties ? 'groups of the fields below' : this.describeKind(items, root);
      },
    });
  }

  /** One row per field, a group's fields right under it (`labels.next`, `items[].title`). */
  describeFields(given: SchemaObject, root: SchemaObject, prefix = ''): Row[] {
    const schema = this.resolveLocal(given, root);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.entries((schema.properties as Record<string, SchemaObject> | undefined) ?? {}).flatMap(
      ([name, given]) => {
        const property = this.resolveLocal(given, root);
        const shared = this.findShared(property, root);
        const description = String(
          property.description ?? (shared ? this.definitions.definitions[shared]?.description : '') ?? '',
        );
        const row: Row = {
          field: `${prefix}${name}`,
          kind: this.describeKind(property, root),
          required: required.has(name),
          default: property.default,
          description,
        };
        const items = property.type === 'array' ? this.resolveLocal(property.items as SchemaObject, root) : undefined;
        if (property.type === 'object' && property.properties)
          return [row, ...this.describeFields(property, root, `${prefix}${name}.`)];
        if (items?.properties) return [row, ...this.describeFields(items, root, `${prefix}${name}[].`)];
        return [row];
      },
    );
  }
}

function renderTable(rows: Row[]): string {
  const lines = rows.map(
    (row) =>
      `| ${cell(code(row.field))} | ${cell(row.kind)} | ${row.required ? 'yes' : ''} | ${row.default === undefined ? '' : cell(code(row.default))} | ${cell(row.description)} |`,
  );
  return [
    '| field | kind of value | required | default | what it is |',
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

function renderExample(example: unknown): string {
  return ['```yaml', stringify([example], { lineWidth: 0 }).trimEnd(), '```'].join('\n');
}

function renderBlock(type: string, schema: SchemaObject, describer: FieldDescriber): string {
  const examples = (schema.examples as unknown[] | undefined) ?? [];
  return [
    `## ${type}`,
    String(schema.description ?? ''),
    renderTable(describer.describeFields(schema, schema)),
    examples.length > 0
      ? `Example (paste it under a route's \`blocks:\`, lined up with the other blocks):\n\n${examples.map(renderExample).join('\n\n')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function renderShared(name: string, definition: SchemaObject, describer: FieldDescriber): string {
  const parts = [`### ${describer.sharedName(name)}`, String(definition.description ?? '')];
  if (definition.enum) parts.push(`Allowed values: ${(definition.enum as unknown[]).map(code).join(', ')}.`);
  else if (definition.properties) parts.push(renderTable(describer.describeFields(definition, describer.definitions)));
  return parts.filter(Boolean).join('\n\n');
}

const HEADER =
  '<!-- generated by scripts/generate.ts from blocks/*/schema.json and schemas/ — do not edit; run `npm run generate` -->';

/** docs/blocks.md: every block type, the shared kinds of value and the collections, from their schemas. */
export function renderBlockDocs({ definitions, blocks, collections }: DocumentedSchemas): string {
  const describer = new FieldDescriber(definitions);
  const types = Object.keys(blocks).sort();
  const blockSections = types.map((type) => renderBlock(type, blocks[type], describer));
  const collectionSections = Object.keys(collections)
    .sort()
    .map((name) =>
      [
        `### ${name} collection`,
        String(collections[name].description ?? ''),
        renderTable(describer.describeFields(collections[name], collections[name])),
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
  // Shared kinds can refer to others (a button's link): describe until no new one turns up.
  const sharedSections = new Map<string, string>();
  while (sharedSections.size < describer.used.size) {
    for (const name of [...describer.used])
      if (!sharedSections.has(name))
        sharedSections.set(name, renderShared(name, definitions.definitions[name], describer));
  }
  const shared = [...sharedSections.keys()]
    .sort((a, b) => describer.sharedName(a).localeCompare(describer.sharedName(b)))
    .map((name) => sharedSections.get(name)!);
  return `${HEADER}

# Blocks reference

Every page in \`site.yaml\` is a list of blocks under its \`blocks:\`, from the top of the page down. Each
block starts with \`type:\`, the kind of block, followed by that block's fields. Most blocks also take an
\`id\` (so a link can point at the block with \`/page#id\`), a \`placement\` and a \`band\` (its background across the
screen). \`npm run check\` tells you
when a field is missing, misspelt or holds the wrong kind of value; [errors.md](errors.md) explains each
of its messages.

| block | what it shows |
| --- | --- |
${types.map((type) => `| [${type}](#${type}) | ${cell(String(blocks[type].description ?? ''))} |`).join('\n')}

${blockSections.join('\n\n')}

## Kinds of value used by many fields

${shared.join('\n\n')}

## Collections

Content used in several places lives under \`collections:\` in site.yaml, as named lists of entries.
Blocks refer to entries by their \`id\`.

${collectionSections.join('\n\n')}
`;
}
