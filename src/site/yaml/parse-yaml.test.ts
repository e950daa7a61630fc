import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml, parseYamlDocument } from './parse-yaml';

const root = join(import.meta.dirname, '..', '..', '..');
const fixtures = [
  'site.yaml',
  ...readdirSync(join(root, 'tests/fixtures'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => `tests/fixtures/${name}`),
];

/** Both parsers' reading of a text: the data, or that it is not YAML. */
function readBoth(text: string) {
  const fast = parseYaml(text);
  const { doc } = parseYamlDocument(text);
  return { fast: 'data' in fast ? fast.data : 'error', slow: doc.errors.length === 0 ? doc.toJS() : 'error' };
}

describe('the two YAML parsers read alike', () => {
  it.each(fixtures)('%s', (file) => {
    const { fast, slow } = readBoth(readFileSync(join(root, file), 'utf8'));
    expect(fast).toEqual(slow);
  });

  it.each([
    ['binary-looking numbers stay text', 'a: 0b101', { a: '0b101' }],
    ['octal and hex are numbers', 'a: 0o17\nb: 0x1F\nc: -0x1F', { a: 15, b: 31, c: '-0x1F' }],
    [
      'a float without a leading zero',
      'a: -.5\nb: +1.\nc: 1e3\nd: .inf',
      { a: -0.5, b: 1, c: 1000, d: Number.POSITIVE_INFINITY },
    ],
    ['words that other YAML versions read as booleans', 'a: yes\nb: on\nc: True', { a: 'yes', b: 'on', c: true }],
    ['a key longer than 1024 characters', `${'k'.repeat(1100)}: v`, 'error'],
  ])('%s', (_, text, expected) => {
    const { fast, slow } = readBoth(text);
    expect(fast).toEqual(slow);
    expect(fast).toEqual(expected);
  });
});
