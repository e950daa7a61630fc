/**
 * The dev server's HMR event carrying the site shell after a valid save of the manifest. Its one name,
 * shared by the Vite plugin that sends it and the app that listens.
 */
export const MANIFEST_UPDATE_EVENT = 'site-manifest:update';
