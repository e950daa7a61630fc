import { MANIFEST_UPDATE_EVENT } from '#site/manifest/manifest-update-event';
import { normalizePath } from '#site/routes/normalize-path';
import type { SiteShell } from '#site/shell/site-shell';
import { forgetRoutes, loadRoute } from './load-route';

/**
 * npm run dev: after a valid save of the manifest the dev server sends the new shell (see
 * scripts/vite/vite-plugin-site.ts); the open page renders it in place, with its route's data asked for
 * again, instead of reloading, so it keeps its scroll position and whatever else the visitor did.
 * `render` learns whether the shell (settings, menus, dialogs) changed: most saves change one page only,
 * and re-rendering just that page is what makes the update quick.
 */
export function followManifestEdits(
  hot: NonNullable<ImportMeta['hot']>,
  shown: SiteShell,
  render: (site: SiteShell, shellChanged: boolean) => void,
): void {
  let shownShell = JSON.stringify(shown);
  hot.on(MANIFEST_UPDATE_EVENT, async (site: SiteShell) => {
    forgetRoutes();
    // The open page's data first, then one render with everything there: rendering first would only find
    // the page missing and render again when it arrives. A failed load is the render's to show.
    await loadRoute(normalizePath(window.location.pathname)).catch(() => undefined);
    // The save that fixed the manifest also ends the error the overlay shows.
    for (const overlay of document.querySelectorAll('vite-error-overlay'))
      (overlay as HTMLElement & { close: () => void }).close();
    const shell = JSON.stringify(site);
    render(site, shell !== shownShell);
    shownShell = shell;
  });
}
