import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import type { Route } from '../generated/site-types';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { preloadBlocks } from './load-block';
import { primeRoute, readRoute } from './load-route';
import { RouteSourceContext } from './route-source';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouteSourceContext value={readRoute}>
      <BrowserRouter>
        <App site={site} />
      </BrowserRouter>
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
  void preloadBlocks(route ? route.blocks.map((block) => block.type) : []).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
