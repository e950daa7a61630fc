import { expect, it } from 'vitest';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';

/** Every property a YAML editor can write, with the path of the ones that lack a description. */
function findUndocumented(schema: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(schema)) schema.forEach((item, index) => findUndocumented(item, `${path}[${index}]`, found));
  else if (schema && typeof schema === 'object') {
    const node = schema as Record<string, unknown>;
    for (const [name, property] of Object.entries((node.properties as Record<string, Record<string, unknown>>) ?? {})) {
      const documented = typeof property.description === 'string' || typeof property.$ref === 'string';
      if (!documented) found.push(`${path}.properties.${name}`);
    }
    // `if` holds the block dispatcher's conditions, not fields anyone writes.
    for (const [key, value] of Object.entries(node))
      if (key !== 'properties' && key !== 'if') findUndocumented(value, `${path}.${key}`, found);
    for (const [name, value] of Object.entries((node.properties as object) ?? {}))
      findUndocumented(value, `${path}.properties.${name}`, found);
  }
  return found;
}

it('every field of every schema has a description (it becomes the editor hint and the generated docs)', () => {
  const { files } = readSiteSchemas();
  const undocumented = Object.entries(files).flatMap(([file, schema]) => findUndocumented(schema, file, []));
  expect(undocumented).toEqual([]);
});
