import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Site } from '../../src/generated/site-types';
import { formatProblem } from '../../src/site/problem';
import { fromRouteDataUrl } from '../../src/site/route-data-url';
import { createSiteShell } from './create-site-shell';
import { loadSiteFromDisk } from './load-site-from-disk';
import { projectRoot } from './read-site-schemas';

const VIRTUAL_ID = 'virtual:site';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function isManifestInput(file: string, manifest: string): boolean {
  const path = relative(projectRoot, file);
  return file === manifest || /^schemas\/.+\.json$/.test(path) || /^blocks\/[^/]+\/schema\.json$/.test(path);
}

export interface SitePluginOptions {
  /** The manifest to read and watch (npm run dev); default site.yaml. */
  manifest?: string;
  /** A site the build has already validated: used as it is, never read again. */
  site?: Site;
}

/**
 * Exposes the validated manifest's shell (settings, navigation) as `virtual:site`, and in `npm run dev`
 * each route's data at `<path>/route.json`, as the build writes them. In the dev server the manifest is
 * validated again on every save; a broken one becomes a located error in Vite's overlay.
 */
export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const getManifest = () => resolve(options.manifest ?? join(projectRoot, 'site.yaml'));
  let site: Site | undefined = options.site;

  const loadValidSite = (fail: (message: string, line: number, col: number) => never): Site => {
    const manifest = getManifest();
    const loaded = loadSiteFromDisk(manifest, { freshSchemas: true });
    if (!loaded.site) {
      const errors = loaded.problems.filter((problem) => problem.severity === 'error');
      fail(`${errors.length} problem${errors.length === 1 ? '' : 's'} in the manifest:\n\n${errors.map(formatProblem).join('\n\n')}`, errors[0].line, errors[0].col);
    }
    site = loaded.site;
    return loaded.site!;
  };

  return {
    name: 'site-manifest',
    configureServer(server) {
      server.watcher.add(getManifest());
      server.watcher.on('change', (file) => {
        if (!isManifestInput(file, getManifest())) return;
        site = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const path = fromRouteDataUrl(request.url ?? '');
        if (path === undefined) return next();
        try {
          const current =
            site ??
            loadValidSite((message) => {
              throw new Error(message);
            });
          const route = current.routes.find((candidate) => candidate.path === path);
          response.statusCode = route ? 200 : 404;
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(route ?? null));
        } catch (error) {
          response.statusCode = 500;
          response.end((error as Error).message);
        }
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const manifest = getManifest();
      const current =
        site ??
        loadValidSite((message, line, col) => this.error({ message, id: manifest, loc: { file: manifest, line, column: col - 1 } }));
      return `export default ${JSON.stringify(createSiteShell(current))};`;
    },
    transformIndexHtml(html) {
      return html.replace('<!--app-lang-->', site?.settings.language ?? 'en');
    },
    handleHotUpdate({ file }) {
      // configureServer's watcher already re-validates and reloads for these files.
      return isManifestInput(file, getManifest()) ? [] : undefined;
    },
  };
}
