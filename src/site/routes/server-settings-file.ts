/**
 * Where the build leaves the manifest's server-side settings, inside dist/: a dot-folder, which the
 * server never serves. The server reads validated settings from here rather than parsing site.yaml.
 */
export const SERVER_SETTINGS_FILE = '.server/settings.json';
