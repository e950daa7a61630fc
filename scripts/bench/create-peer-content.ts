import {
  benchSettings,
  createBenchNavigation,
  describeBenchPath,
  type BenchLink,
  type BenchPage,
} from './create-bench-pages';

/** What every page of the peers' sites shares: the header's logo and menu, the footer's links. */
export interface PeerSite {
  company: string;
  blurb: string;
  logo: typeof benchSettings.logo;
  header: BenchLink[];
  footer: BenchLink[];
}

/** The one data file both peers read: the site's shared parts and every page, from the bench's own data. */
export function createPeerData(pages: BenchPage[]): { site: PeerSite; pages: BenchPage[] } {
  const navigation = createBenchNavigation(describeBenchPath(1));
  return {
    site: {
      company: benchSettings.company,
      blurb: benchSettings.blurb,
      logo: benchSettings.logo,
      header: navigation.header.flatMap((group) => group.items.map((item) => ({ label: item.title, href: item.href }))),
      footer: [
        ...navigation.footer.quickLinks.map((item) => ({ label: item.title, href: item.href })),
        benchSettings.social,
      ],
    },
    pages,
  };
}

/** A Hugo content file for a page: JSON front matter holding the page's fields, the home page as the site's _index. */
export function createHugoContent(page: BenchPage): { file: string; text: string } {
  const { path, ...fields } = page;
  return { file: path === '/' ? '_index.md' : `${path.slice(1)}.md`, text: `${JSON.stringify(fields, null, 1)}\n` };
}
