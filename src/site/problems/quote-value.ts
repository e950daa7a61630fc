const KIND_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (key: value lines)',
  null: 'nothing',
};

/** The same kinds as the editor's forms show them: a list is a list there, not lines of YAML. */
const KIND_NAMES_IN_EDITOR: Record<string, string> = { ...KIND_NAMES, array: 'a list', object: 'a group of fields' };

/** JSON Schema's kinds (`string`, `array`…) in a person's words, joined by "or"; `inEditor`: as the forms show them. */
export function nameKinds(kinds: string[], inEditor = false): string {
  const names = inEditor ? KIND_NAMES_IN_EDITOR : KIND_NAMES;
  return kinds.map((kind) => names[kind] ?? kind).join(' or ');
}

/** The kind of a value as YAML read it, in a person's words: "a whole number", "a list …"; `inEditor` as nameKinds. */
export function describeKind(value: unknown, inEditor = false): string {
  const kind =
    value === null || value === undefined
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number' && !Number.isInteger(value)
          ? 'number'
          : typeof value === 'number'
            ? 'integer'
            : typeof value;
  return nameKinds([kind], inEditor);
}

/** The start of a value as JSON, written only as far as `max` characters: a value can be huge (aliases). */
function preview(value: unknown, max: number): string {
  let out = '';
  const write = (item: unknown): boolean => {
    if (Array.isArray(item)) {
      out += '[';
      for (let index = 0; index < item.length; index++) {
        if (index > 0) out += ',';
        if (!write(item[index])) return false;
      }
      out += ']';
    } else if (item !== null && typeof item === 'object') {
      out += '{';
      let first = true;
      for (const key in item) {
        out += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        if (!write((item as Record<string, unknown>)[key])) return false;
      }
      out += '}';
    } else {
      out += typeof item === 'string' ? JSON.stringify(item.slice(0, max + 1)) : String(JSON.stringify(item) ?? null);
    }
    return out.length <= max;
  };
  write(value);
  return out;
}

/** A value as a message quotes it: in double quotes, cut at 60 characters. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value.slice(0, 61) : preview(value, 60);
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}
