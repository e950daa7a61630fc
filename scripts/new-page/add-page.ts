import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { Document, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, YAMLSeq, type Node } from 'yaml';
import { createGlobMatcher } from '#site/manifest/create-glob-matcher';
import { isRecord } from '#site/yaml/is-record';
import { readIncludePatterns } from '#site/manifest/merge-page-files';
import { phraseSuggestion } from '#site/problems/phrase-suggestion';
import { suggestClosest } from '#site/problems/suggest-closest';
import type { PlaceholderText } from '#site/validation/find-placeholder-texts';
import { countMenuEntries } from '#site/validation/find-menu-count-problems';
import { findIncludedFiles } from '../cli/find-included-files';
import { isInsideFolder } from '../cli/is-inside-folder';
import { projectRoot } from '../cli/project-root';
import { writeFilesAtomically, type FileToWrite } from '../cli/write-file-atomically';

const TEMPLATES_DIR = join(projectRoot, 'scripts', 'new-page', 'templates');
/** The route paths the check accepts (schemas/site.schema.json): lower-case words joined by dashes. */
const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** The templates' mark on a text that says what to write (`description: !placeholder Say in two sentences…`). */
export const PLACEHOLDER_TAG = '!placeholder';

/** A text the template marks as a placeholder, as js-yaml reads it. */
class PlaceholderMark {
  constructor(readonly text: string) {}
}

/**
 * Every text the templates mark as a placeholder, as its parts around its {title}-style holes, which any
 * text fills (see matchesPlaceholder). A page's text still equal to one was left as the template wrote it.
 */
export function readPlaceholderTexts(): PlaceholderText[] {
  const marked = new Type(PLACEHOLDER_TAG, { kind: 'scalar', construct: (text: string) => new PlaceholderMark(text) });
  const schema = FAILSAFE_SCHEMA.extend([marked]);
  const collect = (value: unknown): PlaceholderText[] => {
    if (value instanceof PlaceholderMark) return [value.text.trim().split(/\{\w+\}/)];
    return value !== null && typeof value === 'object' ? Object.values(value).flatMap(collect) : [];
  };
  // js-yaml, not `yaml`'s document: every check and build reads the templates, and the document took 50 ms
  // of a build's check (its parser loading and warming up), where the marked texts are all that is needed.
  return listTemplates().flatMap((template) =>
    collect(load(readFileSync(join(TEMPLATES_DIR, `${template}.yaml`), 'utf8'), { schema })),
  );
}

export interface NewPageRequest {
  path: string;
  title: string;
  template: string;
  /** The manifest (absolute). */
  manifest: string;
  /** A page file to add the route to, from the manifest's folder (e.g. pages/solutions.yaml); else the manifest. */
  file?: string;
  /** The header menu to list the page in, by its title (e.g. Solutions). */
  nav?: string;
  /** The page's description: the search-result text and the hero's text under the title. */
  description?: string;
  /** List the page under "Explore Our Other Solutions" (an entry of collections: solutions:). */
  solutions?: boolean;
}

/** A request the command refuses, said so a person can correct the command line. */
export class NewPageError extends Error {}

export function listTemplates(): string[] {
  return readdirSync(TEMPLATES_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort();
}

function readDocument(file: string, text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const [{ line, col }] = doc.errors[0].linePos ?? [{ line: 1, col: 1 }];
    throw new NewPageError(
      `${file}:${line}:${col} is not valid YAML yet: run npm run check, fix what it reports, then run this command again.`,
    );
  }
  return { doc, lineCounter };
}

/** The template's route, its {title}, {path} and {company} filled in; its flow maps and text blocks stay as the template writes them. */
function fillTemplate(template: string, values: Record<string, string>): Node {
  const doc = parseDocument(readFileSync(join(TEMPLATES_DIR, `${template}.yaml`), 'utf8'));
  visit(doc, {
    Scalar(_, node) {
      // The mark is for the check (see readPlaceholderTexts); the page's text is written without it.
      if (node.tag === PLACEHOLDER_TAG) node.tag = undefined;
      if (typeof node.value !== 'string' || !/\{\w+\}/.test(node.value)) return;
      node.value = node.value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
      // Plain where the text allows it; the writer quotes it where it must.
      node.type = 'PLAIN';
    },
  });
  // The template's own comment is about the template, not the page.
  const route = doc.contents as Node;
  route.commentBefore = undefined;
  if (isMap(route) && isScalar(route.items[0]?.key)) route.items[0].key.commentBefore = undefined;
  return route;
}

