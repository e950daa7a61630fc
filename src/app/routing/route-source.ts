import { createContext } from 'react';
import type { Route } from '#generated/site-types';

/**
 * Gives the route at a path, or null when no route has it. In the browser it may suspend while the
 * route's data and block code arrive; in the prerender it answers at once.
 */
export type ReadRoute = (path: string) => Route | null;

export const RouteSourceContext = createContext<ReadRoute>(() => null);
