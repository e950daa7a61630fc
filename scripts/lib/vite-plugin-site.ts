import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem } from '../../src/site/problem';
import { loadSiteFromDisk } from './load-site-from-disk';
import { projectRoot } from './read-site-schemas';

const VIRTUAL_ID = 'virtual:site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function isManifestInput(file: string, manifest: string): boolean {
  const path = relative(projectRoot, file);
  return file === manifest || /^schemas\/.+\.json$/.test(path) || /^blocks\/[^/]+\/schema\.json$/.test(path);
}

/**
 * Exposes the validated manifest as `virtual:site`. It is validated again on every save in
 * `npm run dev`; a broken manifest becomes a located error in Vite's overlay, never a blank page.
 */
export function sitePlugin(options: { manifest?: string } = {}): Plugin {
  // Resolved at use, not when the config is imported: the build script sets SITE_MANIFEST first.
  const getManifest = () => resolve(options.manifest ?? process.env.SITE_MANIFEST ?? join(projectRoot, 'site.yaml'));
  let language = 'en';
  return {
    name: 'site-manifest',
    configureServer(server) {
      server.watcher.add(getManifest());
      server.watcher.on('change', (file) => {
        if (!isManifestInput(file, getManifest())) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const manifest = getManifest();
      const loaded = loadSiteFromDisk(manifest, { freshSchemas: true });
      if (!loaded.site) {
        const errors = loaded.problems.filter((problem) => problem.severity === 'error');
        const [first] = errors;
        this.error({
          message: `${errors.length} problem${errors.length === 1 ? '' : 's'} in the manifest:\n\n${errors.map(formatProblem).join('\n\n')}`,
          id: manifest,
          loc: { file: manifest, line: first.line, column: first.col - 1 },
        });
      }
      language = loaded.site.settings.language;
      return `export default ${JSON.stringify(loaded.site)};`;
    },
    transformIndexHtml(html) {
      return html.replace('<!--app-lang-->', language);
    },
    handleHotUpdate({ file }) {
      // configureServer's watcher already re-validates and reloads for these files.
      return isManifestInput(file, getManifest()) ? [] : undefined;
    },
  };
}
