import type { Route } from '#generated/site-types';
import type { SiteShell } from '#site/shell/site-shell';
import { createSiteShell } from '#scripts/vite/create-site-shell';
import { placeProblems, type PlacedProblem } from './place-problems';
import { loadProject } from './load-project';

/**
 * What the preview renders: the shell (what a build writes as `assets/shell-<hash>.json`) and the route's data
 * (what the build writes as its route.json), or, while they cannot be made, a sentence saying why and the
 * problems that stop them.
 */
export type PreviewData =
  { ready: true; site: SiteShell; route: Route } | { ready: false; message: string; problems: PlacedProblem[] };

/**
 * The shell and the data of the route at `path`, made by the build's own loader (entries resolved into the
 * route) from the files with the person's unsaved texts in place of what is on disk.
 */
export function readPreviewData(manifest: string, unsaved: Map<string, string>, path: string): PreviewData {
  const { site, problems } = loadProject(manifest, unsaved);
  if (!site) {
    const errors = placeProblems(
      manifest,
      problems.filter((problem) => problem.severity === 'error'),
      unsaved,
    );
    const count = errors.length === 1 ? 'a problem' : `${errors.length} problems`;
    return {
      ready: false,
      message: `The page cannot be made while the site has ${count}: ${errors[0] ? `${errors[0].placeInEditor}: ${errors[0].messageInEditor ?? errors[0].message}` : 'see the list of problems'}`,
      problems: errors,
    };
  }
  const route = site.routes.find((candidate) => candidate.path === path);
  if (!route) return { ready: false, message: `No page has the address ${path}.`, problems: [] };
  // Through JSON, as the build writes the route and the shell: what the page receives is what it would fetch.
  return JSON.parse(JSON.stringify({ ready: true, site: createSiteShell(site), route })) as PreviewData;
}