/** `node` as a list item, each line indented by `indent`, ending in a line break. */
function writeItem(node: unknown, indent: string): string {
  const seq = new YAMLSeq();
  seq.items.push(node);
  const text = new Document(seq).toString({ lineWidth: 0 });
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join('\n')
    .concat('\n');
}

/** Where a new item goes: the start of the line after the list's last item. */
function findEndOfList(text: string, seq: YAMLSeq): number {
  const last = seq.items.at(-1) as Node;
  const end = last.range![1];
  if (end === 0 || text[end - 1] === '\n') return end;
  const lineEnd = text.indexOf('\n', end);
  return lineEnd === -1 ? text.length : lineEnd + 1;
}

/** The spaces before the "- " of the list's first item. */
function readListIndent(text: string, seq: YAMLSeq, lineCounter: LineCounter): string {
  const first = seq.items[0] as Node;
  const { line } = lineCounter.linePos(first.range![0]);
  const lineText = text.split('\n')[line - 1];
  return /^ */.exec(lineText)![0];
}

/** Adds `node` after the last item of `seq`; a list with no item yet is written out again under its key at `keyIndent`. */
function insertInList(
  text: string,
  seq: YAMLSeq,
  lineCounter: LineCounter,
  node: unknown,
  options: { blankLine: boolean },
): { text: string; line: number } {
  const at = findEndOfList(text, seq);
  const before = text.slice(0, at);
  const lead = before.endsWith('\n') || before === '' ? '' : '\n';
  const insert = `${lead}${options.blankLine ? '\n' : ''}${writeItem(node, readListIndent(text, seq, lineCounter))}`;
  return {
    text: before + insert + text.slice(at),
    line: (before + lead).split('\n').length + (options.blankLine ? 1 : 0),
  };
}

/** Adds a top-level `key:` with one item at the end of the file. */
function appendKey(text: string, key: string, node: unknown): { text: string; line: number } {
  const lead = text === '' || text.endsWith('\n') ? '' : '\n';
  const spacer = text.trim() === '' || text.endsWith('\n\n') ? '' : '\n';
  const start = text + lead + spacer;
  return { text: `${start}${key}:\n${writeItem(node, '  ')}`, line: start.split('\n').length + 1 };
}

function addToRoutes(file: string, text: string, route: Node): { text: string; line: number } {
  const { doc, lineCounter } = readDocument(file, text);
  const routes = doc.get('routes', true);
  if (isSeq(routes) && routes.items.length > 0 && !routes.flow)
    return insertInList(text, routes, lineCounter, route, { blankLine: true });
  if (routes !== undefined && !(isScalar(routes) && routes.value === null))
    throw new NewPageError(
      `${file}: its routes: is not a list of pages written one per "- path:" line; add the page by hand, or fix routes: first.`,
    );
  if (doc.has('routes'))
    throw new NewPageError(
      `${file}: routes: is empty; write the page under it by hand, or remove the empty routes: line and run this command again.`,
    );
  return appendKey(text, 'routes', route);
}

/** The page's description and its hero's text, where the template has sample text for them. */
function describePage(route: Node, description: string): void {
  if (!isMap(route)) return;
  route.set('description', description);
  const blocks = route.get('blocks', true);
  const hero = isSeq(blocks)
    ? blocks.items.find((block) => isMap(block) && block.get('type') === 'page-hero')
    : undefined;
  if (isMap(hero) && hero.has('description')) hero.set('description', description);
}

/** The solutions' icon a new entry starts with, and its summary when no --description is given. */
const NEW_SOLUTION = { icon: 'sparkles', summary: 'Say in one line what this solution does.' };

/**
 * Adds the page to the solutions collection, which "Explore Our Other Solutions" lists on every solution
 * page: an entry with the page's last path word as id. The list must already be in the manifest.
 */
