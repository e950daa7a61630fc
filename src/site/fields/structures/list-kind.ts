import { describeRange } from '../base/describe-range';
import type { FieldKind, FieldSchema } from '../base/field-kind';

/** A list (`array`) of values of its items' kind; a new one starts with as many items as it needs, at least one. */
export const listKind: FieldKind = {
  name: 'list',
  matches: (schema) => schema.type === 'array',
  nested: true,
  start: (schema, context) => {
    const item = context.startInside((schema.items as FieldSchema | undefined) ?? {}, context.key);
    return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
  },
  describe: (schema, { describeItems }) => {
    const count = describeRange(schema.minItems as number | undefined, schema.maxItems as number | undefined, ' items');
    return `list of ${describeItems(schema.items as FieldSchema)}${count ? ` (${count})` : ''}`;
  },
};
