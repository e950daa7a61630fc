import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Logger, Plugin } from 'vite';
import type { Site } from '#generated/site-types';
import { MANIFEST_UPDATE_EVENT } from '#site/manifest/manifest-update-event';
import { countProblems, formatProblem } from '#site/problems/problem';
import { fromRouteDataUrl } from '#site/routes/route-data-url';
import { createSiteShell } from './create-site-shell';
import { isIncludedFile, loadSiteFromDisk } from '../cli/load-site-from-disk';
import { projectRoot } from '../cli/project-root';

const PLUGIN_NAME = 'site-manifest';
/** Marks the error that carries a broken manifest's problems, which readManifest has printed already. */
const PROBLEMS_CODE = 'SITE_MANIFEST_PROBLEMS';
const VIRTUAL_ID = 'virtual:site';
/** How long after a file event the manifest is read: the rest of a save lands within it. */
const SAVE_SETTLE_MS = 40;
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function isManifestInput(file: string, manifest: string): boolean {
  const path = relative(projectRoot, file);
  return (
    file === manifest ||
    /^schemas\/.+\.json$/.test(path) ||
    /^blocks\/[^/]+\/schema\.json$/.test(path) ||
    isIncludedFile(manifest, file)
  );
}

/** A manifest with errors: every problem, and where the first one is (line and column from 1, as in the messages). */
interface ManifestFailure {
  message: string;
  line: number;
  col: number;
}

/**
 * The lines around a problem with a caret under its column, for the overlay. Made here because Vite's own
 * frame counts columns from 0, and the overlay's header and the messages count from 1.
 */
function frameProblem(file: string, line: number, col: number): string {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return '';
  }
  const width = String(Math.min(line + 2, lines.length)).length;
  const numbered = (at: number) => `${String(at).padStart(width)} | ${lines[at - 1]}`;
  const around = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => numbered(from + index));
  return [
    ...around(Math.max(1, line - 2), line),
    `${' '.repeat(width)} | ${' '.repeat(col - 1)}^`,
    ...around(line + 1, Math.min(lines.length, line + 2)),
  ].join('\n');
}

type ManifestState = { site: Site } | { failure: ManifestFailure };

export interface SitePluginOptions {
  /** The manifest to read and watch in the dev server; default `$SITE_MANIFEST`, else site.yaml. */
  manifest?: string;
  /** A site the build has already validated: used as it is, never read again. */
  site?: Site;
}

/**
 * In `npm run dev`, exposes the validated manifest's shell (settings, navigation, dialogs) as `virtual:site`,
 * and each route's data at `<path>/route.json`, as the build writes them (a build writes the shell as a
 * data file, see scripts/build/prerender/shell-data.ts). In the dev server the manifest is
 * checked again on every save: a valid one goes to the open pages as an HMR event (they re-render in
 * place, see src/app/routing/follow-manifest-edits.ts), a broken one becomes a located error in Vite's overlay.
 */
