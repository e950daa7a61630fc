/**
 * A schema with its `$ref` (to the root schema's own `definitions`) followed, through a chain of them; the
 * place's own keys (its description, its default) win over the definition's.
 */
export function resolveRef<S extends Record<string, unknown>>(schema: S, root: Record<string, unknown>): S {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? (root.definitions as Record<string, S> | undefined)?.[name] : undefined;
    if (!target) break;
    const { $ref: _ref, ...own } = current;
    current = { ...target, ...own };
  }
  return current;
}
