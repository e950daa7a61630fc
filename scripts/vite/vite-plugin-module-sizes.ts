import type { Plugin } from 'vite';

/** Where the client build writes each chunk's modules, beside Vite's own `.vite/manifest.json`. */
export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

/** A chunk's file → its modules (id relative to the project) and their minified length, largest first. */
export type ModuleSizes = Record<string, Array<{ id: string; bytes: number }>>;

/**
 * Records which modules each chunk holds, so a JavaScript budget that fails can name the modules
 * that made a route heavy (Vite's manifest knows chunks only).
 */
export function moduleSizesPlugin(root: string): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sizes[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({
            id: id.replace(`${root}/`, '').replace(/^\0/, ''),
            bytes: module.renderedLength,
          }))
          .filter((module) => module.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_SIZES_FILE,
        source: JSON.stringify(sizes),
      });
    },
  };
}
