import type { ProblemCode } from './problem-catalogue';

/** A slip that causes a problem, and what it looks like put right. */
export interface ProblemExample {
  wrong: string;
  right?: string;
  /** What is wrong in `wrong`, when it is not obvious. */
  note?: string;
}

/** What docs/errors.md says about a problem, besides the catalogue's title and fix. */
export interface ProblemExplanation {
  means: string;
  examples?: ProblemExample[];
}

/**
 * The longer explanations of the problem catalogue's entries, for docs/errors.md. A problem without one
 * is still listed there, with its title and fix from the catalogue.
 */
export const problemExplanations: Partial<Record<ProblemCode, ProblemExplanation>> = {
  'unreadable-manifest': {
    means: 'The check could not open the manifest file: it does not exist at that path, or it cannot be read.',
  },
  'yaml-syntax': {
    means:
      'The file is not valid YAML, so nothing in it could be read. Only the first syntax problem is reported, at the line that is wrong: problems further down are often caused by this one, so fix it and run the check again. The usual causes are below.',
    examples: [
      {
        note: 'A text containing ": " (colon and space) without quotes: YAML reads the colon as the start of a new field.',
        wrong: 'title: Cloud: the basics',
        right: 'title: "Cloud: the basics"',
      },
      {
        note: 'A line indented further (or less) than the lines around it. Fields of the same block line up exactly, with spaces.',
        wrong: '- type: page-hero\n  title: Edge Computing\n   description: Run workloads next to your users.',
        right: '- type: page-hero\n  title: Edge Computing\n  description: Run workloads next to your users.',
      },
      {
        note: 'A tab used for indentation. YAML allows spaces only; most editors can be set to insert spaces for the Tab key.',
        wrong: '- type: page-hero\n\ttitle: Edge Computing',
        right: '- type: page-hero\n  title: Edge Computing',
      },
      {
        note: 'A quote, [ or { that is opened and never closed.',
        wrong: 'buttons:\n  - { label: Contact Us, href: /contact',
        right: 'buttons:\n  - { label: Contact Us, href: /contact }',
      },
    ],
  },
  'empty-manifest': {
    means: 'The manifest file is empty (or holds only comments), so there is no site to build.',
  },
  'include-no-match': {
    means:
      'An entry of `include:` in site.yaml names page files that do not exist: no file matches the pattern, so the pages meant to be in it are missing. Patterns are paths from the folder of site.yaml; `*` stands for any name, `**` for any number of folders.',
    examples: [
      {
        wrong: 'include:\n  - page/*.yaml',
        right: 'include:\n  - pages/*.yaml',
        note: 'The folder is called pages, not page.',
      },
    ],
  },
  'empty-page-file': {
    means:
      'A page file that site.yaml includes holds nothing: no `routes:` and no `collections:`. It is a warning, since nothing is lost; add pages to it or delete it.',
  },
  'yaml-alias-limit': {
    means:
      'YAML aliases (`*name`, copying in what `&name` marks) expand to more than 1,000,000 values. No page needs that; it usually means aliases copying in other aliases many times over.',
  },
  'yaml-too-deep': {
    means:
      'Values are nested more than 100 levels deep, usually because of indentation that keeps growing or brackets that are never closed.',
  },
  'duplicate-key': {
    means: 'The same field is written twice in one block, route or group: YAML cannot tell which of the two is meant.',
    examples: [
      {
        wrong: '- type: page-hero\n  title: Edge Computing\n  title: Edge',
        right: '- type: page-hero\n  title: Edge Computing',
      },
    ],
  },
  'unknown-block-type': {
    means:
      "A block's `type:` is not one of the block types. The types are listed in [blocks.md](blocks.md); each is a folder under `blocks/`.",
    examples: [{ wrong: '- type: capabilty-list', right: '- type: capability-list' }],
  },
  'unknown-field': {
    means:
      'A field that this block (or group) does not have: usually a misspelt name. [blocks.md](blocks.md) lists every field of every block.',
    examples: [
      { wrong: '- type: page-hero\n  titel: Edge Computing', right: '- type: page-hero\n  title: Edge Computing' },
    ],
  },
  'missing-field': {
    means:
      'A field the block (or group) needs is not there. [blocks.md](blocks.md) marks the required fields and shows an example of each block with all of them.',
    examples: [
      {
        wrong: '- type: next-link\n  href: /solutions/cloud-solutions',
        right: '- type: next-link\n  label: Cloud Solutions\n  href: /solutions/cloud-solutions',
      },
    ],
  },
  'wrong-type': {
    means:
      'The field holds the wrong kind of value: a text where a list is expected, a number where a text is expected, and so on. The kind each field takes is in [blocks.md](blocks.md). A text that looks like a number or a date (`2026`, `1.5`, `yes`) must be in quotes to be read as text.',
    examples: [
      {
        note: 'buttons is a list: each button starts with "- ".',
        wrong: 'buttons: Contact Us',
        right: 'buttons:\n  - { label: Contact Us, href: /contact }',
      },
      { note: 'A title that YAML would read as a number.', wrong: 'title: 2026', right: 'title: "2026"' },
    ],
  },
  'invalid-value': {
    means:
      'The value has the right kind but breaks a rule of its field: a name that is not in the allowed list (an icon, a variant), a text that is too long, a list with too many items, a path that does not start with /, a link that is not a page, #anchor, https://, mailto: or tel: address.',
    examples: [
      { note: 'Icon names are listed in blocks.md under "icon name".', wrong: 'icon: cloudy', right: 'icon: cloud' },
      { note: "A route's path starts with /.", wrong: 'path: careers', right: 'path: /careers' },
    ],
  },
  'missing-home': {
    means: 'No route has the path `/`, so the site has no home page.',
  },
  'duplicate-route': {
    means: 'Two routes have the same `path`, so one of the two pages could never be reached.',
  },
  'duplicate-block-id': {
    means: 'Two blocks on one page have the same `id`: a link to `/page#id` could not say which one it means.',
  },
  'broken-link': {
    means:
      'A link starting with / points at a path no route has. Every internal link must match the `path` of a route (a page made from a collection counts).',
    examples: [{ wrong: 'href: /contakt', right: 'href: /contact' }],
  },
  'broken-anchor': {
    means:
      'A link to `/page#id` (or `#id`) names a section the target page does not have: no block on it has that `id`.',
    examples: [
      {
        wrong: 'href: /contact#from',
        right: 'href: /contact#form',
        note: 'The contact page has a block with id: form.',
      },
    ],
  },
  'missing-asset': {
    means:
      'A file path (a logo, a picture, a sharing image) names a file that is not under `public/`. The path is written from the site root: `/images/brand.svg` is the file `public/images/brand.svg`.',
    examples: [
      {
        wrong: 'image: { src: /images/hero.png, alt: Our team, width: 640, height: 480 }',
        note: 'public/images/hero.png does not exist: add it there, or correct the name.',
      },
    ],
  },
  'unknown-collection': {
    means:
      "A route's `generate:` (or a field) names a collection that does not exist. The collections are listed at the end of [blocks.md](blocks.md).",
    examples: [{ wrong: 'generate: caseStudys', right: 'generate: caseStudies' }],
  },
  'unknown-entry': {
    means: 'A field refers to an entry of a collection by an id that no entry of that collection has.',
    examples: [{ wrong: 'products: [hrsm]', right: 'products: [hrms]' }],
  },
  'duplicate-entry-id': {
    means: 'Two entries of one collection have the same `id`, so a reference to it could not say which one it means.',
  },
  'unknown-entry-field': {
    means:
      "A `{field}` placeholder in a page made from a collection names a field the collection's entries do not have.",
    examples: [{ wrong: 'description: "{sumary}"', right: 'description: "{summary}"' }],
  },
  'too-few-entries': {
    means: 'A block picks fewer entries than it needs, e.g. an IQ test asking 10 questions from a bank of 8.',
  },
  'unused-entry': {
    means:
      'A warning, not an error: nothing refers to this collection entry, so it is shown nowhere. The site still builds.',
  },
  'orphan-route': {
    means:
      'A warning, not an error: no link on the site leads to this page, so visitors can only reach it by typing its address. The site still builds.',
  },
};
