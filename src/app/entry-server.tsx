import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import site from 'virtual:site';
import { blockLoaders } from '../generated/block-registry';
import type { Block } from '../generated/site-types';
import { normalizePath } from '../site/routes/normalize-path';
import type { ServerEntry } from '../site/shell/server-entry';
import { App } from './app';
import { preloadBlocks } from './rendering/load-block';
import { RouteHead } from './routing/page-head';
import { RouteSourceContext } from './routing/route-source';

const ready = preloadBlocks(Object.keys(blockLoaders) as Block['type'][]);

/** The server entry's one export, as the build expects it (src/site/shell/server-entry.ts). */
export const render: ServerEntry['render'] = async (url, route) => {
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
};
