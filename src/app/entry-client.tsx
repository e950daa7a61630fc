import '@fontsource-variable/inter';
import { startTransition, StrictMode, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import type { Route } from '../generated/site-types';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { followManifestEdits } from './follow-manifest-edits';
import { preloadBlocks } from './load-block';
import { primeRoute, readRoute } from './load-route';
import { RouteSourceContext, type ReadRoute } from './route-source';

const container = document.getElementById('root')!;
const wrapApp = (app: ReactElement, read: ReadRoute = readRoute) => (
  <StrictMode>
    <RouteSourceContext value={read}>
      <BrowserRouter>{app}</BrowserRouter>
    </RouteSourceContext>
  </StrictMode>
);

// A prerendered page carries its route's data; hydrate once its block code is here too, so the
// prerendered blocks never blink out. Without prerendered HTML (npm run dev) render from scratch.
// No top-level await: the block chunks import the shell chunk this module is bundled into, and a
// module awaiting its own importers never finishes.
const embedded = document.getElementById('route-data');
if (embedded && container.firstElementChild) {
  const route = JSON.parse(embedded.textContent ?? 'null') as Route | null;
  primeRoute(normalizePath(window.location.pathname), route);
  void preloadBlocks(route ? route.blocks.map((block) => block.type) : []).then(() => hydrateRoot(container, wrapApp(<App site={site} />)));
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
      startTransition(() => root.render(wrapApp(app, (path) => readRoute(path))));
    });
  }
}
