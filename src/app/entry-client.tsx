import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import devShell from 'virtual:site';
import type { Route } from '../generated/site-types';
import type { SiteShell } from '../site/shell/site-shell';
import { normalizePath } from '../site/routes/normalize-path';
import { App } from './app';
import { followManifestEdits } from './routing/follow-manifest-edits';
import { keepTypedValues } from './rendering/keep-typed-values';
import { markPrerenderedStyles } from './rendering/mark-prerendered-styles';
import { emotionCache } from '../ui/theme/emotion-cache';
// The icons' drawings (see src/ui/theme/icon.tsx). Imported by the entry, not by the icon: Vite links the CSS a
// shared chunk imports once more when a lazily loaded block that shares that chunk arrives.
import '../generated/icons.css';
import { loadRoute, primeRoute, useRouteData } from './routing/load-route';
import { loadSiteShell } from './routing/load-site-shell';
import { RouteSourceContext, type ReadRoute } from './routing/route-source';

const container = document.getElementById('root')!;
const wrapApp = (app: ReactElement, read: ReadRoute = useRouteData) => (
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <RouteSourceContext value={read}>
        <BrowserRouter>{app}</BrowserRouter>
      </RouteSourceContext>
    </CacheProvider>
  </StrictMode>
);

// A prerendered page names its route's data and the site's shell (preload links, fetched alongside the
// scripts); hydrate once they and the blocks' code are here, so the prerendered blocks never blink out. The
// not-found page names no route data. Hydrating inside a transition lets React yield to the browser between
// pieces of work instead of holding the main thread for the whole page. Without prerendered HTML (npm run
// dev) render from scratch, at once. No top-level await: the block chunks import the shell chunk this module is
// bundled into, and a module awaiting its own importers never finishes.
const hydrate = (site: SiteShell, route: Route | null) => {
  keepTypedValues(container, route?.blocks.length ?? 0);
  markPrerenderedStyles(emotionCache);
  startTransition(() => void hydrateRoot(container, wrapApp(<App site={site} />)));
};
if (container.firstElementChild) {
  const path = normalizePath(window.location.pathname);
  const data = document.querySelector<HTMLLinkElement>('link#route-data');
  if (!data) primeRoute(path, null);
  // Should the data not come, the prerendered page stays as it is: it works without scripts.
  Promise.all([loadSiteShell(), data ? loadRoute(path, data.getAttribute('href')!) : null]).then(
    ([site, route]) => hydrate(site, route),
    (error: unknown) => console.warn('The page stays static:', error),
  );
} else {
  // npm run dev: the shell is the dev server's module, which it keeps current (a build's is empty, and
  // every built page is prerendered). A save of the manifest re-renders the page in place; the build
  // drops this (import.meta.hot is undefined there). The same App element when the shell is unchanged, so
  // React re-renders only what reads the routes: a new reader tells it their data changed.
  const site = devShell!;
  const root = createRoot(container);
  let app = <App site={site} />;
  root.render(wrapApp(app));
  if (import.meta.hot) {
    followManifestEdits(import.meta.hot, site, (shell, shellChanged) => {
      if (shellChanged) app = <App site={shell} />;
      const useEditedRouteData: ReadRoute = (path) => useRouteData(path);
      startTransition(() => root.render(wrapApp(app, useEditedRouteData)));
    });
  }
}
