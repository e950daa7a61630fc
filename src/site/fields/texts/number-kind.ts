import { describeRange } from '../base/describe-range';
import type { FieldKind } from '../base/field-kind';

/** A number, whole (`integer`) or not. */
export const numberKind: FieldKind = {
  name: 'number',
  matches: (schema) => schema.type === 'integer' || schema.type === 'number',
  start: (schema) => Number(schema.minimum ?? 0),
  describe: (schema) => {
    const range = describeRange(schema.minimum as number | undefined, schema.maximum as number | undefined, '');
    return `${schema.type === 'integer' ? 'whole number' : 'number'}${range ? `, ${range}` : ''}`;
  },
};
