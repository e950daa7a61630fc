import { readFileSync, writeFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { isRecord } from '../../../src/site/manifest/is-record';
import { addPage } from '../../../scripts/new-page/add-page';
import { writeYamlValue, YamlWriteError } from '../yaml/write-yaml-value';
import { readSiteFiles } from './read-outline';

/** The files a job changes, all computed before any is written: a job that fails halfway writes nothing. */
class PendingWrites {
  private texts = new Map<string, string>();
  constructor(private manifest: string) {}
  read(name: string): string {
    const file = resolve(dirname(this.manifest), name);
    return this.texts.get(file) ?? readFileSync(file, 'utf8');
  }
  write(name: string, text: string): void {
    this.texts.set(resolve(dirname(this.manifest), name), text);
  }
  commit(): void {
    for (const [file, text] of this.texts) writeFileSync(file, text);
  }
}

/** The file and list a collection's new entries go to: where its last entry is written (the manifest if none is). */
function findCollectionList(manifest: string, collection: string): { name: string; list: unknown[] } {
  const files = readSiteFiles(manifest);
  const holders = files.filter(
    ({ data }) => isRecord(data) && isRecord(data.collections) && Array.isArray(data.collections[collection]),
  );
  const holder = holders.at(-1);
  if (!holder) throw new YamlWriteError(`the site has no ${collection} list to add to`);
  return {
    name: holder.name,
    list: (holder.data as { collections: Record<string, unknown[]> }).collections[collection],
  };
}

function appendEntry(
  pending: PendingWrites,
  manifest: string,
  collection: string,
  entry: Record<string, unknown>,
): void {
  const { name, list } = findCollectionList(manifest, collection);
  if (list.some((item) => isRecord(item) && item.id === entry.id))
    throw new YamlWriteError(
      `a ${collection} entry with the id "${String(entry.id)}" already exists: choose another id`,
    );
  pending.write(name, writeYamlValue(pending.read(name), ['collections', collection], [...list, entry]));
}

/** The address the site makes an entry's page at (`generate: caseStudies, path: /case-study/{id}`), if it makes one. */
function findGeneratedPath(manifest: string, collection: string, id: string): string | undefined {
  for (const { data } of readSiteFiles(manifest)) {
    if (!isRecord(data) || !Array.isArray(data.routes)) continue;
    const route = data.routes.find((candidate) => isRecord(candidate) && candidate.generate === collection);
    if (isRecord(route) && typeof route.path === 'string') return route.path.replace('{id}', id);
  }
  return undefined;
}

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
  const { done } = addPage({ ...job, manifest });
  if (card) {
    const pending = new PendingWrites(manifest);
    appendEntry(pending, manifest, 'solutions', card);
    pending.commit();
    done.push(`added ${job.title} to the solutions list`);
  }
  return done;
}
