import { describe, expect, it } from 'vitest';
import { matchesPlaceholder } from './find-placeholder-texts';

/** What the templates' placeholders meant before: the parts, escaped, joined by `.+`, the whole text. */
const asPattern = (parts: string[]) =>
  new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 's');

describe('matchesPlaceholder', () => {
  const placeholders: string[][] = [
    ['', ' from ', ': say in one or two sentences what this service delivers, for search results.'],
    ['One sentence on what the client gets.'],
    ['Why ', ' chose us'],
    ['', ''],
    ['a', 'a', 'a'],
    ['', ' of ', ''],
  ];
  const texts = [
    'Cloud from Voltaic: say in one or two sentences what this service delivers, for search results.',
    ' from : say in one or two sentences what this service delivers, for search results.',
    'X from Y: say in one or two sentences what this service delivers, for search results',
    'Cloud from Voltaic from Labs: say in one or two sentences what this service delivers, for search results.',
    'One sentence on what the client gets.',
    'One sentence on what the client gets. Really.',
    'Why Cognatrix chose us',
    'Why  chose us',
    'Why chose us',
    'x',
    '',
    'aaa',
    'aaaa',
    'aaaaa',
    'a\na\na',
    'cost of cloud',
    ' of ',
    'x of ',
  ];

  it('says what the regular expression it replaces says, for every text', () => {
    for (const parts of placeholders)
      for (const text of texts)
        expect(matchesPlaceholder(text, parts), `${JSON.stringify(parts)} ${text}`).toBe(asPattern(parts).test(text));
  });

  it('takes a filled template text and refuses an edited one', () => {
    expect(matchesPlaceholder('Why Cognatrix chose us', ['Why ', ' chose us'])).toBe(true);
    expect(matchesPlaceholder('Why Cognatrix chose Voltaic', ['Why ', ' chose us'])).toBe(false);
  });
});
