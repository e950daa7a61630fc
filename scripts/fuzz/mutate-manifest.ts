/**
 * Seeded damage to a manifest, the way a careless editor or an attacker would do it, for the fuzz test
 * and the benchmark. The same seed gives the same cases on every machine.
 */
export const MUTATIONS = [
  'delete-line',
  'swap-type',
  'rename-type',
  'break-indent',
  'tab-indent',
  'duplicate-key',
  'long-string',
  'control-character',
  'unicode',
  'deep-nesting',
  'alias-bomb',
] as const;

export type Mutation = (typeof MUTATIONS)[number];

/** mulberry32: small, fast, and the same everywhere. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghij'
    .split('')
    .map((name, index) => `${name}: &${name} [${Array(10).fill(`*${'abcdefghij'[index]}`).join(',')}]`),
].join('\n');

export function mutateManifest(text: string, mutation: Mutation, random: () => number): string {
  const lines = text.split('\n');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const at = Math.floor(random() * lines.length);
  const withValue = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => /^\s*-?\s*[\w-]+: \S/.test(line));
  const valueLine = withValue.length > 0 ? pick(withValue) : { line: lines[at], index: at };
  const setValue = (value: string) => {
    lines[valueLine.index] = valueLine.line.replace(/: .*$/, `: ${value}`);
  };
  switch (mutation) {
    case 'delete-line':
      lines.splice(at, 1 + Math.floor(random() * 3));
      break;
    case 'swap-type':
      setValue(pick(['[1, 2]', '{ a: b }', '123', 'true', 'null', '""', '- x']));
      break;
    case 'rename-type': {
      const types = lines.map((line, index) => ({ line, index })).filter(({ line }) => /\btype: /.test(line));
      const target = types.length > 0 ? pick(types) : valueLine;
      lines[target.index] = target.line.replace(
        /type: \S+/,
        `type: ${pick(['page-heros', 'capabilty-list', 'NEXT-LINK', 'hero carousel', '', '"page-hero"x'])}`,
      );
      break;
    }
    case 'break-indent':
      lines[at] =
        random() < 0.5 ? `${' '.repeat(1 + Math.floor(random() * 3))}${lines[at]}` : lines[at].replace(/^ {1,3}/, '');
      break;
    case 'tab-indent':
      lines[at] = lines[at].replace(/^( +)/, (spaces) => '\t'.repeat(Math.max(1, spaces.length / 2)));
      break;
    case 'duplicate-key':
      lines.splice(valueLine.index, 0, valueLine.line);
      break;
    case 'long-string':
      setValue('x'.repeat(50_000 + Math.floor(random() * 150_000)));
      break;
    case 'control-character': {
      const line = lines[at];
      const column = Math.floor(random() * (line.length + 1));
      lines[at] = line.slice(0, column) + String.fromCharCode(Math.floor(random() * 32)) + line.slice(column);
      break;
    }
    case 'unicode':
      setValue(
        pick(['Ünïcødé ✓ 漢字 👩‍💻', '\u202Eevil\u202C', 'e\u0301\u0301\u0301', '"\uD83D"', '\uFEFFbom', 'עברית ومرحبا']),
      );
      break;
    case 'deep-nesting':
      setValue(
        pick([
          `${'a: '.repeat(10_000)}b`,
          `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
          `\n${'  - '.repeat(3_000)}x`,
          `${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}`,
        ]),
      );
      break;
    case 'alias-bomb':
      lines.unshift(ALIAS_BOMB);
      lines[valueLine.index + 1] = valueLine.line.replace(/: .*$/, ': *j');
      break;
  }
  return lines.join('\n');
}
