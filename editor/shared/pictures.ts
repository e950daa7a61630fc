/** What the editor's server says about the site's pictures (their kinds and limits: src/site/pictures/picture-kinds.ts). */

/** One picture of the site, as the media dialog lists it. */
export interface SitePicture {
  /** Its address on the site, as a field names it: /images/case-studies/northwind.png. */
  path: string;
  bytes: number;
  /** Who names it, in words a person recognises: a page's address, "the header menus", "the Clients entry rotana". */
  usedBy: string[];
}

/** A picture just stored: its address, and its size in pixels (an SVG's from its width, height or viewBox). */
export interface StoredPicture {
  path: string;
  width?: number;
  height?: number;
  /** Every file in public/ now, for the pickers. */
  assets: string[];
}
