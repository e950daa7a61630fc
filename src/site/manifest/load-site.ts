import type { YAMLError } from 'yaml';
import type { Site } from '../../generated/site-types';
import { expandGeneratedRoutes, findSource, type ExpansionRecord, type RouteOrigin } from './expand-generated-routes';
import { createManifestLocator, type ManifestLocator, type Position } from './locate-in-manifest';
import { mergePageFiles, readIncludePatterns, type PageFile } from './merge-page-files';
import { findBrokenLinks, type LinkRecord } from '../validation/find-broken-links';
import { isRecord } from './is-record';
import { parseYaml, parseYamlDocument, type YamlError } from './parse-yaml';
import { phraseSuggestion } from '../problems/phrase-suggestion';
import { problemCatalogue } from '../problems/problem-catalogue';
import { sortProblems, type Problem } from '../problems/problem';
import { replaceAt, resolveEntries, type EntryRecord } from './resolve-entries';
import { describeSchemaErrors, type SiteValidator } from '../validation/validate-site';

export interface LoadSiteInput {
  /** The manifest's file name as shown in messages, e.g. "site.yaml". */
  file: string;
  text: string;
  validator: SiteValidator;
  assetExists: (path: string) => boolean;
  /**
   * The files an `include:` pattern of the manifest matches (relative to the manifest's folder, the
   * manifest itself left out), each named as messages should show it. Without it nothing matches.
   */
  readIncluded?: (pattern: string) => Array<{ file: string; text: string }>;
}

export interface SiteStats {
  routes: number;
  blocks: number;
  links: number;
}

export interface LoadedSite {
  /** Present only when there is no error: everything after this trusts the types. */
  site?: Site;
  problems: Problem[];
  stats: SiteStats;
}

/**
 * The usual slips behind the YAML parser's terse messages, said the way an editor would fix them: its
 * wording ("Nested mappings are not allowed in compact mappings") names the grammar, not the slip.
 */
const YAML_SLIPS: Array<{ code: YAMLError['code']; said?: RegExp; message: string; fix: string }> = [
  {
    code: 'MISSING_CHAR',
    said: /closing "quote/,
    message: 'a text opened with " is not closed',
    fix: 'Add the closing " at the end of the text.',
  },
  {
    code: 'MISSING_CHAR',
    said: /closing 'quote/,
    message: "a text opened with ' is not closed",
    fix: "Add the closing ' at the end of the text.",
  },
  {
    code: 'MISSING_CHAR',
    message: 'a character is missing here',
    fix: 'Add the missing character: a closing quote, bracket, or the colon after a key.',
  },
  {
    code: 'BAD_INDENT',
    said: /end with a [}\]]/,
    message: 'a { or [ opened on this line or above is not closed',
    fix: 'Close it with } or ] on the same line, or write the fields one per line instead.',
  },
  {
    code: 'BAD_INDENT',
    message: 'this line does not line up with the other entries at its level',
    fix: 'Start it in the same column as the entries beside it, with spaces only.',
  },
  {
    code: 'BLOCK_AS_IMPLICIT_KEY',
    message: 'this text holds ": ", which YAML reads as the start of another field',
    fix: 'Put the text in quotes, e.g. title: "Cloud: the basics".',
  },
  {
    code: 'MULTILINE_IMPLICIT_KEY',
    message: 'a key here has no ": " after it',
    fix: 'Write the key, a colon and a space, then the value, on one line, e.g. title: Welcome.',
  },
  {
    code: 'TAB_AS_INDENT',
    message: 'this line is indented with a tab, and YAML allows only spaces',
    fix: 'Replace the tabs at the start of this line with spaces, lined up with the lines around it.',
  },
];

function describeYamlError(error: YAMLError, file: string): Problem {
  const [start] = error.linePos ?? [{ line: 1, col: 1 }];
  const code = error.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax';
  const said = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  const slip = YAML_SLIPS.find((candidate) => candidate.code === error.code && (candidate.said?.test(said) ?? true));
  return {
    code,
    severity: 'error',
    file,
    line: start.line,
    col: start.col,
    where: 'YAML',
    message: slip?.message ?? said,
    fix: slip?.fix ?? problemCatalogue[code].fix,
  };
}

interface RouteLike {
  path?: unknown;
  blocks?: unknown;
}

/** "line 12" for a place in the same file as the problem; "pages/a.yaml:12" for one in another file. */
function describePlace(place: Position, problemAt: Position): string {
  return place.file !== undefined && place.file !== problemAt.file
    ? `${place.file}:${place.line}`
    : `line ${place.line}`;
}

