/**
 * The benchmark's pages as plain data, the one source of the manifest our build reads and of the pages
 * Hugo and Astro build beside it (bench/peers/): same header, hero, six capability cards, next link and
 * footer, so the three builds make the same pages.
 */
export interface BenchLink {
  label: string;
  href: string;
}

export interface BenchCapability {
  icon: string;
  title: string;
  description: string;
}

export interface BenchPage {
  path: string;
  title: string;
  description: string;
  hero: { title: string; description: string; button: BenchLink };
  capabilities: { id: string; title: string; items: BenchCapability[] };
  next: BenchLink;
}

export const benchSettings = {
  company: 'Bench',
  baseUrl: 'https://bench.example',
  email: 'bench@bench.example',
  blurb: 'A generated site.',
  logo: { src: '/images/brand.svg', alt: 'Bench', width: 300, height: 90 },
  social: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/bench' },
};

export const benchCapabilities: BenchCapability[] = [
  { icon: 'cloud', title: 'Cloud', description: 'Cloud migration and operations.' },
  { icon: 'shield', title: 'Security', description: 'Detection and response.' },
  { icon: 'brain', title: 'AI', description: 'Agents that do real work.' },
  { icon: 'database', title: 'Data', description: 'Pipelines and warehouses that stay fresh.' },
  { icon: 'code', title: 'Software', description: 'Products built and run end to end.' },
  { icon: 'users', title: 'Staffing', description: 'Engineers who join your team.' },
];

/** The header's one menu (its first page is `firstHref`) and the footer's links. */
export function createBenchNavigation(firstHref: string) {
  return {
    header: [{ title: 'Pages', items: [{ title: 'First', href: firstHref }] }],
    footer: { quickLinks: [{ title: 'Home', href: '/' }], legal: [] },
  };
}

export function describeBenchPath(index: number): string {
  return index === 0 ? '/' : `/pages/page-${index}`;
}

/** `count` pages, each linking to the next (the last to the first), so every page is reached. */
export function createBenchPages(count: number): BenchPage[] {
  return Array.from({ length: count }, (_, index) => ({
    path: describeBenchPath(index),
    title: `Page ${index} | Bench`,
    description: `Benchmark page number ${index}, with a hero, capabilities and a next link.`,
    hero: {
      title: `Page ${index}`,
      description: 'A page generated for the benchmark.',
      button: { label: 'Contact', href: '/pages/page-1#capabilities' },
    },
    capabilities: { id: 'capabilities', title: 'Capabilities', items: benchCapabilities },
    next: { label: `Page ${(index + 1) % count}`, href: describeBenchPath((index + 1) % count) },
  }));
}
