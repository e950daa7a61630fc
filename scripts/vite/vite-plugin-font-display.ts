import type { Plugin } from 'vite';

/**
 * Inter is shown only if it is there for the first paint (`font-display: optional`, Fontsource ships
 * `swap`). A font swapped in after the first paint moves whatever it wraps differently: on a slow network or
 * a busy phone, "Digital Transformation" set in the fallback fitted one line at 390 px and Inter made it two,
 * pushing the page down 41 px. No fallback's metrics can match every line break (the site's texts wrap
 * differently in 31 of 58 route-and-width pairs), so a page that missed Inter keeps the fallback, sized to
 * look alike (`src/ui/fallback-font-faces.ts`), and the next page has Inter from the cache.
 */
export function fontDisplayPlugin(): Plugin {
  return {
    name: 'font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource-variable[\\/]inter[\\/].*\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap;', 'font-display: optional;'), map: null };
    },
  };
}
