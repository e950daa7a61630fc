import { parseDocument, type Document, type Node } from 'yaml';
import { getAt } from '#site/yaml/get-at';
import { applyTextEdits, patchYamlNode } from './patch-yaml-node';

import type { DataPath } from '#editor/shared/outline';

export type { DataPath };

/** A change the editor refuses to write, said so a person knows what to do; the file is left as it was. */
export class YamlWriteError extends Error {}

/** `data` with `value` at `path` (a copy); `undefined` removes the key or the list item. */
export function setAtPath(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(data) && typeof head === 'number') {
    const copy = [...data];
    const next = setAtPath(copy[head], rest, value);
    if (next === undefined && rest.length === 0) copy.splice(head, 1);
    else copy[head] = next;
    return copy;
  }
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    const next = setAtPath(copy[String(head)], rest, value);
    if (next === undefined) delete copy[String(head)];
    else copy[String(head)] = next;
    return copy;
  }
  if (data === undefined || data === null) return setAtPath(typeof head === 'number' ? [] : {}, path, value);
  throw new YamlWriteError(`there is no place ${path.join('.')} in the file to write to`);
}

/** The file's data, read by `yaml`'s Document API; a file that is not valid YAML is refused. */
export function readYamlData(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0)
    throw new YamlWriteError(
      `the file is not valid YAML yet (${doc.errors[0].message.split('\n')[0]}); fix it in the YAML view first`,
    );
  return doc.toJS();
}

let lastRead: { text: string; doc: Document; data: unknown } | undefined;

/** The file's document and data; the last file read is kept, as a form saves the same file again and again. */
function readDocument(text: string): { doc: Document; data: unknown } {
  if (lastRead?.text !== text) {
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length > 0) readYamlData(text);
    lastRead = { text, doc, data: doc.toJS() };
  }
  return lastRead;
}

/**
 * `text` with `value` written at `path`, changing only the lines of what changed (see patchYamlNode). The
 * result is read back and must hold exactly the intended data: a write that would damage anything else
 * is refused instead of saved.
 */
export function writeYamlValue(text: string, path: DataPath, value: unknown): string {
  const { doc, data } = readDocument(text);
  // Nothing changed: the file stays as it is, byte for byte.
  if (JSON.stringify(getAt(data, path)) === JSON.stringify(value)) return text;
  const wanted = setAtPath(data, path, value);
  let result: string;
  try {
    const edits = patchYamlNode(doc.contents as Node | null, wanted, { text, indent: 0, inFlow: false }, data);
    result = applyTextEdits(text, edits);
  } catch (error) {
    throw new YamlWriteError(`this change cannot be written without touching other lines: ${(error as Error).message}`);
  }
  const check = parseDocument(result, { uniqueKeys: true });
  if (check.errors.length > 0 || JSON.stringify(check.toJS()) !== JSON.stringify(wanted))
    throw new YamlWriteError('this change could not be written safely, so nothing was saved; edit it in the YAML view');
  return result;
}
