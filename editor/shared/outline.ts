/** What the editor's server says about the site, as its app reads it: the contract between the two halves. */

/** A path into a file's data: keys and list indexes, e.g. ['routes', 12, 'title']. */
export type DataPath = Array<string | number>;

/** Where something is written: a file of the site (named from the manifest's folder) and the path inside it. */
export interface Place {
  file: string;
  at: DataPath;
}

export interface OutlineRoute extends Place {
  path: string;
  title: string;
  /** written in the manifest, included from a page file, or generated from a collection (then `at` is its entry). */
  kind: 'written' | 'included' | 'generated';
  collection?: string;
  /** For a generated page: the route it is made by. */
  template?: Place;
  /** The #anchors of the page: its blocks' ids. */
  anchors: string[];
}

export interface OutlineEntry extends Place {
  id: string;
  title: string;
}

export interface Outline {
  files: Array<{ file: string; version: string }>;
  routes: OutlineRoute[];
  collections: Record<string, OutlineEntry[]>;
  /** The header menus a new page can be put in: those that list items and have fewer than their `count:`. */
  menus: string[];
  templates: string[];
}
