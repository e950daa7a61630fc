import type { Plugin } from 'vite';

/** React Router's built files. */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
/** A component made at the top of a file: `var Link = React10.forwardRef(`. */
const COMPONENT = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** A name for React's developer tools: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/**
 * Packages with no side effects whose package.json does not say so. `@emotion/react` imports
 * hoist-non-react-statics (and so react-is) for its `withTheme` alone, which the site never uses.
 */
const PURE_PACKAGE = /[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is)[\\/]/;

/**
 * Lets the browser's bundle leave out the library code the site never calls (4.5 KB of the JavaScript every
 * page hydrates with, gzip). React Router 7 makes its components at the top of its files with calls a
 * bundler must keep (`forwardRef`, `memo`, `createContext`: pure, but not marked so) and names each for
 * React's developer tools (`Link.displayName = "Link"`, a write a bundler must keep too), so all of them
 * stayed, with what they call: `Form`, `NavLink`, the data routers. Those calls are marked pure and the
 * names left out, as React Router 6 did in its production build. The server's bundle keeps the files as
 * they are.
 */
export function shakeLibrariesPlugin(): Plugin {
  return {
    name: 'shake-libraries',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: [ROUTER_FILE, PURE_PACKAGE] },
      handler(code, id) {
        if (PURE_PACKAGE.test(id)) return { code, moduleSideEffects: false };
        return { code: code.replace(COMPONENT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
      },
    },
  };
}
