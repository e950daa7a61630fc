import { parseMarkdown } from '#site/markdown/parse-markdown';
import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { startText } from '../base/start-text';

/** A text in the site's small Markdown (`"x-markdown": true`); its links are checked like the schema's own links. */
export const markdownKind: FieldKind = {
  name: 'markdown',
  matches: (schema) => schema['x-markdown'] === true,
  look: () => ({ widget: 'markdown' }),
  check: {
    keyword: 'x-markdown',
    schemaType: 'boolean',
    check: (value, place, found) => {
      if (typeof value !== 'string') return [];
      const parsed = parseMarkdown(value);
      for (const link of parsed.links) found.links.push({ pointer: place.pointer, value: link });
      // An unsafe link is an error here, in the reader's words.
      return parsed.problems.map((message) => ({ message, params: {} }));
    },
    describe: (_value, refusal) => ({ rule: 'markdown', detail: refusal.message }),
  },
  start: startText,
  describe: (schema) => describeText('text in [Markdown](#rich-text)', schema),
};
