/** The year of the build, defined by vite.config.ts, so the prerendered and hydrated footer agree. */
declare const __BUILD_YEAR__: number;

declare module 'virtual:site' {
  const site: import('../site/shell/site-shell').SiteShell;
  export default site;
}
