/** The year of the build, defined by vite.config.ts, so the prerendered and hydrated footer agree. */
declare const __BUILD_YEAR__: number;

/** The site's shell in npm run dev; undefined in a build, whose pages name it as data (see load-site-shell.ts). */
declare module 'virtual:site' {
  const site: import('../site/shell/site-shell').SiteShell | undefined;
  export default site;
}
