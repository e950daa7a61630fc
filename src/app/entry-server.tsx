import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { blockLoaders } from '../generated/registry/block-registry';
import type { Block, Route } from '../generated/site-types';
import { normalizePath } from '../site/routes/normalize-path';
import type { RenderedPage, ServerEntry, StyleRule } from '../site/shell/server-entry';
import type { SiteShell } from '../site/shell/site-shell';
import { EMOTION_KEY } from '../site/shell/style-ids';
import { App } from './app';
import { ShellPartsContext } from './layout/shell-part';
import { preloadBlocks } from './rendering/load-block';
import { RouteHead } from './routing/page-head';
import { RouteSourceContext } from './routing/route-source';

const ready = preloadBlocks(Object.keys(blockLoaders) as Block['type'][]);

/** The app's markup for `url` and the Emotion rules it used; with `withShell` false, all but <main> left out. */
function renderBody(
  site: SiteShell,
  url: string,
  route: Route | null,
  withShell: boolean,
): { body: string; styles: StyleRule[] } {
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const body = renderToString(
    <StrictMode>
      <ShellPartsContext value={withShell}>
        <RouteSourceContext value={() => route}>
          <CacheProvider value={cache}>
            <StaticRouter location={url}>
              <App site={site} withHead={false} />
            </StaticRouter>
          </CacheProvider>
        </RouteSourceContext>
      </ShellPartsContext>
    </StrictMode>,
  );
  const styles = extractCriticalToChunks(body).styles.flatMap(({ key, ids, css }) =>
    key === cache.key
      ? ids.map((id) => ({ key, id, css: cache.inserted[id] as string }))
      : ids.map((id) => ({ key, id, css })),
  );
  return { body, styles };
}

/** A page's markup cut around its <main> element (there is one, and blocks never hold another). */
function splitAtMain(body: string): [string, string, string] | undefined {
  const start = body.indexOf('<main');
  const end = body.lastIndexOf('</main>');
  if (start < 0 || end < start) return undefined;
  return [body.slice(0, start), body.slice(start, end + '</main>'.length), body.slice(end + '</main>'.length)];
}

interface ShellFrame {
  /** What comes before and after <main> on every page. */
  whole: [string, string];
  /** The same with the shared parts left out: what a route rendered alone must have around its <main>. */
  lean: [string, string];
}

/**
 * The shell around <main>, rendered once: it reads neither the URL nor the route (the header marks no
 * current link), so it is the same on every page.
 */
function renderShellFrame(site: SiteShell): ShellFrame | undefined {
  const whole = splitAtMain(renderBody(site, '/404', null, true).body);
  const lean = splitAtMain(renderBody(site, '/404', null, false).body);
  return whole && lean ? { whole: [whole[0], whole[2]], lean: [lean[0], lean[2]] } : undefined;
}

/** The frame of the last shell rendered in: a thread renders all its pages in one. */
let framed: { shell: SiteShell; frame: ShellFrame | undefined } | undefined;

/**
 * The server entry's one export, as the build expects it (src/site/shell/server-entry.ts). A route is
 * rendered alone and set into the shell rendered once (see ShellPart); a route whose markup around <main>
 * is not what the shell expects is rendered whole, so the result is always the page React would make.
 * The not-found page (no route) is always rendered whole: its rules are the shell's stylesheet, and a
 * route's `styles` then need only its own. `whole` renders a route the long way, for the test that the two agree.
 */
export const render: ServerEntry['render'] = async (url, route, site, { whole = false } = {}) => {
  await ready;
  const path = normalizePath(url);
  const head = renderToStaticMarkup(<RouteHead settings={site.settings} path={path} route={route ?? undefined} />);
  const page = (rendered: { body: string; styles: StyleRule[] }): RenderedPage => ({
    html: rendered.body,
    head,
    styles: rendered.styles,
  });
  if (whole || route === null) return page(renderBody(site, url, route, true));
  if (framed?.shell !== site) framed = { shell: site, frame: renderShellFrame(site) };
  const { frame } = framed;
  const alone = renderBody(site, url, route, false);
  const parts = splitAtMain(alone.body);
  if (!frame || !parts || parts[0] !== frame.lean[0] || parts[2] !== frame.lean[1])
    return page(renderBody(site, url, route, true));
  return page({ body: frame.whole[0] + parts[1] + frame.whole[1], styles: alone.styles });
};
