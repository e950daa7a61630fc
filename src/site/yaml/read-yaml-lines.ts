/**
 * How a YAML line reads by its look alone, for the messages that say where a misindented line belongs:
 * what a person sees in an editor, before any parser has made sense of the file.
 */

/** A line the parser reads: not blank, not a comment. */
export function isContent(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== '' && !line.trimStart().startsWith('#');
}

/** Spaces before the line's first character; undefined when a tab is among them (another message says that). */
export function measureIndent(line: string): number | undefined {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.includes('\t') ? undefined : lead.length;
}

/** Column (from 0) where the line's key starts: after the indent and any "- " list markers. */
export function findKeyColumn(line: string): number {
  return /^[ \t]*(?:- +)*/.exec(line)![0].length;
}

/** A line after which deeper lines belong to it: `key:`, `key: |`, `key: >`, or a lone `-`. */
export function opensBlock(line: string): boolean {
  return /:\s*([|>][-+0-9]*)?\s*(#.*)?$/.test(line) || /^\s*-\s*$/.test(line);
}

/** A line after which deeper lines are fields or items (not the lines of a long text): `key:` or a lone `-`. */
export function opensGroup(line: string): boolean {
  return /:\s*(#.*)?$/.test(line) || /^\s*-\s*$/.test(line);
}

/** A line that starts a `key: value` pair (not a continuation of a long text), so it must line up with its siblings. */
export function isKeyLine(line: string): boolean {
  return /^[ \t]*(?:- +)*("[^"]*"|'[^']*'|[^\s#"'\-:][^:#]*?|-[^\s:][^:#]*?) *:( |$)/.test(line);
}

/** A list item: a dash and a space (or a lone dash) after the indent. */
export function isItem(line: string | undefined): boolean {
  return line !== undefined && /^[ \t]*-( |$)/.test(line);
}

/** The index of the nearest content line from `from` on, stepping by `step`. */
export function findContent(lines: string[], from: number, step: 1 | -1): number | undefined {
  for (let index = from; index >= 0 && index < lines.length; index += step) if (isContent(lines[index])) return index;
  return undefined;
}

/** The key of a `key:` line, without quotes: `blocks` for `    blocks:`. */
export function readKey(line: string): string | undefined {
  return /^[ \t]*(?:- +)*["']?([^"':#]+?)["']? *:/.exec(line)?.[1];
}

/**
 * The list item whose fields include line `index` (from 0): the nearest line above that starts with a
 * dash and whose key lines up with it. Undefined when the line is no field of an item.
 */
export function findOwningItem(lines: string[], index: number): number | undefined {
  const column = findKeyColumn(lines[index]);
  for (let at = index; at >= 0; at -= 1) {
    const line = lines[at];
    if (!isContent(line)) continue;
    const indent = measureIndent(line);
    if (indent === undefined) return undefined;
    if (isItem(line) && findKeyColumn(line) === column) return at;
    if (indent < column) return undefined;
  }
  return undefined;
}

/** The last line (from 0) of what belongs to line `index`: the lines after it indented further, or it alone. */
export function findLastLineOf(lines: string[], index: number, indent: number): number {
  let last = index;
  for (let at = index + 1; at < lines.length; at += 1) {
    if (!isContent(lines[at])) continue;
    if ((measureIndent(lines[at]) ?? Infinity) <= indent) break;
    last = at;
  }
  return last;
}

/** The key line a line belongs to: itself, or for a line of a long text (`description: >-`), its key's line. */
export function findFieldLine(lines: string[], index: number): number | undefined {
  if (isKeyLine(lines[index])) return index;
  const indent = measureIndent(lines[index]) ?? 0;
  for (let at = index - 1; at >= 0; at -= 1) {
    if (!isContent(lines[at]) || (measureIndent(lines[at]) ?? Infinity) >= indent) continue;
    return isKeyLine(lines[at]) && opensBlock(lines[at]) ? at : undefined;
  }
  return undefined;
}
