import type { FieldKind } from '../base/field-kind';
import { startRequiredFields } from '../base/start-required-fields';

/** Names of the writer's choosing, each with a value of one kind (`additionalProperties`: a page's tags). */
export const dictionaryKind: FieldKind = {
  name: 'dictionary',
  matches: (schema) =>
    schema.type === 'object' && typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null,
  nested: true,
  start: startRequiredFields,
  describe: () => 'anything, written as YAML',
};