/** Duplicate route paths and duplicate block ids within a page: rules JSON Schema cannot say. */
function findDuplicates(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  const problems: Problem[] = [];
  const firstRouteAt = new Map<string, number>();
  const report = (code: 'duplicate-route' | 'duplicate-block-id', pointer: string, message: string) =>
    problems.push({
      code,
      severity: 'error',
      file,
      ...locator.locate(pointer),
      where: locator.describe(pointer),
      message,
      fix: problemCatalogue[code].fix,
    });

  routes.forEach((route, index) => {
    if (typeof route?.path === 'string') {
      const first = firstRouteAt.get(route.path);
      if (first === undefined) firstRouteAt.set(route.path, index);
      else {
        const where = locator.describe(`/routes/${first}`).replace(/ \(.*\)$/, '');
        report(
          'duplicate-route',
          `/routes/${index}/path`,
          `route "${route.path}" is already declared at ${describePlace(locator.locate(`/routes/${first}/path`), locator.locate(`/routes/${index}/path`))} (${where})`,
        );
      }
    }
    const firstBlockAt = new Map<string, number>();
    (Array.isArray(route?.blocks) ? route.blocks : []).forEach((block: { id?: unknown }, blockIndex: number) => {
      if (typeof block?.id !== 'string') return;
      const firstBlock = firstBlockAt.get(block.id);
      if (firstBlock === undefined) firstBlockAt.set(block.id, blockIndex);
      else
        report(
          'duplicate-block-id',
          `/routes/${index}/blocks/${blockIndex}/id`,
          `block id "${block.id}" is already used by blocks[${firstBlock}] at line ${locator.locate(`/routes/${index}/blocks/${firstBlock}/id`).line}`,
        );
    });
  });
  return problems;
}

function describeLinkRecord(record: LinkRecord, locator: ManifestLocator, file: string): Problem {
  const hint = phraseSuggestion(record.suggestion);
  const messages: Record<LinkRecord['kind'], string> = {
    'broken-link': `link to "${record.value}", which is not a route${hint}`,
    'broken-anchor': `link to "${record.value}": the target page has no block with that id${hint}`,
    'missing-asset': record.malformed
      ? `file path "${record.value}" has a broken %-escape (a % must be followed by two hex digits, e.g. %20 for a space)`
      : `file "${record.value}" does not exist under public/`,
    'orphan-route': `no link points to "${record.value}"`,
  };
  return {
    code: record.kind,
    severity: record.kind === 'orphan-route' ? 'warning' : 'error',
    file,
    ...locator.locate(record.kind === 'orphan-route' ? `${record.pointer}/path` : record.pointer),
    where: locator.describe(record.pointer),
    message: messages[record.kind],
    fix: record.suggestion
      ? `change it to "${record.suggestion}", or ${problemCatalogue[record.kind].fix.replace(/^./, (c) => c.toLowerCase())}`
      : problemCatalogue[record.kind].fix,
  };
}

/**
 * The first syntax error, at its true place, and nothing after it: past a syntax error a parser's
 * further complaints mostly echo the first one (one moved line once gave over a thousand). `yaml`'s
 * message and position are the better ones, so it is asked unless this module's own reading is exact.
 */
function findSyntaxProblem(text: string, file: string, error: YamlError): Problem[] {
  const example = error.example ? { example: error.example } : {};
  if (error.code !== 'yaml-syntax') {
    return [
      {
        code: error.code,
        severity: 'error',
        file,
        line: error.line,
        col: error.col,
        where: 'YAML',
        message: error.message,
        fix: error.fix ?? problemCatalogue[error.code].fix,
        ...example,
      },
    ];
  }
  const [first] = error.exact ? [] : parseYamlDocument(text).doc.errors;
  if (first) return [describeYamlError(first, file)];
  return [
    {
      code: 'yaml-syntax',
      severity: 'error',
      file,
      line: error.line,
      col: error.col,
      where: 'YAML',
      message: error.message,
      fix: error.fix ?? problemCatalogue['yaml-syntax'].fix,
    },
  ];
}

/** The example of the block a pointer is in (every block schema has one: tests/check/block-examples.test.ts). */
function findBlockExample(pointer: string, data: unknown, validator: SiteValidator): string | undefined {
  const [, route, block] = /^\/routes\/(\d+)\/blocks\/(\d+)(\/|$)/.exec(pointer) ?? [];
  if (route === undefined || !isRecord(data) || !Array.isArray(data.routes)) return undefined;
  const blocks = (data.routes[Number(route)] as RouteLike | undefined)?.blocks;
  const type = Array.isArray(blocks) ? (blocks[Number(block)] as { type?: unknown } | undefined)?.type : undefined;
  return typeof type === 'string' ? validator.createBlockExample(type) : undefined;
}

