import { isRecord } from '#site/yaml/is-record';
import { planPage } from '#scripts/new-page/add-page';
import { writeYamlValue, YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { appendEntry, findCollectionList } from './append-entry';
import { findGeneratedPath } from '../find-generated-path';
import { PendingWrites } from '../pending-writes';
import { readSiteFiles } from '../read-outline';

/**
 * A new case study in one go: the entry (with every field the form asked for, and the link from its listing
 * card to its page), and its id added to every listing that names its projects one by one (the project grid
 * of /case-studies), where its category groups it.
 */
export function addCaseStudy(manifest: string, fields: Record<string, unknown>): string[] {
  const pending = new PendingWrites(manifest);
  const page = findGeneratedPath(manifest, 'caseStudies', String(fields.id));
  // Without it the card on the listing has no View Case Study link: the page would be there, unreachable from it.
  const entry: Record<string, unknown> = {
    ...fields,
    ...(page && fields.caseStudyUrl === undefined ? { caseStudyUrl: page } : {}),
  };
  appendEntry(pending, manifest, 'caseStudies', entry);
  const done = [`added the case study ${String(entry.title)} (${page ?? String(entry.id)})`];
  for (const { name, data } of readSiteFiles(manifest)) {
    if (!isRecord(data) || !Array.isArray(data.routes)) continue;
    data.routes.forEach((route, routeIndex) => {
      if (!isRecord(route) || !Array.isArray(route.blocks)) return;
      route.blocks.forEach((block, blockIndex) => {
        if (!isRecord(block) || block.type !== 'project-grid' || !Array.isArray(block.projects)) return;
        const at = ['routes', routeIndex, 'blocks', blockIndex, 'projects'];
        pending.write(name, writeYamlValue(pending.read(name), at, [...block.projects, entry.id]));
        done.push(`listed it on ${String(route.path)} under ${String(entry.category ?? 'its category')}`);
      });
    });
  }
  pending.commit();
  return done;
}

export interface NewPageJob {
  path: string;
  title: string;
  template: string;
  /** A header menu to list it in (Solutions…). */
  nav?: string;
  /** Also a card in the solutions list (the solution-links block of every solution page). */
  solution?: { summary: string; icon: string };
}

/** A page made from a template by `npm run new-page`'s own code, optionally in a header menu and in the solutions list. */
export function addNewPage(manifest: string, job: NewPageJob): string[] {
  const id = job.path.split('/').at(-1) ?? '';
  const card = job.solution && { id, title: job.title, ...job.solution, page: job.path };
  // The card is refused (a taken id) before anything is written, so no half-made page is left behind.
  if (card && findCollectionList(manifest, 'solutions').list.some((item) => isRecord(item) && item.id === id))
    throw new YamlWriteError(`the solutions list already has a card with the id "${id}": choose another path`);
  const { done, writes } = planPage({ ...job, manifest });
  // The page and its card are written together: a full disk leaves neither.
  const pending = new PendingWrites(manifest);
  for (const { file, data } of writes) pending.write(file, String(data));
  if (card) {
    appendEntry(pending, manifest, 'solutions', card);
    done.push(`added ${job.title} to the solutions list`);
  }
  pending.commit();
  return done;
}
