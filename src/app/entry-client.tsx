import '@fontsource-variable/inter';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { loadRoute, primeRoute, readRoute } from './load-route';
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

// A prerendered page names its route's data (a preload link, fetched alongside the scripts); hydrate
// once the data and its blocks' code are here, so the prerendered blocks never blink out. The not-found
// page names none. Hydrating inside a transition lets React yield to the browser between pieces of work
// instead of holding the main thread for the whole page. Without prerendered HTML (npm run dev) render
// from scratch. No top-level await: the block chunks import the shell chunk this module is bundled
// into, and a module awaiting its own importers never finishes.
const hydrate = () => startTransition(() => void hydrateRoot(container, app));
if (container.firstElementChild) {
  const path = normalizePath(window.location.pathname);
  const data = document.querySelector<HTMLLinkElement>('link#route-data');
  if (data) {
    // Should the data not come, the prerendered page stays as it is: it works without scripts.
    loadRoute(path, data.getAttribute('href')!).then(hydrate, (error: unknown) => console.warn('The page stays static:', error));
  } else {
    primeRoute(path, null);
    hydrate();
  }
} else {
  createRoot(container).render(app);
}
