import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { blockLoaders } from '../generated/block-registry';
import type { Block, Route } from '../generated/site-types';
import { normalizePath } from '../site/normalize-path';
import { App } from './app';
import { preloadBlocks } from './load-block';
import { RouteHead } from './page-head';
import { RouteSourceContext } from './route-source';

export interface RenderedPage {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** Title, meta tags and the page's critical CSS, for <head>. */
  head: string;
  /** The route's data as the page embeds it for hydration (`null` on the not-found page). */
  data: string;
}

const ready = preloadBlocks(Object.keys(blockLoaders) as Block['type'][]);

/** JSON that is safe inside a <script> element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Renders one URL to HTML, given its route (the build has the validated manifest), or the
 * not-found page when `route` is null.
 */
export async function render(url: string, route: Route | null): Promise<RenderedPage> {
  await ready;
  const path = normalizePath(url);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const body = renderToString(
    <StrictMode>
      <RouteSourceContext value={() => route}>
        <CacheProvider value={cache}>
          <StaticRouter location={url}>
            <App site={site} withHead={false} />
          </StaticRouter>
        </CacheProvider>
      </RouteSourceContext>
    </StrictMode>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(body));
  const head = renderToStaticMarkup(<RouteHead settings={site.settings} path={path} route={route ?? undefined} />);
  return { html: body, head: `${head}\n${styles}`, data: toScriptJson(route) };
}
