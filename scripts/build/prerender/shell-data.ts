import { SITE_SHELL_LINK_ID, type SiteShell } from '#site/shell/site-shell';
import { toHashedFile } from './to-hashed-file';

/** The site's shell as the pages get it: one data file they all name (see src/app/routing/load-site-shell.ts). */
export interface ShellData {
  site: SiteShell;
  /** Its path under the output folder, `assets/shell-<hash>.json`. */
  file: string;
  json: string;
}

export function createShellData(site: SiteShell): ShellData {
  const json = JSON.stringify(site);
  return { site, file: toHashedFile('shell', json, 'json'), json };
}

/** The preload of the shell's data, among the tags a page adds to its head once it has painted (see wrapDeferredHead). */
export const preloadShellData = (href: string) =>
  `<link id="${SITE_SHELL_LINK_ID}" rel="preload" as="fetch" crossorigin href="${href}">`;

/** The tag naming the shell's data in a built page (see preloadShellData), if it has one. */
export const findShellDataTag = (html: string) =>
  new RegExp(`<link id="${SITE_SHELL_LINK_ID}" rel="preload" as="fetch" crossorigin href="[^"]*">`).exec(html)?.[0];
