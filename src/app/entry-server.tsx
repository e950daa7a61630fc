import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { blockLoaders } from '../generated/block-registry';
import type { Block, Route } from '../generated/site-types';
import { normalizePath } from '../site/routes/normalize-path';
import { App } from './app';
import { preloadBlocks } from './rendering/load-block';
import { RouteHead } from './routing/page-head';
import { RouteSourceContext } from './routing/route-source';

/** One Emotion rule set as the page inserted it: `key` is `css` for class rules, `css-global` for global ones. */
export interface StyleRule {
  key: string;
  id: string;
  css: string;
}

export interface RenderedPage {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** Title and meta tags, for <head>. */
  head: string;
  /** The CSS the page uses, one entry per Emotion rule set, global ones first: the build decides which go inline. */
  styles: StyleRule[];
}

const ready = preloadBlocks(Object.keys(blockLoaders) as Block['type'][]);

/**
 * Renders one URL to HTML, given its route (the build has the validated manifest), or the
 * not-found page when `route` is null.
 */
export async function render(url: string, route: Route | null): Promise<RenderedPage> {
  await ready;
  const path = normalizePath(url);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
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
  const styles = extractCriticalToChunks(body).styles.flatMap(({ key, ids, css }) =>
    key === cache.key
      ? ids.map((id) => ({ key, id, css: cache.inserted[id] as string }))
      : ids.map((id) => ({ key, id, css })),
  );
  const head = renderToStaticMarkup(<RouteHead settings={site.settings} path={path} route={route ?? undefined} />);
  return { html: body, head, styles };
}
