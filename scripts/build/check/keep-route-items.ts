import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeptRouteItems } from '#site/yaml/parse-yaml';
import { hashText } from '../../cli/hash-text';

/** Whether JSON would change the value: it writes NaN and ±Infinity as null, and -0 as 0. */
function isLostInJson(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value) || Object.is(value, -0);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(isLostInJson);
}

/** Kept route items (see KeptRouteItems), and `save`, which writes those this check used for the next one. */
export interface RouteItemsFile extends KeptRouteItems {
  save(): void;
}

/**
 * The route items a build's previous check parsed (see parseYaml), kept in `file` by the hash of each
 * item's text, as its value's JSON: a page edited in a site of 10,000 has one item parsed again, not
 * 10,000 (js-yaml took 0.3 s of the check's 0.7). One item a line, `<hash>\t<JSON>` (JSON holds no raw
 * line break or tab), so it is read and written without escaping anything. A missing or unreadable file
 * keeps nothing; an item whose value JSON would change (see isLostInJson) is never kept. `save` keeps only
 * the items this check's texts hold, so the file never grows past the site; it is written beside and
 * renamed over, so a check reading it at the same time finds the old file or the new, and a file that
 * cannot be written is simply not kept.
 */
export function openRouteItemsFile(file: string): RouteItemsFile {
  const kept = new Map<string, string>();
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) kept.set(line.slice(0, tab), line.slice(tab + 1));
    }
  } catch {
    // Nothing kept yet: every item is parsed, and the file written.
  }
  const used = new Map<string, string>();
  let added = false;
  // Each item's hash, made once: an item is asked for with `has`, then taken or kept.
  const hashes = new Map<string, string>();
  const hashOf = (item: string) => {
    let hash = hashes.get(item);
    if (hash === undefined) hashes.set(item, (hash = hashText(item)));
    return hash;
  };
  return {
    has: (item) => {
      const hash = hashOf(item);
      const json = kept.get(hash);
      if (json !== undefined) used.set(hash, json);
      return json !== undefined;
    },
    take: (item) => {
      const hash = hashOf(item);
      const json = kept.get(hash);
      if (json === undefined) return undefined;
      try {
        const value = JSON.parse(json) as unknown;
        used.set(hash, json);
        return value;
      } catch {
        // A line cut short: the item is parsed, and kept anew.
        used.delete(hash);
        return undefined;
      }
    },
    keep: (item, value) => {
      if (isLostInJson(value)) return;
      used.set(hashOf(item), JSON.stringify(value));
      added = true;
    },
    save: () => {
      if (!added && used.size === kept.size) return;
      const unique = `${file}.${process.pid}-${randomUUID()}`;
      try {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(unique, [...used].map(([hash, json]) => `${hash}\t${json}`).join('\n'));
        renameSync(unique, file);
      } catch {
        // Not kept (a full disk, a folder in the way): the next check parses every item, as without it.
        rmSync(unique, { force: true });
      }
    },
  };
}
