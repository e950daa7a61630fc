import { stringify } from 'yaml';

/**
 * A manifest of `count` routes built from the real block types: each page has a hero, a list of
 * capabilities and a link to the next page (so every page is linked and every link is checked).
 */
export function createBenchManifest(count: number): string {
  const path = (index: number) => (index === 0 ? '/' : `/pages/page-${index}`);
  const routes = Array.from({ length: count }, (_, index) => ({
    path: path(index),
    title: `Page ${index} | Bench`,
    description: `Benchmark page number ${index}, with a hero, capabilities and a next link.`,
    blocks: [
      { type: 'page-hero', title: `Page ${index}`, description: 'A page generated for the benchmark.', buttons: [{ label: 'Contact', href: '/pages/page-1#capabilities' }] },
      {
        type: 'capability-list',
        id: 'capabilities',
        title: 'Capabilities',
        items: [
          { icon: 'cloud', title: 'Cloud', description: 'Cloud migration and operations.' },
          { icon: 'shield', title: 'Security', description: 'Detection and response.' },
          { icon: 'brain', title: 'AI', description: 'Agents that do real work.' },
        ],
      },
      { type: 'next-link', label: `Page ${(index + 1) % count}`, href: path((index + 1) % count) },
    ],
  }));
  return stringify({
    settings: {
      company: 'Bench',
      baseUrl: 'https://bench.example',
      email: 'bench@bench.example',
      blurb: 'A generated site.',
      logo: { src: '/images/brand.svg', alt: 'Bench', width: 300, height: 90 },
      social: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/bench' },
    },
    navigation: {
      header: [{ title: 'Pages', items: [{ title: 'First', href: '/pages/page-1' }] }],
      footer: { quickLinks: [{ title: 'Home', href: '/' }], legal: [] },
    },
    routes,
  });
}
