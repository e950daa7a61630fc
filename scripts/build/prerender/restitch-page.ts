import { linkSync } from 'node:fs';

/**
 * Where, in the build's folder, the pages set in a changed shell are written, by a name of their own (see
 * PrerenderReport.restitched), to be moved over their previous page when the build is published: in a
 * folder per render thread, not per route, which for 10,000 pages would be 10,000 folders made, then
 * emptied and removed.
 */
export const RESTITCHED_DIR = '.restitched';

/**
 * In the build's folder, a second name for each page of the output a published page will replace, when it
 * had only one: a rename over a file's last name frees the file then and there, which on ext4 took twice
 * the rename itself (10,000 pages of 15 KB replaced: 1.1 s, 0.5 s with a link made first). So the old
 * pages are freed with the build's folder, by its removal in the background, once the new ones are in
 * place. A page a release links (see linkTree) has a second name already. A dot-folder, as no route's can be.
 */
export const REPLACED_DIR = '.replaced';

/**
 * Gives `file` the second name `as` (see REPLACED_DIR) where the file system allows: it only saves time,
 * so a link refused (no hard links on a FAT or some network disks, too many links) leaves the file to be
 * freed by the rename, as before, and the build goes on.
 */
export function nameAgain(file: string, as: string): void {
  try {
    linkSync(file, as);
  } catch {
    // Only slower.
  }
}

const ROOT = '<div id="root">';
const MAIN_END = '</main>';

/** A page's markup around its <main> (there is one, and blocks never hold another): the shell's header before, its footer after. */
interface Framed {
  before: string;
  main: string;
  after: string;
}

const frameAtMain = (body: string): Framed | undefined => {
  const start = body.indexOf('<main');
  const end = body.lastIndexOf(MAIN_END);
  if (start < 0 || end < start) return undefined;
  const afterMain = end + MAIN_END.length;
  return { before: body.slice(0, start), main: body.slice(start, afterMain), after: body.slice(afterMain) };
};

/** A built page cut into what precedes the app's root (its head), and the app's markup, framed at its <main>. */
function cutPage(html: string, tail: string): ({ head: string } & Framed) | undefined {
  const root = html.indexOf(ROOT);
  if (root < 0 || !html.endsWith(tail)) return undefined;
  const framed = frameAtMain(html.slice(root + ROOT.length, html.length - tail.length));
  return framed && { head: html.slice(0, root + ROOT.length), ...framed };
}

export interface ShellChange {
  /** The not-found page the previous build wrote: its markup is the previous shell around its <main>. */
  previousNotFound: string;
  /** The not-found page's markup as rendered now (for <div id="root">): the new shell around its <main>. */
  notFoundBody: string;
  /** What every page's template has after the app's markup. */
  tail: string;
  /** The tag naming the shell's data (see preloadShellData) as every page of the previous build had it, and now. */
  dataTag: { previous: string | undefined; now: string };
  /** The shell stylesheet's link as rendered now: a page that links another was made with other shell rules. */
  sheetLink: string;
}

/**
 * Sets a page of the previous build into the shell as it is now (a menu, the footer or a dialog edited),
 * instead of rendering it again: the shell is rendered once, the same around every page's <main> (see
 * src/app/entry-server.tsx), and a page's <main> and head are made from its route and the settings alone.
 * So a page whose route and settings are unchanged is its old page with the old header and footer
 * replaced by the new, and the shell's data named anew: byte for byte the page rendering would make.
 * Undefined, for the caller to render the page, unless the page is framed exactly as the previous
 * not-found page and links the shell stylesheet as it is now (a shell whose rules changed changes what a
 * page's own stylesheet must hold).
 */
export function createPageRestitcher(change: ShellChange): (previous: string) => string | undefined {
  const old = cutPage(change.previousNotFound, change.tail);
  const now = frameAtMain(change.notFoundBody);
  const { previous: oldTag, now: newTag } = change.dataTag;
  return (previous) => {
    if (!old || !now || oldTag === undefined) return undefined;
    const page = cutPage(previous, change.tail);
    if (!page || page.before !== old.before || page.after !== old.after) return undefined;
    if (!page.head.includes(oldTag) || !page.head.includes(change.sheetLink)) return undefined;
    return page.head.replace(oldTag, () => newTag) + now.before + page.main + now.after + change.tail;
  };
}