export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const getManifest = () => resolve(options.manifest ?? process.env.SITE_MANIFEST ?? join(projectRoot, 'site.yaml'));
  let state: ManifestState | undefined = options.site && { site: options.site };
  let logger: Logger | undefined;
  let serving = false;
  // A page that opened while the manifest was broken never started the app, so only a reload revives it.
  let failedToServe = false;

  /** Checks the manifest once per save: its problems are printed here, once, and kept for every request. */
  const readManifest = (freshSchemas: boolean): ManifestState => {
    // The dev server previews what a person is writing, as the editor does: a page just made from a
    // template still shows, its placeholders listed as warnings, where the check and the build refuse them.
    const loaded = loadSiteFromDisk(getManifest(), { freshSchemas, whileEditing: serving });
    const list = (problems: typeof loaded.problems, kind: string) => {
      const count = countProblems(problems);
      return `${count} ${kind}${count === 1 ? '' : 's'} in the manifest:\n\n${problems.map(formatProblem).join('\n\n')}`;
    };
    if (loaded.site) {
      if (loaded.problems.length > 0) logger?.warn(list(loaded.problems, 'warning'), { timestamp: true });
      return { site: loaded.site };
    }
    const errors = loaded.problems.filter((problem) => problem.severity === 'error');
    const message = list(errors, 'problem');
    logger?.error(message, { timestamp: true });
    return { failure: { message, line: errors[0].line, col: errors[0].col } };
  };
  const getState = (): ManifestState => {
    if (state) return state;
    state = readManifest(false);
    // V8 makes the loader fast only once it has run a few times: one more run now, while nobody waits,
    // brings the first save's update down to what the later ones take.
    setTimeout(() => loadSiteFromDisk(getManifest()), 1000).unref();
    return state;
  };

  /** The overlay prints `loc` as it is (file:line:column), so the column counts from 1 like the message's. */
  const toError = (failure: ManifestFailure) => ({
    message: failure.message,
    code: PROBLEMS_CODE,
    stack: '',
    id: getManifest(),
    plugin: PLUGIN_NAME,
    loc: { file: getManifest(), line: failure.line, column: failure.col },
    frame: frameProblem(getManifest(), failure.line, failure.col),
  });

  return {
    name: PLUGIN_NAME,
    configResolved(config) {
      logger = config.logger;
      serving = config.command === 'serve';
      // Vite prints a module's load error for the request and again for its pre-transform; readManifest
      // has already printed a broken manifest's problems once, where they arose.
      const logError = config.logger.error.bind(config.logger);
      config.logger.error = (message, logOptions) => {
        if ((logOptions?.error as { code?: string } | null | undefined)?.code !== PROBLEMS_CODE)
          logError(message, logOptions);
      };
    },
    configureServer(server) {
      server.watcher.add(getManifest());
      // A page file added or deleted changes the site as much as one edited; editors that save by writing
      // a new file and renaming it over the old one make an `add`, not a `change`. A save can also come as
      // an emptied file and then its text, with the watcher reporting only the first: the manifest is read
      // once the events have settled, never half-written.
      let settling: ReturnType<typeof setTimeout> | undefined;
      let schemaChanged = false;
      const applySave = () => {
        // Compiling the schemas takes half a second: only when one of them changed.
        state = readManifest(schemaChanged);
        schemaChanged = false;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        if ('failure' in state) server.ws.send({ type: 'error', err: toError(state.failure) });
        else if (failedToServe) {
          failedToServe = false;
          server.ws.send({ type: 'full-reload' });
        } else server.ws.send({ type: 'custom', event: MANIFEST_UPDATE_EVENT, data: createSiteShell(state.site) });
      };
      const onSave = (file: string) => {
        if (!isManifestInput(file, getManifest())) return;
        schemaChanged ||= file.endsWith('.json');
        clearTimeout(settling);
        settling = setTimeout(applySave, SAVE_SETTLE_MS);
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onSave);
      server.middlewares.use((request, response, next) => {
        const path = fromRouteDataUrl(request.url ?? '');
        if (path === undefined) return next();
        const current = getState();
        if ('failure' in current) {
          response.statusCode = 500;
          response.end(current.failure.message);
          return;
        }
        const route = current.site.routes.find((candidate) => candidate.path === path);
        response.statusCode = route ? 200 : 404;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(route ?? null));
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // A built page takes the shell from its data file (see src/app/routing/load-site-shell.ts): bundles
      // that held it would have to be built again for every menu edited. So a build's is empty.
      if (!serving) return 'export default undefined;';
      const current = getState();
      if ('failure' in current) {
        failedToServe = true;
        this.error(toError(current.failure));
      }
      return `export default ${JSON.stringify(createSiteShell(current.site))};`;
    },
    transformIndexHtml(html) {
      // The preview page names no language of its own: it takes the draft's as it renders.
      if (!html.includes('<!--app-lang-->')) return html;
      const current = getState();
      return html.replace('<!--app-lang-->', 'site' in current ? current.site.settings.language : 'en');
    },
    handleHotUpdate({ file }) {
      // configureServer's watcher already re-validates and updates the pages for these files.
      return isManifestInput(file, getManifest()) ? [] : undefined;
    },
  };
}
