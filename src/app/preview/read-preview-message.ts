import type { Route } from '#generated/site-types';
import type { SiteShell } from '#site/shell/site-shell';

/** What the editor's page sends the preview: the draft's shell and route data, and how to show them. */
export interface PreviewState {
  site: SiteShell;
  route: Route;
  theme: 'light' | 'dark';
  /** The index in the route's blocks of the block being edited: the preview scrolls to it and outlines it. */
  block?: number;
  /** The fact a fact box shows, counted from 1; a random one (as visitors see it) without. */
  fact?: number;
}

/** What the preview tells the editor's page: that it listens (send the state now), or which block was clicked. */
export type PreviewReply = { type: 'preview-ready' } | { type: 'select-block'; index: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, from: number) =>
  value === undefined || (Number.isInteger(value) && Number(value) >= from);

/**
 * The state in a message, or undefined when it is not one the editor sends (`{ type: 'render', … }` with a
 * shell, a route with its path and blocks, a theme): anything else posted to the page is ignored.
 */
export function readPreviewMessage(data: unknown): PreviewState | undefined {
  if (!isObject(data) || data.type !== 'render') return undefined;
  const { site, route, theme, block, fact } = data;
  if (!isObject(site) || !isObject(site.settings) || !isObject(site.navigation)) return undefined;
  if (!Array.isArray(site.navigation.header)) return undefined;
  if (!isObject(route) || typeof route.path !== 'string' || !Array.isArray(route.blocks)) return undefined;
  if (!route.blocks.every((item) => isObject(item) && typeof item.type === 'string')) return undefined;
  if (theme !== 'light' && theme !== 'dark') return undefined;
  if (!isCount(block, 0) || !isCount(fact, 1)) return undefined;
  return {
    site: site as unknown as SiteShell,
    route: route as unknown as Route,
    theme,
    block: block as number | undefined,
    fact: fact as number | undefined,
  };
}

/**
 * Where the preview loads the site's pictures from, from its own address's `?pictures=` (the editor on the
 * site's server names where the person's draft serves them, e.g. `/admin/public`); '' (the site's own
 * addresses) without one, or for anything but a path of this origin made of plain parts.
 */
export function readPictureBase(search: string): string {
  const base = new URLSearchParams(search).get('pictures') ?? '';
  const parts = base.split('/').slice(1);
  const plain = base.startsWith('/') && parts.every((part) => /^[\w.~-]+$/.test(part) && part !== '.' && part !== '..');
  return plain ? base : '';
}
