import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import type { Route } from '../generated/site-types';
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

// A prerendered page names its route's data (a preload link, fetched alongside the scripts); hydrate
// once the data and its blocks' code are here, so the prerendered blocks never blink out. The not-found
// page names none. Hydrating inside a transition lets React yield to the browser between pieces of work
// instead of holding the main thread for the whole page. Without prerendered HTML (npm run dev) render
// from scratch. No top-level await: the block chunks import the shell chunk this module is bundled
// into, and a module awaiting its own importers never finishes.
const hydrate = (route: Route | null) => {
  keepTypedValues(container, route?.blocks.length ?? 0);
  markPrerenderedStyles(emotionCache);
  startTransition(() => void hydrateRoot(container, wrapApp(<App site={site} />)));
};
if (container.firstElementChild) {
  const path = normalizePath(window.location.pathname);
  const data = document.querySelector<HTMLLinkElement>('link#route-data');
  if (data) {
    // Should the data not come, the prerendered page stays as it is: it works without scripts.
    loadRoute(path, data.getAttribute('href')!).then(hydrate, (error: unknown) =>
      console.warn('The page stays static:', error),
    );
  } else {
    primeRoute(path, null);
    hydrate(null);
  }
} else {
  const root = createRoot(container);
  let app = <App site={site} />;
  root.render(wrapApp(app));
  // npm run dev: a save of the manifest re-renders the page in place; the build drops this (import.meta.hot
  // is undefined there). The same App element when the shell is unchanged, so React re-renders only what
  // reads the routes: a new reader tells it their data changed.
  if (import.meta.hot) {
    followManifestEdits(import.meta.hot, site, (shell, shellChanged) => {
      if (shellChanged) app = <App site={shell} />;
      const useEditedRouteData: ReadRoute = (path) => useRouteData(path);
      startTransition(() => root.render(wrapApp(app, useEditedRouteData)));
    });
  }
}
