/**
 * Where the built site serves the editor's preview page: the site's own client rendering the draft the editor
 * sends it. Not a route (a route's path cannot start with `_`), never in the sitemap, and the only page that
 * its own origin may frame.
 */
export const PREVIEW_PAGE_PATH = '/_preview/';

/**
 * The preview page's source. It is built on its own (scripts/build/bundle/build-preview-page.ts), with its
 * own copy of the client's chunks under `_preview/assets/`: no visitor's page shares a file with it.
 */
export const PREVIEW_PAGE_SOURCE = 'src/app/preview/preview.html';

/** Whether a request's URL (query and all) asks for the preview page. */
export function isPreviewPage(url: string): boolean {
  const path = url.replace(/[?#].*$/, '');
  return path === PREVIEW_PAGE_PATH || path === `${PREVIEW_PAGE_PATH}index.html`;
}