function addToSolutions(
  file: string,
  text: string,
  page: { path: string; title: string; description?: string },
): { text: string; line: number } {
  const { doc, lineCounter } = readDocument(file, text);
  const list = doc.getIn(['collections', 'solutions'], true);
  if (!isSeq(list) || list.items.length === 0 || list.flow)
    throw new NewPageError(
      `${file} has no list under collections: solutions: to add the page to; write its entry there by hand (see docs/editing-yaml.md, Collections).`,
    );
  const id = page.path.split('/').at(-1) ?? '';
  const taken = list.items.some((item) => isMap(item) && item.get('id') === id);
  if (taken)
    throw new NewPageError(
      `the solutions list already has an entry "${id}": choose another path for the page, or leave out --solutions and edit that entry.`,
    );
  const entry = doc.createNode({
    id,
    title: page.title,
    summary: page.description ?? NEW_SOLUTION.summary,
    icon: NEW_SOLUTION.icon,
    page: page.path,
  });
  return insertInList(text, list, lineCounter, entry, { blankLine: false });
}

function listRoutePaths(data: unknown): string[] {
  const routes = isRecord(data) && Array.isArray(data.routes) ? data.routes : [];
  return routes.map((route) => (isRecord(route) && typeof route.path === 'string' ? route.path : '')).filter(Boolean);
}

