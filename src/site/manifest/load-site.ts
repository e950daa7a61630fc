import type { YAMLError } from 'yaml';
import type { Site } from '../../generated/site-types';
import { expandGeneratedRoutes, findSource, type ExpansionRecord, type RouteOrigin } from './expand-generated-routes';
import { createManifestLocator, type ManifestLocator, type Position } from './locate-in-manifest';
import { mergePageFiles, readIncludePatterns, type PageFile } from './merge-page-files';
import { findBrokenLinks, type LinkRecord } from '../validation/find-broken-links';
import { isRecord } from './is-record';
import { parseYaml, parseYamlDocument, type YamlError } from './parse-yaml';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { YamlSlip } from '../problems/problem-catalogue';
import { describeWhere, sortProblems, type Problem } from '../problems/problem';
import { replaceAt, resolveEntries, type EntryRecord } from './resolve-entries';
import { describeSchemaErrors } from '../validation/describe-schema-errors';
import type { SiteValidator } from '../validation/validate-site';

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

/** Which slip each of `yaml`'s error codes names, by the words it says it in (the first that fits). */
const YAML_SLIPS: Array<{ code: YAMLError['code']; said?: RegExp; slip: YamlSlip }> = [
  { code: 'MISSING_CHAR', said: /closing "quote/, slip: 'unclosed-double-quote' },
  { code: 'MISSING_CHAR', said: /closing 'quote/, slip: 'unclosed-single-quote' },
  { code: 'MISSING_CHAR', slip: 'missing-character' },
  { code: 'BAD_INDENT', said: /end with a [}\]]/, slip: 'unclosed-bracket' },
  { code: 'BAD_INDENT', slip: 'misaligned-entry' },
  { code: 'BLOCK_AS_IMPLICIT_KEY', slip: 'colon-in-text' },
  { code: 'MULTILINE_IMPLICIT_KEY', slip: 'key-without-colon' },
  { code: 'TAB_AS_INDENT', slip: 'tab-indent' },
];

/** `yaml`'s error, said as the slip a person made (its terse wording names the grammar, not the slip). */
function describeYamlError(error: YAMLError, file: string): Problem {
  const [start] = error.linePos ?? [{ line: 1, col: 1 }];
  const at = { file, line: start.line, col: start.col, place: 'YAML' };
  const said = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'DUPLICATE_KEY') return createProblem('duplicate-key', { said }, at);
  const slip = YAML_SLIPS.find((candidate) => candidate.code === error.code && (candidate.said?.test(said) ?? true));
  return createProblem('yaml-syntax', slip ? { slip: slip.slip } : { slip: 'parser', said }, at);
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
  routes.forEach((route, index) => {
    if (typeof route?.path === 'string') {
      const first = firstRouteAt.get(route.path);
      if (first === undefined) firstRouteAt.set(route.path, index);
      else {
        const pointer = `/routes/${index}/path`;
        problems.push(
          createProblem(
            'duplicate-route',
            {
              path: route.path,
              firstAt: describePlace(locator.locate(`/routes/${first}/path`), locator.locate(pointer)),
              firstRoute: `routes[${first}]`,
            },
            locateProblem(locator, file, pointer),
          ),
        );
      }
    }
    const firstBlockAt = new Map<string, number>();
    (Array.isArray(route?.blocks) ? route.blocks : []).forEach((block: { id?: unknown }, blockIndex: number) => {
      if (typeof block?.id !== 'string') return;
      const firstBlock = firstBlockAt.get(block.id);
      if (firstBlock === undefined) firstBlockAt.set(block.id, blockIndex);
      else
        problems.push(
          createProblem(
            'duplicate-block-id',
            {
              id: block.id,
              firstIndex: firstBlock,
              firstLine: locator.locate(`/routes/${index}/blocks/${firstBlock}/id`).line,
            },
            locateProblem(locator, file, `/routes/${index}/blocks/${blockIndex}/id`),
          ),
        );
    });
  });
  return problems;
}

