import { Suspense, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { BrowserSettings } from '#site/shell/block-context';
import { normalizePath } from '#site/routes/normalize-path';
import { useMarkAppRunning } from '../rendering/app-running';
import { ErrorBoundary } from '../rendering/error-boundary';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { JsonLd, RouteHead } from './page-head';
import { RenderBlocks } from '../rendering/render-blocks';
import { RouteSourceContext } from './route-source';
import { forgetFailedRoute } from './load-route';

interface RouteSwitchProps {
  settings: BrowserSettings;
  /** The prerender writes the head itself; in the browser React hoists these tags into <head>. */
  withHead: boolean;
}

/** After a client-side navigation: start at the top (or at the #anchor) and move focus to the new page. */
function useFocusOnNavigate(pathname: string, hash: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** Rendered last inside the page's boundary, so its effect runs when all of the page is in. */
function MarkAppRunning() {
  useMarkAppRunning();
  return null;
}

/** Inside the error page: once the visitor leaves it, a later visit to the path asks for its data again. */
function ForgetFailedRoute({ path }: { path: string }) {
  useEffect(() => () => forgetFailedRoute(path), [path]);
  return null;
}

function RoutePage({ path, settings, withHead }: { path: string } & RouteSwitchProps) {
  const route = useContext(RouteSourceContext)(path);
  const context = useMemo(
    () =>
      route && {
        settings,
        route: { path: route.path, title: route.title, description: route.description, tags: route.tags },
      },
    [settings, route],
  );
  return (
    <>
      {withHead && <RouteHead settings={settings} path={path} route={route ?? undefined} />}
      {route ? (
        <>
          {route.seo?.jsonLd && <JsonLd data={route.seo.jsonLd} />}
          <RenderBlocks blocks={route.blocks} context={context!} />
        </>
      ) : (
        <NotFoundPage settings={settings} />
      )}
      <MarkAppRunning />
    </>
  );
}

/**
 * The page for the current URL. The Suspense boundary stays mounted across navigations, so while the
 * next page's data and code arrive (inside the router's transition) the current page stays on screen.
 */
export function RouteSwitch({ settings, withHead }: RouteSwitchProps) {
  const { pathname, hash } = useLocation();
  const path = normalizePath(pathname);
  useFocusOnNavigate(path, hash);
  return (
    <Suspense fallback={null}>
      <ErrorBoundary
        key={path}
        what={`The page ${path}`}
        fallback={
          <>
            <ErrorPage settings={settings} />
            <ForgetFailedRoute path={path} />
            <MarkAppRunning />
          </>
        }
      >
        <RoutePage path={path} settings={settings} withHead={withHead} />
      </ErrorBoundary>
    </Suspense>
  );
}