function suggestPath(path: string): string {
  const slug = path
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\/+/g, '/')
    .replace(/(^|\/)-+|-+(?=\/|$)/g, '$1');
  return `/${slug.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

export interface NewPageResult {
  /** What was done, one line each, e.g. "site.yaml:2310: added /solutions/quantum (solution template)". */
  done: string[];
}

/**
 * Appends a route made from a template to the manifest or a page file, and optionally an entry for it to a
 * header menu. Every file is changed by inserting text only: what was there (comments, quotes, line
 * breaks) stays byte for byte, as a person wrote it. Each file is written whole, and neither of two is
 * changed unless both can be (a full disk leaves both as they were).
 */
export function addPage(request: NewPageRequest): NewPageResult {
  const { done, writes } = planPage(request);
  writeFilesAtomically(writes);
  return { done };
}

/** What addPage would write, and what it would say it did, for a caller that writes more files with them. */
export function planPage(request: NewPageRequest): NewPageResult & { writes: FileToWrite[] } {
  const { path, title, template, manifest } = request;
  if (!path.startsWith('/'))
    throw new NewPageError(`the path "${path}" must start with a slash: ${suggestPath(`/${path}`)}`);
  if (!ROUTE_PATH.test(path))
    throw new NewPageError(
      `the path "${path}" must be lower-case words joined by dashes, with no slash at the end, e.g. ${suggestPath(path)}`,
    );
  if (title.trim() === '')
    throw new NewPageError('the page needs a title, e.g. npm run new-page -- /solutions/quantum "Quantum Readiness"');
  const templates = listTemplates();
  if (!templates.includes(template)) {
    throw new NewPageError(
      `there is no template "${template}"${phraseSuggestion(suggestClosest(template, templates))} The templates are: ${templates.join(', ')}.`,
    );
  }

  const root = dirname(manifest);
  const show = (file: string) => relative(process.cwd(), file) || file;
  const manifestText = readFileSync(manifest, 'utf8');
  const { doc: manifestDoc, lineCounter: manifestLines } = readDocument(show(manifest), manifestText);
  const data = manifestDoc.toJS() as unknown;

  // Every page the site has now, in the manifest and in the page files it includes.
  const owners = new Map<string, string>();
  for (const existing of listRoutePaths(data)) owners.set(existing, show(manifest));
  const included = new Set(readIncludePatterns(data).flatMap(({ pattern }) => findIncludedFiles(manifest, pattern)));
  for (const file of included)
    for (const existing of listRoutePaths(parseDocument(readFileSync(file, 'utf8')).toJS()))
      owners.set(existing, show(file));
  const owner = owners.get(path);
  if (owner)
    throw new NewPageError(
      `a page with the path "${path}" already exists (in ${owner}): choose another path, or edit that page.`,
    );

  // The menu, before anything is written: a wrong name changes nothing.
  const header =
    isRecord(data) && isRecord(data.navigation) && Array.isArray(data.navigation.header) ? data.navigation.header : [];
  const menus = header.map((group) => (isRecord(group) && typeof group.title === 'string' ? group.title : ''));
  const menuIndex =
    request.nav === undefined
      ? -1
      : menus.findIndex((menu) => menu.toLowerCase() === request.nav!.trim().toLowerCase());
  if (request.nav !== undefined && menuIndex === -1) {
    const named = menus.filter(Boolean);
    throw new NewPageError(
      `there is no header menu "${request.nav}"${phraseSuggestion(suggestClosest(request.nav, named))} The menus are: ${named.join(', ')}.`,
    );
  }
  // A menu that says how many entries it has (the specification's count) already has them all: one more is refused
  // here rather than left for the check to find after the page is written.
  const menu = menuIndex === -1 ? undefined : header[menuIndex];
  if (isRecord(menu) && typeof menu.count === 'number') {
    const entries = countMenuEntries(menu, isRecord(data) ? data.collections : undefined);
    if (entries >= menu.count)
      throw new NewPageError(
        `the ${menus[menuIndex]} menu already has its ${menu.count} entries (count: ${menu.count} in ${show(manifest)}), so nothing was added: add the page without a menu (link it from the footer or from other pages), or, if the menu is meant to grow, raise its count: first.`,
      );
  }

  const company =
    isRecord(data) && isRecord(data.settings) && typeof data.settings.company === 'string' ? data.settings.company : '';
  const route = fillTemplate(template, { path, title, company });
  if (request.description !== undefined) describePage(route, request.description);
  const done: string[] = [];
  const writes: FileToWrite[] = [];

  let text = manifestText;
  if (menuIndex !== -1) {
    // First, as it is above routes: and include: in a manifest, so the lines reported for those stay right.
    const { doc, lineCounter } = readDocument(show(manifest), text);
    const group = doc.getIn(['navigation', 'header', menuIndex], true);
    const items = isMap(group) ? group.get('items', true) : undefined;
    const entry = doc.createNode({ title, href: path });
    if (!isSeq(items) || items.items.length === 0 || items.flow)
      throw new NewPageError(
        `the ${menus[menuIndex]} menu has no list of items: to add a page to it, give it "items:" with one entry by hand first.`,
      );
    const added = insertInList(text, items, lineCounter, entry, { blankLine: false });
    text = added.text;
    done.push(`${show(manifest)}:${added.line}: added ${title} to the ${menus[menuIndex]} menu`);
  }
  if (request.solutions) {
    const added = addToSolutions(show(manifest), text, { path, title, description: request.description });
    text = added.text;
    done.push(
      `${show(manifest)}:${added.line}: added ${title} to the solutions listed under "Explore Our Other Solutions"`,
    );
  }
  if (request.file === undefined) {
    const added = addToRoutes(show(manifest), text, route);
    text = added.text;
    done.push(`${show(manifest)}:${added.line}: added ${path} (${template} template)`);
  } else {
    const pageFile = resolve(root, request.file);
    const inside = relative(root, pageFile).split('\\').join('/');
    if (inside.startsWith('..') || !isInsideFolder(root, pageFile) || !/\.ya?ml$/.test(inside))
      throw new NewPageError(
        `the page file "${request.file}" must be a .yaml file inside the folder of ${show(manifest)}, e.g. pages/solutions.yaml`,
      );
    const schema = relative(dirname(pageFile), join(projectRoot, 'schemas', 'page-file.schema.json'))
      .split('\\')
      .join('/');
    const before = existsSync(pageFile)
      ? readFileSync(pageFile, 'utf8')
      : `# yaml-language-server: $schema=${schema}\n`;
    const added = addToRoutes(show(pageFile), before, route);
    writes.push({ file: pageFile, data: added.text });
    done.push(`${show(pageFile)}:${added.line}: added ${path} (${template} template)`);
    if (!readIncludePatterns(data).some(({ pattern }) => createGlobMatcher(pattern).test(inside))) {
      const include = manifestDoc.get('include', true);
      const listed =
        isSeq(include) && include.items.length > 0 && !include.flow
          ? insertInList(text, include, manifestLines, inside, { blankLine: false })
          : appendKey(text, 'include', inside);
      if (include !== undefined && !isSeq(include))
        throw new NewPageError(`${show(manifest)}: include: is not a list; add "- ${inside}" under it by hand.`);
      text = listed.text;
      done.push(`${show(manifest)}:${listed.line}: included ${inside}`);
    }
  }

  if (text !== manifestText) writes.push({ file: manifest, data: text });
  return { done, writes };
}
