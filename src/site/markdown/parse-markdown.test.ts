import { expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown';

it('reads headings, paragraphs, lists, emphasis, code and links', () => {
  const document = parseMarkdown(
    [
      '## What we collect',
      '',
      'The **details** you enter in the',
      '*contact form*, see [our terms](/terms).',
      '',
      '- First `item`',
      '  continued',
      '- Second',
      '',
      '1. One',
      '2. Two',
      '',
      '### Contact',
      'Write to [us](mailto:hello@example.com).',
    ].join('\n'),
  );
  expect(document.problems).toEqual([]);
  expect(document.links).toEqual(['/terms', 'mailto:hello@example.com']);
  expect(document.blocks).toEqual([
    { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'What we collect' }] },
    {
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'The ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'details' }] },
        { kind: 'text', text: ' you enter in the ' },
        { kind: 'em', children: [{ kind: 'text', text: 'contact form' }] },
        { kind: 'text', text: ', see ' },
        { kind: 'link', href: '/terms', children: [{ kind: 'text', text: 'our terms' }] },
        { kind: 'text', text: '.' },
      ],
    },
    {
      kind: 'list',
      ordered: false,
      items: [
        [
          { kind: 'text', text: 'First ' },
          { kind: 'code', text: 'item' },
          { kind: 'text', text: ' continued' },
        ],
        [{ kind: 'text', text: 'Second' }],
      ],
    },
    { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'Two' }]] },
    { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Contact' }] },
    {
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Write to ' },
        { kind: 'link', href: 'mailto:hello@example.com', children: [{ kind: 'text', text: 'us' }] },
        { kind: 'text', text: '.' },
      ],
    },
  ]);
});

it('keeps HTML as plain text: a <script> is a paragraph of text, not an element', () => {
  const document = parseMarkdown('<script>alert("x")</script>');
  expect(document.problems).toEqual([]);
  expect(document.blocks).toEqual([
    { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert("x")</script>' }] },
  ]);
});

it('never makes a javascript: or data: link: it stays text and is reported', () => {
  const document = parseMarkdown(
    'Click [here](javascript:alert(1)) or [there](data:text/html,hi) or [Here](JavaScript:void).',
  );
  expect(document.blocks).toEqual([
    {
      kind: 'paragraph',
      children: [
        {
          kind: 'text',
          text: 'Click [here](javascript:alert(1)) or [there](data:text/html,hi) or [Here](JavaScript:void).',
        },
      ],
    },
  ]);
  expect(document.links).toEqual([]);
  expect(document.problems).toHaveLength(3);
  expect(document.problems[0]).toContain('"javascript:alert');
});

it('reports a level-1 heading, since the page hero holds the only h1, and draws it as a level-2 one', () => {
  const document = parseMarkdown('# Title');
  expect(document.problems).toEqual([
    '"# Title" is a level-1 heading: use ## to #### (the page\'s title is its only level-1 heading)',
  ]);
  expect(document.blocks).toEqual([{ kind: 'heading', level: 2, children: [{ kind: 'text', text: 'Title' }] }]);
});

it('leaves underscores inside words and lone asterisks alone', () => {
  expect(parseMarkdown('snake_case_name costs 2 * 3').blocks).toEqual([
    { kind: 'paragraph', children: [{ kind: 'text', text: 'snake_case_name costs 2 * 3' }] },
  ]);
});
