import type { PictureFault } from '../pictures/find-picture-fault';
import { proposeSafePath } from '../pictures/propose-safe-path';
import { normalizePath } from '../routes/normalize-path';
import { splitPointer } from '../yaml/json-pointer';
import { REPORTED_PER_KIND } from '../problems/problem-catalogue';
import { suggestClosest } from '../problems/suggest-closest';
import type { FoundReference } from './validate-site';

export interface RouteTarget {
  path: string;
  /** The ids a link's #anchor may name on this page (block ids). */
  anchors: string[];
  /** The path itself breaks the rules for a page address (the schema says where): never a suggestion. */
  misspelt?: boolean;
}

export interface LinkCheckInput {
  routes: RouteTarget[];
  links: FoundReference[];
  assets: FoundReference[];
  /** Whether a local asset path, %-escapes decoded (e.g. /images/our logo.svg), exists under public/. */
  assetExists: (path: string) => boolean;
  /** Every file under public/, as site paths (/images/brand.svg): what a missing file's path may have meant. */
  listAssets?: () => string[];
  /** Why a file that exists (a path as assetExists takes it) cannot be published, or undefined when it can. */
  findAssetFault?: (path: string) => AssetFault | undefined;
}

/** Why a file under public/ cannot be published: a picture that cannot be shown, or a link to a place outside public/. */
export type AssetFault = PictureFault | { kind: 'outside-public' };

export interface LinkRecord {
  kind: 'broken-link' | 'broken-anchor' | 'missing-asset' | 'orphan-route' | 'unsafe-file-name' | 'unusable-asset';
  /** JSON pointer into the manifest of the link (or of the orphan route). */
  pointer: string;
  value: string;
  suggestion?: string;
  /** An asset path whose %-escapes cannot be decoded. */
  malformed?: boolean;
  /** For an unusable asset: why. */
  fault?: AssetFault;
  /** For a broken #anchor: the ids the target page has. */
  anchors?: string[];
}

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** Paths compared in all, for the "did you mean" of broken links: about a tenth of a second. */
const SUGGESTION_BUDGET = 100_000;

/** `/a/b/?x=1#c` → { path: "/a/b", anchor: "c" }; `#c` alone → { path: "", anchor: "c" } (this page). */
function splitInternalLink(link: string): { path: string; anchor: string } {
  const hashAt = link.indexOf('#');
  const anchor = hashAt === -1 ? '' : link.slice(hashAt + 1);
  return { path: hashAt === 0 ? '' : normalizePath(link), anchor };
}

/** The route a pointer sits in (`/routes/4/blocks/0/href` → route 4), for links that are only `#anchor`. */
function findOwningRoute(pointer: string, routes: RouteTarget[]): RouteTarget | undefined {
  const [first, index] = splitPointer(pointer);
  return first === 'routes' ? routes[Number(index)] : undefined;
}

/** The file a missing path most likely meant: the same name with another extension (brand.svg for brand.png), else the nearest path. */
function suggestAsset(value: string, files: string[]): string | undefined {
  const stem = (path: string) => path.replace(/\.[^./]*$/, '').toLowerCase();
  return files.find((file) => stem(file) === stem(value)) ?? suggestClosest(value, files);
}

/** What is wrong with the file a local asset path names (the record's pointer is filled by the caller), if anything. */
function checkAsset(value: string, input: LinkCheckInput, listAssets: () => string[]): LinkRecord | undefined {
  let path: string;
  try {
    path = decodeURI(value);
  } catch {
    return { kind: 'missing-asset', pointer: '', value, malformed: true };
  }
  if (!input.assetExists(path))
    return { kind: 'missing-asset', pointer: '', value, suggestion: suggestAsset(value, listAssets()) };
  // Only a file that is there is told to be renamed: a missing one is missing first.
  const safe = proposeSafePath(value);
  if (safe !== undefined) return { kind: 'unsafe-file-name', pointer: '', value, suggestion: safe };
  const fault = input.findAssetFault?.(path);
  return fault && { kind: 'unusable-asset', pointer: '', value, fault };
}

/**
 * Checks every internal link, #anchor and local asset against the route table in one pass of hash
 * look-ups (never routes × links), and lists the routes nothing links to. Returns records; reporting
 * is the caller's.
 */
export function findBrokenLinks(input: LinkCheckInput): LinkRecord[] {
  const anchorsByPath = new Map(input.routes.map((route) => [route.path, new Set(route.anchors)]));
  // A route whose own path is wrong (`careers` without its /) is no target to suggest: the path is the
  // slip, and its message says so; a link told to change to it would be broken twice.
  const suggestable = input.routes
    .filter((route) => !route.misspelt && route.path.startsWith('/'))
    .map((route) => route.path);
  const linked = new Set<string>(['/']);
  const suggestions = new Map<string, string | undefined>();
  const records: LinkRecord[] = [];

  for (const { pointer, value } of input.links) {
    // Neither a path nor a #anchor nor an external address (www.example.com): the schema's rule for a
    // link reports it, with the address it should be; a second "not a route" would only mislead.
    if (EXTERNAL.test(value) || !/^[/#]/.test(value)) continue;
    const { path, anchor } = splitInternalLink(value);
    const targetPath = path === '' ? findOwningRoute(pointer, input.routes)?.path : path;
    const anchors = targetPath === undefined ? undefined : anchorsByPath.get(targetPath);
    if (!anchors) {
      // A deleted or renamed route leaves many links to the same path: one search over the routes each.
      // Only the first paths get a search, as many as SUGGESTION_BUDGET comparisons allow and no more
      // than a report lists: 20,000 searches over 10,000 routes took minutes, for lines nobody reads.
      let suggestion = suggestions.get(path);
      const affordable =
        suggestions.size < REPORTED_PER_KIND && (suggestions.size + 1) * suggestable.length <= SUGGESTION_BUDGET;
      if (suggestion === undefined && !suggestions.has(path) && (affordable || suggestions.size === 0)) {
        suggestion = path ? suggestClosest(path, suggestable) : undefined;
        suggestions.set(path, suggestion);
      }
      records.push({ kind: 'broken-link', pointer, value, suggestion });
      continue;
    }
    linked.add(targetPath!);
    if (anchor && !anchors.has(anchor)) {
      const closest = suggestClosest(anchor, anchors);
      records.push({
        kind: 'broken-anchor',
        pointer,
        value,
        suggestion: closest && `${path}#${closest}`,
        anchors: [...anchors],
      });
    }
  }

  let assets: string[] | undefined;
  const listAssets = () => (assets ??= input.listAssets?.() ?? []);
  const checkedAssets = new Map<string, LinkRecord | undefined>();
  for (const { pointer, value } of input.assets) {
    if (EXTERNAL.test(value)) continue;
    if (!checkedAssets.has(value)) checkedAssets.set(value, checkAsset(value, input, listAssets));
    const record = checkedAssets.get(value);
    if (record) records.push({ ...record, pointer });
  }

  input.routes.forEach((route, index) => {
    if (!linked.has(route.path)) records.push({ kind: 'orphan-route', pointer: `/routes/${index}`, value: route.path });
  });
  return records;
}
