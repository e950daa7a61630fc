import type { LeadSettings, Route, Settings } from '#generated/site-types';

/**
 * The settings the browser gets: what the lead server alone needs (tables, field ids) stays on the
 * server; the refused email domains come along, since the contact form checks them as the server does.
 */
export type BrowserSettings = Omit<Settings, 'leads'> & Pick<LeadSettings, 'blockedEmailDomains'>;

/**
 * What a block can read besides its own fields: the site's settings and its page's own fields, such as
 * the route's tags (e.g. a fact box reads `tags.solutionType`).
 */
export interface BlockContext {
  settings: BrowserSettings;
  route: Pick<Route, 'path' | 'title' | 'description' | 'tags'>;
}

/** The props of every block component: its own fields, resolved, and its context. */
export interface BlockProps<T> {
  block: T;
  context: BlockContext;
}
