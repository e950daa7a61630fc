import { CORE_SCHEMA, load } from 'js-yaml';
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import type { Site } from '../generated/site-types';
import { createManifestLocator, type ManifestLocator } from './locate-in-manifest';
import { findBrokenLinks, type LinkRecord } from './find-broken-links';
import { problemCatalogue } from './problem-catalogue';
import { sortProblems, type Problem } from './problem';
import { describeSchemaErrors, type ValidationResult } from './validate-site';

export interface LoadSiteInput {
  /** The manifest's file name as shown in messages, e.g. "site.yaml". */
  file: string;
  text: string;
  validate: (data: unknown) => ValidationResult;
  assetExists: (path: string) => boolean;
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

/** The usual slips behind the YAML parser's terse messages, said the way an editor would fix them. */
const YAML_FIXES: Partial<Record<YAMLError['code'], string>> = {
  BLOCK_AS_IMPLICIT_KEY: 'A text that contains ": " must be in quotes, e.g. title: "Cloud: the basics". Otherwise check the indentation of this line.',
  TAB_AS_INDENT: 'Indent with spaces: YAML does not allow tabs.',
  MISSING_CHAR: 'Add the missing character: a closing quote, bracket, or the colon after a key.',
  BAD_INDENT: 'Line this up with the other entries at its level (spaces only), and close any [ or { you opened.',
  MULTILINE_IMPLICIT_KEY: 'Put the key and its colon on one line, and check the indentation of the line above.',
};

function describeYamlError(error: YAMLError, file: string): Problem {
  const [start] = error.linePos ?? [{ line: 1, col: 1 }];
  const duplicate = error.code === 'DUPLICATE_KEY';
  const code = duplicate ? 'duplicate-key' : 'yaml-syntax';
  return {
    code,
    severity: 'error',
    file,
    line: start.line,
    col: start.col,
    where: 'YAML',
    message: error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, ''),
    fix: YAML_FIXES[error.code] ?? problemCatalogue[code].fix,
  };
}

interface RouteLike {
  path?: unknown;
  blocks?: unknown;
}

/** Duplicate route paths and duplicate block ids within a page: rules JSON Schema cannot say. */
function findDuplicates(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  const problems: Problem[] = [];
  const firstRouteAt = new Map<string, number>();
  const report = (code: 'duplicate-route' | 'duplicate-block-id', pointer: string, message: string) =>
    problems.push({ code, severity: 'error', file, ...locator.locate(pointer), where: locator.describe(pointer), message, fix: problemCatalogue[code].fix });

  routes.forEach((route, index) => {
    if (typeof route?.path === 'string') {
      const first = firstRouteAt.get(route.path);
      if (first === undefined) firstRouteAt.set(route.path, index);
      else report('duplicate-route', `/routes/${index}/path`, `route "${route.path}" is already declared at line ${locator.locate(`/routes/${first}/path`).line} (routes[${first}])`);
    }
    const firstBlockAt = new Map<string, number>();
    (Array.isArray(route?.blocks) ? route.blocks : []).forEach((block: { id?: unknown }, blockIndex: number) => {
      if (typeof block?.id !== 'string') return;
      const firstBlock = firstBlockAt.get(block.id);
      if (firstBlock === undefined) firstBlockAt.set(block.id, blockIndex);
      else report('duplicate-block-id', `/routes/${index}/blocks/${blockIndex}/id`, `block id "${block.id}" is already used by blocks[${firstBlock}] at line ${locator.locate(`/routes/${index}/blocks/${firstBlock}/id`).line}`);
    });
  });
  return problems;
}

function describeLinkRecord(record: LinkRecord, locator: ManifestLocator, file: string): Problem {
  const hint = record.suggestion ? ` — did you mean "${record.suggestion}"?` : '';
  const messages: Record<LinkRecord['kind'], string> = {
    'broken-link': `link to "${record.value}", which is not a route${hint}`,
    'broken-anchor': `link to "${record.value}": the target page has no block with that id${hint}`,
    'missing-asset': `file "${record.value}" does not exist under public/`,
    'orphan-route': `no link points to "${record.value}"`,
  };
  return {
    code: record.kind,
    severity: record.kind === 'orphan-route' ? 'warning' : 'error',
    file,
    ...locator.locate(record.kind === 'orphan-route' ? `${record.pointer}/path` : record.pointer),
    where: locator.describe(record.pointer),
    message: messages[record.kind],
    fix: record.suggestion ? `change it to "${record.suggestion}", or ${problemCatalogue[record.kind].fix.replace(/^./, (c) => c.toLowerCase())}` : problemCatalogue[record.kind].fix,
  };
}

/**
 * Parses, validates and link-checks a manifest, collecting every problem before deciding: a person
 * fixes all of them in one go instead of one per run.
 */
/** Syntax errors, located and explained by the `yaml` parser, whose messages and positions are the better ones. */
function findSyntaxProblems(text: string, file: string, fallback: { message: string; line: number; col: number }): Problem[] {
  const doc = parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length === 0) {
    return [{ code: 'yaml-syntax', severity: 'error', file, line: fallback.line, col: fallback.col, where: 'YAML', message: fallback.message, fix: problemCatalogue['yaml-syntax'].fix }];
  }
  // One error per line: the parser's follow-on complaints about the same slip are noise.
  const firstPerLine = doc.errors.filter((error, index, all) => all.findIndex((other) => other.linePos?.[0].line === error.linePos?.[0].line) === index);
  return sortProblems(firstPerLine.map((error) => describeYamlError(error, file)));
}

/** Parsing the data uses js-yaml (YAML 1.2 core schema, as `yaml`'s default), about ten times faster than `yaml`'s document. */
function parseData(text: string): { data: unknown } | { error: { message: string; line: number; col: number } } {
  try {
    return { data: load(text, { schema: CORE_SCHEMA }) };
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    return { error: { message: reason ?? String(error), line: (mark?.line ?? 0) + 1, col: (mark?.column ?? 0) + 1 } };
  }
}

export function loadSite(input: LoadSiteInput): LoadedSite {
  const stats: SiteStats = { routes: 0, blocks: 0, links: 0 };
  const parsed = parseData(input.text);
  if ('error' in parsed) return { problems: findSyntaxProblems(input.text, input.file, parsed.error), stats };

  const data = parsed.data as { routes?: RouteLike[] } | null;
  const locator = createManifestLocator(input.text, data);
  const result = input.validate(data);
  const routes = Array.isArray(data?.routes) ? data.routes : [];
  const linkRecords = findBrokenLinks({
    routes: routes.map((route) => ({
      path: typeof route?.path === 'string' ? route.path : '',
      anchors: (Array.isArray(route?.blocks) ? route.blocks : []).map((block: { id?: unknown }) => block?.id).filter((id): id is string => typeof id === 'string'),
    })),
    links: result.links,
    assets: result.assets,
    assetExists: input.assetExists,
  });
  const problems = sortProblems([
    ...describeSchemaErrors(result.errors, locator, input.file),
    ...findDuplicates(routes, locator, input.file),
    ...linkRecords.map((record) => describeLinkRecord(record, locator, input.file)),
  ]);
  stats.routes = routes.length;
  stats.blocks = routes.reduce((sum, route) => sum + (Array.isArray(route?.blocks) ? route.blocks.length : 0), 0);
  stats.links = result.links.length + result.assets.length;
  const failed = problems.some((problem) => problem.severity === 'error');
  return { site: failed ? undefined : (data as unknown as Site), problems, stats };
}