/** Problems on a generated page are found in the expanded routes but reported where they can be fixed: the template or the entry. */
function mapToSource(locator: ManifestLocator, origins: RouteOrigin[]): ManifestLocator {
  return {
    locate: (pointer, key) => locator.locate(findSource(pointer, origins).pointer, key),
    describe: (pointer, key) => {
      const source = findSource(pointer, origins);
      const where = locator.describe(source.pointer, key);
      return source.entry && !source.inEntry
        ? `${where} (the page of ${source.entry.collection} › ${source.entry.id})`
        : where;
    },
  };
}

function describeCollectionRecord(
  record: ExpansionRecord | EntryRecord,
  locator: ManifestLocator,
  file: string,
): Problem {
  const hint = phraseSuggestion(record.suggestion);
  const { collection } = record;
  const messages: Record<(ExpansionRecord | EntryRecord)['kind'], () => string> = {
    'unknown-collection': () => `unknown collection "${record.value}"${hint}`,
    'unknown-entry': () => `no ${collection} entry has the id "${record.value}"${hint}`,
    'duplicate-entry-id': () =>
      `id "${record.value}" is already used by the ${collection} entry at ${describePlace(locator.locate((record as EntryRecord).first!), locator.locate(record.pointer))}`,
    'unknown-entry-field': () =>
      'entry' in record && record.entry
        ? `the ${collection} entry "${record.entry.id}" has no field "${record.value}"${hint}`
        : `no ${collection} entry has a field "${record.value}"${hint}`,
    'unused-entry': () => `nothing refers to the ${collection} entry "${record.value}"`,
    'too-few-entries': () => {
      const { picked, needed, field } = (record as EntryRecord).shortfall!;
      return `${picked} ${collection} ${picked === 1 ? 'entry' : 'entries'} picked, but ${field} asks for ${needed}`;
    },
  };
  return {
    code: record.kind,
    severity: record.kind === 'unused-entry' ? 'warning' : 'error',
    file,
    ...locator.locate(record.pointer),
    where: locator.describe(record.pointer),
    message: messages[record.kind](),
    fix: record.suggestion
      ? `change it to "${record.suggestion}", or ${problemCatalogue[record.kind].fix.replace(/^./, (c) => c.toLowerCase())}`
      : problemCatalogue[record.kind].fix,
  };
}

/** Every site has a home page: without one, `/` would answer with a bare template (or nothing). */
function findMissingHome(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  if (routes.length === 0 || routes.some((route) => route?.path === '/')) return [];
  return [
    {
      code: 'missing-home',
      severity: 'error',
      file,
      ...locator.locate('/routes'),
      where: 'routes',
      message: 'no route has the path "/" (the home page)',
      fix: problemCatalogue['missing-home'].fix,
    },
  ];
}

const ROUTE_PATH = /^routes\[\d+\]( \([^)]*\))? › path$/;

/**
 * A wrong page address comes first: links to the page it was meant to be fail because of it, and
 * fixing it fixes them, so a person reading from the top starts with the cause.
 */
function putPathsFirst(problems: Problem[]): Problem[] {
  const isPath = (problem: Problem) => ROUTE_PATH.test(problem.where) && problem.code !== 'orphan-route';
  return [...problems.filter(isPath), ...problems.filter((problem) => !isPath(problem))];
}

const ON_PAGE_OF = / \(the page of (\S+) › (\S+)\)$/;

