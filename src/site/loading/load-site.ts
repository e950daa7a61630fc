import type { Site } from '#generated/site-types';
import { orderProblems } from '../problems/order-problems';
import { sortProblems, type Problem } from '../problems/problem';
import { problemCatalogue } from '../problems/problem-catalogue';
import { describeCollectionRecord } from './describe-collection-record';
import { describeLinkRecord } from '../validation/describe-link-record';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { LinkCheckInput, LinkRecord } from '../validation/find-broken-links';
import { splitPointer } from '../yaml/json-pointer';
import { describeSchemaErrors } from '../validation/describe-schema-errors';
import { findBrokenLinks } from '../validation/find-broken-links';
import { findDuplicateValues } from '../validation/find-duplicate-values';
import { findForeignStructuredData } from '../validation/find-foreign-structured-data';
import { findUndescribedMenuItems } from '../validation/find-undescribed-menu-items';
import { findMenuCountProblems } from '../validation/find-menu-count-problems';
import { findMarkedPlaceholders } from '../validation/find-marked-placeholders';
import { findPlaceholderTexts, type PlaceholderText } from '../validation/find-placeholder-texts';
import { findRouteProblems, type RouteLike } from '../validation/find-route-problems';
import type { SiteValidator } from '../validation/validate-site';
import { expandGeneratedRoutes, findSource, type RouteOrigin } from '../manifest/expand-generated-routes';
import { fillStructuredDataAddress } from '../manifest/fill-structured-data-address';
import { findSyntaxProblem } from '../yaml/find-syntax-problem';
import { getAt } from '../yaml/get-at';
import { isRecord } from '../yaml/is-record';
import type { ManifestLocator } from '../problems/manifest-locator';
import { createManifestLocator } from '../yaml/locate-in-manifest';
import { mergePageFiles } from '../manifest/merge-page-files';
import { parseYaml, type KeptRouteItems } from '../yaml/parse-yaml';
import { readPageFiles } from './read-page-files';
import { replaceAt, resolveEntries } from '../manifest/resolve-entries';

export interface LoadSiteInput {
  /** The manifest's file name as shown in messages, e.g. "site.yaml". */
  file: string;
  text: string;
  validator: SiteValidator;
  assetExists: (path: string) => boolean;
  /** Every file under public/, as site paths: a missing file's "did you mean" is chosen from them. */
  listAssets?: () => string[];
  /** Why a file under public/ that exists cannot be published (see LinkCheckInput): the check reads the pictures. */
  findAssetFault?: LinkCheckInput['findAssetFault'];
  /**
   * The files an `include:` pattern of the manifest matches (relative to the manifest's folder, the
   * manifest itself left out), each named as messages should show it. Without it nothing matches.
   */
  readIncluded?: (pattern: string) => Array<{ file: string; text: string }>;
  /** The templates' placeholder texts: a text of the site still equal to one is an error. */
  placeholders?: PlaceholderText[];
  /**
   * A person is still writing (the editor, the dev server's preview): a problem the catalogue allows then
   * (`severityWhileEditing`) is a warning, and the site is still made. The check and the build leave it out.
   */
  whileEditing?: boolean;
  /** Route items parsed by an earlier check (see parseYaml): a build's check of a large site parses only what changed. */
  keptRouteItems?: KeptRouteItems;
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
    readWritten: (pointer) => locator.readWritten?.(findSource(pointer, origins).pointer),
    pagesOf: (pointer) => {
      const { entry, inEntry } = findSource(pointer, origins);
      return entry && !inEntry ? { collection: entry.collection, ids: [entry.id] } : undefined;
    },
  };
}

/**
 * Link problems, said where they can be fixed. A link on a made page whose path its entry gives
 * (`/case-study/{next}`) is the entry's slip: said at the entry's field, naming the entry, and never as
 * a change to the template every page shares; where that field is already reported (an id of no
 * entry), it is that one problem, not a second.
 */
function describeMadeLinks(
  records: LinkRecord[],
  context: {
    origins: RouteOrigin[];
    raw: unknown;
    written: ManifestLocator;
    locator: ManifestLocator;
    file: string;
    entryRecords: Array<{ pointer: string }>;
  },
): Problem[] {
  const reported = new Set(context.entryRecords.map((record) => record.pointer));
  return records.flatMap((record) => {
    const source = record.kind === 'broken-link' ? findSource(record.pointer, context.origins) : undefined;
    const template = source?.entry && !source.inEntry ? getAt(context.raw, splitPointer(source.pointer)) : undefined;
    const field = typeof template === 'string' ? /\{(\w+)\}/.exec(template)?.[1] : undefined;
    if (!source?.entry || field === undefined) return [describeLinkRecord(record, context.locator, context.file)];
    const { collection, index, id } = source.entry;
    const fieldPointer = `/collections/${collection}/${index}/${field}`;
    if (reported.has(fieldPointer)) return [];
    return [
      createProblem(
        'broken-link',
        { value: record.value, entry: { collection, id, field } },
        locateProblem(context.written, context.file, fieldPointer),
      ),
    ];
  });
}

function softenWhileEditing(problem: Problem): Problem {
  const severity = problemCatalogue[problem.code].severityWhileEditing;
  return severity ? { ...problem, severity } : problem;
}

/**
 * Parses, expands generated routes, validates, checks links and entry references, and resolves those
 * references, collecting every problem before deciding: a person fixes all of them in one go instead of
 * one per run. The site it returns is what every later step trusts: ordinary routes only, each block
 * holding the entries it names.
 */
export function loadSite(input: LoadSiteInput): LoadedSite {
  const stats: SiteStats = { routes: 0, blocks: 0, links: 0 };
  const parsed = parseYaml(input.text, input.keptRouteItems);
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
    listAssets: input.listAssets,
    findAssetFault: input.findAssetFault,
  });
  const collections = isRecord(data) && isRecord(data.collections) ? data.collections : {};
  const entries = resolveEntries(collections, result.references, expanded.generated);
  const found = [
    ...included.problems,
    ...merged.problems,
    ...describeSchemaErrors(result.errors, locator, input.file, (pointer) =>
      findBlockExample(pointer, data, input.validator),
    ),
    ...findRouteProblems(routes, locator, input.file),
    ...findDuplicateValues(result.unique, data, locator, input.file),
    ...findUndescribedMenuItems(data, written, input.file),
    ...findMenuCountProblems(data, written, input.file),
    ...[{ file: input.file, text: input.text, data: parsed.data }, ...included.pages].flatMap((source) =>
      findMarkedPlaceholders(source.text, source.file, createManifestLocator(source.text, source.data)),
    ),
    ...findForeignStructuredData(
      routes,
      isRecord(data) && isRecord(data.settings) ? data.settings.baseUrl : undefined,
      locator,
      input.file,
    ),
    ...findPlaceholderTexts(raw, input.placeholders ?? [], written, input.file),
    ...describeMadeLinks(linkRecords, {
      origins: expanded.origins,
      raw,
      written,
      locator,
      file: input.file,
      entryRecords: [...expanded.records, ...entries.records],
    }),
    ...expanded.records.map((record) => describeCollectionRecord(record, written, input.file)),
    ...entries.records.map((record) => describeCollectionRecord(record, locator, input.file)),
  ];
  const problems = orderProblems(input.whileEditing ? found.map(softenWhileEditing) : found);
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
  const site = data as unknown as Site;
  fillStructuredDataAddress(site);
  return { site, problems, stats };
}
