import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the parts every page shares (header, footer, background…) render. The prerender renders them
 * once per build and then each route with this false, only its <main>, which it sets into the shell it
 * made (src/app/entry-server.tsx): the shared parts were most of a page's rendering time.
 */
export const ShellPartsContext = createContext(true);

/**
 * One of the shared parts. It leaves the tree's shape as it is, so the ids React gives the route's blocks
 * (useId, which follow their place among their siblings) are the same whether it renders or not.
 */
export function ShellPart({ children }: { children: ReactNode }) {
  return useContext(ShellPartsContext) ? children : null;
}
