import type { Route } from '#generated/site-types';
import type { SiteShell } from './site-shell';

/*
 * The contract between the app's server entry (src/app/entry-server.tsx, built by Vite) and the build
 * that loads it to prerender pages (scripts/build/prerender/): declared once, here, for both.
 */

/** One Emotion rule set as the page inserted it: `key` is the cache's (EMOTION_KEY, see style-ids) for class rules, `<key>-global` for global ones. */
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
  /**
   * The CSS the page uses, one entry per Emotion rule set, global ones first: the build decides which go
   * inline. A route's may leave out the rules of the shell (header, footer) that only the not-found
   * page's, always complete, must hold: the build puts those in the shell's stylesheet.
   */
  styles: StyleRule[];
}

/** What the built server entry exports. */
export interface ServerEntry {
  /**
   * Renders one URL to HTML, given its route (the build has the validated manifest), or the not-found page
   * when `route` is null, in the site's `shell` (settings, menus, dialogs: not built into the entry, so a
   * menu edited needs no new bundles). The shell every page shares is rendered once per shell; `whole`
   * renders it again for this page, the way to check that both give the same page.
   */
  render(url: string, route: Route | null, shell: SiteShell, options?: { whole?: boolean }): Promise<RenderedPage>;
}
