import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { blockLoaders } from '../generated/block-registry';
import type { Block } from '../generated/site-types';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { preloadBlocks } from './load-block';
import { RouteHead } from './page-head';

export interface RenderedPage {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** Title, meta tags and the page's critical CSS, for <head>. */
  head: string;
  status: 200 | 404;
}

const routesByPath = new Map(site.routes.map((route) => [route.path, route]));
const ready = preloadBlocks(Object.keys(blockLoaders) as Block['type'][]);

/** Every route path of the manifest, for the prerender to walk. */
export const routePaths: string[] = site.routes.map((route) => route.path);
export const settings = site.settings;

/** Renders one URL to HTML. The not-found page answers any path that is not a route, with status 404. */
export async function render(url: string): Promise<RenderedPage> {
  await ready;
  const path = normalizePath(url);
  const route = routesByPath.get(path);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const body = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App site={site} withHead={false} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
  const head = renderToStaticMarkup(<RouteHead settings={site.settings} path={path} route={route} />);
  return { html: body, head: `${head}\n${styles}`, status: route ? 200 : 404 };
}
