import type { SchemaObject } from 'ajv';

export interface ExampleSources {
  /** The schema a `$ref` written in the schema file `from` points at. */
  resolveRef: (ref: string, from: string) => { schema: SchemaObject; file: string } | undefined;
  /** An id of an entry of the collection, so a field naming one (`x-entry`) holds a real one. */
  findEntryId: (collection: string) => string | undefined;
}

/** A text of the schema's own "e.g. …" when it fits the pattern: the description's example is the one an editor knows. */
function readDescribedExample(schema: SchemaObject): string | undefined {
  const match = /e\.g\. (?:'([^']+)'|([^\s,;)]+?))[.,;)]?(?:\s|$)/.exec(typeof schema.description === 'string' ? schema.description : '');
  const example = match?.[1] ?? match?.[2];
  return example && (!schema.pattern || new RegExp(schema.pattern).test(example)) ? example : undefined;
}

function createText(schema: SchemaObject): string {
  if (schema['x-link']) return '/';
  const described = readDescribedExample(schema);
  if (described) return described;
  const text = 'Your text';
  return typeof schema.maxLength === 'number' ? text.slice(0, schema.maxLength) : text;
}

/**
 * The smallest value a schema accepts, for a message's example: the schema's own `examples` first,
 * else its required fields only, each with its default, first allowed value or a placeholder text.
 * Written once, it follows every block schema as blocks are added, where a hand-kept example would not.
 */
export function createExample(schema: SchemaObject, file: string, sources: ExampleSources, depth = 0): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (typeof schema.$ref === 'string' && depth < 20) {
    const target = sources.resolveRef(schema.$ref, file);
    return target ? createExample({ ...target.schema, ...schema, $ref: undefined }, target.file, sources, depth + 1) : undefined;
  }
  if ('const' in schema) return schema.const;
  if ('default' in schema && !(typeof schema.default === 'object' && schema.default !== null && Object.keys(schema.default).length === 0)) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (typeof schema['x-entries'] === 'string') return 'all';
  if (typeof schema['x-entry'] === 'string') return sources.findEntryId(schema['x-entry']) ?? 'an-entry-id';
  switch (schema.type) {
    case 'string':
      return createText(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array': {
      const item = schema.items && typeof schema.items === 'object' ? createExample(schema.items as SchemaObject, file, sources, depth + 1) : 'Your text';
      return Array.from({ length: Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1) }, () => item);
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return Object.fromEntries(required.map((key) => [key, createExample(properties[key] ?? {}, file, sources, depth + 1)]));
    }
  }
}
