import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isInsideFolder } from '#scripts/cli/is-inside-folder';
import { makeImageVariant } from '#scripts/build/output/make-image-variant';
import { fromImageVariantPath, IMAGE_WIDTHS } from '#site/routes/image-variants';
import { isPreviewPage, PREVIEW_PAGE_PATH } from '#site/routes/preview-page';
import { serveStatic } from './serve-static';

export interface SiteFiles {
  /** The built preview page (`_preview/index.html`) and the client's assets it loads. */
  previewDir: string;
  /** The site's pictures and files (public/): listed for the asset picker, and served at the site's own addresses. */
  publicDir: string;
  /** Where the copies of pictures made on request are kept. */
  imageCacheDir: string;
}

const RASTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'];

/**
 * The preview page, with a policy under which the site's own code runs as it does on the production
 * server, framed by the editor's page only (the same origin).
 */
function servePreviewPage(previewDir: string, response: ServerResponse): void {
  const page = join(previewDir, PREVIEW_PAGE_PATH, 'index.html');
  response.writeHead(existsSync(page) ? 200 : 503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'content-security-policy':
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  });
  response.end(existsSync(page) ? readFileSync(page) : 'The preview is not built yet: run npm run edit again.');
}

/**
 * A picture's smaller copy (`/_img/images/a-640.avif`), made from its file in `publicDir` as the build makes it
 * (kept in `cacheDir`), so a picture chosen a moment ago shows in the preview as it will on the site; false when
 * there is none, or its file is not really inside `publicDir` (links followed).
 */
export async function serveImageVariant(
  publicDir: string,
  cacheDir: string,
  urlPath: string,
  response: ServerResponse,
): Promise<boolean> {
  const variant = fromImageVariantPath(urlPath);
  // Only the widths the build makes: a width asked for at will would have the server enlarge a picture at will.
  if (!variant || variant.stem.includes('..') || !(IMAGE_WIDTHS as readonly number[]).includes(variant.width))
    return false;
  const source = RASTER_EXTENSIONS.map((extension) => join(publicDir, `${variant.stem}${extension}`)).find(
    (file) => existsSync(file) && isInsideFolder(publicDir, file) && statSync(file).isFile(),
  );
  if (!source) return false;
  let made: string;
  try {
    made = await makeImageVariant(readFileSync(source), variant.width, variant.format, cacheDir);
  } catch (error) {
    // Not a picture sharp can read: the page shows its alt text, as the built site would have failed to build.
    console.error(`The preview could not make ${urlPath}: ${(error as Error).message}`);
    return false;
  }
  response.writeHead(200, {
    'content-type': `image/${variant.format}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(readFileSync(made));
  return true;
}

/**
 * What the preview page asks for at the site's own addresses: the page itself, the client's scripts and
 * styles, the pictures and their copies. False when the path is none of these.
 */
export async function serveSiteFile(files: SiteFiles, urlPath: string, response: ServerResponse): Promise<boolean> {
  if (isPreviewPage(urlPath)) {
    servePreviewPage(files.previewDir, response);
    return true;
  }
  if (urlPath.startsWith('/_img/')) return serveImageVariant(files.publicDir, files.imageCacheDir, urlPath, response);
  return serveStatic(files.previewDir, urlPath, response) || serveStatic(files.publicDir, urlPath, response);
}
