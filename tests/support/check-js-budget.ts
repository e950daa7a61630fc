import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { collectChunkFiles, ENTRY_KEY } from '#scripts/build/prerender/route-preload-tags';
import { MODULE_SIZES_FILE, type ModuleSizes } from '#scripts/vite/vite-plugin-module-sizes';

/** 1 KB = 1,024 bytes. */
export const KB = 1024;

/**
 * The JavaScript every route may cost, gzip-compressed (level 9): to hydrate (the entry chunk and its
 * static imports), and everything fetched before the visitor does anything (that, plus the route's
 * blocks, whatever loads on its own after hydration, and what the page preloads once idle for a first tap).
 *
 * Both are issue 42's goals, and every page is within them now: each hydrates with 96.4 KB (React DOM, React
 * Router and Emotion are 80 KB of it; the site's settings and menus are data beside it); before any
 * interaction the home page fetches 139.5 KB (Swiper's core, 24 KB, for the carousels; the quiz's lead rules and
 * client load when its form shows, not at idle), /about 133.7 KB, /contact 122.1 KB, the others 104–110 KB.
 * Hydrating went from 104.6 KB to 96.4 KB when React Router's unused components left the bundle
 * (scripts/vite/vite-plugin-shake-libraries.ts) and links stopped using its `Link` (src/ui/controls/app-link.tsx).
 */
export const JS_BUDGET = { hydrate: 100 * KB, beforeInteraction: 150 * KB } as const;

export interface RouteLoad {
  path: string;
  /** Built files (e.g. `assets/page-hero-x.js`) the page fetched before any interaction, idle preloads included. */
  loaded: string[];
}

export interface RouteBudget {
  path: string;
  hydrateBytes: number;
  beforeInteractionBytes: number;
  ok: boolean;
  /** The biggest modules in the files loaded before interaction, by their size before minification. */
  largestModules: Array<{ id: string; bytes: number; file: string }>;
}

export interface BudgetResult {
  ok: boolean;
  routes: RouteBudget[];
  /** One line per route over budget with its totals and largest modules; empty when all are within. */
  report: string;
}

const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Checks each route against `JS_BUDGET`, reading the client build in `distDir`: Vite's manifest
 * (`.vite/manifest.json`) for the entry and its static imports, and the module list the build writes
 * beside it, so a route over budget is reported with the modules that made it heavy.
 */
export function checkJsBudget(
  distDir: string,
  routes: RouteLoad[],
  budget: { hydrate: number; beforeInteraction: number } = JS_BUDGET,
): BudgetResult {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const modules = JSON.parse(readFileSync(join(distDir, MODULE_SIZES_FILE), 'utf8')) as ModuleSizes;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + sizeOf(file), 0);

  const hydrateFiles = collectChunkFiles(manifest, [ENTRY_KEY]).scripts;
  const hydrateBytes = sum(hydrateFiles);
  const results = routes.map(({ path, loaded }): RouteBudget => {
    const files = new Set([...hydrateFiles, ...loaded.filter((file) => file.endsWith('.js'))]);
    const beforeInteractionBytes = sum(files);
    const largestModules = [...files]
      .flatMap((file) => (modules[file] ?? []).map((module) => ({ ...module, file })))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    return {
      path,
      hydrateBytes,
      beforeInteractionBytes,
      ok: hydrateBytes <= budget.hydrate && beforeInteractionBytes <= budget.beforeInteraction,
      largestModules,
    };
  });
  const report = results
    .filter((route) => !route.ok)
    .map(
      (route) =>
        `${route.path}: hydrate ${formatKb(route.hydrateBytes)} gzip (budget ${formatKb(budget.hydrate)}), before interaction ` +
        `${formatKb(route.beforeInteractionBytes)} gzip (budget ${formatKb(budget.beforeInteraction)}); largest modules (before minification): ` +
        route.largestModules.map((module) => `${module.id} ${formatKb(module.bytes)} in ${module.file}`).join(', '),
    )
    .join('\n');
  return { ok: results.every((route) => route.ok), routes: results, report };
}
