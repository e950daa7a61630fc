import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { preloadBlocks } from './load-block';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App site={site} />
    </BrowserRouter>
  </StrictMode>
);

// Hydrate only once this page's block code is here, so the prerendered blocks never blink out.
const route = site.routes.find((candidate) => candidate.path === normalizePath(window.location.pathname));
await preloadBlocks(route ? route.blocks.map((block) => block.type) : []);
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
