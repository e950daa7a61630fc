import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Site } from '../generated/site-types';
import { normalizePath } from '../site/normalize-path';
import { ErrorBoundary } from './error-boundary';
import { ErrorPage } from './error-page';
import { JsonLd, RouteHead } from './page-head';
import { NotFoundPage } from './not-found-page';
import { RenderBlocks } from './render-blocks';

interface RouteSwitchProps {
  site: Site;
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

/** Picks the route by a hash look-up of the path (constant time at any number of routes). */
export function RouteSwitch({ site, withHead }: RouteSwitchProps) {
  const { pathname, hash } = useLocation();
  const routes = useMemo(() => new Map(site.routes.map((route) => [route.path, route])), [site]);
  const path = normalizePath(pathname);
  const route = routes.get(path);
  useFocusOnNavigate(path, hash);

  return (
    <>
      {withHead && <RouteHead settings={site.settings} path={path} route={route} />}
      {route ? (
        <ErrorBoundary key={path} what={`The page ${path}`} fallback={<ErrorPage settings={site.settings} />}>
          {route.seo?.jsonLd && <JsonLd data={route.seo.jsonLd} />}
          <RenderBlocks blocks={route.blocks} />
        </ErrorBoundary>
      ) : (
        <NotFoundPage settings={site.settings} />
      )}
    </>
  );
}
