import { describe, expect, it } from 'vitest';
import { problemCatalogue } from '../problems/problem-catalogue';
import { findMisindentedLine } from './find-misindented-line';

/** The misindented line as the check says it: the catalogue's words for what was found. */
function find(text: string, reported: number) {
  const found = findMisindentedLine(text, reported);
  if (!found) return undefined;
  const { message, fix } = problemCatalogue['yaml-syntax'];
  return { line: found.line, col: found.col, message: message(found.params), fix: fix?.(found.params) };
}

const page = [
  'routes:',
  '  - path: /',
  '    title: Home',
  '    blocks:',
  '      - type: page-hero',
  '        title: Welcome',
  '        id: top',
];
const withLine = (index: number, line: string) => page.map((text, at) => (at === index ? line : text)).join('\n');

describe('findMisindentedLine', () => {
  it('finds a line indented further than the line above, when the parser stops there or on the line above', () => {
    const text = withLine(5, '         title: Welcome');
    const expected = {
      line: 6,
      col: 1,
      message: 'this line is indented further than the lines around it',
      fix: 'Start it in column 9, like the line above (line 5): take away or add spaces at its start.',
    };
    expect(find(text, 6)).toEqual(expected);
  });

  it('finds a line indented less than the line above', () => {
    expect(find(withLine(2, '   title: Home'), 3)).toMatchObject({
      line: 3,
      message: 'this line is indented less than the lines around it',
    });
  });

  it('blames the first line of a group when it alone is off and the rest agree', () => {
    const text = ['settings:', '   company: Voltaic', '  email: a@b.co', '  blurb: Hi'].join('\n');
    expect(find(text, 3)).toEqual({
      line: 2,
      col: 1,
      message: 'this line is indented further than the lines after it',
      fix: 'Start it in column 3, so that its key lines up with the line below (line 3): take away spaces at its start.',
    });
  });

  it('lines list items up by their dashes', () => {
    const list = ['items:', '  - { title: A }', '   - { title: B }', '  - { title: C }'];
    expect(find(list.join('\n'), 3)).toMatchObject({
      line: 3,
      message: 'this line is indented further than the lines around it',
      fix: 'Start it in column 3, like the line above (line 2): take away or add spaces at its start.',
    });
  });

  it('a list item whose key is off is moved by its dash, so its key lines up with the lines after it', () => {
    const text = ['routes:', '   - path: /', '    title: Home', '    blocks: []'].join('\n');
    expect(find(text, 3)).toMatchObject({
      line: 2,
      message: 'this line is indented further than the lines after it',
      fix: 'Start it in column 3, so that its key lines up with the line below (line 3): take away spaces at its start.',
    });
  });

  it("a field moved back to its block's dash is the line indented less, not the item above it", () => {
    const text = ['blocks:', '  - type: page-hero', '  title: Cloud', '  - type: next-link'].join('\n');
    expect(find(text, 3)).toMatchObject({
      line: 3,
      message: 'this line is indented less than the lines around it',
      fix: 'Start it in column 5, like the line above (line 2): take away or add spaces at its start.',
    });
  });

  it('skips comments and blank lines between the lines it compares', () => {
    const text = [...page.slice(0, 5), '', '        # the heading', '         title: Welcome'].join('\n');
    expect(find(text, 8)).toMatchObject({
      line: 8,
      fix: 'Start it in column 9, like the line above (line 5): take away or add spaces at its start.',
    });
  });

  it('says nothing where deeper lines belong to the line above, or where tabs indent', () => {
    expect(find(page.join('\n'), 5)).toBeUndefined();
    expect(find(withLine(5, '\t\ttitle: Welcome'), 6)).toBeUndefined();
    expect(find('', 1)).toBeUndefined();
  });
});
