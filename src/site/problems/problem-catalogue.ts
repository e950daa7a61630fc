/**
 * Every kind of problem the manifest check can report, by stable name. The name is printed with each
 * problem so a person can look it up here (and in the README), and tests match on it.
 */
export const problemCatalogue = {
  'unreadable-manifest': { title: 'Manifest not readable', fix: 'Check the path of the manifest file.' },
  'yaml-syntax': {
    title: 'YAML syntax error',
    fix: 'Correct the YAML at this spot: line it up with the lines around it (spaces, not tabs), put a colon and a space after each key, close every quote and bracket, and quote a text that holds ": ".',
  },
  'empty-manifest': {
    title: 'Empty manifest',
    fix: 'Start from the smallest manifest the message shows (settings, navigation and one route), then add your pages under routes:.',
  },
  'yaml-alias-limit': {
    title: 'Aliases copy in too much',
    fix: 'Write the values out where they are needed, or use fewer aliases (*name) of aliases.',
  },
  'yaml-too-deep': {
    title: 'Nested too deep',
    fix: 'Check the indentation and the brackets here: no page needs values nested this deep.',
  },
  'include-no-match': {
    title: 'Include pattern that matches no file',
    fix: 'Correct the pattern (a path from the folder of site.yaml, e.g. pages/**/*.yaml), create the file, or remove the line.',
  },
  'empty-page-file': {
    title: 'Empty page file',
    fix: 'Add routes: or collections: to it (see the README), or delete the file.',
  },
  'duplicate-key': {
    title: 'Key written twice',
    fix: 'Keep one of the two lines the message names and delete the other: a group of fields holds each key once.',
  },
  'unknown-block-type': {
    title: 'Unknown block type',
    fix: 'Use the name of a folder under blocks/ (the message suggests the nearest one).',
  },
  'unknown-field': {
    title: 'Unknown field',
    fix: 'Correct its name (the message suggests the nearest field this place has), or remove it.',
  },
  'missing-field': {
    title: 'Missing required field',
    fix: 'Add the field the message names; in a block, copy it from the example the message shows.',
  },
  'wrong-type': {
    title: 'Wrong kind of value',
    fix: 'Write the kind of value the message asks for: a text, a number, a list (lines starting with "- ") or a group of fields. A number or true/false where a text belongs goes in quotes, e.g. title: "2026".',
  },
  'invalid-value': { title: 'Value not allowed', fix: 'Change the value so it fits the rule.' },
  'missing-home': {
    title: 'No home page',
    fix: 'Add a route with path: / (the page visitors land on), or change the path of the page meant to be home to /.',
  },
  'duplicate-route': { title: 'Route declared twice', fix: 'Give each route its own path, or merge the two.' },
  'duplicate-block-id': { title: 'Block id used twice on one page', fix: 'Give each block on a page its own id.' },
  'broken-link': {
    title: 'Link to a page that does not exist',
    fix: 'Point the link at an existing route, or add the route to site.yaml.',
  },
  'broken-anchor': {
    title: 'Link to a #section that does not exist',
    fix: 'Give a block on the target page that id, or link to an existing one.',
  },
  'missing-asset': { title: 'File not found under public/', fix: 'Add the file under public/ or correct the path.' },
  'unknown-collection': {
    title: 'Collection that does not exist',
    fix: 'Use the name of a collection: a file schemas/collections/<name>.schema.json.',
  },
  'unknown-entry': {
    title: 'Reference to an entry that does not exist',
    fix: 'Use the id of an entry of that collection, or add the entry under collections:.',
  },
  'duplicate-entry-id': {
    title: 'Entry id used twice in one collection',
    fix: 'Give each entry of a collection its own id.',
  },
  'unknown-entry-field': {
    title: 'Field the entries do not have',
    fix: "Use the name of a field that the collection's entries have, or add the field to the entry.",
  },
  'too-few-entries': {
    title: 'Fewer entries than the block needs',
    fix: 'Add entries to the collection, pick more of them, or lower the number the block asks for.',
  },
  'unused-entry': {
    title: 'Entry nothing refers to',
    fix: 'Refer to it from a block or a menu, or remove it if it is not needed.',
  },
  'orphan-route': {
    title: 'Page nothing links to',
    fix: 'Link to it from the navigation or another page, or remove it if it is not needed.',
  },
} as const;

export type ProblemCode = keyof typeof problemCatalogue;
