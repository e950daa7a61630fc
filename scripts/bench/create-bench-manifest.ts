import { stringify } from 'yaml';
import {
  benchCapabilities,
  benchSettings,
  createBenchNavigation,
  createBenchPages,
  describeBenchPath,
} from './create-bench-pages';

export type BenchManifestKind = 'routes' | 'collection';

/** `count` routes written out: each page has a hero, a list of capabilities and a link to the next page. */
function writeRoutes(count: number) {
  return {
    routes: createBenchPages(count).map((page) => ({
      path: page.path,
      title: page.title,
      description: page.description,
      blocks: [
        { type: 'page-hero', title: page.hero.title, description: page.hero.description, buttons: [page.hero.button] },
        {
          type: 'capability-list',
          id: page.capabilities.id,
          title: page.capabilities.title,
          items: page.capabilities.items,
        },
        { type: 'next-link', ...page.next },
      ],
    })),
  };
}

/** A case-study collection of `count - 1` entries behind one generated route, plus the home page: the same pages, made from entries. */
function writeCollection(count: number) {
  const id = (index: number) => `study-${index}`;
  const entries = Array.from({ length: count - 1 }, (_, index) => ({
    id: id(index),
    title: `Study ${index}`,
    summary: `Benchmark case study number ${index}, with a hero, capabilities and a next link.`,
    intro: 'A page generated for the benchmark.',
    explore: { label: 'Contact', href: `/case-study/${id(0)}#results` },
    duration: '3 months.',
    services: ['Agents that do real work.'],
    results: benchCapabilities,
    logo: { src: '/images/brand.svg', alt: `Study ${index} logo`, width: 300, height: 90 },
    website: `https://study-${index}.example`,
    websiteName: `study-${index}.example`,
    technologies: ['Python', 'React'],
    challenge: 'Replies took hours.',
    solution: 'Agents that answer at once.',
    testimonial: { author: 'Ann Lee', title: `CEO, Study ${index}`, quote: 'It works.' },
    next: id((index + 1) % (count - 1)),
  }));
  return {
    collections: { caseStudies: entries },
    routes: [
      {
        path: '/',
        title: 'Bench',
        description: 'The home page.',
        blocks: [{ type: 'next-link', label: 'Study 0', href: `/case-study/${id(0)}` }],
      },
      {
        generate: 'caseStudies',
        path: '/case-study/{id}',
        title: '{title} | Bench',
        description: '{summary}',
        blocks: [
          { type: 'page-hero', title: '{title}', description: '{intro}', buttons: ['{explore}'] },
          { type: 'capability-list', id: 'results', title: 'Key Results', items: '{results}' },
          { type: 'next-link', label: 'Next: {next}', href: '/case-study/{next}' },
        ],
      },
    ],
  };
}

/**
 * A manifest of `count` routes built from the real block types, every page linked and every link checked:
 * written out one by one (`routes`), or generated from a collection of entries (`collection`).
 */
export function createBenchManifest(count: number, kind: BenchManifestKind = 'routes'): string {
  const manifest = {
    settings: benchSettings,
    navigation: createBenchNavigation(kind === 'routes' ? describeBenchPath(1) : '/case-study/study-1'),
    ...(kind === 'routes' ? writeRoutes(count) : writeCollection(count)),
  };
  // Every value written out where it is used, as a person writes a manifest: no anchors for shared objects.
  return stringify(manifest, { aliasDuplicateObjects: false });
}
