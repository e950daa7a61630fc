import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVED_TEXT_TYPES } from '../src/site/routes/served-text';
import { readAcceptedCodings } from './read-accepted-codings';

/** The types of what the build writes under assets/ (anything else is sent from disk, as before). */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  ...SERVED_TEXT_TYPES,
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Files larger than this are streamed from disk as before: they are few, and memory is better spent elsewhere. */
const MAX_FILE_BYTES = 256 * 1024;
/** Every asset of the shipped site with its copies is under 3 MB; a site with many more keeps streaming the rest. */
const MAX_TABLE_BYTES = 64 * 1024 * 1024;

interface Variant {
  body: Buffer;
  etag: string;
  lastModified: string;
}

interface Asset {
  type: string;
  /** The file itself, and the build's Brotli and gzip copies where it wrote them. */
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface AssetTable {
  /**
   * Answers a request for `asset` (relative to `siteDir`, under `assets/`) from memory, as @fastify/static would
   * from disk (the copy the client accepts, ETag, Last-Modified, 304); false when it cannot, and the caller
   * sends it from disk: not a built asset, too large, a range request, a table already full.
   */
  send(request: FastifyRequest, reply: FastifyReply, siteDir: string, asset: string, cacheControl: string): boolean;
}

function readVariant(file: string, stat: Stats): Variant {
  return {
    body: readFileSync(file),
    // The same validators @fastify/send makes, so a cache's copy stays valid whichever of the two answered.
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
  };
}

function statIfFile(file: string): Stats | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** Which of an asset's copies a client gets: Brotli, else gzip, else the file (q=0 refuses a coding). */
function chooseVariant(asset: Asset, acceptEncoding: string | undefined): [Variant, 'br' | 'gzip' | undefined] {
  const accepted = readAcceptedCodings(acceptEncoding);
  if (asset.br && accepted.has('br')) return [asset.br, 'br'];
  if (asset.gzip && accepted.has('gzip')) return [asset.gzip, 'gzip'];
  return [asset.identity, undefined];
}

/**
 * The built assets (`assets/<name>-<hash>.<ext>`) answered from memory. Their names change with their content,
 * so a file read once is that file for as long as its build is served: each request for one cost two file
 * checks and a streamed read (a 180-byte chunk answered 5,000 times a second, nginx 54,000). The table holds the
 * assets of the site folder being served; a publish or a rollback that changes the folder starts a new one.
 */
export function createAssetTable(): AssetTable {
  let tableDir = '';
  let table = new Map<string, Asset>();
  let tableBytes = 0;

  const readAsset = (siteDir: string, asset: string): Asset | undefined => {
    const type = ASSET_TYPES[extname(asset)];
    const file = join(siteDir, asset);
    const stat = type === undefined ? undefined : statIfFile(file);
    if (!type || !stat || stat.size > MAX_FILE_BYTES) return undefined;
    const copy = (extension: string) => {
      const copyStat = statIfFile(file + extension);
      return copyStat && readVariant(file + extension, copyStat);
    };
    return {
      type,
      identity: readVariant(file, stat),
      br: copy('.br'),
      gzip: copy('.gz'),
    };
  };

  return {
    send(request, reply, siteDir, asset, cacheControl) {
      if (!asset.startsWith('assets/') || request.headers.range !== undefined) return false;
      if (siteDir !== tableDir) {
        tableDir = siteDir;
        table = new Map();
        tableBytes = 0;
      }
      let entry = table.get(asset);
      if (!entry) {
        if (tableBytes > MAX_TABLE_BYTES) return false;
        entry = readAsset(siteDir, asset);
        if (!entry) return false;
        table.set(asset, entry);
        tableBytes += [entry.identity, entry.br, entry.gzip].reduce(
          (sum, variant) => sum + (variant?.body.length ?? 0),
          0,
        );
      }
      const [variant, coding] = chooseVariant(entry, request.headers['accept-encoding']);
      reply
        .header('Content-Type', entry.type)
        .header('Cache-Control', cacheControl)
        .header('ETag', variant.etag)
        .header('Last-Modified', variant.lastModified);
      if (entry.br || entry.gzip) reply.header('Vary', 'Accept-Encoding');
      if (coding) reply.header('Content-Encoding', coding);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === variant.etag)) {
        reply.code(304).send();
      } else {
        reply.send(variant.body);
      }
      return true;
    },
  };
}