function describeLinkRecord(record: LinkRecord, locator: ManifestLocator, file: string): Problem {
  const at = locateProblem(locator, file, record.pointer);
  const { value, suggestion } = record;
  switch (record.kind) {
    case 'missing-asset':
      return createProblem(record.kind, { value, suggestion, malformed: record.malformed === true }, at);
    case 'orphan-route':
      // Shown at the page's path; its place stays the route's.
      return createProblem(record.kind, { value }, { ...at, ...locator.locate(`${record.pointer}/path`) });
    default:
      return createProblem(record.kind, { value, suggestion }, at);
  }
}

/**
 * The first syntax error, at its true place, and nothing after it: past a syntax error a parser's
 * further complaints mostly echo the first one (one moved line once gave over a thousand). `yaml`'s
 * message and position are the better ones, so it is asked unless this module's own reading is exact.
 */
function findSyntaxProblem(text: string, file: string, error: YamlError): Problem[] {
  const at = { file, line: error.line, col: error.col, place: 'YAML' };
  if (error.code === 'yaml-syntax' && !error.exact) {
    const [first] = parseYamlDocument(text).doc.errors;
    if (first) return [describeYamlError(first, file)];
  }
  return [createProblem(error.code, error.params as never, at, error.example)];
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
    describe: (pointer, key) => locator.describe(findSource(pointer, origins).pointer, key),
    pagesOf: (pointer) => {
      const { entry, inEntry } = findSource(pointer, origins);
      return entry && !inEntry ? { collection: entry.collection, ids: [entry.id] } : undefined;
    },
  };
}

function describeCollectionRecord(
  record: ExpansionRecord | EntryRecord,
  locator: ManifestLocator,
  file: string,
): Problem {
  const at = locateProblem(locator, file, record.pointer);
  const { value, suggestion } = record;
  // Every record but an unknown collection's names the collection it is about.
  const collection = record.collection ?? '';
  switch (record.kind) {
    case 'unknown-collection':
      return createProblem(record.kind, { value, suggestion }, at);
    case 'unknown-entry':
      return createProblem(record.kind, { collection, value, suggestion }, at);
    case 'duplicate-entry-id':
      return createProblem(
        record.kind,
        {
          collection,
          value,
          firstAt: describePlace(locator.locate((record as EntryRecord).first!), locator.locate(record.pointer)),
        },
        at,
      );
    case 'unknown-entry-field':
      return createProblem(
        record.kind,
        { collection, value, suggestion, entryId: 'entry' in record ? record.entry?.id : undefined },
        at,
      );
    case 'unused-entry':
      return createProblem(record.kind, { collection, value }, at);
    case 'too-few-entries':
      return createProblem(record.kind, { collection, ...(record as EntryRecord).shortfall! }, at);
  }
}

/** Every site has a home page: without one, `/` would answer with a bare template (or nothing). */
function findMissingHome(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  if (routes.length === 0 || routes.some((route) => route?.path === '/')) return [];
  return [createProblem('missing-home', {}, { ...locateProblem(locator, file, '/routes'), place: 'routes' })];
}

const ROUTE_PATH = /^\/routes\/\d+\/path$/;

/**
 * A wrong page address comes first: links to the page it was meant to be fail because of it, and
 * fixing it fixes them, so a person reading from the top starts with the cause.
 */
function putPathsFirst(problems: Problem[]): Problem[] {
  const isPath = (problem: Problem) => ROUTE_PATH.test(problem.pointer ?? '') && problem.code !== 'orphan-route';
  return [...problems.filter(isPath), ...problems.filter((problem) => !isPath(problem))];
}

/** A slip in a route template is found once per page it makes; it is reported once, naming those pages. */
function collapseRepeats(problems: Problem[]): Problem[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.file}|${problem.code}|${problem.line}|${problem.col}|${problem.message}|${problem.place}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    if (group.length === 1 || !first.pages) return first;
    const pages = { collection: first.pages.collection, ids: group.flatMap((problem) => problem.pages?.ids ?? []) };
    return { ...first, pages, where: describeWhere(first.place, pages) };
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
      result.problems.push(createProblem('include-no-match', { pattern }, locateProblem(locator, input.file, pointer)));
    }
    for (const { file, text } of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = parseYaml(text);
      if (!('error' in parsed)) result.pages.push({ file, text, data: parsed.data });
      else if (parsed.error.code === 'empty-manifest')
        result.problems.push(createProblem('empty-page-file', {}, { file, line: 1, col: 1, place: 'file' }));
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