/** A slip in a route template is found once per page it makes; it is reported once, naming those pages. */
function collapseRepeats(problems: Problem[]): Problem[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.file}|${problem.code}|${problem.line}|${problem.col}|${problem.message}|${problem.where.replace(ON_PAGE_OF, '')}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0];
    const ids = group.map((problem) => ON_PAGE_OF.exec(problem.where)?.[2]);
    const collection = ON_PAGE_OF.exec(group[0].where)?.[1];
    const named = ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more` : ids.join(', ');
    return {
      ...group[0],
      where: group[0].where.replace(ON_PAGE_OF, ` (${group.length} pages of ${collection}: ${named})`),
    };
  });
}

/**
 * The page files the manifest's `include:` names, parsed. A pattern that matches nothing is an error at
 * the pattern: the pages meant to be there would otherwise vanish without a word, or show up only as
 * broken links elsewhere. `broken` when a file is not YAML: what the site would be without it is not
 * worth checking, since every link to its pages would be a follow-on error.
 */
function readPageFiles(
  input: LoadSiteInput,
  data: unknown,
): { pages: PageFile[]; problems: Problem[]; broken: boolean } {
  const patterns = readIncludePatterns(data);
  const result = { pages: [] as PageFile[], problems: [] as Problem[], broken: false };
  if (patterns.length === 0) return result;
  const locator = createManifestLocator(input.text, data);
  const seen = new Set<string>();
  for (const { pattern, index } of patterns) {
    const files = input.readIncluded?.(pattern) ?? [];
    if (files.length === 0) {
      const pointer = `/include/${index}`;
      result.problems.push({
        code: 'include-no-match',
        severity: 'error',
        file: input.file,
        ...locator.locate(pointer),
        where: locator.describe(pointer),
        message: `no file matches "${pattern}"`,
        fix: problemCatalogue['include-no-match'].fix,
      });
    }
    for (const { file, text } of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = parseYaml(text);
      if (!('error' in parsed)) result.pages.push({ file, text, data: parsed.data });
      else if (parsed.error.code === 'empty-manifest')
        result.problems.push({
          code: 'empty-page-file',
          severity: 'warning',
          file,
          line: 1,
          col: 1,
          where: 'file',
          message: 'the page file is empty',
          fix: problemCatalogue['empty-page-file'].fix,
        });
      else {
        result.problems.push(...findSyntaxProblem(text, file, parsed.error));
        result.broken = true;
      }
    }
  }
  return result;
}

/**
 * Parses, expands generated routes, validates, checks links and entry references, and resolves those
 * references, collecting every problem before deciding: a person fixes all of them in one go instead of
 * one per run. The site it returns is what every later step trusts: ordinary routes only, each block
 * holding the entries it names.
 */
export function loadSite(input: LoadSiteInput): LoadedSite {
  const stats: SiteStats = { routes: 0, blocks: 0, links: 0 };
  const parsed = parseYaml(input.text);
  if ('error' in parsed) return { problems: findSyntaxProblem(input.text, input.file, parsed.error), stats };
  const included = readPageFiles(input, parsed.data);
  if (included.broken) return { problems: sortProblems(included.problems), stats };

  const merged = mergePageFiles({ file: input.file, text: input.text, data: parsed.data }, included.pages);
  const raw = merged.data;
  const expanded = expandGeneratedRoutes(
    isRecord(raw) && Array.isArray(raw.routes) ? raw.routes : [],
    isRecord(raw) ? raw.collections : undefined,
    input.validator.collections,
  );
  const data = isRecord(raw) && Array.isArray(raw.routes) ? { ...raw, routes: expanded.routes } : raw;
  const written = merged.locator;
  const locator = mapToSource(written, expanded.origins);
  const result = input.validator.validate(data);
  const routes = expanded.routes as RouteLike[];
  const misspeltPaths = new Set(
    result.errors
      .map((error) => /^\/routes\/(\d+)\/path$/.exec(error.instancePath)?.[1])
      .filter((index) => index !== undefined)
      .map(Number),
  );
  const linkRecords = findBrokenLinks({
    routes: routes.map((route, index) => ({
      misspelt: misspeltPaths.has(index),
      path: typeof route?.path === 'string' ? route.path : '',
      anchors: (Array.isArray(route?.blocks) ? route.blocks : [])
        .map((block: { id?: unknown }) => block?.id)
        .filter((id): id is string => typeof id === 'string'),
    })),
    links: result.links,
    assets: result.assets,
    assetExists: input.assetExists,
  });
  const collections = isRecord(data) && isRecord(data.collections) ? data.collections : {};
  const entries = resolveEntries(collections, result.references, expanded.generated);
  const problems = putPathsFirst(
    sortProblems(
      collapseRepeats([
        ...included.problems,
        ...merged.problems,
        ...describeSchemaErrors(result.errors, locator, input.file, (pointer) =>
          findBlockExample(pointer, data, input.validator),
        ),
        ...findDuplicates(routes, locator, input.file),
        ...linkRecords.map((record) => describeLinkRecord(record, locator, input.file)),
        ...expanded.records.map((record) => describeCollectionRecord(record, written, input.file)),
        ...entries.records.map((record) => describeCollectionRecord(record, locator, input.file)),
        ...findMissingHome(routes, locator, input.file),
      ]),
    ),
  );
  stats.routes = routes.length;
  stats.blocks = routes.reduce((sum, route) => sum + (Array.isArray(route?.blocks) ? route.blocks.length : 0), 0);
  stats.links = result.links.length + result.assets.length;
  if (problems.some((problem) => problem.severity === 'error')) return { problems, stats };

  // Entries point at entries by id only; pages and menus get the entries themselves.
  for (const reference of result.references) {
    if (!/^\/(routes|navigation)\//.test(reference.pointer)) continue;
    const selected = entries.select(reference);
    replaceAt(data, reference.pointer, reference.many ? selected : selected[0]);
  }
  return { site: data as unknown as Site, problems, stats };
}
