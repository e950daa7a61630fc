import { Document, isCollection, isScalar, stringify, visit, type Node, type Scalar } from 'yaml';

/** Whether `text` holds a control character; a block scalar holds line breaks and tabs, so those can be allowed. */
function hasControl(text: string, allowed = ''): boolean {
  return [...text].some((char) => (char < ' ' || char === '\u007f') && !allowed.includes(char));
}

/**
 * Whether `text` can be written without quotes and still be read back as that text by every YAML reader a
 * person may use: YAML 1.2 (ours, VS Code) and 1.1 (where `no` is false and `2024-01-01` a date). A text
 * with `: `, a leading `+`, a number's look or a reserved first character is not.
 */
export function isPlainSafe(text: string, inFlow = false): boolean {
  if (text === '' || text.trim() !== text || hasControl(text)) return false;
  if (inFlow && /[,[\]{}]/.test(text)) return false;
  return [stringify(text, { version: '1.2' }), stringify(text, { version: '1.1' })].every(
    (written) => written === `${text}\n`,
  );
}

/** A text in double quotes; JSON's escapes are YAML's. */
export function quoteDouble(text: string): string {
  return JSON.stringify(text);
}

/** A scalar value on one line: plain where safe, else in the quotes the place had (single or double). */
export function renderInlineScalar(
  value: unknown,
  options: { previousType?: Scalar.Type; inFlow?: boolean } = {},
): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  const text = String(value);
  if (options.previousType === 'QUOTE_DOUBLE') return quoteDouble(text);
  if (options.previousType === 'QUOTE_SINGLE' && !hasControl(text)) return `'${text.replaceAll("'", "''")}'`;
  return isPlainSafe(text, options.inFlow) ? text : quoteDouble(text);
}

/**
 * A text as a block scalar (`|` or `>`), its lines indented by `indent`; undefined where a block cannot hold
 * it exactly (control characters, a first line starting with a space, an empty text).
 */
export function renderBlockScalar(text: string, indent: string, style: 'literal' | 'folded'): string | undefined {
  if (text.trim() === '' || hasControl(text, '\n\t') || /^[ \t]/.test(text)) return undefined;
  const body = text.replace(/\n+$/, '');
  const trailing = text.length - body.length;
  const chomp = trailing === 0 ? '-' : trailing === 1 ? '' : '+';
  // A folded block joins its lines with spaces: only a one-paragraph text without line breaks stays folded.
  const folded = style === 'folded' && !body.includes('\n') && !/ {2}|\t/.test(body);
  if (/[ \t]$/m.test(body) && folded) return undefined;
  const lines = body.split('\n').map((line) => (line === '' ? '' : indent + line));
  const keep = trailing > 1 ? '\n'.repeat(trailing - 1) : '';
  return `${folded ? '>' : '|'}${chomp}\n${lines.join('\n')}\n${keep}`;
}

/** Marks every text of a new node that plain style would misread as double-quoted. */
function quoteUnsafeTexts(node: Node): void {
  visit(node, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && !isPlainSafe(scalar.value)) scalar.type = 'QUOTE_DOUBLE';
    },
  });
}

/** Copies the quoting of the texts from the node they replace (an edited text keeps its quotes), so a rewritten line keeps its look. */
export function copyScalarStyles(from: unknown, to: Node): void {
  if (isScalar(from) && isScalar(to)) {
    const quoted = from.type === 'QUOTE_DOUBLE' || from.type === 'QUOTE_SINGLE';
    if (from.type && typeof to.value === 'string' && (from.value === to.value || quoted)) to.type = from.type;
    return;
  }
  if (!isCollection(from) || !isCollection(to)) return;
  to.items.forEach((item, index) => {
    if (isScalar(item) || isCollection(item)) {
      copyScalarStyles(from.items[index], item as Node);
      return;
    }
    const pair = item as { key: unknown; value: unknown };
    const match = (from.items as unknown[]).find(
      (old) =>
        isScalar((old as { key?: unknown }).key) && (old as { key: Scalar }).key.value === (pair.key as Scalar)?.value,
    ) as { value: unknown } | undefined;
    if (match && pair.value) copyScalarStyles(match.value, pair.value as Node);
  });
}

/** A new value as YAML text, texts quoted where needed: flow style on one line, or block lines without indentation. */
export function renderValue(value: unknown, options: { flow: boolean; like?: unknown; padded?: boolean }): string {
  const doc = new Document(value);
  const node = doc.contents as Node;
  quoteUnsafeTexts(node);
  if (options.like !== undefined) copyScalarStyles(options.like, node);
  if (options.flow && isCollection(node)) node.flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: options.padded ?? true }).replace(/\n$/, '');
}

/** `text`'s lines each indented by `indent` (empty lines left empty), ending in a line break. */
export function indentLines(text: string, indent: string): string {
  return `${text
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n')}\n`;
}
