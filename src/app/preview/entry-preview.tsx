import { CacheProvider } from '@emotion/react';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { blockLoaders } from '#generated/registry/block-registry';
import { emotionCache } from '#ui/theme/emotion-cache';
import { PictureBaseContext } from '#ui/pictures/picture-address';
// As the site's entry does (see entry-client.tsx): the icons' drawings.
import '#generated/icons.css';
import { App } from '../app';
import { chooseTheme } from '../layout/use-theme-preference';
import { preloadBlocks } from '../rendering/load-block';
import { MarkBlockRowsContext } from '../rendering/mark-block-rows';
import { RouteSourceContext } from '../routing/route-source';
import { findClickedBlock } from './find-block-boxes';
import { keepStorageApart } from './keep-storage-apart';
import { outlineBlock } from './outline-block';
import { readPictureBase, readPreviewMessage, type PreviewReply, type PreviewState } from './read-preview-message';

/**
 * The editor's preview page: the site's own App, blocks and styles, rendered in the browser from the draft
 * the editor's page posts (its shell and the route's data, as the build would make them). It talks only to
 * the page that frames it, on its own origin.
 */
const tell = (reply: PreviewReply) => window.parent.postMessage(reply, window.location.origin);

/** The preview stays on its page: links show where they go, and following one does nothing. */
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** Where the pictures come from: on the site's server, the person's draft (a picture not yet published shows). */
const pictureBase = readPictureBase(window.location.search);

/** The frame around the block being edited, scrolled to when it changes, after each render. */
function FollowEditor({ block }: Pick<PreviewState, 'block'>) {
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    outlineBlock(block, block !== shown.current);
    shown.current = block;
  });
  useEffect(() => {
    // Pictures arriving and fonts loading move the blocks: the frame follows.
    const observer = new ResizeObserver(() => outlineBlock(shown.current, false));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return null;
}

function Preview({ site, route, block }: PreviewState) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <RouteSourceContext value={(path) => (path === route.path ? route : null)}>
          <MarkBlockRowsContext value>
            <PictureBaseContext value={pictureBase}>
              <Router location={route.path} navigator={navigator}>
                <App site={site} withHead={false} />
                <FollowEditor block={block} />
              </Router>
            </PictureBaseContext>
          </MarkBlockRowsContext>
        </RouteSourceContext>
      </CacheProvider>
    </StrictMode>
  );
}

keepStorageApart();
const root = createRoot(document.getElementById('root')!);
/** Each message's number: a draft whose blocks' code arrives after a later draft's is not shown. */
let latest = 0;

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  const state = readPreviewMessage(event.data);
  if (!state) return;
  const run = ++latest;
  const types = state.route.blocks.map((block) => block.type).filter((type) => type in blockLoaders);
  // The blocks' code first, as a page of the site loads it with its data, so the page appears whole.
  void preloadBlocks(types).then(() => {
    if (run !== latest) return;
    document.documentElement.lang = state.site.settings.language;
    // As the site's theme switch sets it: its icon, and anything else that reads the theme, follow.
    chooseTheme(state.theme);
    if (state.fact === undefined) delete document.documentElement.dataset.pinnedFact;
    else document.documentElement.dataset.pinnedFact = String(state.fact);
    root.render(<Preview {...state} />);
  });
});

// A click on a block opens it in the editor's form; nothing in the preview leaves it or sends anything.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('a[href]')) event.preventDefault();
    const index = target ? findClickedBlock(target) : undefined;
    if (index !== undefined) tell({ type: 'select-block', index });
  },
  true,
);
document.addEventListener('submit', (event) => event.preventDefault(), true);

if (window.parent !== window) tell({ type: 'preview-ready' });
