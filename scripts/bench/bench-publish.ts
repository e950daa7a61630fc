import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../cli/project-root';
import { createBenchManifest } from './create-bench-manifest';
import { describeBenchPath } from './create-bench-pages';

interface PublishSite {
  name: string;
  manifest: string;
  pages?: string;
  /** The file of the edit, the text it replaces, what it writes, the page that shows it and what it shows. */
  edit: { file: string; find: string; replace: string; page: string; shows: string };
  goalMs: number;
}

/** Publishes one site as the editor does (editor/server/admin/testing/measure-publish.ts, in a process of its own). */
function measurePublish(site: PublishSite, folder: string): { coldMs: number; publishMs: number } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'editor/server/admin/testing/measure-publish.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      FOLDER: folder,
      MANIFEST: site.manifest,
      PAGES: site.pages ?? '',
      EDIT: site.edit.file,
      FIND: site.edit.find,
      REPLACE: site.edit.replace,
      PAGE: site.edit.page,
      SHOWS: site.edit.shows,
    },
  });
  if (result.status !== 0) throw new Error(`publishing ${site.name} failed:\n${result.stderr.slice(-3000)}`);
  return JSON.parse(result.stdout) as { coldMs: number; publishMs: number };
}

/**
 * Issue 39's figure: from Publish to the changed page being served, for a one-block edit, on the shipped site
 * and on the bench's 10,000-route site (goals 3 s and 10 s). Each site is a git repository of its own in
 * `work`, published once first (not timed as the figure: a cold build). Returns a Markdown table.
 */
export function benchPublish(work: string, routes: number): string {
  mkdirSync(work, { recursive: true });
  const benchManifest = join(work, 'bench-site.yaml');
  writeFileSync(benchManifest, createBenchManifest(routes));
  const middle = describeBenchPath(Math.floor(routes / 2));
  const sites: PublishSite[] = [
    {
      name: 'the shipped site',
      manifest: join(projectRoot, 'site.yaml'),
      pages: join(projectRoot, 'pages'),
      edit: {
        file: 'site.yaml',
        find: 'title: Get in Touch',
        replace: 'title: Get in Touch Today',
        page: 'contact',
        shows: 'Get in Touch Today',
      },
      goalMs: 3000,
    },
    {
      name: `${routes.toLocaleString('en-US')} routes`,
      manifest: benchManifest,
      edit: {
        file: 'site.yaml',
        find: `title: Page ${Math.floor(routes / 2)} | Bench`,
        replace: `title: Page ${Math.floor(routes / 2)}, edited | Bench`,
        page: middle.slice(1),
        shows: `Page ${Math.floor(routes / 2)}, edited`,
      },
      goalMs: 10_000,
    },
  ];
  const rows = sites.map((site, index) => {
    const { coldMs, publishMs } = measurePublish(site, join(work, `publish-${index}`));
    const met = publishMs <= site.goalMs ? 'met' : '**not met**';
    return `| ${site.name} | ${(publishMs / 1000).toFixed(1)} s | ${(site.goalMs / 1000).toFixed(0)} s, ${met} | ${(coldMs / 1000).toFixed(1)} s |`;
  });
  return [
    'From Publish to the changed page served, a one-block edit (the draft brought up to date, checked, merged into the live branch, built incrementally into a release, switched):',
    '',
    '| site | publish | goal | first publish (cold) |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
