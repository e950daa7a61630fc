import { use } from 'react';
import type { Route } from '#generated/site-types';
import { toRouteDataUrl } from '#site/routes/route-data-url';
import { preloadBlocks } from '../rendering/load-block';

/** A promise React's `use()` reads synchronously once settled (React's own thenable protocol). */
type RoutePromise = Promise<Route | null> & {
  status?: 'fulfilled' | 'rejected';
  value?: Route | null;
  reason?: unknown;
};

const routes = new Map<string, RoutePromise>();

function settle(promise: RoutePromise, value: Route | null): RoutePromise {
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/** A route's data known without a request (the not-found page's: none). */
export function primeRoute(path: string, route: Route | null): void {
  routes.set(path, settle(Promise.resolve(route), route));
}

/**
 * Lets the next read of this path ask again if its last load failed (the error page, leaving, calls it).
 * Until then the failure stays: React renders a failed read again at once, and a fresh request on each of
 * those renders would be a request storm.
 */
export function forgetFailedRoute(path: string): void {
  if (routes.get(path)?.status === 'rejected') routes.delete(path);
}

/** Drops every loaded route, so each is asked for again when next read (npm run dev, after a save of the manifest). */
export function forgetRoutes(): void {
  routes.clear();
}

/**
 * Fetches a route's data and its blocks' code together, so a page appears whole. A 404 means "no such
 * route". A plain request, so the page's own preload of its data (same URL and mode) answers it.
 */
export function loadRoute(path: string, url = toRouteDataUrl(path)): RoutePromise {
  const cached = routes.get(path);
  if (cached) return cached;
  const promise: RoutePromise = fetch(url)
    .then(async (response) => {
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Loading ${path} failed with status ${response.status}`);
      const route = (await response.json()) as Route;
      await preloadBlocks(route.blocks.map((block) => block.type));
      return route;
    })
    .then((route) => {
      settle(promise, route);
      return route;
    });
  // Kept, marked failed: `use()` then throws at once and the page's error boundary shows the error page.
  promise.catch((error: unknown) => {
    promise.status = 'rejected';
    promise.reason = error;
  });
  routes.set(path, promise);
  return promise;
}

/** Reads a route during render (a hook: it calls `use`): at once when loaded, else suspends until it is. */
export function useRouteData(path: string): Route | null {
  return use(loadRoute(path) as Promise<Route | null>);
}
